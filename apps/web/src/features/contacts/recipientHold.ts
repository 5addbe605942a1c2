import { message } from '../../shared/i18n/message.ts';
import type { ActionState, Warning } from '../../shared/tx/decision.ts';

/**
 * The Send button while a look-alike recipient has not been confirmed: blocked, saying what to do. Undefined
 * when nothing holds the form (no warning, or the user confirmed this very recipient).
 */
export function recipientHold(poisoning: Warning | undefined, confirmed: boolean): ActionState | undefined {
  if (!poisoning || confirmed) return undefined;
  return { kind: 'blocked', label: message('contacts.poisoning.confirmFirst') };
}
