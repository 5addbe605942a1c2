import type { Warning } from '../../shared/tx/decision.ts';
import type { RecipientGuard } from './useRecipientGuard.ts';

/**
 * The look-alike warning to repeat in a review of a transfer to `recipient`: the one the form showed (and the
 * user confirmed) for that very address, so the last screen before signing still says it.
 */
export function poisoningForReview(
  guard: Pick<RecipientGuard, 'recipient' | 'poisoning'>,
  recipient: string,
): Warning | undefined {
  return guard.recipient === recipient ? guard.poisoning : undefined;
}
