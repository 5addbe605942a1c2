// Transaction pool shaped like Substrate's graph pool: transactions are linked by the tags they
// `require` and `provide` (FRAME's CheckNonce provides (account, nonce)); ready ones form a graph
// that block authoring walks best-priority-first, the rest wait in the future queue.
import type { Hex, TransactionValidity, ValidTransaction } from '@lumi/runtime/host';
import { toHex } from '@lumi/runtime/bytes';
import { ReadyIterator, better, type PoolTx } from './ready.ts';
import {
  alreadyImported,
  cycleDetected,
  immediatelyDropped,
  type PoolError,
  temporarilyBanned,
  tooLowPriority,
  validityError,
} from './errors.ts';

export type TxStatus =
  'future' | 'ready' | 'invalid' | 'dropped' | { usurped: Hex } | { inBlock: Hex } | { finalized: Hex };

export { ReadyIterator, type PoolTx };

export interface PoolLimits {
  /** Ready transactions (count, bytes); the future queue gets a tenth of each, as in Substrate. */
  count: number;
  bytes: number;
  /** How long included or invalid transactions stay banned. */
  banMs: number;
}

export const DEFAULT_LIMITS: PoolLimits = { count: 8192, bytes: 20480 * 1024, banMs: 30 * 60 * 1000 };
const MAX_BANNED = 200_000;

type Validate = (bytes: Uint8Array) => TransactionValidity;
type StatusListener = (hash: Hex, status: TxStatus) => void;

export class TxPool {
  private seq = 0;
  private readonly ready = new Map<Hex, PoolTx>();
  private readonly future = new Map<Hex, PoolTx>();
  /** tag -> the ready transaction providing it. */
  private readonly readyProvides = new Map<string, PoolTx>();
  /** tag -> ready transactions requiring it. */
  private readonly readyRequiredBy = new Map<string, Set<PoolTx>>();
  /** tag -> future transactions providing it (for replacement). */
  private readonly futureProvides = new Map<string, PoolTx>();
  /** tag -> future transactions waiting for it. */
  private readonly futureRequiredBy = new Map<string, Set<PoolTx>>();
  private readonly banned = new Map<Hex, number>();
  private readyBytes = 0;
  private futureBytes = 0;
  private readonly listeners = new Set<StatusListener>();

  constructor(
    readonly limits: PoolLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  onStatus(listener: StatusListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(hash: Hex, status: TxStatus): void {
    for (const l of this.listeners) l(hash, status);
  }

  get readyCount(): number {
    return this.ready.size;
  }

  get futureCount(): number {
    return this.future.size;
  }

  has(hash: Hex): boolean {
    return this.ready.has(hash) || this.future.has(hash);
  }

  get(hash: Hex): PoolTx | undefined {
    return this.ready.get(hash) ?? this.future.get(hash);
  }

  isBanned(hash: Hex): boolean {
    const until = this.banned.get(hash);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.banned.delete(hash);
    return false;
  }

  /** Lifts every ban (dev controls moving the head back: what was included may be valid again). */
  clearBans(): void {
    this.banned.clear();
  }

  ban(hashes: Iterable<Hex>): void {
    const until = this.now() + this.limits.banMs;
    for (const h of hashes) {
      this.banned.delete(h);
      this.banned.set(h, until);
    }
    // Oldest bans first in insertion order: trimming keeps memory bounded.
    while (this.banned.size > MAX_BANNED) {
      const first = this.banned.keys().next().value as Hex;
      this.banned.delete(first);
    }
  }

  /** Throws Substrate's errors for a transaction the pool already knows. */
  checkKnown(hash: Hex): void {
    if (this.isBanned(hash)) throw temporarilyBanned();
    if (this.has(hash)) throw alreadyImported(hash);
  }

  /** Whether a ready transaction provides `tag` (system_accountNextIndex walks nonces this way). */
  readyProvidesTag(tag: string): boolean {
    return this.readyProvides.has(tag);
  }

  readyTxs(): IterableIterator<PoolTx> {
    return this.ready.values();
  }

  futureTxs(): IterableIterator<PoolTx> {
    return this.future.values();
  }

  readyDependencies(tx: PoolTx): number {
    let n = 0;
    for (const tag of tx.requires) if (this.readyProvides.has(tag)) n++;
    return n;
  }

  readyDependents(tx: PoolTx): PoolTx[] {
    const out: PoolTx[] = [];
    for (const tag of tx.provides) {
      const set = this.readyRequiredBy.get(tag);
      if (set) for (const d of set) out.push(d);
    }
    return out;
  }

  iterator(): ReadyIterator {
    return new ReadyIterator(this);
  }

  /** Ready transactions in the order a block would take them. */
  pendingInOrder(): PoolTx[] {
    const it = this.iterator();
    const out: PoolTx[] = [];
    for (let tx = it.next(); tx; tx = it.next()) {
      out.push(tx);
      it.included(tx);
    }
    return out;
  }

  /**
   * Imports a validated transaction; returns where it went. Throws the pool's errors (invalid,
   * too low priority, immediately dropped). Emits 'usurped'/'dropped'/'ready' for others it affects.
   */
  import(hash: Hex, bytes: Uint8Array, validity: TransactionValidity, atNumber: number): 'ready' | 'future' {
    this.checkKnown(hash);
    if (!validity.ok) {
      if (validity.error.type === 'Invalid') this.ban([hash]);
      throw validityError(validity.error);
    }
    const tx = this.makeTx(hash, bytes, validity.value, atNumber);
    const status = this.insert(tx);
    this.enforceLimits(tx);
    return status;
  }

  /** Removes transactions included in a block, bans them, and drops the ones past their longevity. */
  pruneIncluded(hashes: readonly Hex[]): void {
    for (const h of hashes) this.removeOne(h);
    this.ban(hashes);
  }

  /**
   * Re-validates everything left against the new best block (Substrate does this after each import):
   * invalid ones are removed and banned, the rest re-sorted into ready/future.
   */
  revalidate(validate: Validate, atNumber: number): void {
    const all = [...this.ready.values(), ...this.future.values()].sort((a, b) => a.seq - b.seq);
    const wasReady = new Set(this.ready.keys());
    this.ready.clear();
    this.future.clear();
    this.readyProvides.clear();
    this.readyRequiredBy.clear();
    this.futureProvides.clear();
    this.futureRequiredBy.clear();
    this.readyBytes = 0;
    this.futureBytes = 0;
    for (const old of all) {
      if (old.validTill < atNumber) {
        this.ban([old.hash]);
        this.emit(old.hash, 'invalid');
        continue;
      }
      let validity: TransactionValidity;
      try {
        validity = validate(old.bytes);
      } catch {
        validity = { ok: false, error: { type: 'Invalid', value: 'Call' } };
      }
      if (!validity.ok) {
        if (validity.error.type === 'Invalid') this.ban([old.hash]);
        this.emit(old.hash, 'invalid');
        continue;
      }
      const tx = this.makeTx(old.hash, old.bytes, validity.value, atNumber);
      tx.seq = old.seq;
      try {
        const status = this.insert(tx, true);
        if (status === 'future' && wasReady.has(tx.hash)) this.emit(tx.hash, 'future');
        if (status === 'ready' && !wasReady.has(tx.hash)) this.emit(tx.hash, 'ready');
      } catch {
        this.emit(old.hash, 'dropped');
      }
    }
  }

  /** Removes one transaction (and, if it was ready, everything depending on it) with `status`. */
  remove(hash: Hex, status: 'invalid' | 'dropped'): void {
    const tx = this.get(hash);
    if (!tx) return;
    const removed = this.ready.has(hash) ? this.removeSubtree(tx) : [this.removeOne(hash)!];
    if (status === 'invalid') this.ban([hash]);
    for (const r of removed) this.emit(r.hash, r.hash === hash ? status : 'dropped');
  }

  private makeTx(hash: Hex, bytes: Uint8Array, v: ValidTransaction, atNumber: number): PoolTx {
    const longevity =
      v.longevity > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(v.longevity);
    return {
      hash,
      bytes,
      priority: v.priority,
      requires: v.requires.map(toHex),
      provides: v.provides.map(toHex),
      validTill: Math.min(Number.MAX_SAFE_INTEGER, atNumber + longevity),
      seq: this.seq++,
    };
  }

  private insert(tx: PoolTx, quiet = false): 'ready' | 'future' {
    for (const tag of tx.requires) if (tx.provides.includes(tag)) throw cycleDetected();
    const missing = tx.requires.some((tag) => !this.readyProvides.has(tag));
    if (missing) {
      this.insertFuture(tx);
      return 'future';
    }
    this.insertReady(tx, quiet);
    return 'ready';
  }

  private insertFuture(tx: PoolTx): void {
    const replaced = this.conflicts(tx, this.futureProvides);
    for (const old of replaced) {
      this.removeOne(old.hash);
      this.emit(old.hash, { usurped: tx.hash });
    }
    this.future.set(tx.hash, tx);
    this.futureBytes += tx.bytes.length;
    for (const tag of tx.provides) this.futureProvides.set(tag, tx);
    for (const tag of tx.requires) {
      let set = this.futureRequiredBy.get(tag);
      if (!set) this.futureRequiredBy.set(tag, (set = new Set()));
      set.add(tx);
    }
  }

  private insertReady(tx: PoolTx, quiet: boolean): void {
    const replaced = this.conflicts(tx, this.readyProvides);
    for (const old of replaced) {
      this.removeOne(old.hash);
      this.emit(old.hash, { usurped: tx.hash });
    }
    this.ready.set(tx.hash, tx);
    this.readyBytes += tx.bytes.length;
    for (const tag of tx.provides) this.readyProvides.set(tag, tx);
    for (const tag of tx.requires) {
      let set = this.readyRequiredBy.get(tag);
      if (!set) this.readyRequiredBy.set(tag, (set = new Set()));
      set.add(tx);
    }
    // Futures waiting for what this one provides may now be ready.
    const waiting = new Set<PoolTx>();
    for (const tag of tx.provides) for (const f of this.futureRequiredBy.get(tag) ?? []) waiting.add(f);
    for (const f of waiting) {
      if (!this.future.has(f.hash)) continue;
      if (f.requires.every((t) => this.readyProvides.has(t))) {
        this.removeOne(f.hash);
        try {
          this.insertReady(f, quiet);
          if (!quiet) this.emit(f.hash, 'ready');
        } catch {
          this.emit(f.hash, 'dropped');
        }
      }
    }
  }

  /** Transactions providing any of `tx`'s tags; throws when one of them has equal or higher priority. */
  private conflicts(tx: PoolTx, index: Map<string, PoolTx>): PoolTx[] {
    const found = new Map<Hex, PoolTx>();
    for (const tag of tx.provides) {
      const other = index.get(tag);
      if (other && other.hash !== tx.hash) found.set(other.hash, other);
    }
    if (found.size === 0) return [];
    let max = -1n;
    for (const o of found.values()) if (o.priority > max) max = o.priority;
    if (max >= tx.priority) throw tooLowPriority(max, tx.priority);
    return [...found.values()];
  }

  private removeOne(hash: Hex): PoolTx | undefined {
    const r = this.ready.get(hash);
    if (r) {
      this.ready.delete(hash);
      this.readyBytes -= r.bytes.length;
      for (const tag of r.provides) if (this.readyProvides.get(tag) === r) this.readyProvides.delete(tag);
      for (const tag of r.requires) {
        const set = this.readyRequiredBy.get(tag);
        set?.delete(r);
        if (set && set.size === 0) this.readyRequiredBy.delete(tag);
      }
      return r;
    }
    const f = this.future.get(hash);
    if (f) {
      this.future.delete(hash);
      this.futureBytes -= f.bytes.length;
      for (const tag of f.provides) if (this.futureProvides.get(tag) === f) this.futureProvides.delete(tag);
      for (const tag of f.requires) {
        const set = this.futureRequiredBy.get(tag);
        set?.delete(f);
        if (set && set.size === 0) this.futureRequiredBy.delete(tag);
      }
      return f;
    }
    return undefined;
  }

  private removeSubtree(root: PoolTx): PoolTx[] {
    const out: PoolTx[] = [];
    const stack = [root];
    while (stack.length > 0) {
      const tx = stack.pop()!;
      if (!this.ready.has(tx.hash)) continue;
      const dependents = this.readyDependents(tx);
      this.removeOne(tx.hash);
      out.push(tx);
      stack.push(...dependents);
    }
    return out;
  }

  /** Evicts the worst transactions (lowest priority, newest) until within limits. */
  private enforceLimits(justImported: PoolTx): void {
    const futureCount = Math.max(1, Math.floor(this.limits.count / 10));
    const futureBytes = Math.max(1, Math.floor(this.limits.bytes / 10));
    const worst = (pool: Map<Hex, PoolTx>) => {
      let w: PoolTx | undefined;
      for (const tx of pool.values()) if (!w || better(w, tx)) w = tx;
      return w;
    };
    let droppedSelf: PoolError | undefined;
    while (this.future.size > futureCount || this.futureBytes > futureBytes) {
      const w = worst(this.future)!;
      this.removeOne(w.hash);
      if (w === justImported) droppedSelf = immediatelyDropped();
      else this.emit(w.hash, 'dropped');
    }
    while (this.ready.size > this.limits.count || this.readyBytes > this.limits.bytes) {
      const w = worst(this.ready)!;
      for (const r of this.removeSubtree(w)) {
        if (r === justImported) droppedSelf = immediatelyDropped();
        else this.emit(r.hash, 'dropped');
      }
    }
    if (droppedSelf) throw droppedSelf;
  }
}
