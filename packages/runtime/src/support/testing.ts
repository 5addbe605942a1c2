// A harness for pallet authors: in-memory chain state, genesis from a preset (+ patch), direct dispatch
// with any origin (no signatures, no fees), block advancing, decoded events.
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { finalizeBlock, initializeBlock } from '../executive/block.ts';
import { encodeHeader, extrinsicsCommitment, headerHash } from '../executive/header.ts';
import { commitState } from '../executive/state-root.ts';
import { buildGenesisStorage, genesisBlockFrom, genesisPreset } from '../genesis/build.ts';
import { metadataV15 } from '../metadata/index.ts';
import { DispatchError } from '../primitives/dispatch-error.ts';
import { runtime } from '../runtime.ts';
import { EVENTS_KEY } from './events.ts';
import type { EventRecordValue } from './construct.ts';
import { withContext } from './context.ts';
import type { ExecContext } from './context.ts';
import { MemoryState } from './memory-state.ts';
import type { Origin } from './origin.ts';
import type { RuntimeCallValue } from './outer.ts';
import type { PostDispatchInfo } from './calls.ts';
import { OverlayState } from './overlay.ts';
import { vec } from '../scale/index.ts';

export interface DispatchOutcome {
  ok: boolean;
  /** The DispatchError thrown by the call, when ok is false. */
  error?: DispatchError;
  post?: PostDispatchInfo;
  /** Events the dispatch deposited (none survive a failure). */
  events: EventRecordValue[];
}

/** A dev chain in memory. Each `dispatch` runs as the next extrinsic of the current (open) block. */
export class TestChain {
  readonly state = new MemoryState();
  private overlay!: OverlayState;
  private exec!: ExecContext;
  private parentHash: Uint8Array = new Uint8Array(32);
  private extrinsicIndex = 0;
  /** Milliseconds since the epoch of the current block. */
  timestamp = 1_700_000_000_000n;
  readonly genesisHash: Uint8Array;

  private constructor(config: Record<string, unknown>) {
    const changes = buildGenesisStorage(runtime(), config, metadataV15());
    this.state.apply(changes);
    const genesis = genesisBlockFrom(changes);
    this.genesisHash = genesis.hash;
    this.parentHash = genesis.hash;
    this.startBlock(1);
  }

  /**
   * A chain from a genesis preset (default 'development') with `patch` merged over its sections
   * (a section in `patch` replaces the preset's section of that name).
   */
  static async create(opts: { preset?: string; patch?: Record<string, unknown> } = {}): Promise<TestChain> {
    await cryptoWaitReady();
    const config = { ...genesisPreset(runtime(), opts.preset ?? 'development'), ...(opts.patch ?? {}) };
    return new TestChain(config);
  }

  get blockNumber(): number {
    return this.exec.blockNumber;
  }

  private startBlock(number: number): void {
    this.overlay = new OverlayState(this.state);
    this.exec = { state: this.overlay, blockNumber: number, phase: { type: 'Initialization' } };
    this.extrinsicIndex = 0;
    withContext(this.exec, () => {
      initializeBlock(runtime(), number, this.parentHash, []);
      for (const { pallet } of runtime().pallets) {
        const call = pallet.inherent?.create({ timestamp: this.timestamp });
        if (call) {
          const r = this.dispatch({ type: 'None' }, { type: pallet.name, value: call });
          if (!r.ok) throw new Error(`inherent of ${pallet.name} failed: ${r.error?.message}`);
        }
      }
    });
  }

  /** Runs `call` with `origin` as the next extrinsic of the current block. */
  dispatch(origin: Origin, call: RuntimeCallValue): DispatchOutcome {
    return withContext(this.exec, () => {
      this.exec.phase = { type: 'ApplyExtrinsic', value: this.extrinsicIndex };
      const before = this.eventCount();
      let outcome: DispatchOutcome;
      try {
        const post = runtime().dispatch(origin, call) ?? undefined;
        outcome = { ok: true, post, events: [] };
      } catch (e) {
        if (!(e instanceof DispatchError)) throw e;
        outcome = { ok: false, error: e, events: [] };
      }
      outcome.events = this.events().slice(before);
      this.extrinsicIndex++;
      return outcome;
    });
  }

  /** Runs `fn` (storage reads, pallet functions) against the current block's state. */
  read<T>(fn: () => T): T {
    return withContext(this.exec, fn);
  }

  /** Runs `fn` against the current block's state inside a transactional layer kept on success. */
  write<T>(fn: () => T): T {
    return withContext(this.exec, () => this.overlay.transactional(fn));
  }

  /** Every event of the current block so far, decoded. */
  events(): EventRecordValue[] {
    const raw = this.overlay.get(EVENTS_KEY);
    return raw ? vec(runtime().EventRecord).decode(raw) : [];
  }

  private eventCount(): number {
    return this.events().length;
  }

  /** Finalizes the current block, commits its state, and opens the next one `periodMs` later. */
  nextBlock(periodMs = 6000n): Uint8Array {
    const info = withContext(this.exec, () => finalizeBlock(runtime(), this.extrinsicIndex, 0));
    const changes = this.overlay.drain();
    const state = commitState(info.parentHash, this.state, changes);
    const header = {
      parentHash: info.parentHash,
      number: info.number,
      stateRoot: state.root,
      extrinsicsRoot: extrinsicsCommitment([]),
      digest: [],
    };
    this.state.apply(changes);
    const hash = headerHash(encodeHeader(header));
    state.sealed(hash);
    this.parentHash = hash;
    this.timestamp += periodMs;
    this.startBlock(info.number + 1);
    return hash;
  }
}
