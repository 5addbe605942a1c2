// Swap events as pool records: each hop of a swap's path through a known pool (what pool volume and price
// history count), for swaps called by a user (SwapExecuted) and fee swaps (SwapCreditExecuted) alike.
import type { PoolRecord, SwapRecord } from '../store/types.ts';
import type { AssetKey } from './assets.ts';

/** One step of a swap's path: an asset with the amount entering (first) or leaving a pool. */
export interface Leg {
  asset: AssetKey;
  amount: bigint;
}

const isId = (key: AssetKey) => /^\d+$/.test(key);

/** Before `b` in a pair's key: native first, then Assets ids ascending, then foreign keys as text. */
function before(a: AssetKey, b: AssetKey): boolean {
  if (a === 'native' || b === 'native') return a === 'native';
  if (isId(a) && isId(b)) return BigInt(a) < BigInt(b);
  if (isId(a) !== isId(b)) return isId(a);
  return a < b;
}

/** An unordered pair's key, the same whichever side comes first. */
export function pairKey(a: AssetKey, b: AssetKey): string {
  return before(a, b) ? `${a}/${b}` : `${b}/${a}`;
}

export function poolOfPair(pools: Map<number, PoolRecord>, a: AssetKey, b: AssetKey): PoolRecord | undefined {
  const key = pairKey(a, b);
  for (const p of pools.values()) if (pairKey(p.asset1, p.asset2) === key) return p;
  return undefined;
}

/** One swap record per hop through a known pool. */
export function swapRecords(
  ctx: { block: number; pools: Map<number, PoolRecord>; lpFee: number },
  eventIndex: number,
  legs: readonly Leg[],
): SwapRecord[] {
  const out: SwapRecord[] = [];
  for (let hop = 0; hop + 1 < legs.length; hop++) {
    const a = legs[hop]!;
    const b = legs[hop + 1]!;
    const pool = poolOfPair(ctx.pools, a.asset, b.asset);
    if (!pool) continue;
    out.push({
      lpToken: pool.lpToken,
      block: ctx.block,
      eventIndex,
      hop,
      sideIn: pool.asset1 === a.asset ? 1 : 2,
      amountIn: a.amount.toString(),
      amountOut: b.amount.toString(),
      lpFee: ctx.lpFee,
    });
  }
  return out;
}
