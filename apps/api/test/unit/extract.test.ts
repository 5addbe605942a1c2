import { describe, expect, it } from 'vitest';
import type { Plain } from '../../src/chain/plain.ts';
import { EventShapeError, extractBlock, type PlainEvent } from '../../src/indexer/extract.ts';
import type { PoolRecord } from '../../src/store/types.ts';

const A = `0x${'a1'.repeat(32)}`;
const B = `0x${'b2'.repeat(32)}`;
const POOL = `0x${'9f'.repeat(32)}`;
const NATIVE = { type: 'Native' };
const PHPU = { type: 'WithId', value: 1n };
const pool: PoolRecord = { lpToken: 0, asset1: 'native', asset2: '1', account: POOL };

let next = 0;
const ev = (
  extrinsicIndex: number | null,
  pallet: string,
  name: string,
  data: Record<string, Plain>,
): PlainEvent => ({
  index: next++,
  extrinsicIndex,
  pallet,
  name,
  data,
});
const ctx = () => ({ block: 7, pools: new Map([[0, { ...pool }]]), lpFee: 3 });

describe('extracting activity from events', () => {
  it('records a LUMI transfer for both sides, and its fee', () => {
    next = 0;
    const out = extractBlock(
      [
        ev(1, 'Balances', 'Withdraw', { who: A, amount: 5n }),
        ev(1, 'Balances', 'Transfer', { from: A, to: B, amount: 1_500_000_000_000n }),
        ev(1, 'TransactionPayment', 'TransactionFeePaid', { who: A, actualFee: 5n, tip: 0n }),
        ev(1, 'System', 'ExtrinsicSuccess', { dispatchInfo: {} }),
      ],
      ctx(),
    );
    expect(out.activity).toEqual([
      {
        account: A,
        block: 7,
        eventIndex: 1,
        extrinsicIndex: 1,
        kind: 'transfer',
        direction: 'out',
        asset: 'LUMI',
        amount: '1500000000000',
        counterparty: B,
        details: null,
      },
      {
        account: B,
        block: 7,
        eventIndex: 1,
        extrinsicIndex: 1,
        kind: 'transfer',
        direction: 'in',
        asset: 'LUMI',
        amount: '1500000000000',
        counterparty: A,
        details: null,
      },
      {
        account: A,
        block: 7,
        eventIndex: 2,
        extrinsicIndex: 1,
        kind: 'fee',
        direction: 'out',
        asset: 'LUMI',
        amount: '5',
        counterparty: null,
        details: { tip: '0' },
      },
    ]);
  });

  it('records a fee paid in PHPU in PHPU, with its swap as pool volume and no transfer rows', () => {
    next = 0;
    const out = extractBlock(
      [
        // The payer's PHPU into the pool, the pool's LUMI out as the fee (Balances.Withdraw, not indexed).
        ev(1, 'Assets', 'Transferred', { assetId: 1n, from: A, to: POOL, amount: 45_000n }),
        ev(1, 'Balances', 'Withdraw', { who: POOL, amount: 760_000_000n }),
        ev(1, 'AssetConversion', 'SwapCreditExecuted', {
          amountIn: 45_000n,
          amountOut: 760_000_000n,
          path: [
            [PHPU, 45_000n],
            [NATIVE, 760_000_000n],
          ],
        }),
        ev(1, 'Assets', 'Transferred', { assetId: 1n, from: A, to: B, amount: 1_000_000n }),
        ev(1, 'AssetTxPayment', 'AssetTxFeePaid', { who: A, actualFee: 44_900n, tip: 0n, assetId: PHPU }),
        ev(2, 'AssetTxPayment', 'AssetTxFeePaid', { who: B, actualFee: 7n, tip: 1n, assetId: NATIVE }),
      ],
      ctx(),
    );
    expect(out.activity.map((r) => [r.kind, r.account, r.direction, r.asset, r.amount])).toEqual([
      ['transfer', A, 'out', 'PHPU', '1000000'],
      ['transfer', B, 'in', 'PHPU', '1000000'],
      ['fee', A, 'out', 'PHPU', '44900'],
      ['fee', B, 'out', 'LUMI', '7'],
    ]);
    expect(out.activity[2]?.details).toEqual({ tip: '0' });
    expect(out.swaps).toEqual([
      {
        lpToken: 0,
        block: 7,
        eventIndex: 2,
        hop: 0,
        sideIn: 2,
        amountIn: '45000',
        amountOut: '760000000',
        lpFee: 3,
      },
    ]);
  });

  it('labels PHPU, LPHPU and unknown assets, and records a self-transfer once', () => {
    next = 0;
    const out = extractBlock(
      [
        ev(1, 'Assets', 'Transferred', { assetId: 1n, from: A, to: B, amount: 10n }),
        ev(2, 'PoolAssets', 'Transferred', { assetId: 0n, from: B, to: A, amount: 3n }),
        ev(3, 'Assets', 'Transferred', { assetId: 42n, from: A, to: A, amount: 1n }),
        ev(4, 'TransactionPayment', 'TransactionFeePaid', { who: A, actualFee: 0n, tip: 0n }),
      ],
      ctx(),
    );
    expect(out.activity.map((r) => [r.account, r.asset, r.direction])).toEqual([
      [A, 'PHPU', 'out'],
      [B, 'PHPU', 'in'],
      [B, 'LPHPU', 'out'],
      [A, 'LPHPU', 'in'],
      [A, 'asset:42', 'self'],
    ]);
  });

  it('records a swap once (not its pool legs) with amounts, price and a swap leg for pool stats', () => {
    next = 0;
    const out = extractBlock(
      [
        ev(1, 'Balances', 'Transfer', { from: A, to: POOL, amount: 10_000_000_000_000n }),
        ev(1, 'Assets', 'Transferred', { assetId: 1n, from: POOL, to: A, amount: 583_000_000n }),
        ev(1, 'AssetConversion', 'SwapExecuted', {
          who: A,
          sendTo: A,
          amountIn: 10_000_000_000_000n,
          amountOut: 583_000_000n,
          path: [
            [NATIVE, 10_000_000_000_000n],
            [PHPU, 583_000_000n],
          ],
        }),
        ev(2, 'Balances', 'Transfer', { from: A, to: POOL, amount: 1n }),
      ],
      ctx(),
    );
    const swap = out.activity.find((r) => r.kind === 'swap');
    expect(swap).toMatchObject({ account: A, eventIndex: 2, direction: 'self', asset: null });
    expect(swap?.details).toMatchObject({
      assetIn: 'LUMI',
      amountIn: '10000000000000',
      assetOut: 'PHPU',
      amountOut: '583000000',
      price: { value: '58.3', unit: 'PHPU per LUMI' },
      pool: 0,
    });
    // Only the unrelated transfer of extrinsic 2 (no DEX event there) remains as transfers.
    expect(out.activity.filter((r) => r.kind === 'transfer').map((r) => r.eventIndex)).toEqual([3, 3]);
    expect(out.swaps).toEqual([
      {
        lpToken: 0,
        block: 7,
        eventIndex: 2,
        hop: 0,
        sideIn: 1,
        amountIn: '10000000000000',
        amountOut: '583000000',
        lpFee: 3,
      },
    ]);
  });

  it('quotes the price the same way when selling PHPU, and gives the recipient a row', () => {
    next = 0;
    const out = extractBlock(
      [
        ev(1, 'AssetConversion', 'SwapExecuted', {
          who: A,
          sendTo: B,
          amountIn: 117_000_000n,
          amountOut: 2_000_000_000_000n,
          path: [
            [PHPU, 117_000_000n],
            [NATIVE, 2_000_000_000_000n],
          ],
        }),
      ],
      ctx(),
    );
    expect(out.activity.map((r) => [r.account, r.direction, r.counterparty])).toEqual([
      [A, 'out', B],
      [B, 'in', A],
    ]);
    expect(out.activity[0]!.details).toMatchObject({ price: { value: '58.5', unit: 'PHPU per LUMI' } });
    expect(out.swaps[0]).toMatchObject({ sideIn: 2, amountIn: '117000000', amountOut: '2000000000000' });
  });

  it('records liquidity added and removed with both amounts and the LP tokens', () => {
    next = 0;
    const out = extractBlock(
      [
        ev(1, 'AssetConversion', 'LiquidityAdded', {
          who: A,
          mintTo: A,
          poolId: [NATIVE, PHPU],
          amount1Provided: 1_000_000_000_000n,
          amount2Provided: 58_500_000n,
          lpToken: 0n,
          lpTokenMinted: 7_648n,
        }),
        ev(2, 'AssetConversion', 'LiquidityRemoved', {
          who: A,
          withdrawTo: B,
          poolId: [NATIVE, PHPU],
          amount1: 5n,
          amount2: 6n,
          lpToken: 0n,
          lpTokenBurned: 7n,
          withdrawalFee: 0n,
        }),
      ],
      ctx(),
    );
    expect(out.activity.map((r) => [r.kind, r.account, r.direction, r.asset, r.amount])).toEqual([
      ['liquidity_added', A, 'out', 'LPHPU', '7648'],
      ['liquidity_removed', A, 'in', 'LPHPU', '7'],
      ['liquidity_removed', B, 'in', 'LPHPU', '7'],
    ]);
    expect(out.activity[0]!.details).toMatchObject({
      asset1: 'LUMI',
      amount1: '1000000000000',
      asset2: 'PHPU',
      amount2: '58500000',
      lpAmount: '7648',
    });
  });

  it('learns pools from PoolCreated before the events that use them', () => {
    next = 0;
    const c = { block: 9, pools: new Map<number, PoolRecord>(), lpFee: 3 };
    const out = extractBlock(
      [
        ev(1, 'AssetConversion', 'SwapExecuted', {
          who: A,
          sendTo: A,
          amountIn: 1n,
          amountOut: 2n,
          path: [
            [NATIVE, 1n],
            [{ type: 'WithId', value: 5n }, 2n],
          ],
        }),
        ev(0, 'AssetConversion', 'PoolCreated', {
          creator: A,
          poolId: [NATIVE, { type: 'WithId', value: 5n }],
          poolAccount: POOL,
          lpToken: 3n,
        }),
      ],
      c,
    );
    expect(out.newPools).toEqual([{ lpToken: 3, asset1: 'native', asset2: '5', account: POOL }]);
    expect(out.swaps.map((s) => s.lpToken)).toEqual([3]);
  });

  it('lists the currencies of oracle feeds', () => {
    next = 0;
    const out = extractBlock(
      [
        ev(1, 'Oracle', 'NewFeedData', {
          sender: B,
          values: [
            ['0x504850', 1n],
            ['0x455552', 2n],
          ],
        }),
      ],
      ctx(),
    );
    expect(out.feeds).toEqual([{ sender: B, currencies: ['PHP', 'EUR'] }]);
  });

  it('records a failed extrinsic as the action it was, with its decoded error, beside its fee', () => {
    next = 0;
    const slippage = {
      type: 'Module',
      value: { type: 'AssetConversion', value: { type: 'ProvidedMinimumNotSufficientForSwap' } },
    };
    const failedCalls = new Map([
      [1, { signer: A, pallet: 'AssetConversion', call: 'swap_exact_tokens_for_tokens' }],
      [2, { signer: B, pallet: 'Balances', call: 'transfer_keep_alive' }],
      [3, { signer: A, pallet: 'Parameters', call: 'set_parameter' }],
    ]);
    const out = extractBlock(
      [
        ev(0, 'System', 'ExtrinsicSuccess', { dispatchInfo: {} }),
        ev(1, 'TransactionPayment', 'TransactionFeePaid', { who: A, actualFee: 9n, tip: 0n }),
        ev(1, 'System', 'ExtrinsicFailed', { dispatchError: slippage, dispatchInfo: {} }),
        ev(2, 'System', 'ExtrinsicFailed', {
          dispatchError: { type: 'Token', value: { type: 'FundsUnavailable' } },
          dispatchInfo: {},
        }),
        ev(3, 'System', 'ExtrinsicFailed', { dispatchError: { type: 'BadOrigin' }, dispatchInfo: {} }),
        // A failure the block body did not name (no signer known): no row rather than a guess.
        ev(4, 'System', 'ExtrinsicFailed', { dispatchError: { type: 'BadOrigin' }, dispatchInfo: {} }),
      ],
      { ...ctx(), failedCalls },
    );
    const failure = (kind: string, account: string, eventIndex: number, call: string, error: unknown) => ({
      account,
      block: 7,
      eventIndex,
      extrinsicIndex: eventIndex - 1,
      kind,
      direction: 'out',
      asset: null,
      amount: null,
      counterparty: null,
      details: { failure: { call, error } },
    });
    expect(out.activity).toEqual([
      expect.objectContaining({ kind: 'fee', account: A, amount: '9' }),
      failure('swap', A, 2, 'AssetConversion.swap_exact_tokens_for_tokens', slippage),
      failure('transfer', B, 3, 'Balances.transfer_keep_alive', {
        type: 'Token',
        value: { type: 'FundsUnavailable' },
      }),
      failure('call', A, 4, 'Parameters.set_parameter', { type: 'BadOrigin' }),
    ]);
    expect(() =>
      extractBlock([ev(1, 'System', 'ExtrinsicFailed', { dispatchError: '0x00' })], {
        ...ctx(),
        failedCalls,
      }),
    ).toThrow(EventShapeError);
  });

  it('refuses events whose shape it does not know rather than storing garbage', () => {
    next = 0;
    expect(() => extractBlock([ev(1, 'Balances', 'Transfer', { from: A, to: B })], ctx())).toThrow(
      EventShapeError,
    );
    expect(() =>
      extractBlock([ev(1, 'Balances', 'Transfer', { from: 'bob', to: B, amount: 1n })], ctx()),
    ).toThrow(/32-byte account/);
  });
});
