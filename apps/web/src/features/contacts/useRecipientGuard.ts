import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LUMI_SS58_FORMAT } from '../../shared/config/index.ts';
import { useDexConfig } from '../../shared/chain/queries.ts';
import type { Contact } from '../../shared/config/index.ts';
import type { ActionState, Warning } from '../../shared/tx/decision.ts';
import { counterpartiesQuery } from './queries.ts';
import { recipientHold } from './recipientHold.ts';
import { useContacts } from './useContacts.ts';
import { addressPoisoningWarning } from './warnings/addressPoisoning.ts';
import { firstTimeRecipientNotice } from './warnings/firstTimeRecipient.ts';

export interface RecipientGuard {
  recipient: string | undefined;
  contacts: Contact[];
  /** The look-alike warning, when the recipient imitates a known address. */
  poisoning: Warning | undefined;
  firstTime: Warning | undefined;
  confirmed: boolean;
  confirm(checked: boolean): void;
  /** What the form's button must show instead of its own decision; undefined when nothing holds it. */
  hold: ActionState | undefined;
  /** The recipient of the last finalized transfer, for the offer to save it as a contact. */
  lastSent: string | undefined;
  sent(recipient: string): void;
}

/** Contacts, past counterparties and the checks on a recipient, for a form that sends to one. */
export function useRecipientGuard(
  account: string | undefined,
  recipient: string | undefined,
): RecipientGuard {
  const { contacts } = useContacts();
  const format = useDexConfig().data?.ss58Format ?? LUMI_SS58_FORMAT;
  const history = useQuery({ ...counterpartiesQuery(account ?? ''), enabled: Boolean(account) });
  const [confirmedFor, setConfirmedFor] = useState<string | undefined>();
  const [lastSent, setLastSent] = useState<string | undefined>();

  const known = useMemo(() => [...contacts, ...(history.data?.known ?? [])], [contacts, history.data]);
  const poisoning = addressPoisoningWarning(recipient, known, format);
  const firstTime = poisoning
    ? undefined
    : firstTimeRecipientNotice({ sender: account, recipient, contacts, sentTo: history.data?.sentTo });
  const confirmed = recipient !== undefined && confirmedFor === recipient;
  return {
    recipient,
    contacts,
    poisoning,
    firstTime,
    confirmed,
    confirm: (checked) => setConfirmedFor(checked ? recipient : undefined),
    hold: recipientHold(poisoning, confirmed),
    lastSent,
    sent: setLastSent,
  };
}
