import type { AddressError } from '../../shared/address/index.ts';
import { message, type Message } from '../../shared/i18n/message.ts';

/** An address check's error in the user's language (the check itself returns English for logs and the API). */
export function addressMessage(error: AddressError): Message {
  switch (error.code) {
    case 'empty':
      return message('contacts.address.empty');
    case 'invalid-base58':
      return message('contacts.address.character', {
        character: error.character,
        position: error.position + 1,
      });
    case 'invalid-length':
      return message('contacts.address.length');
    case 'invalid-checksum':
      return message('contacts.address.checksum');
    case 'format-mismatch':
      return message('contacts.address.format', { network: error.foundNetwork });
  }
}
