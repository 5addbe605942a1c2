// Property tests of the pool invariants on the real pallet: random swap sequences never lower k = r1·r2 nor
// create or destroy tokens, and LP mint/burn rounds in the pool's favour. Seeds are fixed: runs are repeatable.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { devAccount } from '../../src/dev-accounts.ts';
import { NATIVE, poolAccount, withId } from '../../src/pallets/asset-conversion/index.ts';
import type { NativeOrWithIdValue as AssetKind } from '../../src/pallets/asset-conversion/index.ts';
import { assetsFungibles, poolAssetsFungibles } from '../../src/pallets/assets/index.ts';
import { freeBalance, reservedBalance, totalIssuance } from '../../src/pallets/balances/index.ts';
import { signed } from '../../src/support/origin.ts';
import type { RuntimeCallValue } from '../../src/support/outer.ts';
import { TestChain } from '../../src/support/testing.ts';

const N = NATIVE;
const P = withId(1);
const traders = [devAccount('Bob'), devAccount('Charlie'), devAccount('Dave')];
const pool = poolAccount(N, P)!;
const U128_MAX = (1n << 128n) - 1n;

const ac = (type: string, value: Record<string, unknown>): RuntimeCallValue => ({
  type: 'AssetConversion',
  value: { type, value },
});
const balanceOf = (asset: AssetKind, who: Uint8Array): bigint =>
  asset.type === 'Native' ? freeBalance(who) : assetsFungibles.balance(asset.value, who);
const reserves = (): [bigint, bigint] => [balanceOf(N, pool), balanceOf(P, pool)];

interface Swap {
  exactIn: boolean;
  toPhpu: boolean;
  trader: number;
  /** Amount as parts per million of the input (exact-in) or output (exact-out) reserve. */
  ppm: number;
  keepAlive: boolean;
}

const swapArb: fc.Arbitrary<Swap> = fc.record({
  exactIn: fc.boolean(),
  toPhpu: fc.boolean(),
  trader: fc.integer({ min: 0, max: traders.length - 1 }),
  ppm: fc.integer({ min: 1, max: 1_200_000 }),
  keepAlive: fc.boolean(),
});

function swapCall(s: Swap, [rN, rP]: [bigint, bigint]): RuntimeCallValue {
  const path = s.toPhpu ? [N, P] : [P, N];
  const who = traders[s.trader]!;
  if (s.exactIn) {
    const amount = ((s.toPhpu ? rN : rP) * BigInt(s.ppm)) / 1_000_000n + 1n;
    return ac('swap_exact_tokens_for_tokens', {
      path,
      amount_in: amount,
      amount_out_min: 1n,
      send_to: who,
      keep_alive: s.keepAlive,
    });
  }
  const amount = ((s.toPhpu ? rP : rN) * BigInt(s.ppm)) / 1_000_000n + 1n;
  return ac('swap_tokens_for_exact_tokens', {
    path,
    amount_out: amount,
    amount_in_max: U128_MAX,
    send_to: who,
    keep_alive: s.keepAlive,
  });
}

describe('AssetConversion invariants', () => {
  it('random swaps never lower k, never create or destroy tokens, never leave a negative balance', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(swapArb, { minLength: 1, maxLength: 12 }), async (swaps) => {
        const chain = await TestChain.create();
        const lumiIssuance = chain.read(() => totalIssuance());
        const phpuIssuance = chain.read(() => assetsFungibles.totalIssuance(1));
        const holders = [pool, ...traders];
        const holdings = () =>
          chain.read(() =>
            holders.map((h) => [freeBalance(h) + reservedBalance(h), balanceOf(P, h)] as const),
          );
        const totals = (hs: ReturnType<typeof holdings>) => [
          hs.reduce((s, [n]) => s + n, 0n),
          hs.reduce((s, [, p]) => s + p, 0n),
        ];
        const initialTotals = totals(holdings());
        for (const s of swaps) {
          const before = chain.read(reserves);
          const r = chain.dispatch(signed(traders[s.trader]!), swapCall(s, before));
          const after = chain.read(reserves);
          if (!r.ok) {
            expect(after).toEqual(before);
            expect(r.events).toEqual([]);
          }
          expect(after[0] * after[1]).toBeGreaterThanOrEqual(before[0] * before[1]);
          for (const [n, p] of holdings()) {
            expect(n).toBeGreaterThanOrEqual(0n);
            expect(p).toBeGreaterThanOrEqual(0n);
          }
        }
        // Swaps move tokens between these accounts only (no fees in TestChain dispatch, no dust at these sizes).
        expect(totals(holdings())).toEqual(initialTotals);
        chain.read(() => {
          expect(totalIssuance()).toBe(lumiIssuance);
          expect(assetsFungibles.totalIssuance(1)).toBe(phpuIssuance);
        });
      }),
      { seed: 20_240_601, numRuns: 30 },
    );
  });

  it('LP mint and burn round in the pool favour: add then remove never returns more than was put in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 1n, max: 50_000n * 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 900_000n * 10n ** 6n }),
        fc.integer({ min: 0, max: traders.length - 1 }),
        async (desiredN, desiredP, t) => {
          const chain = await TestChain.create();
          const who = traders[t]!;
          const [rN, rP] = chain.read(reserves);
          const supply = chain.read(() => poolAssetsFungibles.totalIssuance(0));
          const before = chain.read(() => [freeBalance(who), balanceOf(P, who)]);
          const add = chain.dispatch(
            signed(who),
            ac('add_liquidity', {
              asset1: N,
              asset2: P,
              amount1_desired: desiredN,
              amount2_desired: desiredP,
              amount1_min: 0n,
              amount2_min: 0n,
              mint_to: who,
            }),
          );
          if (!add.ok) {
            expect(chain.read(reserves)).toEqual([rN, rP]);
            return;
          }
          const minted = chain.read(() => poolAssetsFungibles.balance(0, who));
          const [aN, aP] = chain.read(reserves).map((r, i) => r - [rN, rP][i]!) as [bigint, bigint];
          // Minted LP never exceeds either side's pro-rata share.
          expect(minted * rN).toBeLessThanOrEqual(aN * supply);
          expect(minted * rP).toBeLessThanOrEqual(aP * supply);
          const remove = chain.dispatch(
            signed(who),
            ac('remove_liquidity', {
              asset1: N,
              asset2: P,
              lp_token_burn: minted,
              amount1_min_receive: 0n,
              amount2_min_receive: 0n,
              withdraw_to: who,
            }),
          );
          expect(remove.ok).toBe(true);
          const after = chain.read(() => [freeBalance(who), balanceOf(P, who)]);
          expect(after[0]).toBeLessThanOrEqual(before[0]!);
          expect(after[1]).toBeLessThanOrEqual(before[1]!);
          const [fN, fP] = chain.read(reserves);
          expect(fN).toBeGreaterThanOrEqual(rN);
          expect(fP).toBeGreaterThanOrEqual(rP);
          expect(chain.read(() => poolAssetsFungibles.totalIssuance(0))).toBe(supply);
        },
      ),
      { seed: 7_777, numRuns: 30 },
    );
  });
});
