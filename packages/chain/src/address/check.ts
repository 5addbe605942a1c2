import { describeFormat, networkForFormat } from './networks.ts';
import {
  ALLOWED_ENCODED_LENGTHS,
  ALLOWED_PAYLOAD_LENGTHS,
  BASE58_ALPHABET,
  decodeBase58,
  splitSs58,
} from './ss58.ts';

export const DEFAULT_ADDRESS_FORMAT = 42;

export type AddressError =
  | { code: 'empty'; message: string }
  | { code: 'invalid-base58'; character: string; position: number; message: string }
  | { code: 'invalid-length'; encodedLength: number; message: string }
  | { code: 'invalid-checksum'; message: string }
  | {
      code: 'format-mismatch';
      expected: number;
      found: number;
      expectedNetwork: string;
      foundNetwork: string;
      message: string;
    };

export type AddressCheck =
  | { valid: true; address: string; publicKey: Uint8Array; format: number; network: string }
  | { valid: false; error: AddressError };

export interface AddressCheckOptions {
  /** The SS58 format the address must have; `null` accepts any format. Default 42. */
  expectedFormat?: number | null;
}

function nameCharacter(character: string): string {
  if (character === ' ') return 'a space';
  if (/\s/u.test(character)) return 'a whitespace character';
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x20 || code === 0x7f)
    return `the control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return `"${character}"`;
}

function fail(error: AddressError): AddressCheck {
  return { valid: false, error };
}

/**
 * Checks an SS58 address the way every address input of the app must: distinct, human errors for an empty
 * value, a character outside base58, a wrong length, a wrong checksum and a format from another network.
 */
export function checkAddress(text: string, options: AddressCheckOptions = {}): AddressCheck {
  const expectedFormat =
    options.expectedFormat === undefined ? DEFAULT_ADDRESS_FORMAT : options.expectedFormat;
  if (text.length === 0) return fail({ code: 'empty', message: 'Enter an address.' });

  let position = 0;
  for (const character of text) {
    if (!BASE58_ALPHABET.includes(character)) {
      return fail({
        code: 'invalid-base58',
        character,
        position,
        message: `The address contains ${nameCharacter(character)} at position ${position + 1}, which never appears in an address (addresses use base58: no 0, O, I or l).`,
      });
    }
    position += 1;
  }

  const decoded = decodeBase58(text);
  const parts = decoded.length > 1 ? splitSs58(decoded) : undefined;
  if (
    !parts ||
    !ALLOWED_ENCODED_LENGTHS.includes(decoded.length) ||
    !ALLOWED_PAYLOAD_LENGTHS.includes(parts.payload.length)
  ) {
    return fail({
      code: 'invalid-length',
      encodedLength: decoded.length,
      message: `This address has the wrong length (${text.length} characters): a character is probably missing or extra.`,
    });
  }

  const { checksumValid, format, payload } = parts;
  if (!checksumValid) {
    return fail({
      code: 'invalid-checksum',
      message: 'This address has a typo: its checksum does not match. Compare it character by character.',
    });
  }

  if (expectedFormat !== null && format !== expectedFormat) {
    const expectedNetwork = describeFormat(expectedFormat);
    const foundNetwork = describeFormat(format);
    return fail({
      code: 'format-mismatch',
      expected: expectedFormat,
      found: format,
      expectedNetwork,
      foundNetwork,
      message: `This is an address for ${foundNetwork}, but an address for ${expectedNetwork} is expected.`,
    });
  }

  return {
    valid: true,
    address: text,
    publicKey: payload,
    format,
    network: networkForFormat(format)?.displayName ?? `format ${format}`,
  };
}

/** True when the text is a valid address of the expected format (default 42; `null` for any). */
export function isValidAddress(
  text: string,
  expectedFormat: number | null = DEFAULT_ADDRESS_FORMAT,
): boolean {
  return checkAddress(text, { expectedFormat }).valid;
}
