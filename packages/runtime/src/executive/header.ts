// Header encoding/hashing and the block's extrinsics commitment (the state root is in state-root.ts).
import type { DigestItem, Header } from '../host.ts';
import { HeaderType } from '../primitives/runtime-types.ts';
import type { DigestItemValue } from '../primitives/runtime-types.ts';
import { Writer } from '../scale/index.ts';
import { blake2_256 } from '../support/hashing.ts';

export function toDigestValue(d: DigestItem): DigestItemValue {
  switch (d.type) {
    case 'PreRuntime':
    case 'Consensus':
    case 'Seal':
      return { type: d.type, value: [d.engine, d.data] };
    case 'Other':
      return { type: 'Other', value: d.data };
    case 'RuntimeEnvironmentUpdated':
      return { type: 'RuntimeEnvironmentUpdated' };
  }
}

export function fromDigestValue(d: DigestItemValue): DigestItem {
  switch (d.type) {
    case 'PreRuntime':
    case 'Consensus':
    case 'Seal':
      return { type: d.type, engine: d.value[0], data: d.value[1] };
    case 'Other':
      return { type: 'Other', data: d.value };
    case 'RuntimeEnvironmentUpdated':
      return { type: 'RuntimeEnvironmentUpdated' };
  }
}

export function encodeHeader(h: Header): Uint8Array {
  return HeaderType.encode({
    parent_hash: h.parentHash,
    number: h.number,
    state_root: h.stateRoot,
    extrinsics_root: h.extrinsicsRoot,
    digest: { logs: h.digest.map(toDigestValue) },
  });
}

export function decodeHeader(b: Uint8Array): Header {
  const v = HeaderType.decode(b);
  return {
    parentHash: v.parent_hash,
    number: v.number,
    stateRoot: v.state_root,
    extrinsicsRoot: v.extrinsics_root,
    digest: v.digest.logs.map(fromDigestValue),
  };
}

/**
 * The extrinsics commitment: blake2_256 of the SCALE-encoded block body (Compact(count) ++ each extrinsic
 * with its length prefix). Not an ordered-trie root.
 */
export function extrinsicsCommitment(extrinsics: readonly Uint8Array[]): Uint8Array {
  const w = new Writer(16 + extrinsics.reduce((s, x) => s + x.length, 0));
  w.compact(extrinsics.length);
  for (const x of extrinsics) w.bytes(x);
  return blake2_256(w.finish());
}

export const headerHash = (encoded: Uint8Array): Uint8Array => blake2_256(encoded);
