import { type ErrorText } from '@lumi/chain';
import { explainDispatchError } from '../../shared/i18n/chainError.ts';
import type { RecipientState } from './useRecipient.ts';

/**
 * A transfer that leaves the recipient below the token's minimum (the existential deposit for LUMI, min_balance
 * for an asset) fails on chain; typically a small amount sent to a new, empty account. Undefined when it is fine
 * or not known yet.
 */
export function recipientMinimumFailure(
  recipient: RecipientState | undefined,
  amount: bigint,
  minimumText: string,
): ErrorText | undefined {
  if (!recipient || amount === 0n || recipient.balance + amount >= recipient.minimum) return undefined;
  return explainDispatchError(
    { type: 'Token', value: { type: 'BelowMinimum' } },
    { minimumBalance: minimumText },
  );
}
