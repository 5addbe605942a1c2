// Wires a running node: chain spec → database → chain → pool → authoring → JSON-RPC server.
import { rmSync } from 'node:fs';
import type { Runtime } from '@lumi/runtime/host';
import { BlockAuthor } from './authoring/author.ts';
import { stateCacheBudget } from './chain/cache-budget.ts';
import { Chain } from './chain/chain.ts';
import { openChainSpec } from './chain-spec/handle.ts';
import { genesisFromSpec, toRawSpec } from './chain-spec/spec.ts';
import { CliError, denyUnsafe, type RunOptions, type Sealing } from './cli/args.ts';
import {
  chainDbDir,
  defaultBasePath,
  keystoreDir,
  makeTempBasePath,
  offchainDbDir,
  specCacheDir,
} from './cli/paths.ts';
import { Keystore } from './keystore/keystore.ts';
import { OffchainStorage } from './offchain/storage.ts';
import { nodePeerId } from './identity.ts';
import { VerifierPool } from './crypto/verifier-pool.ts';
import { TxPool } from './pool/pool.ts';
import { TxService } from './pool/service.ts';
import { TxWatchers } from './pool/watchers.ts';
import type { NodeContext } from './rpc/context.ts';
import { buildRegistry } from './rpc/methods/index.ts';
import { RpcServer } from './rpc/server.ts';
import { Store } from './store/store.ts';
import { PrefetchThread } from './store/prefetch-thread.ts';
import { Prefetcher } from './chain/prefetch.ts';
import {
  describePruning,
  settlePruning,
  type StatePruning,
  type StoredPruning,
} from './store/pruning-mode.ts';
import { initCrypto } from './util/hash.ts';
import { log, shortHash } from './util/log.ts';

export const NODE_VERSION = '0.1.0';

export interface RunningNode {
  port: number;
  basePath: string;
  chain: Chain;
  pool: TxPool;
  author: BlockAuthor;
  close(): Promise<void>;
}

function describeSealing(s: Sealing): string {
  if (s.mode === 'instant') return 'instant (a block as soon as transactions are ready)';
  if (s.mode === 'manual') return 'manual (a block on each dev_newBlock)';
  return `every ${s.ms} ms`;
}

/** Meta key of the state pruning mode a database was created with (sc-state-db's `mode`). */
const PRUNING_META = 'state_pruning';

/** Settles `--state-pruning` against what the database recorded, records it, and turns pruning on. */
function openPruning(store: Store, flag: RunOptions['statePruning']): StatePruning {
  const stored = store.getMeta(PRUNING_META) as StoredPruning | undefined;
  if (stored !== undefined && !['archive', 'archive-canonical', 'constrained'].includes(stored))
    throw new CliError(`the database records an unknown state pruning mode '${stored}'; run purge-chain`);
  const settled = settlePruning({
    stored,
    // A database from before pruning existed kept every block's state.
    legacy: store.best() !== undefined,
    requested: flag.requested,
    fallback: flag.fallback,
  });
  if ('error' in settled) throw new CliError(settled.error);
  const mode = settled.mode;
  if (stored !== mode.kind) store.setMeta(PRUNING_META, mode.kind);
  // Merging the blocks' recent tables into the large ones, and deleting what leaves the window, run in a thread
  // of the store's (store/prune-worker.ts), beside block import.
  store.runInThread({
    onReport: ({ rows, nodes, kept }) =>
      log.debug(`pruned ${rows} state rows and ${nodes} trie nodes; state kept from #${kept}`),
    onFailure: (e) =>
      log.warn(`the store's thread failed, merging and pruning in the main thread: ${e.message}`),
  });
  if (mode.kind === 'constrained') store.enablePruning(mode.blocks);
  return mode;
}

export async function startNode(options: RunOptions, runtime: Runtime): Promise<RunningNode> {
  await initCrypto();
  const basePath = options.tmp ? makeTempBasePath() : (options.basePath ?? defaultBasePath());
  const specSource = openChainSpec(runtime, options.chain, specCacheDir(basePath));
  const spec = specSource.info;
  const dbDir = chainDbDir(basePath, spec.id);
  const removeTemp = () => {
    if (options.tmp) rmSync(basePath, { recursive: true, force: true });
  };

  log.info('Lumi Node');
  log.info(`✌️  version ${NODE_VERSION}`);
  log.info(`📋 Chain specification: ${spec.name}`);
  log.info(`🏷  Node name: ${options.name}`);
  log.info('👤 Role: AUTHORITY');
  log.info(`💾 Database: SQLite at ${dbDir}`);

  let store: Store | undefined;
  let offchain: OffchainStorage | undefined;
  try {
    store = new Store(
      dbDir,
      (e) => log.warn(`WAL checkpoint thread failed, SQLite checkpoints at commit again: ${e.message}`),
      (note) => log.info(`💾 Database migration: ${note}`),
    );
    const pruning = openPruning(store, options.statePruning);
    log.info(`💾 State pruning: ${describePruning(pruning)}`);
    offchain = new OffchainStorage(offchainDbDir(basePath, spec.id));
    const { chain, created } = Chain.open(
      runtime,
      specSource,
      store,
      stateCacheBudget(options.stateCacheBytes),
    );
    // Every stored block counts as finalized on start: the window catches up with it.
    chain.pruneState();
    const genesis = chain.refByNumber(0)!;
    if (created) log.info(`🔨 Initializing Genesis block/state (header-hash: ${genesis.hashHex})`);
    else log.info(`📦 Continuing the chain at #${chain.best.number} (${chain.best.hashHex})`);

    const pool = new TxPool({
      count: options.pool.limit,
      bytes: options.pool.kbytes * 1024,
      banMs: 30 * 60 * 1000,
    });
    // Signatures are checked in worker threads; the runtime's synchronous checks then hit the cache. The
    // threads load (each its own module graph: seconds on a busy machine) while the node starts; it does
    // not wait for them, and verifies on the main thread until one is up.
    const verifier = new VerifierPool();
    verifier.ready().then(
      () => {
        const tids = verifier.threadIds;
        log.info(
          `🔏 Signature verification: ${verifier.threads} worker threads` +
            (tids.length > 0 ? ` (thread ids ${tids.join(', ')})` : ''),
        );
      },
      (e: unknown) => {
        log.warn(`a signature verification thread failed, verifying on the main thread: ${String(e)}`);
      },
    );
    runtime.setSignatureVerifier?.((check) => verifier.verifySync(check));
    const txs = new TxService(chain, pool, verifier);
    // What the pool's transactions will read is loaded in a thread of its own before their block.
    const prefetchThread = new PrefetchThread(store.file, (e) =>
      log.warn(`the prefetch thread failed, reading state at block import only: ${e.message}`),
    );
    const prefetcher = new Prefetcher(runtime, prefetchThread, {
      headState: chain.headState,
      cacheNodes: (nodes) => store!.cacheNodes(nodes),
    });
    const author = new BlockAuthor(chain, txs, options.sealing, runtime.minimumPeriod, options.finality);
    // Instant sealing builds a block as soon as transactions are ready, so a prefetch started at admission would
    // come after it (measured: docs/chain.md, Scale); interval and manual sealing leave them waiting in the pool.
    txs.onAdmitted = (bytes) => {
      const { mode } = author.mode;
      if (mode !== 'instant' && mode !== 'per-transaction') prefetcher.admitted(bytes);
    };
    const watchers = new TxWatchers(pool);
    const ctx: NodeContext = {
      chain,
      pool,
      txs,
      author,
      spec,
      nodeName: options.name,
      version: NODE_VERSION,
      peerId: nodePeerId(store),
      denyUnsafe: denyUnsafe(options.rpc),
      keystore: new Keystore(keystoreDir(basePath, spec.id)),
      offchain,
      chainSpecJson: (raw) => {
        const full = specSource.full();
        return raw ? toRawSpec(full, genesisFromSpec(runtime, full)) : full;
      },
      devRpc: options.devRpc,
      onReady: () => author.schedule(),
    };
    const server = new RpcServer(buildRegistry(ctx, watchers), options.rpc, {
      health: () => ({ peers: 0, isSyncing: false, shouldHavePeers: false }),
    });
    author.onAnnounced = () => server.flushWrites();
    const port = await server.listen();
    const origins = options.rpc.cors === 'all' ? '["*"]' : JSON.stringify(options.rpc.cors);
    log.info(`🏷  Local node identity is: ${ctx.peerId}`);
    log.info(`Running JSON-RPC server: addr=${options.rpc.host}:${port}, allowed origins=${origins}`);
    log.info(`🔨 Sealing: ${describeSealing(options.sealing)}`);
    if (options.devRpc) log.info('🛠  Dev RPC controls (dev_*) enabled');
    author.start();
    // A fresh chain is genesis alone, and dedot's new-spec client submits only once the finalized block's
    // parent is among the blocks it follows, so on an idle instant-sealing chain its first transaction
    // would wait forever. A dev node's first slot gives it that block; so does this empty block #1.
    if (chain.best.number === 0 && options.sealing.mode === 'instant') author.build();

    let lastBlocks = 0;
    let lastExtrinsics = 0;
    const informant = setInterval(() => {
      const best = chain.best;
      const blocks = author.stats.blocks - lastBlocks;
      const xts = author.stats.extrinsics - lastExtrinsics;
      lastBlocks = author.stats.blocks;
      lastExtrinsics = author.stats.extrinsics;
      log.info(
        `💤 Idle (0 peers), best: #${best.number} (${shortHash(best.hashHex)}), finalized #${best.number} (${shortHash(best.hashHex)}), ` +
          `${blocks} blocks, ${xts} extrinsics in 5s, pool: ${pool.readyCount} ready, ${pool.futureCount} future`,
      );
    }, 5000);
    informant.unref();

    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        clearInterval(informant);
        // Authoring is synchronous: no block is half-built here; stop new ones, then the server.
        author.stop();
        await server.close();
        await verifier.close();
        await prefetchThread.stop();
        store!.close();
        offchain!.close();
        removeTemp();
      })());
    return { port, basePath, chain, pool, author, close };
  } catch (e) {
    store?.close();
    offchain?.close();
    removeTemp();
    throw e;
  }
}
