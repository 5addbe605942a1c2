// transactionWatch_v1_submitAndWatch / transactionWatch_v1_unwatch (the new JSON-RPC spec): the pool's
// statuses for one transaction as the spec's events. A refused submission still opens the subscription
// and reports itself as its one event, as the spec (and polkadot-sdk) do.
import { u8aEq } from '@polkadot/util';
import type { Hex } from '@lumi/runtime/host';
import { PoolError } from '../../pool/errors.ts';
import { isFinalEvent, statusEvent, submitErrorEvent, type TxWatchEvent } from '../../pool/watch-events.ts';
import type { TxWatchers } from '../../pool/watchers.ts';
import { blake2_256 } from '../../util/hash.ts';
import { fromHex } from '@lumi/runtime/bytes';
import type { NodeContext } from '../context.ts';
import { hexBytes } from '../params.ts';
import { req, type Registry } from '../registry.ts';

export function registerTransactionWatch(r: Registry, ctx: NodeContext, watchers: TxWatchers): void {
  const indexIn = (txHash: Uint8Array) => (block: Hex) => {
    const ref = ctx.chain.refByHash(fromHex(block));
    if (!ref) return undefined;
    const index = ctx.chain.body(ref).findIndex((xt) => u8aEq(blake2_256(xt), txHash));
    return index < 0 ? undefined : index;
  };

  r.subscription({
    subscribe: ['transactionWatch_v1_submitAndWatch'],
    unsubscribe: ['transactionWatch_v1_unwatch'],
    unsubscribeAnswersNull: true,
    notification: 'transactionWatch_v1_watchEvent',
    params: [req('transaction', hexBytes)],
    prepare: ([bytes]) => ctx.txs.preverify(bytes),
    start: ([bytes], sink) => {
      const hash = ctx.txs.hashOf(bytes);
      const find = indexIn(fromHex(hash));
      const send = (event: TxWatchEvent) => {
        sink.notify(event);
        if (isFinalEvent(event)) sink.end();
      };
      // Watch before submitting so no status raised during the import is missed.
      const unwatch = watchers.watch(hash, (status) => {
        const event = statusEvent(status, find);
        if (event) send(event);
      });
      try {
        const { status } = ctx.txs.submit(bytes, hash);
        if (status === 'ready') ctx.onReady();
        send({ event: 'validated' });
      } catch (e) {
        unwatch();
        if (!(e instanceof PoolError)) throw e;
        send(submitErrorEvent(e));
        return () => undefined;
      }
      return unwatch;
    },
  });
}
