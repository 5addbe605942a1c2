// author_*: submitting and watching extrinsics, listing the pool.
import { z } from 'zod';
import type { Hex } from '@lumi/runtime/host';
import { PoolError } from '../../pool/errors.ts';
import { isFinalStatus, type TxWatchers } from '../../pool/watchers.ts';
import { toHex } from '../../util/hex.ts';
import type { NodeContext } from '../context.ts';
import { RpcError } from '../errors.ts';
import { hexBytes, hexString } from '../params.ts';
import { req, type Registry } from '../registry.ts';

function submit(ctx: NodeContext, bytes: Uint8Array): { hash: Hex; status: 'ready' | 'future' } {
  try {
    const result = ctx.txs.submit(bytes);
    if (result.status === 'ready') ctx.onReady();
    return result;
  } catch (e) {
    if (e instanceof PoolError) throw new RpcError(e.code, e.message, e.data);
    throw e;
  }
}

const extrinsicOrHash = z
  .array(
    z.union([z.object({ hash: hexString }).strict(), z.object({ extrinsic: hexBytes }).strict()], {
      error: 'expected {"hash": "0x…"} or {"extrinsic": "0x…"}',
    }),
  )
  .max(1000, 'at most 1000 items');

export function registerAuthor(r: Registry, ctx: NodeContext, watchers: TxWatchers): void {
  r.method('author_submitExtrinsic', [req('extrinsic', hexBytes)], async ([bytes]) => {
    await ctx.txs.preverify(bytes);
    return submit(ctx, bytes).hash;
  });

  r.subscription({
    subscribe: ['author_submitAndWatchExtrinsic'],
    unsubscribe: ['author_unwatchExtrinsic'],
    notification: 'author_extrinsicUpdate',
    params: [req('extrinsic', hexBytes)],
    prepare: ([bytes]) => ctx.txs.preverify(bytes),
    start: ([bytes], sink) => {
      // Watch before submitting so no status raised during the import is missed.
      const hash = ctx.txs.hashOf(bytes);
      const unwatch = watchers.watch(hash, (status) => {
        sink.notify(status);
        if (isFinalStatus(status)) sink.end();
      });
      try {
        const { status } = submit(ctx, bytes);
        sink.notify(status);
      } catch (e) {
        unwatch();
        throw e;
      }
      return unwatch;
    },
  });

  r.method('author_pendingExtrinsics', [], () => ctx.pool.pendingInOrder().map((tx) => toHex(tx.bytes)));

  r.method('author_removeExtrinsic', [req('bytesOrHash', extrinsicOrHash)], ([items]) => {
    const removed: Hex[] = [];
    for (const item of items) {
      const hash = 'hash' in item ? item.hash : ctx.txs.hashOf(item.extrinsic);
      if (!ctx.pool.has(hash)) continue;
      ctx.pool.remove(hash, 'invalid');
      removed.push(hash);
    }
    return removed;
  });
}
