// An address check's failure (@lumi/chain, which explains it in English for the API) as a catalogue message, so
// every address field says it in the user's language.
import type { AddressError } from '@lumi/chain/address';
import { useTranslation } from 'react-i18next';

import { message, type Message } from './message.ts';

/** How the refused character is named: a space, other whitespace, a control character, or itself. */
function characterContext(character: string): { context?: string; character: string } {
  if (character === ' ') return { context: 'space', character };
  if (/\s/u.test(character)) return { context: 'whitespace', character };
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x20 || code === 0x7f)
    return { context: 'control', character: `U+${code.toString(16).toUpperCase().padStart(4, '0')}` };
  return { character };
}

/** `text` is the address as typed (its length is named when wrong). */
export function addressErrorMessage(error: AddressError, text: string): Message {
  switch (error.code) {
    case 'empty':
      return message('address.empty');
    case 'invalid-base58':
      return message('address.invalidBase58', {
        ...characterContext(error.character),
        position: error.position + 1,
      });
    case 'invalid-length':
      return message('address.invalidLength', { length: text.length });

    case 'invalid-checksum':
      return message('address.invalidChecksum');
    case 'format-mismatch':
      return message('address.formatMismatch', {
        found: error.foundNetwork,
        expected: error.expectedNetwork,
      });
  }
}

/** An address field's error in the user's language: `(error, typed text) => words`. */
export function useAddressErrorText() {
  const { t } = useTranslation();
  return (error: AddressError, text: string) => {
    const said = addressErrorMessage(error, text);
    return t(said.key, said.values);
  };
}
