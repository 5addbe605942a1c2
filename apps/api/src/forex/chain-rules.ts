// The Oracle's outlier rules as the chain holds them at a block: its maximum change per feed and the bounds of
// the fed currencies. A runtime without them (an older Lumi, another orml chain) yields no rules.
import type { ApiPromise } from '@polkadot/api';
import type { Option, Struct, u128 } from '@polkadot/types';
import type { Codec } from '@polkadot/types-codec/types';
import { u8aToHex } from '@polkadot/util';
import type { RateRange } from './jump-guard.ts';

export interface OracleRules {
  /** MaxRateChange in basis points (Perbill rounded down), when the chain has one. */
  maxChangeBps: bigint | undefined;
  /** RateBounds of the asked currencies (absent: none), when the chain has bounds at all. */
  bounds: Map<string, RateRange> | undefined;
}

type Query = Record<string, ((...args: unknown[]) => Promise<Codec>) & { multi?: unknown }>;

/** Perbill parts per basis point. */
const PERBILL_PER_BPS = 100_000n;

export async function readOracleRules(
  api: ApiPromise,
  blockHash: string,
  currencies: readonly string[],
): Promise<OracleRules> {
  const at = await api.at(blockHash);
  const oracle = (at.query as unknown as Record<string, Query | undefined>).oracle;
  const maxRateChange = oracle?.maxRateChange;
  const rateBounds = oracle?.rateBounds as
    ({ multi(keys: string[]): Promise<Option<Struct>[]> } & Query[string]) | undefined;
  const maxChangeBps = maxRateChange
    ? BigInt(String((await maxRateChange()).toJSON())) / PERBILL_PER_BPS
    : undefined;
  if (!rateBounds) return { maxChangeBps, bounds: undefined };
  const keys = currencies.map((c) => u8aToHex(new TextEncoder().encode(c)));
  const found = await rateBounds.multi(keys);
  const bounds = new Map<string, RateRange>();
  found.forEach((opt, i) => {
    if (opt.isNone) return;
    const range = opt.unwrap();
    bounds.set(currencies[i]!, {
      min: (range.get('min') as u128).toBigInt(),
      max: (range.get('max') as u128).toBigInt(),
    });
  });
  return { maxChangeBps, bounds };
}
