// AssetTxPayment against a mock Config: which seam each path uses (native payment, fungibles, swap), in what
// order and with what amounts, and the events — with no TransactionPayment, Balances or AssetConversion behind.
import { beforeAll, describe, expect, it } from 'vitest';
import { DispatchError } from '../../src/primitives/dispatch-error.ts';
import { NATIVE, withId } from '../../src/primitives/native-or-with-id.ts';
import type { AssetKind } from '../../src/primitives/asset-kind.ts';
import { config } from '../../src/pallets/asset-tx-payment/config.ts';
import type { AssetTxPaymentConfig, FeeCredit } from '../../src/pallets/asset-tx-payment/config.ts';
import {
  canWithdrawFee,
  correctAndDepositFee,
  withdrawFee,
} from '../../src/pallets/asset-tx-payment/functions.ts';
import { TestChain } from '../../src/support/testing.ts';
import { CallLog, account } from './harness.ts';

const PHPU = withId(1);
const who = account(3);

let chain: TestChain;
beforeAll(async () => {
  chain = await TestChain.create();
});

interface World {
  /** What `who` can pay of PHPU / LUMI staying alive, and holds at all. */
  reducible: bigint;
  total: bigint;
  /** PHPU per LUMI in quotes; undefined: no pool. */
  price?: bigint;
  /** Whether the swap back of a refund fails. */
  swapBackFails?: boolean;
  nativeCanPay?: boolean;
}

function mock(log: CallLog, w: World): AssetTxPaymentConfig {
  const noPool = () => {
    throw DispatchError.of({ type: 'Other' });
  };
  return {
    native: {
      withdrawFee: log.record('native.withdrawFee', (_who, fee: bigint) =>
        w.nativeCanPay === false ? undefined : fee,
      ),
      correctAndDepositFee: log.record('native.correctAndDepositFee', () => undefined),
    },
    fungibles: {
      reducibleBalance: log.record('reducibleBalance', () => w.reducible),
      totalBalance: log.record('totalBalance', () => w.total),
      withdraw: log.record('withdraw', (asset: AssetKind, _who, amount: bigint): FeeCredit => {
        if (amount > w.reducible) throw DispatchError.token('FundsUnavailable');
        return { asset, amount };
      }),
      resolve: log.record('resolve', () => undefined),
      dropCredit: log.record('dropCredit', () => undefined),
      split: log.record('split', (c: FeeCredit, amount: bigint): [FeeCredit, FeeCredit] => [
        { ...c, amount },
        { ...c, amount: c.amount - amount },
      ]),
    },
    swap: {
      quoteTokensForExactTokens: log.record('quoteIn', (_a, _b, out: bigint) =>
        w.price === undefined ? undefined : out * w.price + 1n,
      ),
      quoteExactTokensForTokens: log.record('quoteOut', (_a, _b, amountIn: bigint) =>
        w.price === undefined ? undefined : amountIn * w.price - 1n,
      ),
      swapCreditForExact: log.record('swapCreditForExact', (path, credit: FeeCredit, out: bigint) => {
        if (w.price === undefined) noPool();
        return { out: { asset: path.at(-1)!, amount: out }, change: { ...credit, amount: 0n } };
      }),
      swapExactCredit: log.record('swapExactCredit', (path, _credit, min: bigint | undefined) => {
        if (w.swapBackFails) noPool();
        return { asset: path.at(-1)!, amount: min ?? 0n };
      }),
    },
  };
}

const run = <T>(log: CallLog, w: World, fn: () => T): T => chain.write(() => config.with(mock(log, w), fn));
const lastEvents = (n: number) =>
  chain
    .events()
    .slice(-n)
    .map((e) => e.event);

describe('AssetTxPayment with a mock Config', () => {
  it('without an asset, leaves the fee to the native payment both ways', () => {
    const log = new CallLog();
    const paid = run(log, { reducible: 0n, total: 0n }, () => withdrawFee(who, undefined, 500n));
    expect(paid).toEqual({ type: 'Native', paid: 500n });
    run(log, { reducible: 0n, total: 0n }, () => correctAndDepositFee(who, paid!, 300n, 7n));
    expect(log.calls).toEqual([
      ['native.withdrawFee', [who, 500n]],
      ['native.correctAndDepositFee', [who, 300n, 7n, 500n]],
    ]);
    const broke = new CallLog();
    expect(
      run(broke, { reducible: 0n, total: 0n, nativeCanPay: false }, () => withdrawFee(who, undefined, 5n)),
    ).toBe(undefined);
  });

  it('a zero fee touches nothing', () => {
    const log = new CallLog();
    const w = { reducible: 0n, total: 0n };
    expect(run(log, w, () => withdrawFee(who, PHPU, 0n))).toEqual({ type: 'Nothing' });
    expect(run(log, w, () => canWithdrawFee(who, PHPU, 0n))).toBe(true);
    run(log, w, () => correctAndDepositFee(who, { type: 'Nothing' }, 0n, 0n));
    expect(log.calls).toEqual([]);
  });

  it.each([
    ['no pool', { reducible: 10n ** 9n, total: 10n ** 9n }, false],
    ['too little PHPU', { reducible: 50_000n, total: 50_000n, price: 100n }, false],
    ['just enough PHPU', { reducible: 50_001n, total: 50_001n, price: 100n }, true],
  ])('validation with %s: %s', (_name, w, ok) => {
    const log = new CallLog();
    expect(run(log, w, () => canWithdrawFee(who, PHPU, 500n))).toBe(ok);
    // Validation only quotes and reads: it never withdraws or swaps.
    expect(log.names().filter((n) => n === 'withdraw' || n.startsWith('swap'))).toEqual([]);
  });

  it('with PHPU, withdraws the quoted amount and buys exactly the LUMI fee; no pool takes nothing', () => {
    const log = new CallLog();
    const paid = run(log, { reducible: 10n ** 9n, total: 10n ** 9n, price: 100n }, () =>
      withdrawFee(who, PHPU, 500n),
    );
    expect(paid).toEqual({
      type: 'Asset',
      asset: PHPU,
      credit: { asset: NATIVE, amount: 500n },
      assetConsumed: 50_001n,
    });
    expect(log.calls).toEqual([
      ['quoteIn', [PHPU, NATIVE, 500n]],
      ['withdraw', [PHPU, who, 50_001n]],
      ['swapCreditForExact', [[PHPU, NATIVE], { asset: PHPU, amount: 50_001n }, 500n]],
    ]);
    const none = new CallLog();
    expect(run(none, { reducible: 10n ** 9n, total: 10n ** 9n }, () => withdrawFee(who, PHPU, 500n))).toBe(
      undefined,
    );
    expect(none.names()).toEqual(['quoteIn']);
  });

  it('swaps the unused LUMI back into PHPU and reports the fee in PHPU', () => {
    const log = new CallLog();
    const payment = {
      type: 'Asset',
      asset: PHPU,
      credit: { asset: NATIVE, amount: 500n },
      assetConsumed: 50_001n,
    } as const;
    run(log, { reducible: 1n, total: 1n, price: 100n }, () => correctAndDepositFee(who, payment, 300n, 2n));
    expect(log.calls).toEqual([
      ['totalBalance', [PHPU, who]],
      ['split', [{ asset: NATIVE, amount: 500n }, 200n]],
      ['quoteOut', [NATIVE, PHPU, 200n]],
      ['swapExactCredit', [[NATIVE, PHPU], { asset: NATIVE, amount: 200n }, 19_999n]],
      ['resolve', [who, { asset: PHPU, amount: 19_999n }]],
      ['dropCredit', [{ asset: NATIVE, amount: 300n }]],
    ]);
    expect(lastEvents(1)).toEqual([
      {
        type: 'AssetTxPayment',
        value: { type: 'AssetTxFeePaid', value: { who, actual_fee: 30_002n, tip: 2n, asset_id: PHPU } },
      },
    ]);
  });

  it('keeps a refund it cannot swap back (AssetRefundFailed), and refunds nothing to a reaped payer', () => {
    const payment = {
      type: 'Asset',
      asset: PHPU,
      credit: { asset: NATIVE, amount: 500n },
      assetConsumed: 50_001n,
    } as const;
    const failed = new CallLog();
    run(failed, { reducible: 1n, total: 1n, price: 100n, swapBackFails: true }, () =>
      correctAndDepositFee(who, payment, 300n, 0n),
    );
    expect(failed.calls.at(-1)).toEqual(['dropCredit', [{ asset: NATIVE, amount: 500n }]]);
    expect(lastEvents(2).map((e) => e.value)).toEqual([
      { type: 'AssetRefundFailed', value: { native_amount_kept: 200n } },
      { type: 'AssetTxFeePaid', value: { who, actual_fee: 50_001n, tip: 0n, asset_id: PHPU } },
    ]);
    const reaped = new CallLog();
    run(reaped, { reducible: 0n, total: 0n, price: 100n }, () =>
      correctAndDepositFee(who, payment, 300n, 0n),
    );
    expect(reaped.names()).toEqual(['totalBalance', 'dropCredit']);
    expect(lastEvents(1)[0]?.value).toMatchObject({ type: 'AssetTxFeePaid', value: { actual_fee: 50_001n } });
  });

  it('with Some(Native), withdraws LUMI without a swap and refunds it as LUMI', () => {
    const log = new CallLog();
    const w = { reducible: 10n ** 9n, total: 10n ** 9n };
    const paid = run(log, w, () => withdrawFee(who, NATIVE, 500n));
    expect(paid).toEqual({
      type: 'Asset',
      asset: NATIVE,
      credit: { asset: NATIVE, amount: 500n },
      assetConsumed: 500n,
    });
    run(log, w, () => correctAndDepositFee(who, paid!, 450n, 0n));
    expect(log.names()).toEqual(['withdraw', 'totalBalance', 'split', 'resolve', 'dropCredit']);
    expect(lastEvents(1)[0]?.value).toEqual({
      type: 'AssetTxFeePaid',
      value: { who, actual_fee: 450n, tip: 0n, asset_id: NATIVE },
    });
  });
});
