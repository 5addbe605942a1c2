import type { TxVerdict } from '../../shared/tx/txCheck.ts';
import { impactBlocked, impactNeedsConfirmation } from './priceImpact.ts';

export interface SwapReviewGate {
  /** The review shows the price-impact confirmation. */
  askConfirmation: boolean;
  /** Confirm (sign) is disabled. */
  blocked: boolean;
}

/**
 * Whether the swap under review may be signed: its dry run at review time passed, its price impact is allowed,
 * and above the confirmation threshold the user ticked the confirmation.
 */
export function swapReviewGate(input: {
  impactBps: bigint;
  expertMode: boolean;
  confirmed: boolean;
  verdict: TxVerdict;
}): SwapReviewGate {
  const { impactBps, expertMode, confirmed, verdict } = input;
  const askConfirmation = impactNeedsConfirmation(impactBps);
  const blocked =
    impactBlocked(impactBps, expertMode) ||
    (askConfirmation && !confirmed) ||
    verdict.pending ||
    verdict.failure !== undefined;
  return { askConfirmation, blocked };
}
