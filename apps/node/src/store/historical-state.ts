// One past block's state, read from the store's history table (`state`, every version of every key).
import type { StateReader } from '@lumi/runtime/host';

/** What a past block's reads need from the store (Store implements it). */
export interface VersionedState {
  requireState(block: number): void;
  stateGet(key: Uint8Array, block: number): Uint8Array | undefined;
  stateNextKey(prefix: Uint8Array, after: Uint8Array | undefined, block: number): Uint8Array | undefined;
}

/** Reads the state of one past block from the history table. */
export class HistoricalState implements StateReader {
  constructor(
    private readonly store: VersionedState,
    private readonly block: number,
  ) {}

  // Checked on every read: a reader taken before its block left the pruning window must not see half of it.
  get(key: Uint8Array): Uint8Array | undefined {
    this.store.requireState(this.block);
    return this.store.stateGet(key, this.block);
  }

  nextKey(prefix: Uint8Array, after?: Uint8Array): Uint8Array | undefined {
    this.store.requireState(this.block);
    return this.store.stateNextKey(prefix, after, this.block);
  }
}
