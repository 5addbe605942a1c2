import { message } from '../../../shared/i18n/message.ts';
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
        message: message('warning.impactWarn', { impact }),
      };
    case 'confirm':
      return {
        id: 'price-impact',
        level: 'danger',
        message: message('warning.impactConfirm', { impact }),
      };
    case 'block':
      return {
        id: 'price-impact',
        level: 'danger',
        message: expertMode
          ? message('warning.impactExpert', { impact })
          : message('warning.impactBlocked', { impact, limit }),
      };
  }
}
