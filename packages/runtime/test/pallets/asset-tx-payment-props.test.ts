// Property tests of fees paid in PHPU on the real runtime (AssetConversion, Assets, Balances behind the seam):
// for any fee, tip and post-dispatch correction, no value is created or lost — the PHPU the payer gives is the
// PHPU the pool gains, the LUMI the pool gives is burned or comes back to it, the payer's LUMI never moves, and
// AssetTxFeePaid reports exactly the PHPU that left the payer. Seeds are fixed: runs are repeatable.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { devAccount } from '../../src/dev-accounts.ts';
import { NATIVE, poolAccount, withId } from '../../src/pallets/asset-conversion/index.ts';
import { correctAndDepositFee, withdrawFee } from '../../src/pallets/asset-tx-payment/index.ts';
import { assetsFungibles } from '../../src/pallets/assets/index.ts';
import { freeBalance, totalIssuance } from '../../src/pallets/balances/index.ts';
import { TestChain } from '../../src/support/testing.ts';

const PHPU = withId(1);
const pool = poolAccount(NATIVE, PHPU)!;
const who = devAccount('Bob');

let chain: TestChain;
beforeEach(async () => {
  chain = await TestChain.create();
});

const snapshot = () =>
  chain.read(() => ({
    phpu: assetsFungibles.balance(1, who),
    lumi: freeBalance(who),
    poolPhpu: assetsFungibles.balance(1, pool),
    poolLumi: freeBalance(pool),
    issuance: totalIssuance(),
    phpuSupply: assetsFungibles.totalIssuance(1),
  }));

const feeCase = fc
  .record({
    // Up to 50 LUMI: from dust to a fee that moves the 10,000-LUMI pool's price.
    fee: fc.bigInt({ min: 1n, max: 50n * 10n ** 12n }),
    usedPpm: fc.integer({ min: 0, max: 1_000_000 }),
    tipPpm: fc.integer({ min: 0, max: 1_000_000 }),
  })
  .map(({ fee, usedPpm, tipPpm }) => {
    const corrected = (fee * BigInt(usedPpm)) / 1_000_000n;
    return { fee, corrected, tip: (corrected * BigInt(tipPpm)) / 1_000_000n };
  });

describe('fees in PHPU conserve value', () => {
  it('for any fee, correction and tip', () => {
    fc.assert(
      fc.property(feeCase, ({ fee, corrected, tip }) => {
        const before = snapshot();
        const eventsBefore = chain.events().length;
        chain.write(() => {
          const paid = withdrawFee(who, PHPU, fee);
          expect(paid?.type).toBe('Asset');
          correctAndDepositFee(who, paid!, corrected, tip);
        });
        const after = snapshot();
        const events = chain
          .events()
          .slice(eventsBefore)
          .map((e) => e.event.value as { type: string; value: Record<string, unknown> });
        const paidEvent = events.find((e) => e.type === 'AssetTxFeePaid')!.value;
        const refundFailed = events.some((e) => e.type === 'AssetRefundFailed');

        const phpuPaid = before.phpu - after.phpu;
        const burned = before.issuance - after.issuance;
        expect(after.phpuSupply).toBe(before.phpuSupply);
        expect(after.poolPhpu - before.poolPhpu).toBe(phpuPaid);
        expect(after.lumi).toBe(before.lumi);
        expect(before.poolLumi - after.poolLumi).toBe(burned);
        expect(paidEvent).toMatchObject({ actual_fee: phpuPaid, tip, asset_id: PHPU });
        // The burned LUMI is the corrected fee, or the whole fee when the refund could not go back.
        expect(burned).toBe(refundFailed || corrected === fee ? fee : corrected);
        expect(phpuPaid > 0n).toBe(true);
      }),
      { seed: 20261126, numRuns: 60 },
    );
  });

  it('never takes PHPU for a fee it rejects', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 10n ** 16n, max: 10n ** 20n }), (fee) => {
        // More LUMI than the pool can pay while staying alive: no quote, nothing taken.
        const before = snapshot();
        expect(chain.write(() => withdrawFee(who, PHPU, fee))).toBe(undefined);
        expect(snapshot()).toEqual(before);
      }),
      { seed: 7, numRuns: 20 },
    );
  });
});
