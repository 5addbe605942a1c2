// Answers read from the trie nodes stored with each block: a block committed before the node stored them
// (a database from an older node) has none, which is the client's request failing, not the node.
import { MissingTrieNode } from '@lumi/runtime/trie/proof';
import type { BlockRef } from '../chain/chain.ts';
import { clientError } from './errors.ts';

/** `read()`, with a missing trie node at `ref` answered as a client error. */
export function fromStoredTrie<T>(ref: BlockRef, read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof MissingTrieNode)
      throw clientError(`no trie nodes stored for block ${ref.hashHex}: ${e.message}`);
    throw e;
  }
}
