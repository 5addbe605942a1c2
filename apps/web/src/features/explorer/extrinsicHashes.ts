// A block's extrinsic hashes, read from the node without decoding anything (the CSV export needs only these,
// so it asks the chain worker for no decode).
import { Blake2256 } from '@polkadot-api/substrate-bindings';
import { fromHex, toHex } from 'polkadot-api/utils';
import type { ChainChannel } from '../../shared/chain/connection.ts';
import type { RpcBlock } from '../../shared/chain/worker/blockDecode.ts';

/** The hashes of a block's extrinsics, in order; undefined when the node lacks the block. */
export async function extrinsicHashes(chain: ChainChannel, hash: string): Promise<string[] | undefined> {
  const block = (await chain.call('request', 'chain_getBlock', [hash])) as RpcBlock | null;
  return block?.block.extrinsics.map((hex) => toHex(Blake2256(fromHex(hex))));
}
