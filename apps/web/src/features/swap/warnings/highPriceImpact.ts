import type { Warning } from '../../../shared/tx/decision.ts';
import { impactTier } from '../priceImpact.ts';

/**
 * The price-impact warning of the form and the review. `impact` is already formatted ("7.5 %"), `limit` the block
 * threshold formatted the same way.
 */
export function highPriceImpactWarning(input: {
  impactBps: bigint;
  impact: string;
  limit: string;
  expertMode: boolean;
}): Warning | undefined {
  const { impactBps, impact, limit, expertMode } = input;
  switch (impactTier(impactBps)) {
    case 'none':
    case 'low':
      return undefined;
    case 'warn':
      return {
        id: 'price-impact',
        level: 'caution',
        message: `This swap moves the pool price by ${impact}: you get noticeably less than the pool price suggests.`,
      };
    case 'confirm':
      return {
        id: 'price-impact',
        level: 'danger',
        message: `High price impact (${impact}): you would lose a large part of the value. The review asks you to confirm it.`,
      };
    case 'block':
      return {
        id: 'price-impact',
        level: 'danger',
        message: expertMode
          ? `Extreme price impact (${impact}). Expert mode lets you swap anyway; the review asks you to confirm it.`
          : `Price impact of ${impact} is above the ${limit} limit, so this swap is blocked. Swap a smaller amount, or turn on expert mode in Settings.`,
      };
  }
}
