// Asset metadata stores names and symbols as bytes; polkadot-api hands them over as a Uint8Array, a Binary-like
// object or hex text depending on version and type. This reads all three as UTF-8 text ("" for anything else).
import { hexToBytes } from '@noble/hashes/utils.js';

const decoder = new TextDecoder();

export function metadataText(value: unknown): string {
  if (value instanceof Uint8Array) return decoder.decode(value);
  if (typeof value === 'string') {
    if (!value.startsWith('0x')) return value;
    try {
      return decoder.decode(hexToBytes(value.slice(2)));
    } catch {
      return value;
    }
  }
  const asText = value && typeof value === 'object' ? (value as { asText?: unknown }).asText : undefined;
  if (typeof asText === 'function') {
    const text: unknown = (asText as () => unknown).call(value);
    return typeof text === 'string' ? text : '';
  }
  return '';
}
