// An extrinsic's hash as polkadot-sdk computes it (the transaction pool, `author_submitExtrinsic`, explorers):
// blake2-256 of the extrinsic's encoded bytes, length prefix included, exactly as the block body holds them.
import { blake2AsHex } from '@polkadot/util-crypto';

/** The hash of each extrinsic of a block body (0x hex, lower case), by index. */
export function extrinsicHashes(body: readonly Uint8Array[]): string[] {
  return body.map((bytes) => blake2AsHex(bytes, 256));
}
