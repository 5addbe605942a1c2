// TransactionPayment against a mock Config: fees are withdrawn, refunded and burned through the seam's
// currency, and weights and priorities follow the seam's block limits, with no Balances or System behind them.
import { beforeAll, describe, expect, it } from 'vitest';
import { DispatchError } from '../../src/primitives/dispatch-error.ts';
import { weight } from '../../src/primitives/weight.ts';
import { config, type TransactionPaymentConfig } from '../../src/pallets/transaction-payment/config.ts';
import {
  baseExtrinsicWeight,
  correctAndDepositFee,
  priority,
  withdrawFee,
} from '../../src/pallets/transaction-payment/functions.ts';
import { TestChain } from '../../src/support/testing.ts';
import { CallLog, account } from './harness.ts';

let chain: TestChain;
beforeAll(async () => {
  chain = await TestChain.create();
});

function mock(log: CallLog, opts: { canPay: boolean; total: bigint }): TransactionPaymentConfig {
  return {
    currency: {
      withdrawFee: log.record('withdrawFee', (_who, amount: bigint) => {
        if (!opts.canPay) throw DispatchError.token('FundsUnavailable');
        return amount;
      }),
      refund: log.record('refund', (_who, amount: bigint) => amount),
      totalBalance: log.record('totalBalance', () => opts.total),
      burn: log.record('burn', () => undefined),
    },
    maxBlockWeight: weight(1_000_000n),
    baseExtrinsicWeight: (cls) => weight(cls === 'Normal' ? 7n : 9n),
    maxBlockLength: () => 1000,
  };
}

describe('TransactionPayment with a mock Config', () => {
  it('withdraws the fee from the seam currency, and reports an account that cannot pay', () => {
    const log = new CallLog();
    const who = account(1);
    expect(config.with(mock(log, { canPay: true, total: 0n }), () => withdrawFee(who, 500n))).toBe(500n);
    expect(config.with(mock(log, { canPay: false, total: 0n }), () => withdrawFee(who, 500n))).toBe(
      undefined,
    );
    expect(log.calls).toEqual([
      ['withdrawFee', [who, 500n]],
      ['withdrawFee', [who, 500n]],
    ]);
    // A zero fee never reaches the currency.
    expect(config.with(mock(log, { canPay: false, total: 0n }), () => withdrawFee(who, 0n))).toBe(0n);
    expect(log.calls).toHaveLength(2);
  });

  it('refunds the overpayment to a live payer and burns the rest; a reaped payer gets nothing back', () => {
    const who = account(2);
    const live = new CallLog();
    chain.write(() =>
      config.with(mock(live, { canPay: true, total: 1n }), () => correctAndDepositFee(who, 30n, 0n, 100n)),
    );
    expect(live.calls).toEqual([
      ['totalBalance', [who]],
      ['refund', [who, 70n]],
      ['burn', [30n]],
    ]);
    const reaped = new CallLog();
    chain.write(() =>
      config.with(mock(reaped, { canPay: true, total: 0n }), () => correctAndDepositFee(who, 30n, 0n, 100n)),
    );
    expect(reaped.names()).toEqual(['totalBalance', 'burn']);
    expect(reaped.calls[1]).toEqual(['burn', [100n]]);
  });

  it('takes base weights and priority bounds from the seam block limits', () => {
    const m = mock(new CallLog(), { canPay: true, total: 0n });
    config.with(m, () => {
      expect(baseExtrinsicWeight('Normal')).toEqual(weight(7n));
      expect(baseExtrinsicWeight('Operational')).toEqual(weight(9n));
      // Bounded by the mock's 1000-byte blocks: max_tx = min(1_000_000 / 1000, 1000 / 10) = 100.
      const info = { weight: weight(1000n), class: 'Normal' as const, paysFee: 'Yes' as const };
      expect(priority(10, info, 4n, 0n)).toBe((4n + 1n) * 100n);
    });
  });
});
