// The host's BlockBuilder: initialize a block on a parent state, apply inherents then extrinsics (each in
// its own transactional layer so a rejected one leaves no trace), finalize into a sealed block.
import type {
  ApplyOutcome,
  BlockBuilder,
  BlockContext,
  InherentData,
  SealedBlock,
  StateReader,
} from '../host.ts';
import { applyExtrinsic, dispatchInfo } from '../extrinsic/apply.ts';
import type { AppliedExtrinsic } from '../extrinsic/apply.ts';
import { blockWeightAfter } from '../extrinsic/checks.ts';
import { decodeExtrinsic, encodeUnsigned } from '../extrinsic/decode.ts';
import type { DecodedExtrinsic } from '../extrinsic/decode.ts';
import { TransactionRejected } from '../extrinsic/validity.ts';
import { runtime } from '../runtime.ts';
import { withContext } from '../support/context.ts';
import type { ExecContext } from '../support/context.ts';
import { OverlayState } from '../support/overlay.ts';
import { finalizeBlock, initializeBlock } from './block.ts';
import { encodeHeader, extrinsicsCommitment, fromDigestValue, headerHash } from './header.ts';
import { commitState } from './state-root.ts';

/** Builds the unsigned inherent extrinsics (Timestamp.set, ...) for a block. */
export function inherentExtrinsics(data: InherentData): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (const { pallet } of runtime().pallets) {
    const call = pallet.inherent?.create(data);
    if (call) out.push(encodeUnsigned(runtime().RuntimeCall.encode({ type: pallet.name, value: call })));
  }
  return out;
}

export class LumiBlockBuilder implements BlockBuilder {
  private readonly overlay: OverlayState;
  private readonly exec: ExecContext;
  private readonly extrinsics: Uint8Array[] = [];
  private totalLen = 0;
  private finalized = false;
  /** The outcome of the last included extrinsic, DispatchError value included. */
  lastApplied: AppliedExtrinsic | undefined;

  /** `inherents` undefined: the caller applies the block's inherent extrinsics itself (re-execution). */
  constructor(state: StateReader, parent: BlockContext, inherents: InherentData | undefined) {
    this.overlay = new OverlayState(state);
    this.exec = { state: this.overlay, blockNumber: parent.number + 1, phase: { type: 'Initialization' } };
    withContext(this.exec, () => initializeBlock(runtime(), parent.number + 1, parent.hash, []));
    if (inherents) {
      for (const xt of inherentExtrinsics(inherents)) {
        const r = this.applyExtrinsic(xt);
        if (!r.included || !r.success) {
          throw new Error(`inherent extrinsic failed: ${r.included ? r.error : JSON.stringify(r.error)}`);
        }
      }
    }
  }

  applyExtrinsic(bytes: Uint8Array): ApplyOutcome {
    if (this.finalized) throw new Error('block already finalized');
    let x: DecodedExtrinsic;
    try {
      x = decodeExtrinsic(bytes);
    } catch {
      return { included: false, error: { type: 'Invalid', value: 'Call' } };
    }
    return withContext(this.exec, () => {
      this.exec.phase = { type: 'ApplyExtrinsic', value: this.extrinsics.length };
      this.overlay.startTransaction();
      try {
        const r = applyExtrinsic(x);
        this.overlay.commitTransaction();
        this.lastApplied = r;
        this.extrinsics.push(bytes);
        this.totalLen += x.len;
        return {
          included: true,
          success: r.ok,
          weight: r.weight.ref_time,
          ...(r.errorText ? { error: r.errorText } : {}),
        };
      } catch (e) {
        this.overlay.rollbackTransaction();
        if (e instanceof TransactionRejected) return { included: false, error: e.error };
        throw e;
      }
    });
  }

  wouldFit(bytes: Uint8Array): boolean {
    let x: DecodedExtrinsic;
    try {
      x = decodeExtrinsic(bytes);
    } catch {
      return true; // applyExtrinsic will reject it; it does not take block space
    }
    return withContext(this.exec, () => {
      try {
        blockWeightAfter(dispatchInfo(x), x.len);
        return true;
      } catch (e) {
        if (e instanceof TransactionRejected) return false;
        throw e;
      }
    });
  }

  finalize(): SealedBlock {
    if (this.finalized) throw new Error('block already finalized');
    this.finalized = true;
    const info = withContext(this.exec, () =>
      finalizeBlock(runtime(), this.extrinsics.length, this.totalLen),
    );
    const changes = this.overlay.drain();
    const state = commitState(info.parentHash, this.overlay.base, changes);
    const header = {
      parentHash: info.parentHash,
      number: info.number,
      stateRoot: state.root,
      extrinsicsRoot: extrinsicsCommitment(this.extrinsics),
      digest: info.digest.map(fromDigestValue),
    };
    const encodedHeader = encodeHeader(header);
    const hash = headerHash(encodedHeader);
    state.sealed(hash);
    const vacated = state.vacated;
    return {
      header,
      encodedHeader,
      hash,
      extrinsics: this.extrinsics,
      changes,
      trieNodes: state.newNodes(),
      ...(vacated && {
        trieVacated: {
          parentRoot: vacated.parentRoot,
          places: vacated.places.map((p) => [p.hash, p.pos] as const),
        },
      }),
    };
  }
}
