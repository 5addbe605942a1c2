// Looks a pending transaction up on the finalized chain: its hash in the blocks of its era, its events, and the
// signer's nonce. Uses the node's standard block and storage RPCs, since the blocks of interest are usually
// older than the ones polkadot-api keeps pinned. The events are decoded in the chain worker, with the metadata
// it already has.
import { blake2b } from '@noble/hashes/blake2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import type { ChainConnection } from '../chain/connection.ts';
import { extrinsicResult, type ChainEvidence } from './outcome.ts';
import type { PendingTx } from './pendingStore.ts';

export function extrinsicHash(signed: string | Uint8Array): string {
  const bytes = typeof signed === 'string' ? hexToBytes(signed.slice(2)) : signed;
  return `0x${bytesToHex(blake2b(bytes, { dkLen: 32 }))}`;
}

const genesisCache = new WeakMap<ChainConnection, Promise<string>>();

/** The chain's genesis hash (block #0), which names the chain a transaction was signed for. */
export function genesisOf(connection: ChainConnection): Promise<string> {
  let genesis = genesisCache.get(connection);
  if (!genesis) {
    genesis = connection
      .loaded()
      .then(({ chain }) => chain.call('request', 'chain_getBlockHash', [0]))
      .then((hash) => {
        if (typeof hash !== 'string') throw new Error('The node has no block #0.');
        return hash;
      });
    genesis.catch(() => genesisCache.delete(connection));
    genesisCache.set(connection, genesis);
  }
  return genesis;
}

function blockNumber(header: { number: string | number }): number {
  return typeof header.number === 'number' ? header.number : Number.parseInt(header.number, 16);
}

/**
 * Searches the finalized blocks from `from` (at least the era's birth) to the finalized head or the era's end,
 * and reads the signer's nonce at that head. `from` lets a caller skip blocks it already searched.
 */
export async function lookUp(
  connection: ChainConnection,
  entry: PendingTx,
  from: number,
): Promise<ChainEvidence> {
  const { chain, api } = await connection.loaded();
  const request = <T>(method: string, params: unknown[]) =>
    chain.call('request', method, params) as Promise<T>;
  const head = await request<string>('chain_getFinalizedHead', []);
  const [header, account] = await Promise.all([
    request<{ number: string }>('chain_getHeader', [head]),
    api.query.System.Account.getValue(entry.signer, { at: 'finalized' }),
  ]);
  // The nonce was read at a finalized block no later than `head` (polkadot-api's finalized block trails or
  // equals the node's), so every block that could have used it is searched below.
  const checkedTo = blockNumber(header);
  const last = Math.min(checkedTo, entry.death - 1);
  for (let number = Math.max(from, entry.birth); number <= last; number++) {
    const hash = await request<string | null>('chain_getBlockHash', [number]);
    if (!hash) break;
    const block = await request<{ block: { extrinsics: string[] } }>('chain_getBlock', [hash]);
    const index = block.block.extrinsics.findIndex((extrinsic) => extrinsicHash(extrinsic) === entry.hash);
    if (index < 0) continue;
    const records = await chain.call('events', hash);
    const result = extrinsicResult(records, index, entry.slippage ? { slippage: entry.slippage } : {});
    return {
      found: result.ok
        ? { block: number, blockHash: hash, ok: true }
        : { block: number, blockHash: hash, ok: false, error: result.error },
      nonce: account.nonce,
      checkedTo,
    };
  }
  return { found: undefined, nonce: account.nonce, checkedTo };
}

/** Hands the signed transaction to the node again (in case it never got it); an "already known" is fine. */
export async function rebroadcast(connection: ChainConnection, entry: PendingTx): Promise<void> {
  try {
    await connection.chain.call('request', 'author_submitExtrinsic', [entry.signed]);
  } catch {
    // Already in the pool, already included, or refused now: the next look-up decides.
  }
}
