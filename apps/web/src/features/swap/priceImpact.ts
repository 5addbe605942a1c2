// Price-impact tiers as Uniswap's interface draws them: a warning above 3 %, an explicit confirmation above 5 %,
// and above 15 % the swap is refused unless the user turned on expert mode. Basis points, strictly above.

export const IMPACT_WARN_BPS = 300n;
export const IMPACT_CONFIRM_BPS = 500n;
export const IMPACT_BLOCK_BPS = 1_500n;

/** `none` ≤ 1 %, `low` ≤ 3 %, `warn` ≤ 5 %, `confirm` ≤ 15 %, `block` above. */
export type ImpactTier = 'none' | 'low' | 'warn' | 'confirm' | 'block';

export function impactTier(bps: bigint): ImpactTier {
  if (bps > IMPACT_BLOCK_BPS) return 'block';
  if (bps > IMPACT_CONFIRM_BPS) return 'confirm';
  if (bps > IMPACT_WARN_BPS) return 'warn';
  if (bps > 100n) return 'low';
  return 'none';
}

/** Whether the review must ask for an explicit confirmation (typed word or checkbox) before signing. */
export const impactNeedsConfirmation = (bps: bigint): boolean => bps > IMPACT_CONFIRM_BPS;

/** Whether the swap is refused outright (expert mode lifts it to a confirmation). */
export const impactBlocked = (bps: bigint, expertMode: boolean): boolean =>
  bps > IMPACT_BLOCK_BPS && !expertMode;
