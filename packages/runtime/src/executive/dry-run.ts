// Dispatching a call with a chosen origin on a throwaway copy of a block's state, as polkadot-sdk's
// DryRunApi.dry_run_call does it: the events of the block are cleared first so only the call's own remain;
// the call is dispatched directly — no signature, nonce, fee or weight-limit checks (signed extensions), no
// ExtrinsicSuccess/ExtrinsicFailed or TransactionFeePaid events, nothing persisted. A failed call's storage
// changes and events vanish with its transactional layer, so a failure comes back with no events.
import type { BlockContext, StateReader } from '../host.ts';
import { dispatchCall } from '../extrinsic/apply.ts';
import type { DispatchResultWithPostInfoValue } from '../primitives/dispatch-error.ts';
import type { PostDispatchInfo } from '../support/calls.ts';
import { EventCount, Events } from '../pallets/system/storage.ts';
import type { Origin } from '../support/origin.ts';
import type { RuntimeCallValue } from '../support/outer.ts';
import type { EventRecordValue } from '../support/construct.ts';
import { withReadContext } from './service.ts';

type RuntimeEventValue = EventRecordValue['event'];

export interface CallDryRun {
  result: DispatchResultWithPostInfoValue;
  /** The RuntimeEvent values the call deposited, in order. */
  events: RuntimeEventValue[];
}

const postInfo = (post: PostDispatchInfo | undefined) => ({
  actual_weight: post?.actualWeight,
  pays_fee: { type: post?.paysFee ?? 'Yes' },
});

/**
 * Dispatches `call` as `origin` on the state of block `at`. As in FRAME, a call run on the genesis state
 * (block 0) deposits no events.
 */
export function dryRunCall(
  state: StateReader,
  at: BlockContext,
  origin: Origin,
  call: RuntimeCallValue,
): CallDryRun {
  return withReadContext(state, at, () => {
    Events.kill();
    EventCount.kill();
    const { post, error } = dispatchCall(origin, call);
    const events = (Events.get() as EventRecordValue[]).map((r) => r.event);
    const result: DispatchResultWithPostInfoValue = error
      ? { ok: false, error: { post_info: postInfo(undefined), error: error.toValue() } }
      : { ok: true, value: postInfo(post) };
    return { result, events };
  });
}
