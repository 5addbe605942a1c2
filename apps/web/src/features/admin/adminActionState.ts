import { message, type Message } from '../../shared/i18n/message.ts';
import type { ActionState } from '../../shared/tx/decision.ts';
import type { TxVerdict } from '../../shared/tx/txCheck.ts';

export interface AdminActionInput {
  /** What the button does, e.g. "Change fee". */
  label: Message;
  /** The form names a valid call (every field filled and well-formed). */
  complete: boolean;
  /** The dry run of that call; undefined while the form is incomplete. */
  verdict: TxVerdict | undefined;
  /** The node is connected (the page says why not, above the forms). */
  chainReady: boolean;
}

/**
 * An admin form's button: disabled until the form is complete, while its dry run runs ("Checking…") and when the
 * dry run fails (with the decoded reason shown next to it, sudo's inner failure included), so a doomed admin call
 * never reaches the review.
 */
export function adminActionState({ label, complete, verdict, chainReady }: AdminActionInput): ActionState {
  if (!chainReady || !complete || !verdict) return { kind: 'blocked', label };
  if (verdict.failure) return { kind: 'blocked', label, reason: verdict.failure };
  if (verdict.pending) return { kind: 'wait', label: message('action.checking') };
  return { kind: 'ready', label };
}
