// childstate_* and state_getChildReadProof. The Lumi runtime keeps everything in the main trie and never
// creates a child trie, so every default child trie is empty: reads answer as polkadot-sdk answers for a
// child trie that does not exist (no keys, no values), and a read proof shows the child root's absence.
import { z } from 'zod';
import type { Hex } from '@lumi/runtime/host';
import { readProofAt } from '../../chain/state-proofs.ts';
import { fromHex, toHex } from '@lumi/runtime/bytes';
import { blockAt, type NodeContext } from '../context.ts';
import { clientError } from '../errors.ts';
import { blockHash, hexString, u32 } from '../params.ts';
import { opt, req, type Registry } from '../registry.ts';
import { fromStoredTrie } from '../trie-nodes.ts';

/** `:child_storage:default:` — the only child trie type Substrate defines. */
const DEFAULT_CHILD_PREFIX = toHex(new TextEncoder().encode(':child_storage:default:'));

const storageKeys = z
  .array(hexString, { error: 'expected a list of hex storage keys' })
  .max(10_000, 'at most 10000 keys');

/** sp_blockchain's InvalidChildStorageKey, wrapped as the state module's client error. */
function checkChildKey(key: Hex): void {
  if (!key.startsWith(DEFAULT_CHILD_PREFIX)) throw clientError('Invalid child storage key');
}

export function registerChildState(r: Registry, ctx: NodeContext): void {
  // The block is resolved before the child key is checked, in polkadot-sdk's order.
  const emptyChild = (childKey: Hex, at: Hex | undefined): void => {
    ctx.chain.requireState(blockAt(ctx, at));
    checkChildKey(childKey);
  };

  r.method(
    'childstate_getKeys',
    [req('childStorageKey', hexString), req('prefix', hexString), opt('at', blockHash)],
    ([childKey, , at]) => {
      emptyChild(childKey, at);
      return [];
    },
  );

  r.method(
    ['childstate_getKeysPaged', 'childstate_getKeysPagedAt'],
    [
      req('childStorageKey', hexString),
      opt('prefix', hexString),
      req('count', u32),
      opt('startKey', hexString),
      opt('at', blockHash),
    ],
    ([childKey, , , , at]) => {
      emptyChild(childKey, at);
      return [];
    },
  );

  for (const name of ['childstate_getStorage', 'childstate_getStorageHash', 'childstate_getStorageSize']) {
    r.method(
      name,
      [req('childStorageKey', hexString), req('key', hexString), opt('at', blockHash)],
      ([childKey, , at]) => {
        emptyChild(childKey, at);
        return null;
      },
    );
  }

  r.method(
    'childstate_getStorageEntries',
    [req('childStorageKey', hexString), req('keys', storageKeys), opt('at', blockHash)],
    ([childKey, keys, at]) => {
      // Here polkadot-sdk checks the child key first.
      checkChildKey(childKey);
      ctx.chain.requireState(blockAt(ctx, at));
      return keys.map(() => null);
    },
  );

  r.method(
    'state_getChildReadProof',
    [req('childStorageKey', hexString), req('keys', storageKeys), opt('at', blockHash)],
    ([childKey, keys, at]) => {
      const ref = blockAt(ctx, at);
      checkChildKey(childKey);
      // Reading a child trie first reads its root from the main trie; with no root there is nothing more
      // to read, so the proof is the main trie's proof that the root is absent (nothing for no keys).
      if (keys.length === 0) return { at: ref.hashHex, proof: [] };
      const proof = fromStoredTrie(ref, () => readProofAt(ctx.chain, ref, [fromHex(childKey)]));
      return { at: ref.hashHex, proof: proof.map(toHex) };
    },
  );
}
