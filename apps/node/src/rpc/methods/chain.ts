// chain_*: block hashes, headers, blocks and head subscriptions.
import { z } from 'zod';
import type { BlockRef } from '../../chain/chain.ts';
import { fromHex, toHex } from '@lumi/runtime/bytes';
import type { NodeContext } from '../context.ts';
import { headerJson } from '../json.ts';
import { blockHash, blockNumber } from '../params.ts';
import { opt, type Registry } from '../registry.ts';

const numberOrList = z.union([blockNumber, z.array(blockNumber).max(1000, 'at most 1000 block numbers')], {
  error: 'expected a block number or a list of block numbers',
});

export function registerChain(r: Registry, ctx: NodeContext): void {
  const { chain } = ctx;
  const find = (hash: string | undefined): BlockRef | undefined =>
    hash === undefined ? chain.best : chain.refByHash(fromHex(hash));

  // Substrate serves chain_getHead as an alias of chain_getBlockHash.
  r.method(['chain_getBlockHash', 'chain_getHead'], [opt('blockNumber', numberOrList)], ([n]) => {
    const one = (num: number) => chain.refByNumber(num)?.hashHex ?? null;
    if (n === undefined) return chain.best.hashHex;
    return Array.isArray(n) ? n.map(one) : one(n);
  });

  r.method(['chain_getFinalizedHead', 'chain_getFinalisedHead'], [], () => chain.finalized.hashHex);

  r.method('chain_getHeader', [opt('hash', blockHash)], ([hash]) => {
    const ref = find(hash);
    return ref ? headerJson(ref.header) : null;
  });

  r.method('chain_getBlock', [opt('hash', blockHash)], ([hash]) => {
    const ref = find(hash);
    if (!ref) return null;
    return {
      block: { header: headerJson(ref.header), extrinsics: chain.body(ref).map(toHex) },
      justifications: null,
    };
  });

  const headSubscription =
    (initial: boolean) => (_args: readonly unknown[], sink: { notify(v: unknown): void }) => {
      if (initial) sink.notify(headerJson(chain.best.header));
      const stopImports = chain.onImport(({ ref }) => sink.notify(headerJson(ref.header)));
      // dev_setHead / dev_revert: the new best block is announced like a reorg's new head.
      const stopResets = chain.onHeadReset((e) => {
        if (e.kind === 'rewound') sink.notify(headerJson(e.best.header));
      });
      return () => {
        stopImports();
        stopResets();
      };
    };

  r.subscription({
    subscribe: ['chain_subscribeAllHeads'],
    unsubscribe: ['chain_unsubscribeAllHeads'],
    notification: 'chain_allHead',
    params: [],
    start: headSubscription(false),
  });
  r.subscription({
    subscribe: ['chain_subscribeNewHeads', 'chain_subscribeNewHead', 'subscribe_newHead'],
    unsubscribe: ['chain_unsubscribeNewHeads', 'chain_unsubscribeNewHead', 'unsubscribe_newHead'],
    notification: 'chain_newHead',
    params: [],
    start: headSubscription(true),
  });
  // Like GRANDPA, several blocks finalized at once are announced by the newest one.
  r.subscription({
    subscribe: ['chain_subscribeFinalizedHeads', 'chain_subscribeFinalisedHeads'],
    unsubscribe: ['chain_unsubscribeFinalizedHeads', 'chain_unsubscribeFinalisedHeads'],
    notification: 'chain_finalizedHead',
    params: [],
    start: (_args, sink) => {
      sink.notify(headerJson(chain.finalized.header));
      const stopFinality = chain.onFinalized((refs) =>
        sink.notify(headerJson(refs[refs.length - 1]!.header)),
      );
      const stopResets = chain.onHeadReset((e) => {
        if (e.kind === 'rewound' && e.finalizedMoved) sink.notify(headerJson(e.finalized.header));
      });
      return () => {
        stopFinality();
        stopResets();
      };
    },
  });
}
