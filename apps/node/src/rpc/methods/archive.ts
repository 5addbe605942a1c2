// archive_v1_* (the new JSON-RPC spec): any block of the node's history, which it keeps whole, answered as
// polkadot-sdk's archive module answers: plain reads by hash or height, runtime calls, and storage and
// storage-diff queries whose results arrive as events on a subscription.
import { z } from 'zod';
import type { Hex } from '@lumi/runtime/host';
import type { BlockRef } from '../../chain/chain.ts';
import { fromHex, toHex } from '@lumi/runtime/bytes';
import { type NodeContext, runtimeCallHex } from '../context.ts';
import { archiveInvalidParam, RpcError, unknownBlockText } from '../errors.ts';
import { blockHash, hexString, MAX_API_NAME_CHARS, MAX_CALL_BYTES, parseHexBytes } from '../params.ts';
import { opt, req, type Registry } from '../registry.ts';
import type { Sink } from '../sink.ts';
import { type DiffItem, runStorageDiff } from '../storage-diff.ts';
import { runStorageQueries, storageQueryType } from '../storage-query.ts';

/** Items one archive_v1_storage call may name (each is answered: there is no `discardedItems` here). */
const MAX_STORAGE_ITEMS = 100_000;
/** Items one archive_v1_storageDiff call may name (every changed key is matched against each). */
const MAX_DIFF_ITEMS = 1000;
const MAX_U32 = 0xffffffff;

const storageItem = z.object(
  {
    key: hexString,
    type: storageQueryType,
    paginationStartKey: hexString.nullish(),
  },
  { error: 'expected {key, type, paginationStartKey?}' },
);

const diffItem = z.object(
  {
    key: hexString.nullish(),
    returnType: z.enum(['value', 'hash'], { error: 'expected value or hash' }),
    childTrieKey: hexString.nullish(),
  },
  { error: 'expected {key?, returnType, childTrieKey?}' },
);

const height = z
  .number({ error: 'expected a block height' })
  .int('expected a block height')
  .min(0, 'expected a block height');

/**
 * Runs a subscription's work once its id has gone out, reports a failure as `failed(message)`, and ends the
 * subscription when the work is over (a later stop call then finds nothing, as on polkadot-sdk). The returned
 * cleanup stops the work at its next slice.
 */
function background(
  sink: Sink,
  work: (stopped: () => boolean) => Promise<void>,
  failed: (message: string) => unknown,
): () => void {
  let stopped = false;
  setImmediate(() => {
    if (stopped) return;
    work(() => stopped)
      .catch((e: unknown) => sink.notify(failed((e as Error).message)))
      .finally(() => sink.end());
  });
  return () => {
    stopped = true;
  };
}

export function registerArchive(r: Registry, ctx: NodeContext): void {
  const { chain } = ctx;
  const refOf = (hash: Hex): BlockRef | undefined => chain.refByHash(fromHex(hash));
  const mustRef = (hash: Hex): BlockRef => {
    const ref = refOf(hash);
    if (!ref) throw new Error(unknownBlockText(hash));
    return ref;
  };

  r.method('archive_v1_genesisHash', [], () => chain.genesisHash);

  r.method('archive_v1_finalizedHeight', [], () => chain.finalized.number);

  r.method('archive_v1_hashByHeight', [req('height', height)], ([h]) => {
    if (h > MAX_U32) throw archiveInvalidParam(`Invalid block height: ${h}`);
    // One chain, no forks: a height has at most one block, finalized or not.
    const ref = chain.refByNumber(h);
    return ref ? [ref.hashHex] : [];
  });

  r.method('archive_v1_header', [req('hash', blockHash)], ([hash]) => {
    const ref = refOf(hash);
    return ref ? toHex(ref.header) : null;
  });

  r.method('archive_v1_body', [req('hash', blockHash)], ([hash]) => {
    const ref = refOf(hash);
    return ref ? chain.body(ref).map(toHex) : null;
  });

  r.method(
    'archive_v1_call',
    [
      req('hash', blockHash),
      req('function', z.string({ error: 'expected a runtime API method name' }).max(MAX_API_NAME_CHARS)),
      req('callParameters', z.string({ error: 'expected hex call parameters' }).max(2 + 2 * MAX_CALL_BYTES)),
    ],
    ([hash, fn, paramsHex]) => {
      // polkadot-sdk checks the parameters' hex before the block, with its own error code.
      const params = parseHexBytes(paramsHex);
      if (params === undefined) throw archiveInvalidParam(paramsHex.slice(0, 80));
      // Failures, an unknown block among them, are results rather than JSON-RPC errors.
      const ref = refOf(hash);
      if (!ref) return { success: false, error: unknownBlockText(hash) };
      try {
        return { success: true, value: runtimeCallHex(ctx, ref, fn, params) };
      } catch (e) {
        const message = (e as Error).message;
        return {
          success: false,
          error: e instanceof RpcError ? message.replace(/^Client error: /, '') : message,
        };
      }
    },
  );

  r.subscription({
    subscribe: ['archive_v1_storage'],
    unsubscribe: ['archive_v1_stopStorage'],
    notification: 'archive_v1_storageEvent',
    params: [
      req('hash', blockHash),
      req('items', z.array(storageItem).max(MAX_STORAGE_ITEMS, `at most ${MAX_STORAGE_ITEMS} items`)),
      opt('childTrie', hexString),
    ],
    start: ([hash, items, childTrie], sink, { conn }) =>
      background(
        sink,
        async (stopped) => {
          // This chain has no child tries: a child-trie query finds nothing (the block is looked up as usual).
          if (items.length > 0) {
            const ref = mustRef(hash);
            if (childTrie === undefined) {
              const queries = items.map((i) => ({
                ...i,
                paginationStartKey: i.paginationStartKey ?? undefined,
              }));
              const emit = (result: object) => sink.notify({ event: 'storage', ...result });
              if (!(await runStorageQueries(ctx, ref, queries, conn, emit, stopped))) return;
            }
          }
          sink.notify({ event: 'storageDone' });
        },
        (error) => ({ event: 'storageError', error }),
      ),
  });

  r.subscription({
    subscribe: ['archive_v1_storageDiff'],
    unsubscribe: ['archive_v1_storageDiff_stopStorageDiff'],
    notification: 'archive_v1_storageDiffEvent',
    params: [
      req('hash', blockHash),
      // The spec makes the list optional (then every key of the main trie, by value); polkadot-sdk requires it.
      opt('items', z.array(diffItem).max(MAX_DIFF_ITEMS, `at most ${MAX_DIFF_ITEMS} items`)),
      opt('previousHash', blockHash),
    ],
    start: ([hash, items, previousHash], sink, { conn }) =>
      background(
        sink,
        async (stopped) => {
          const ref = mustRef(hash);
          let previous: BlockRef;
          if (previousHash !== undefined) previous = mustRef(previousHash);
          else {
            // Genesis's parent is the zero hash, which no block has.
            const parent = ref.number > 0 ? chain.refByNumber(ref.number - 1) : undefined;
            if (!parent) throw new Error(unknownBlockText(toHex(ref.header.subarray(0, 32))));
            previous = parent;
          }
          // Child-trie items find nothing here (no child tries); the main trie's are walked together.
          const all = items ?? [];
          const main: DiffItem[] = all
            .filter((i) => i.childTrieKey == null)
            .map((i) => ({ key: i.key ?? '0x', returnType: i.returnType }));
          if (all.length === 0) main.push({ key: '0x', returnType: 'value' });
          const emit = (result: object) => sink.notify({ event: 'storageDiff', ...result });
          if (!(await runStorageDiff(ctx, ref, previous, main, conn, emit, stopped))) return;
          sink.notify({ event: 'storageDiffDone' });
        },
        (error) => ({ event: 'storageDiffError', error }),
      ),
  });
}
