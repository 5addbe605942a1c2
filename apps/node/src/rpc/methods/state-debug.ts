// Unsafe state diagnostics a polkadot-sdk node serves: state_traceBlock and state_trieMigrationStatus.
import type { Hex } from '@lumi/runtime/host';
import { fromHex } from '@lumi/runtime/bytes';
import { parseHeader } from '@lumi/runtime/block';
import { checkIfSafe, type NodeContext } from '../context.ts';
import { RpcError, INTERNAL_ERROR, STATE_INVALID_RANGE } from '../errors.ts';
import { keysAtSliced, readSlicer } from '../keys.ts';
import { blockHash, text } from '../params.ts';
import { opt, req, type Registry } from '../registry.ts';

/** sc-tracing's default targets when the caller names none. */
const DEFAULT_TRACE_TARGETS = 'pallet,frame,state';
const filter = text(4096, 'a comma-separated filter');

/** sc-tracing prints hashes with HexDisplay: lower-case hex without 0x. */
const bare = (hex: Hex) => hex.slice(2);

export function registerStateDebug(r: Registry, ctx: NodeContext): void {
  const { chain } = ctx;

  // The runtime is not built with tracing, so re-executing a block records no runtime spans, and events
  // are only kept for the storage keys and methods asked for. A FRAME node without a tracing runtime
  // answers with the same empty trace.
  r.method(
    'state_traceBlock',
    [req('block', blockHash), opt('targets', filter), opt('storageKeys', filter), opt('methods', filter)],
    ([block, targets, storageKeys, methods]) => {
      checkIfSafe(ctx);
      const refused = (details: string) =>
        new RpcError(STATE_INVALID_RANGE, `Cannot resolve a block range ['${block}' ... 'None']. ${details}`);
      const ref = chain.refByHash(fromHex(block));
      if (!ref) throw refused('Missing block component: Header not found');
      if (ref.number === 0)
        throw refused('Failed to collect traces and execute block: the genesis block has no parent');
      const parentHash = parseHeader(ref.header).parentHash;
      return {
        blockTrace: {
          blockHash: bare(ref.hashHex),
          parentHash: Buffer.from(parentHash).toString('hex'),
          tracingTargets: targets ?? DEFAULT_TRACE_TARGETS,
          storageKeys: storageKeys ?? '',
          methods: methods ?? '',
          spans: [],
          events: [],
        },
      };
    },
  );

  // Every value of 33 bytes or more sits in its own node from genesis on (state version 1), so nothing is
  // left to migrate; the totals count the values in the main trie (there are no child tries).
  r.method('state_trieMigrationStatus', [opt('at', blockHash)], async ([at], { conn }) => {
    checkIfSafe(ctx);
    const ref = at === undefined ? chain.best : chain.refByHash(fromHex(at));
    if (!ref) {
      throw new RpcError(INTERNAL_ERROR, 'Error while checking migration state', `Block ${at} not found`);
    }
    const keys = await keysAtSliced(ctx, ref, '0x', Number.MAX_SAFE_INTEGER, readSlicer(conn));
    return {
      topRemainingToMigrate: 0,
      childRemainingToMigrate: 0,
      totalTop: keys.length,
      totalChild: 0,
    };
  });
}
