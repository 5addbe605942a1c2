// transaction_v1_broadcast / transaction_v1_stop (new JSON-RPC spec). This node is its own network:
// "broadcasting" means keeping the transaction in the pool; failures are not reported, per the spec.
import { randomBytes } from 'node:crypto';
import type { Hex } from '@lumi/runtime/host';
import { isFinalStatus, type TxWatchers } from '../../pool/watchers.ts';
import type { NodeContext } from '../context.ts';
import { RpcError } from '../errors.ts';
import { hexBytes, idString } from '../params.ts';
import { req, type Registry } from '../registry.ts';

const MAX_OPERATIONS = 10_000;
const operationId = idString('an operation id');

export function registerTransaction(r: Registry, ctx: NodeContext, watchers: TxWatchers): void {
  const operations = new Map<string, Hex>();

  r.method('transaction_v1_broadcast', [req('transaction', hexBytes)], async ([bytes]) => {
    await ctx.txs.preverify(bytes);
    if (operations.size >= MAX_OPERATIONS) return null;
    const id = randomBytes(12).toString('hex');
    const hash = ctx.txs.hashOf(bytes);
    operations.set(id, hash);
    // Forget the operation once the transaction reached a final state.
    const unwatch = watchers.watch(hash, (status) => {
      if (!isFinalStatus(status)) return;
      operations.delete(id);
      unwatch();
    });
    try {
      const { status } = ctx.txs.submit(bytes);
      if (status === 'ready') ctx.onReady();
    } catch {
      // The spec leaves invalid broadcasts unreported; the client sees the transaction never lands.
      operations.delete(id);
      unwatch();
    }
    return id;
  });

  r.method('transaction_v1_stop', [req('operationId', operationId)], ([id]) => {
    if (!operations.delete(id)) throw new RpcError(-32602, 'Invalid operation id');
    return null;
  });
}
