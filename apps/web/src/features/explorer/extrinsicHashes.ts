// A block's extrinsic hashes, read from the node without decoding anything (the CSV export needs only these,
// so it does not load the metadata codecs).
import { Blake2256 } from '@polkadot-api/substrate-bindings';
import type { PolkadotClient } from 'polkadot-api';
import { fromHex, toHex } from 'polkadot-api/utils';

/** chain_getBlock's answer (the part the explorer reads). */
export interface RpcBlock {
  block: {
    header: { parentHash: string; number: string; stateRoot: string; extrinsicsRoot: string };
    extrinsics: string[];
  };
}

/** The hashes of a block's extrinsics, in order; undefined when the node lacks the block. */
export async function extrinsicHashes(client: PolkadotClient, hash: string): Promise<string[] | undefined> {
  const block = await client._request<RpcBlock | null, [string]>('chain_getBlock', [hash]);
  return block?.block.extrinsics.map((hex) => toHex(Blake2256(fromHex(hex))));
}
