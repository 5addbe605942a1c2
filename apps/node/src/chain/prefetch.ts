// Loads what the pool's transactions will read before their block: each admitted transaction's access hints
// (Runtime.accessHints: its signer's account, a transfer's recipient) that the head state's cache lacks go, a
// batch per turn of the event loop, to the prefetch thread (store/prefetch-thread.ts); its answers fill the trie
// node cache (by hash: never stale) and the head state's cache (only values no change since could have made
// stale: HeadState.prime). At a million accounts that takes the recipient's cold `state` page and the lower
// levels of its trie path off block import. Never in the way: nothing waits for it and a failed thread is dropped.
import type { Runtime } from '@lumi/runtime/host';
import { toHex } from '@lumi/runtime/bytes';
import type { HeadState } from '../store/head-state.ts';
import type { PrefetchResult } from '../store/prefetch-thread.ts';
import type { HeadMark } from '../store/head-changes.ts';
import { log } from '../util/log.ts';

/** The prefetch thread as the node uses it (PrefetchThread). */
export interface PrefetchSource {
  readonly alive: boolean;
  ask(keys: string[]): Promise<PrefetchResult | undefined>;
}

/** Where the answers go. */
export interface PrefetchTargets {
  readonly headState: HeadState;
  /** Trie nodes, (hash, encoding): Store.cacheNodes. */
  cacheNodes(nodes: readonly (readonly [Uint8Array, Uint8Array])[]): void;
}

/** Counts, for tests and benches. */
export interface PrefetchStats {
  asked: number;
  primed: number;
  nodes: number;
  /** How often asking paused because the answers came after the blocks they were for. */
  paused: number;
}

/** At most this many keys per request: a burst of submissions is answered in parts, the first ones first. */
const BATCH_KEYS = 512;
/**
 * After this many answers in a row that a block overtook (the head changed between request and answer), asking
 * pauses, for `PAUSE_MS` and twice as long at each pause that follows without an answer in time (up to
 * `MAX_PAUSE_MS`): a node building each block as soon as transactions are ready (instant sealing under a
 * steady stream) includes them before any answer can arrive, and the answers would cost the main thread their
 * deserialization and cache inserts for nothing. Blocks that wait for their slot leave the pool's transactions
 * time to be read, and the answers come first.
 */
const LATE_ANSWERS = 4;
const PAUSE_MS = 1000;
const MAX_PAUSE_MS = 16_000;

export class Prefetcher {
  private queued = new Set<string>();
  private scheduled = false;
  readonly stats: PrefetchStats = { asked: 0, primed: 0, nodes: 0, paused: 0 };
  /** Answers in a row a block overtook, and until when asking pauses (performance.now()). */
  private late = 0;
  private pausedUntil = 0;
  private pause = PAUSE_MS;

  constructor(
    private readonly runtime: Pick<Runtime, 'accessHints'>,
    private readonly source: PrefetchSource,
    private readonly targets: PrefetchTargets,
  ) {}

  /** A transaction entered the pool. Cheap and never throws: the keys are queued for the next turn. */
  admitted(extrinsic: Uint8Array): void {
    if (!this.source.alive || !this.runtime.accessHints || performance.now() < this.pausedUntil) return;
    const head = this.targets.headState;
    for (const key of this.runtime.accessHints(extrinsic)) {
      const hex = toHex(key);
      if (!head.cached(hex)) this.queued.add(hex);
    }
    if (this.queued.size > 0 && !this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
  }

  private flush(): void {
    this.scheduled = false;
    const head = this.targets.headState;
    // Cached meanwhile (a block read them) need not be asked for.
    const keys = [...this.queued].filter((k) => !head.cached(k));
    this.queued = new Set();
    // Taken before the request goes out: the thread's snapshot is of this head or a later one.
    const since = head.mark();
    for (let i = 0; i < keys.length; i += BATCH_KEYS) {
      const batch = keys.slice(i, i + BATCH_KEYS);
      this.stats.asked += batch.length;
      const asked = performance.now();
      this.source
        .ask(batch)
        .then((answer) => this.take(since, answer, asked))
        .catch((e: unknown) => log.warn(`a prefetch answer could not be used: ${String(e)}`));
    }
  }

  private take(since: HeadMark, answer: PrefetchResult | undefined, asked: number): void {
    if (!answer) return;
    const head = this.targets.headState;
    const now = head.mark();
    const overtaken = now.epoch !== since.epoch || now.generation !== since.generation;
    // Overtaken, the nodes are mostly of paths the block has since rewritten (its transactions' own): not kept.
    if (!overtaken) {
      this.targets.cacheNodes(answer.nodes);
      this.stats.nodes += answer.nodes.length;
    }
    const primed = head.prime(since, answer.values);
    this.stats.primed += primed;
    this.late = overtaken ? this.late + 1 : 0;
    if (!overtaken) this.pause = PAUSE_MS;
    if (this.late >= LATE_ANSWERS) {
      this.late = 0;
      this.pausedUntil = performance.now() + this.pause;
      this.pause = Math.min(MAX_PAUSE_MS, this.pause * 2);
      this.stats.paused++;
    }
    log.debug(
      `prefetched at #${answer.block}: ${primed} of ${answer.values.length} values taken, ` +
        `${overtaken ? 0 : answer.nodes.length} trie nodes, ${now.generation - since.generation} blocks ` +
        `and ${Math.round(performance.now() - asked)} ms after the request`,
    );
  }
}
