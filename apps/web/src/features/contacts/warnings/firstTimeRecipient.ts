import { publicKeyHex, sameAccount } from '../../../shared/address/index.ts';
import type { Contact } from '../../../shared/config/index.ts';
import { message } from '../../../shared/i18n/message.ts';
import type { Warning } from '../../../shared/tx/decision.ts';

/**
 * A calm notice when the user never sent to `recipient` and it is not a contact, so they check it once more.
 * `sentTo` holds the public keys (hex) the account sent to; undefined while the history is unknown (no API),
 * when nothing can be said.
 */
export function firstTimeRecipientNotice(input: {
  sender: string | undefined;
  recipient: string | undefined;
  contacts: readonly Contact[];
  sentTo: ReadonlySet<string> | undefined;
}): Warning | undefined {
  const { sender, recipient, contacts, sentTo } = input;
  if (!recipient || !sentTo || sameAccount(sender, recipient)) return undefined;
  const key = publicKeyHex(recipient);
  if (key === undefined || sentTo.has(key)) return undefined;
  if (contacts.some((c) => publicKeyHex(c.address) === key)) return undefined;
  return { id: 'first-time-recipient', level: 'caution', message: message('contacts.firstTime') };
}
