// state_*: storage reads at any block, runtime calls, metadata, storage and runtime-version subscriptions.
import { z } from 'zod';
import type { Hex, StateReader } from '@lumi/runtime/host';
import type { BlockRef } from '../../chain/chain.ts';
import type { Connection } from '../connection.ts';
import { HeadState } from '../../store/head-state.ts';
import { blake2_256 } from '../../util/hash.ts';
import { fromHex, toHex } from '@lumi/runtime/bytes';
import { bytes as VecU8 } from '@lumi/runtime/scale';
import { blockAt, checkIfSafe, type NodeContext, runtimeCallHex } from '../context.ts';
import { clientError, RpcError, STATE_INVALID_COUNT, STATE_INVALID_RANGE } from '../errors.ts';
import { runtimeVersionJson } from '../json.ts';
import { entriesAt, keysAt, keysAtSliced, readSlicer } from '../keys.ts';
import { readProofAt } from '../../chain/state-proofs.ts';
import { fromStoredTrie } from '../trie-nodes.ts';
import { apiName, blockHash, hexBytes, hexString, u32 } from '../params.ts';
import { opt, req, type Registry } from '../registry.ts';

const KEYS_PAGED_MAX = 1000;
/** state_getKeys / state_getPairs return everything at once; refuse answers that would be huge. */
const UNPAGED_MAX = 100_000;
const QUERY_STORAGE_MAX_BLOCKS = 10_000;
const storageKeys = z
  .array(hexString, { error: 'expected a list of hex storage keys' })
  .max(10_000, 'at most 10000 keys');

type Change = [Hex, Hex | null];

function read(state: StateReader, key: Hex): Hex | null {
  // At the head the index is keyed by hex already: skip the hex → bytes → hex round trip.
  const v = state instanceof HeadState ? state.getHex(key) : state.get(fromHex(key));
  return v === undefined ? null : toHex(v);
}

export function registerState(r: Registry, ctx: NodeContext): void {
  const { chain } = ctx;
  let metadataHex: Hex | undefined;

  /** Up to 10,000 reads at `ref`, in slices; the state is fetched again after each pause (the head may move). */
  const readAll = async (ref: BlockRef, keys: readonly Hex[], conn: Connection): Promise<Change[]> => {
    const slicer = readSlicer(conn);
    const changes: Change[] = [];
    let state = chain.stateAt(ref);
    for (const k of keys) {
      if (slicer.due()) {
        await slicer.pause();
        state = chain.stateAt(ref);
      }
      changes.push([k, read(state, k)]);
    }
    return changes;
  };

  r.method(['state_getRuntimeVersion', 'chain_getRuntimeVersion'], [opt('at', blockHash)], ([at]) => {
    // One runtime for life, but a pruned node cannot say so for a block whose state it discarded.
    chain.requireState(blockAt(ctx, at));
    return runtimeVersionJson(chain.runtime.version);
  });

  // One runtime for the chain's whole life: its metadata never changes. Computed while the node starts
  // (a few hundred ms, once, before the server listens) rather than on some client's first request.
  const metadata = (): Hex => {
    if (metadataHex === undefined) {
      const raw = fromHex(runtimeCallHex(ctx, chain.best, 'Metadata_metadata', new Uint8Array()));
      metadataHex = toHex(VecU8.decode(raw));
    }
    return metadataHex;
  };
  try {
    metadata();
  } catch {
    // Reported to whoever asks for it.
  }

  r.method('state_getMetadata', [opt('at', blockHash)], ([at]) => {
    chain.requireState(blockAt(ctx, at));
    return metadata();
  });

  r.method(
    ['state_call', 'state_callAt'],
    [req('name', apiName), req('bytes', hexBytes), opt('at', blockHash)],
    ([name, bytes, at]) => runtimeCallHex(ctx, blockAt(ctx, at), name, bytes),
  );

  r.method(
    ['state_getStorage', 'state_getStorageAt'],
    [req('key', hexString), opt('at', blockHash)],
    ([key, at]) => read(chain.stateAt(blockAt(ctx, at)), key),
  );

  r.method(
    ['state_getStorageHash', 'state_getStorageHashAt'],
    [req('key', hexString), opt('at', blockHash)],
    ([key, at]) => {
      const v = chain.stateAt(blockAt(ctx, at)).get(fromHex(key));
      return v === undefined ? null : toHex(blake2_256(v));
    },
  );

  r.method(
    ['state_getStorageSize', 'state_getStorageSizeAt'],
    [req('key', hexString), opt('at', blockHash)],
    ([key, at]) => {
      const v = chain.stateAt(blockAt(ctx, at)).get(fromHex(key));
      return v === undefined ? null : v.length;
    },
  );

  r.method(
    'state_queryStorageAt',
    [req('keys', storageKeys), opt('at', blockHash)],
    async ([keys, at], { conn }) => {
      const ref = blockAt(ctx, at);
      return [{ block: ref.hashHex, changes: await readAll(ref, keys, conn) }];
    },
  );

  r.method(
    'state_queryStorage',
    [req('keys', storageKeys), req('fromBlock', blockHash), opt('toBlock', blockHash)],
    async ([keys, fromBlock, toBlock], { conn }) => {
      checkIfSafe(ctx);
      const from = blockAt(ctx, fromBlock);
      const to = blockAt(ctx, toBlock);
      if (from.number > to.number) {
        throw new RpcError(
          STATE_INVALID_RANGE,
          `Cannot resolve a block range ['${from.hashHex}' ... '${to.hashHex}']. from block is after to block`,
        );
      }
      if (to.number - from.number > QUERY_STORAGE_MAX_BLOCKS) {
        throw new RpcError(
          STATE_INVALID_RANGE,
          `Cannot resolve a block range ['${from.hashHex}' ... '${to.hashHex}']. at most ${QUERY_STORAGE_MAX_BLOCKS} blocks per query`,
        );
      }
      const sets: { block: Hex; changes: Change[] }[] = [
        { block: from.hashHex, changes: await readAll(from, keys, conn) },
      ];
      const byBlock = new Map<number, Change[]>();
      const slicer = readSlicer(conn);
      for (const key of keys) {
        if (slicer.due()) await slicer.pause();
        for (const { block, value } of chain.store.keyHistory(fromHex(key), from.number, to.number)) {
          let list = byBlock.get(block);
          if (!list) byBlock.set(block, (list = []));
          list.push([key, value === null ? null : toHex(value)]);
        }
      }
      for (const number of [...byBlock.keys()].sort((a, b) => a - b)) {
        const ref = chain.refByNumber(number);
        if (ref) sets.push({ block: ref.hashHex, changes: byBlock.get(number)! });
      }
      return sets;
    },
  );

  r.method(
    ['state_getKeysPaged', 'state_getKeysPagedAt'],
    [opt('prefix', hexString), req('count', u32), opt('startKey', hexString), opt('at', blockHash)],
    ([prefix, count, startKey, at]) => {
      if (count > KEYS_PAGED_MAX) {
        throw new RpcError(
          STATE_INVALID_COUNT,
          `count exceeds maximum value. value: ${count}, max: ${KEYS_PAGED_MAX}`,
        );
      }
      return keysAt(ctx, blockAt(ctx, at), prefix ?? '0x', count, startKey);
    },
  );

  const tooMany = (prefix: Hex) =>
    clientError(`more than ${UNPAGED_MAX} keys under ${prefix}; use state_getKeysPaged`);

  r.method(
    'state_getKeys',
    [req('prefix', hexString), opt('at', blockHash)],
    async ([prefix, at], { conn }) => {
      const keys = await keysAtSliced(ctx, blockAt(ctx, at), prefix, UNPAGED_MAX + 1, readSlicer(conn));
      if (keys.length > UNPAGED_MAX) throw tooMany(prefix);
      return keys;
    },
  );

  r.method(
    'state_getPairs',
    [req('prefix', hexString), opt('at', blockHash)],
    async ([prefix, at], { conn }) => {
      checkIfSafe(ctx);
      const slicer = readSlicer(conn);
      const entries = await entriesAt(ctx, blockAt(ctx, at), prefix, UNPAGED_MAX + 1, slicer);
      if (entries.length > UNPAGED_MAX) throw tooMany(prefix);
      const pairs: [Hex, Hex][] = [];
      for (const [k, v] of entries) {
        if (slicer.due()) await slicer.pause();
        pairs.push([k, toHex(v)]);
      }
      return pairs;
    },
  );

  r.method('state_getReadProof', [req('keys', storageKeys), opt('at', blockHash)], ([keys, at]) => {
    const ref = blockAt(ctx, at);
    const proof = fromStoredTrie(ref, () => readProofAt(ctx.chain, ref, keys.map(fromHex)));
    return { at: ref.hashHex, proof: proof.map(toHex) };
  });

  r.subscription({
    subscribe: ['state_subscribeStorage'],
    unsubscribe: ['state_unsubscribeStorage'],
    notification: 'state_storage',
    params: [opt('keys', storageKeys)],
    start: ([keys], sink) => {
      const watched = keys && keys.length > 0 ? [...new Set(keys)] : undefined;
      // Every change of every key is an unsafe subscription in polkadot-sdk.
      if (!watched) checkIfSafe(ctx);
      if (watched) {
        const best = chain.best;
        const state = chain.stateAt(best);
        sink.notify({ block: best.hashHex, changes: watched.map((k): Change => [k, read(state, k)]) });
      }
      const report = (hash: Hex, blockChanges: ReadonlyMap<Hex, Uint8Array | null>) => {
        const changes: Change[] = [];
        if (watched) {
          for (const k of watched) {
            if (!blockChanges.has(k)) continue;
            const v = blockChanges.get(k);
            changes.push([k, v ? toHex(v) : null]);
          }
        } else {
          for (const [k, v] of blockChanges) changes.push([k.toLowerCase() as Hex, v ? toHex(v) : null]);
        }
        if (changes.length > 0) sink.notify({ block: hash, changes });
      };
      const stopImports = chain.onImport(({ ref, block }) => report(ref.hashHex, block.changes));
      // The dev controls change the head's state without a block: written values are reported as changes at the
      // head; after the head moved back, the watched keys' values there.
      const stopResets = chain.onHeadReset((e) => {
        if (e.kind === 'overridden') report(e.best.hashHex, e.changes);
        else if (watched) {
          const state = chain.stateAt(e.best);
          sink.notify({ block: e.best.hashHex, changes: watched.map((k): Change => [k, read(state, k)]) });
        }
      });
      return () => {
        stopImports();
        stopResets();
      };
    },
  });

  r.subscription({
    subscribe: ['state_subscribeRuntimeVersion', 'chain_subscribeRuntimeVersion'],
    unsubscribe: ['state_unsubscribeRuntimeVersion', 'chain_unsubscribeRuntimeVersion'],
    notification: 'state_runtimeVersion',
    params: [],
    start: (_args, sink) => {
      // The runtime cannot be upgraded, so the first notification is the only one.
      sink.notify(runtimeVersionJson(chain.runtime.version));
      return () => undefined;
    },
  });
}
