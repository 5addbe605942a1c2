// The Oracle's outlier rules as the chain holds them at a block: its maximum change per feed and the bounds of
// the fed currencies.
import { toHex } from 'polkadot-api/utils';
import type { LumiApi } from '../chain/connection.ts';
import type { RateRange } from './jump-guard.ts';

export interface OracleRules {
  /** MaxRateChange in basis points (Perbill rounded down). */
  maxChangeBps: bigint | undefined;
  /** RateBounds of the asked currencies (absent: none). */
  bounds: Map<string, RateRange> | undefined;
}

/** Perbill parts per basis point. */
const PERBILL_PER_BPS = 100_000n;

export async function readOracleRules(
  api: LumiApi,
  blockHash: string,
  currencies: readonly string[],
): Promise<OracleRules> {
  const at = { at: blockHash };
  const [maxRateChange, found] = await Promise.all([
    api.query.Oracle.MaxRateChange.getValue(at),
    api.query.Oracle.RateBounds.getValues(
      currencies.map((c) => [toHex(new TextEncoder().encode(c))]),
      at,
    ),
  ]);
  const bounds = new Map<string, RateRange>();
  found.forEach((range, i) => {
    if (range) bounds.set(currencies[i]!, { min: range.min, max: range.max });
  });
  return { maxChangeBps: BigInt(maxRateChange) / PERBILL_PER_BPS, bounds };
}
