// Follows the node's finalized chain and stores what each block did. Resumable and idempotent: a batch of
// blocks and the "last indexed block" advance in one store transaction, rows have natural keys, so a crash or
// restart at any point neither loses nor duplicates anything. Blocks are read concurrently and applied in
// order. A node that now serves another chain (a restarted --tmp dev chain) is detected by block hash.
// polkadot-api's chainHead follow (client.finalizedBlock$) says when and how far the chain is finalized;
// blocks behind it are found by height with archive_v1_hashByHeight, so a restart backfills from the last
// committed block however far back it is.
import type { Subscription } from 'rxjs';
import { retry, timer } from 'rxjs';
import type { ChainConnection, ChainInfo } from '../chain/connection.ts';
import { EXTRINSIC_HASHES_FROM } from '../store/migrations.ts';
import type { IndexedBlock, PoolRecord, PoolSnapshot, Store } from '../store/types.ts';
import { backoffDelay, sleep } from '../util/backoff.ts';
import { StepTimeoutError, within } from '../util/within.ts';
import type { Logger } from '../util/log.ts';
import { extrinsicHashes } from './extrinsic-hashes.ts';
import { extractBlock, LUMI_NAMING } from './extract.ts';
import type { AssetNames } from './assets.ts';
import { BlockReader, type RawBlock } from './reader.ts';

export interface IndexerOptions {
  /** Blocks per store transaction. */
  batchSize?: number;
  /** Blocks read from the node at once. */
  concurrency?: number;
  /** Check for a new finalized block at least this often, even without a notification. */
  pollMs?: number;
  /** The chain profile's asset names (default: lumi-dev's). */
  names?: AssetNames;
}

export interface IndexerStatus {
  lastIndexed: number | null;
  finalized: number | null;
  error: string | null;
}

export class ChainMismatchError extends Error {
  override readonly name = 'ChainMismatchError';
}

async function mapConcurrent<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, i: number) => Promise<R>,
) {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

const sameSnapshot = (a: PoolSnapshot | undefined, b: PoolSnapshot) =>
  a !== undefined &&
  a.reserve1 === b.reserve1 &&
  a.reserve2 === b.reserve2 &&
  a.lpSupply === b.lpSupply &&
  a.lpFee === b.lpFee;

/**
 * The longest an indexing step may take before it is abandoned and the client renewed: a 200-block batch takes
 * seconds even on a loaded machine, so this only fires when a read waits on something that will not come.
 */
const STEP_TIMEOUT_MS = 45_000;

export class Indexer {
  readonly #conn: ChainConnection;
  readonly #store: Store;
  readonly #log: Logger;
  readonly #reader: BlockReader;
  readonly #batchSize: number;
  readonly #concurrency: number;
  readonly #pollMs: number;
  readonly #names: AssetNames;
  #pools = new Map<number, PoolRecord>();
  #lastSnapshots = new Map<number, PoolSnapshot>();
  #loaded = false;
  #wake: (() => void) | undefined;
  #follow: Subscription | undefined;
  readonly status: IndexerStatus = { lastIndexed: null, finalized: null, error: null };

  constructor(conn: ChainConnection, store: Store, log: Logger, options: IndexerOptions = {}) {
    this.#conn = conn;
    this.#store = store;
    this.#log = log.child({ component: 'indexer' });
    this.#reader = new BlockReader(conn);
    this.#batchSize = options.batchSize ?? 200;
    this.#concurrency = options.concurrency ?? 16;
    this.#pollMs = options.pollMs ?? 2_000;
    this.#names = options.names ?? LUMI_NAMING.names;
  }

  /** Runs until `signal` aborts; connection problems are retried with backoff. */
  async run(signal: AbortSignal): Promise<void> {
    let failures = 0;
    while (!signal.aborted) {
      try {
        const info = await within(this.#conn.info(), STEP_TIMEOUT_MS, 'reading the chain facts');
        await this.#checkGenesis(info);
        // A wake-up on every newly finalized block; the follow subscription restarts after a reconnect.
        this.#follow ??= this.#conn.client.finalizedBlock$
          .pipe(retry({ delay: () => timer(1_000) }))
          .subscribe(() => this.#wake?.());
        const progressed = await within(this.step(info), STEP_TIMEOUT_MS, 'an indexing step');
        failures = 0;
        this.status.error = null;
        if (!progressed) await this.#idle(signal);
      } catch (error) {
        if (signal.aborted) break;
        failures++;
        this.status.error = (error as Error).message;
        if (error instanceof StepTimeoutError) this.#renewClient();
        if (error instanceof ChainMismatchError) {
          this.#log.error('indexing stopped: the node serves another chain', {
            error: (error as Error).message,
          });
          await sleep(30_000, signal);
          continue;
        }
        const delay = backoffDelay(failures, 500, 15_000);
        this.#log.warn('indexing failed; retrying', { error: (error as Error).message, retryInMs: delay });
        await sleep(delay, signal);
      }
    }
    this.#follow?.unsubscribe();
  }

  /** A new client (see ChainConnection.renew), and the wake-up subscription on it. */
  #renewClient(): void {
    this.#follow?.unsubscribe();
    this.#follow = undefined;
    this.#conn.renew();
  }

  #idle(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.#wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, this.#pollMs);
      signal.addEventListener('abort', done, { once: true });
      this.#wake = done;
    });
  }

  async #checkGenesis(info: ChainInfo): Promise<void> {
    const stored = await this.#store.getMeta('genesisHash');
    if (stored === info.genesisHash) return;
    if (stored !== undefined) {
      if (!info.isDev) {
        throw new ChainMismatchError(
          `the database was indexed from chain ${stored}, the node serves ${info.genesisHash}; use another --database`,
        );
      }
      this.#log.warn('the node serves another development chain: starting the index afresh', {
        was: stored,
        now: info.genesisHash,
      });
      await this.#reset();
      this.#renewClient();
    }
    await this.#store.setMeta('genesisHash', info.genesisHash);
  }

  async #reset(): Promise<void> {
    await this.#store.resetChainData();
    // The new chain is indexed from genesis with its hashes: none are missing.
    await this.#store.addExtrinsicHashes([], 0);
    this.#pools.clear();
    this.#lastSnapshots.clear();
    this.#loaded = false;
    this.status.lastIndexed = null;
  }

  async #loadState(): Promise<void> {
    if (this.#loaded) return;
    this.#pools = new Map((await this.#store.pools()).map((p) => [p.lpToken, p]));
    this.#lastSnapshots.clear();
    for (const p of this.#pools.values()) {
      const s = await this.#store.latestPoolSnapshot(p.lpToken);
      if (s) this.#lastSnapshots.set(p.lpToken, s);
    }
    this.#loaded = true;
  }

  /** One unit of work; false when there was nothing new to index. */
  async step(info: ChainInfo): Promise<boolean> {
    await this.#loadState();
    const finalized = (await this.#conn.client.getFinalizedBlock()).number;
    this.status.finalized = finalized;

    const last = await this.#store.lastBlock();
    if (last) {
      const hashThere = await this.#hashAt(last.number);
      if (hashThere !== last.hash) {
        if (!info.isDev) {
          throw new ChainMismatchError(
            `block #${last.number} on the node is ${hashThere ?? 'missing'}, indexed as ${last.hash}`,
          );
        }
        this.#log.warn('the development chain was reset: indexing it afresh', { block: last.number });
        await this.#reset();
        this.#renewClient();
        return true;
      }
      this.status.lastIndexed = last.number;
    }
    if (!last) {
      await this.#indexGenesis();
      return true;
    }
    if (last.number >= finalized) return this.#fillInHashes();

    const from = last.number + 1;
    const to = Math.min(finalized, last.number + this.#batchSize);
    const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i);
    const pools = [...this.#pools.values()];
    const raws = await mapConcurrent(numbers, this.#concurrency, async (n) => {
      const hash = await this.#hashAt(n);
      if (!hash) throw new Error(`the node has no block #${n}`);
      const [raw, body] = await Promise.all([this.#reader.read(n, hash, pools), this.#reader.body(hash)]);
      return { raw, body };
    });

    const batch: IndexedBlock[] = [];
    for (const { raw, body } of raws) {
      const { block, poolsChanged } = await this.#process(raw, body);
      batch.push(block);
      // Later blocks of this batch were read without the new pool's keys: read them again next step.
      if (poolsChanged) break;
    }
    await this.#store.applyBlocks(batch);
    const newest = batch[batch.length - 1]!;
    this.status.lastIndexed = newest.number;
    this.#log.debug('indexed', { from, to: newest.number });
    return true;
  }

  /**
   * Blocks indexed before extrinsic hashes were recorded (store migration 2) get theirs from their bodies,
   * newest first, one batch per step, once the index has caught up.
   */
  async #fillInHashes(): Promise<boolean> {
    const missingFrom = Number((await this.#store.getMeta(EXTRINSIC_HASHES_FROM)) ?? '0');
    if (!(missingFrom > 0)) return false;
    const from = Math.max(0, missingFrom - this.#batchSize);
    const numbers = Array.from({ length: missingFrom - from }, (_, i) => from + i);
    const blocks = await mapConcurrent(numbers, this.#concurrency, async (n) => {
      const hash = await this.#hashAt(n);
      if (!hash) throw new Error(`the node has no block #${n}`);
      return { number: n, extrinsicHashes: extrinsicHashes(await this.#reader.body(hash)) };
    });
    await this.#store.addExtrinsicHashes(blocks, from);
    this.#log.debug('extrinsic hashes filled in', { from, to: missingFrom - 1 });
    return true;
  }

  async #process(
    raw: RawBlock,
    body: readonly Uint8Array[],
  ): Promise<{ block: IndexedBlock; poolsChanged: boolean }> {
    const extracted = extractBlock(raw.events, {
      block: raw.number,
      pools: this.#pools,
      lpFee: raw.lpFee,
      failedCalls: await this.#reader.failedCalls(raw, body),
      naming: { names: this.#names, scheme: raw.scheme },
    });
    if (extracted.newPools.length > 0) {
      for (const [lp, state] of await this.#reader.poolStates(raw.hash, extracted.newPools)) {
        raw.poolStates.set(lp, state);
      }
    }
    const snapshots = this.#reader
      .snapshots(raw, [...this.#pools.values()])
      .filter((s) => !sameSnapshot(this.#lastSnapshots.get(s.lpToken), s));
    for (const s of snapshots) this.#lastSnapshots.set(s.lpToken, s);

    const forex: IndexedBlock['forex'] = [];
    if (extracted.feeds.length > 0) {
      const currencies = [...new Set(extracted.feeds.flatMap((f) => f.currencies))];
      const values = await this.#reader.forexAt(raw.hash, currencies);
      for (const feed of extracted.feeds) {
        for (const c of feed.currencies) {
          const v = values.get(c);
          if (v)
            forex.push({
              currency: c,
              block: raw.number,
              rate: v.rate.toString(),
              feedTimestamp: v.timestamp,
              sender: feed.sender,
            });
        }
      }
    }
    return {
      block: {
        number: raw.number,
        hash: raw.hash,
        timestamp: raw.timestamp,
        activity: extracted.activity,
        pools: extracted.newPools,
        poolSnapshots: snapshots,
        swaps: extracted.swaps,
        forex,
        extrinsicHashes: extrinsicHashes(body),
      },
      poolsChanged: extracted.newPools.length > 0,
    };
  }

  /** The hash of the block at `height` on the finalized chain (heights up to the finalized one only). */
  async #hashAt(height: number): Promise<string | null> {
    const hashes = await this.#conn.client._request<string[], [number]>('archive_v1_hashByHeight', [height]);
    return hashes[0] ?? null;
  }

  /** Block 0: no events, but the pools and forex rates the chain starts with. */
  async #indexGenesis(): Promise<void> {
    const hash = await this.#hashAt(0);
    if (!hash) throw new Error('the node has no genesis block');
    const pools = await this.#reader.poolsAt(hash);
    for (const p of pools) this.#pools.set(p.lpToken, p);
    const raw = await this.#reader.read(0, hash, pools);
    const snapshots = this.#reader.snapshots(raw, pools);
    for (const s of snapshots) this.#lastSnapshots.set(s.lpToken, s);
    const rates = await this.#reader.forexAt(hash);
    await this.#store.applyBlocks([
      {
        number: 0,
        hash,
        timestamp: raw.timestamp,
        activity: [],
        pools,
        poolSnapshots: snapshots,
        swaps: [],
        forex: [...rates].map(([currency, v]) => ({
          currency,
          block: 0,
          rate: v.rate.toString(),
          feedTimestamp: v.timestamp,
          sender: null,
        })),
        extrinsicHashes: extrinsicHashes(await this.#reader.body(hash)),
      },
    ]);
    this.status.lastIndexed = 0;
    this.#log.info('indexed the genesis state', { pools: pools.length, rates: rates.size });
  }
}
