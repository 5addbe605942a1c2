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
}

/** At most this many keys per request: a burst of submissions is answered in parts, the first ones first. */
const BATCH_KEYS = 512;

export class Prefetcher {
  private queued = new Set<string>();
  private scheduled = false;
  readonly stats: PrefetchStats = { asked: 0, primed: 0, nodes: 0 };

  constructor(
    private readonly runtime: Pick<Runtime, 'accessHints'>,
    private readonly source: PrefetchSource,
    private readonly targets: PrefetchTargets,
  ) {}

  /** A transaction entered the pool. Cheap and never throws: the keys are queued for the next turn. */
  admitted(extrinsic: Uint8Array): void {
    if (!this.source.alive || !this.runtime.accessHints) return;
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
    this.targets.cacheNodes(answer.nodes);
    this.stats.nodes += answer.nodes.length;
    const primed = this.targets.headState.prime(since, answer.values);
    this.stats.primed += primed;
    log.debug(
      `prefetched at #${answer.block}: ${primed} of ${answer.values.length} values taken, ` +
        `${answer.nodes.length} trie nodes, ${this.targets.headState.mark().generation - since.generation} blocks ` +
        `and ${Math.round(performance.now() - asked)} ms after the request`,
    );
  }
}
