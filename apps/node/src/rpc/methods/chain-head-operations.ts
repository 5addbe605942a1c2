// chainHead_v1_body / _call / _storage: operations on a pinned block, answered as events on the follow
// subscription after the call has returned the operation id.
import { z } from 'zod';
import type { Hex } from '@lumi/runtime/host';
import type { BlockRef } from '../../chain/chain.ts';
import { toHex } from '@lumi/runtime/bytes';
import { type NodeContext, runtimeCallHex } from '../context.ts';
import { apiName, blockHash, hexBytes, hexString, idString } from '../params.ts';
import { req, type Registry } from '../registry.ts';
import { runStorageQueries, storageQueryType, type StorageQueryResult } from '../storage-query.ts';
import { type Follow, type Follows, type Operation, pinnedBlock } from './chain-head-state.ts';

const STORAGE_ITEMS_PER_EVENT = 500;
/** Items one chainHead_v1_storage call processes; the rest are reported as `discardedItems` for a retry. */
const STORAGE_ITEMS_PER_CALL = 1000;
/** Items a call may name at all (validating them is bounded work; beyond, the request is refused). */
const MAX_STORAGE_ITEMS_PARAM = 100_000;

const storageItem = z.object({ key: hexString, type: storageQueryType }, { error: 'expected {key, type}' });
type StorageItem = z.output<typeof storageItem>;

const followId = idString('a follow subscription id');

function runCall(
  ctx: NodeContext,
  f: Follow,
  opId: string,
  ref: BlockRef,
  fn: string,
  params: Uint8Array,
): void {
  let output: Hex;
  try {
    output = runtimeCallHex(ctx, ref, fn, params);
  } catch (e) {
    f.sink.notify({ event: 'operationError', operationId: opId, error: (e as Error).message });
    return;
  }
  f.sink.notify({ event: 'operationCallDone', operationId: opId, output });
}

/** Answers `items` in batches of STORAGE_ITEMS_PER_EVENT, then operationStorageDone unless cancelled. */
async function runStorage(
  ctx: NodeContext,
  f: Follow,
  opId: string,
  op: Operation,
  ref: BlockRef,
  items: StorageItem[],
  childTrie: Hex | undefined,
): Promise<void> {
  const out: StorageQueryResult[] = [];
  const flush = () => {
    if (out.length > 0)
      f.sink.notify({ event: 'operationStorageItems', operationId: opId, items: out.splice(0) });
  };
  // This chain has no child tries: every child-trie query is empty.
  if (childTrie === undefined) {
    const emit = (result: StorageQueryResult) => {
      out.push(result);
      if (out.length >= STORAGE_ITEMS_PER_EVENT) flush();
    };
    if (!(await runStorageQueries(ctx, ref, items, f.conn, emit, () => op.cancelled))) return;
  }
  flush();
  f.sink.notify({ event: 'operationStorageDone', operationId: opId });
}

export function registerChainHeadOperations(r: Registry, ctx: NodeContext, follows: Follows): void {
  r.method(
    'chainHead_v1_body',
    [req('followSubscription', followId), req('hash', blockHash)],
    ([id, hash], { conn }) => {
      const f = follows.of(id, conn);
      if (!f) return { result: 'limitReached' };
      const ref = pinnedBlock(f, hash);
      const operationId = follows.startOperation(f, (opId) => {
        f.sink.notify({
          event: 'operationBodyDone',
          operationId: opId,
          value: ctx.chain.body(ref).map(toHex),
        });
      });
      return { result: 'started', operationId };
    },
  );

  r.method(
    'chainHead_v1_call',
    [
      req('followSubscription', followId),
      req('hash', blockHash),
      req('function', apiName),
      req('callParameters', hexBytes),
    ],
    ([id, hash, fn, params], { conn }) => {
      const f = follows.of(id, conn);
      if (!f) return { result: 'limitReached' };
      const ref = pinnedBlock(f, hash);
      const operationId = follows.startOperation(f, (opId) => runCall(ctx, f, opId, ref, fn, params));
      return { result: 'started', operationId };
    },
  );

  r.method(
    'chainHead_v1_storage',
    [
      req('followSubscription', followId),
      req('hash', blockHash),
      req(
        'items',
        z.array(storageItem).max(MAX_STORAGE_ITEMS_PARAM, `at most ${MAX_STORAGE_ITEMS_PARAM} items`),
      ),
      { name: 'childTrie', schema: hexString, optional: true },
    ],
    ([id, hash, allItems, childTrie], { conn }) => {
      const f = follows.of(id, conn);
      if (!f) return { result: 'limitReached' };
      const ref = pinnedBlock(f, hash);
      // The spec's answer to too many items: process a prefix, tell the client how many at the back to resend.
      const items = allItems.slice(0, STORAGE_ITEMS_PER_CALL);
      const discardedItems = allItems.length - items.length;
      const operationId = follows.startOperation(f, (opId, op) =>
        runStorage(ctx, f, opId, op, ref, items, childTrie),
      );
      return { result: 'started', operationId, discardedItems };
    },
  );
}
