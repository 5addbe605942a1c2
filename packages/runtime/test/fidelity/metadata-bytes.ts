import { metadata as metadataCodec, unifyMetadata } from '@polkadot-api/substrate-bindings';
import type { UnifiedMetadata } from '@polkadot-api/substrate-bindings';

/** "meta" as a little-endian u32: every RuntimeMetadataPrefixed starts with these bytes. */
const MAGIC = [0x6d, 0x65, 0x74, 0x61] as const;

export type DecodedMetadata = ReturnType<typeof metadataCodec.dec>;

function hasMagicAt(bytes: Uint8Array, offset: number): boolean {
  return MAGIC.every((b, i) => bytes[offset + i] === b);
}

/** Reads a SCALE compact length; returns [value, bytesUsed] or undefined if it does not fit. */
function readCompact(bytes: Uint8Array, offset: number): [number, number] | undefined {
  const b0 = bytes[offset];
  if (b0 === undefined) return undefined;
  const mode = b0 & 3;
  const width = mode === 0 ? 1 : mode === 1 ? 2 : mode === 2 ? 4 : (b0 >> 2) + 5;
  if (offset + width > bytes.length) return undefined;
  if (mode === 3) {
    let v = 0;
    for (let i = width - 1; i >= 1; i--) v = v * 256 + bytes[offset + i]!;
    return [v, width];
  }
  let v = 0;
  for (let i = width - 1; i >= 0; i--) v = v * 256 + bytes[offset + i]!;
  return [Math.floor(v / 4), width];
}

/**
 * Strips whatever wraps the metadata: nothing (raw RuntimeMetadataPrefixed), OpaqueMetadata (a length-prefixed
 * Vec<u8>, as state_getMetadata returns) or Option<OpaqueMetadata> (as Metadata_metadata_at_version returns).
 * The wrapper is identified by where the "meta" magic sits and by the length prefix covering the rest exactly.
 */
export function unwrapMetadata(bytes: Uint8Array): Uint8Array {
  if (hasMagicAt(bytes, 0)) return bytes.byteOffset === 0 ? bytes : bytes.slice();
  for (const start of bytes[0] === 1 ? [1, 0] : [0]) {
    const len = readCompact(bytes, start);
    if (!len) continue;
    const body = start + len[1];
    // A copy, not a subarray: the scale-ts decoders ignore byteOffset and read the underlying buffer from 0.
    if (len[0] === bytes.length - body && hasMagicAt(bytes, body)) return bytes.slice(body);
  }
  if (bytes[0] === 0 && bytes.length === 1)
    throw new Error('metadata is None (Option<OpaqueMetadata> was empty)');
  throw new Error(
    'not metadata: no "meta" magic (6d657461) at the start, after a length prefix or after Some',
  );
}

export function decodeMetadata(bytes: Uint8Array): DecodedMetadata {
  const raw = unwrapMetadata(bytes);
  let decoded: DecodedMetadata;
  try {
    decoded = metadataCodec.dec(raw);
  } catch (e) {
    throw new Error(`metadata does not decode: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
  const tag = decoded.metadata.tag;
  if (tag !== 'v14' && tag !== 'v15' && tag !== 'v16') throw new Error(`unsupported metadata version ${tag}`);
  return decoded;
}

export function encodeMetadata(decoded: DecodedMetadata): Uint8Array {
  return metadataCodec.enc(decoded);
}

export function unify(bytes: Uint8Array): UnifiedMetadata {
  return unifyMetadata(decodeMetadata(bytes));
}
