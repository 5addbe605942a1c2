// The one way the app values a token amount in the display currency beside the amount: which asset it is on the
// active chain (valuedSymbol), then @lumi/chain's fiatValue over the pool and the Oracle's rates. Pure.
import { fiatValue, rateOf, type Market } from '@lumi/chain';
import type { ChainProfile } from '@lumi/chain/profiles';
import { valuedSymbol } from './valuedSymbol.ts';

/** Why an amount has no fiat value; the app then shows nothing beside it, never a made-up 0. */
export type FiatUnavailable =
  /** The chain has no forex oracle (e.g. an Asset Hub): nothing on it is valued. */
  | 'no-oracle'
  /** The asset is not one the pool and the Oracle price (or not on this chain). */
  | 'unpriced'
  /** The chain or the pool has not been read yet, or the pool is empty. */
  | 'no-market'
  /** The Oracle quotes no rate for PHP or for the display currency. */
  | 'no-rate';

export type FiatResult = { ok: true; value: bigint } | { ok: false; reason: FiatUnavailable };

export interface FiatInputs {
  /** The active chain profile; undefined while it is read. */
  profile: ChainProfile | undefined;
  /** The pool's reserves, LP supply and the Oracle's rates; undefined while read or when no pool exists. */
  market: Market | undefined;
  /** ISO 4217 code of the display currency. */
  currency: string;
}

/**
 * Value of `amount` smallest units of the asset called `symbol` on the active chain, in the display currency
 * (VALUE_DECIMALS fixed point, floor), or why there is none.
 */
export function fiatOf(amount: bigint, symbol: string, inputs: FiatInputs): FiatResult {
  const { profile, market, currency } = inputs;
  if (!profile) return { ok: false, reason: 'no-market' };
  if (!profile.features.forexOracle) return { ok: false, reason: 'no-oracle' };
  const asset = profile.assets.find((a) => a.symbol === symbol);
  const valued = asset && valuedSymbol(profile, asset);
  if (!valued) return { ok: false, reason: 'unpriced' };
  if (!market) return { ok: false, reason: 'no-market' };
  if (rateOf(market.rates, 'PHP') === undefined || rateOf(market.rates, currency) === undefined)
    return { ok: false, reason: 'no-rate' };
  const value = fiatValue(valued, amount, market, currency);
  return value === undefined ? { ok: false, reason: 'no-market' } : { ok: true, value };
}
