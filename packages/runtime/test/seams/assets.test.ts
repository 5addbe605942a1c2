// Assets against a mock Config: deposits are reserved through the seam's currency and asset accounts take
// their references through the seam's system, with no Balances or System logic behind them.
import { beforeAll, describe, expect, it } from 'vitest';
import { DispatchError } from '../../src/primitives/dispatch-error.ts';
import { ASSETS_CONFIG, assetsInstance, type AssetsSeam } from '../../src/pallets/assets/index.ts';
import { signed } from '../../src/support/origin.ts';
import { TestChain } from '../../src/support/testing.ts';
import { CallLog, account } from './harness.ts';

let chain: TestChain;
beforeAll(async () => {
  chain = await TestChain.create();
});

function mock(log: CallLog, canReserve: boolean): AssetsSeam {
  return {
    currency: {
      reserve: log.record('reserve', () => {
        if (!canReserve) throw DispatchError.token('FundsUnavailable');
      }),
      unreserve: log.record('unreserve', () => 0n),
      repatriateReserved: log.record('repatriateReserved', () => 0n),
    },
    system: {
      incConsumers: log.record('incConsumers', () => undefined),
      decConsumers: log.record('decConsumers', () => undefined),
      canIncConsumer: () => true,
      canAccrueConsumers: () => true,
      incSufficients: log.record('incSufficients', () => undefined),
      decSufficients: log.record('decSufficients', () => undefined),
    },
  };
}

const assets = (type: string, value: Record<string, unknown>) => ({ type: 'Assets', value: { type, value } });
const id = (who: Uint8Array) => ({ type: 'Id', value: who });

describe('Assets with a mock Config', () => {
  const owner = account(1);
  const holder = account(2);

  it('create reserves AssetDeposit through the seam currency, and fails whole when it cannot', () => {
    const refused = new CallLog();
    const r1 = assetsInstance.seam.with(mock(refused, false), () =>
      chain.dispatch(signed(owner), assets('create', { id: 900, admin: id(owner), min_balance: 1n })),
    );
    expect(r1.ok).toBe(false);
    expect(chain.read(() => assetsInstance.fungibles.assetExists(900))).toBe(false);

    const log = new CallLog();
    const r2 = assetsInstance.seam.with(mock(log, true), () =>
      chain.dispatch(signed(owner), assets('create', { id: 900, admin: id(owner), min_balance: 1n })),
    );
    expect(r2.ok).toBe(true);
    expect(log.calls).toEqual([['reserve', [owner, ASSETS_CONFIG.assetDeposit]]]);
  });

  it("a holder's account of a non-sufficient asset takes a consumer reference through the seam", () => {
    const log = new CallLog();
    const r = assetsInstance.seam.with(mock(log, true), () =>
      chain.dispatch(signed(owner), assets('mint', { id: 900, beneficiary: id(holder), amount: 5n })),
    );
    expect(r.ok).toBe(true);
    expect(log.names()).toEqual(['incConsumers']);
    expect(log.calls[0]?.[1]).toEqual([holder]);
    expect(chain.read(() => assetsInstance.fungibles.balance(900, holder))).toBe(5n);
  });
});
