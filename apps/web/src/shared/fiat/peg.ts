// How far the pool's price of PHPU is from the peso the Oracle quotes. Pure.
import { GENESIS_LUMI_USD } from '@lumi/chain';

const E18 = 10n ** 18n;
/** Deviation of the pool's PHPU price from 1 PHP above which the app warns, in basis points (2 %). */
export const PEG_WARNING_BPS = 200n;

export interface Peg {
  /** USD per PHPU from the pool, 18 decimals. */
  pool: bigint;
  /** USD per PHP from the Oracle, 18 decimals. */
  forex: bigint;
  /** (pool − forex) / forex in basis points, truncated toward zero. */
  deviationBps: bigint;
}

/**
 * The pool's price of 1 PHPU in USD against the forex-implied price of 1 PHP; undefined without a pool or a
 * rate. The chain has no LUMI/USD feed, so LUMI is taken at its reference price of 1 USD, the price the genesis
 * pool was seeded at.
 */
export function pegOf(
  reserveLumi: bigint,
  reservePhpu: bigint,
  phpPerUsd: bigint | undefined,
): Peg | undefined {
  if (reservePhpu <= 0n || reserveLumi <= 0n || !phpPerUsd || phpPerUsd <= 0n) return undefined;
  // USD per PHPU from the pool, 18 decimals: (LUMI per PHPU) × (USD per LUMI).
  const pool = (reserveLumi * 10n ** 6n * GENESIS_LUMI_USD) / (reservePhpu * 10n ** 12n);
  const forex = (E18 * E18) / phpPerUsd;
  const deviationBps = ((pool - forex) * 10_000n) / forex;
  return { pool, forex, deviationBps };
}

/** Strictly more than PEG_WARNING_BPS away from the peg, either way. */
export function isOffPeg(peg: Pick<Peg, 'deviationBps'>): boolean {
  return peg.deviationBps > PEG_WARNING_BPS || peg.deviationBps < -PEG_WARNING_BPS;
}
