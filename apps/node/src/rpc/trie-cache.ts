// The trie of one block's state, built on demand for proofs and Merkle values; the last one is kept.
import type { Hex } from '@lumi/runtime/host.ts';
import type { BlockRef } from '../chain/chain.ts';
import { TrieProver } from '../trie/trie.ts';
import { fromHex } from '../util/hex.ts';
import type { NodeContext } from './context.ts';
import { keysAt } from './keys.ts';

let cached: { block: Hex; trie: TrieProver } | undefined;

export function trieAt(ctx: NodeContext, ref: BlockRef): TrieProver {
  if (cached?.block === ref.hashHex) return cached.trie;
  const pairs: [Uint8Array, Uint8Array][] = [];
  if (ref.number === ctx.chain.best.number) {
    for (const [k, v] of ctx.chain.headState.entries()) pairs.push([fromHex(k), v]);
  } else {
    const state = ctx.chain.stateAt(ref);
    for (const k of keysAt(ctx, ref, '0x', Number.MAX_SAFE_INTEGER))
      pairs.push([fromHex(k), state.get(fromHex(k))!]);
  }
  cached = { block: ref.hashHex, trie: new TrieProver(pairs) };
  return cached.trie;
}
