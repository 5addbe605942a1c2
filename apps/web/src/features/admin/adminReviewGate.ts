import type { TxVerdict } from '../../shared/tx/txCheck.ts';

/** Confirm stays disabled while the dry run runs or failed, and until a required confirmation is ticked. */
export const adminReviewBlocked = (input: {
  needsConfirmation: boolean;
  confirmed: boolean;
  verdict: TxVerdict;
}): boolean =>
  input.verdict.pending ||
  input.verdict.failure !== undefined ||
  (input.needsConfirmation && !input.confirmed);
