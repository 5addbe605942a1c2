// Block lifecycle as FRAME's Executive runs it: initialize (System bookkeeping, on_initialize hooks) and
// finalize (on_finalize hooks, System's end-of-block bookkeeping). Runs inside an execution context.
import type { DigestItemValue } from '../primitives/runtime-types.ts';
import { addWeight } from '../primitives/weight.ts';
import type { Weight } from '../primitives/weight.ts';
import { BLOCK_HASH_COUNT, BLOCK_WEIGHTS } from '../pallets/system/constants.ts';
import {
  AllExtrinsicsLen,
  BlockHash,
  BlockWeight,
  Digest,
  EventCount,
  Events,
  EventTopics,
  ExtrinsicCount,
  InherentsApplied,
  Number as BlockNumber,
  ParentHash,
} from '../pallets/system/storage.ts';
import { ctx } from '../support/context.ts';
import type { RuntimeDef } from '../support/construct.ts';

export function initializeBlock(
  runtime: RuntimeDef,
  number: number,
  parentHash: Uint8Array,
  digest: DigestItemValue[],
): void {
  const c = ctx();
  c.blockNumber = number;
  c.phase = { type: 'Initialization' };
  BlockNumber.set(number);
  Digest.set({ logs: digest });
  ParentHash.set(parentHash);
  BlockHash.insert(number - 1, parentHash);
  Events.kill();
  EventCount.kill();
  const topics = [...c.state.keys(EventTopics.prefix)];
  for (const k of topics) c.state.delete(k);
  let w: Weight = BLOCK_WEIGHTS.base_block;
  for (const { pallet } of runtime.pallets) {
    if (pallet.hooks?.onInitialize) w = addWeight(w, pallet.hooks.onInitialize(number));
  }
  const zero = { ref_time: 0n, proof_size: 0n };
  BlockWeight.set({ normal: zero, operational: zero, mandatory: w });
  c.phase = { type: 'ApplyExtrinsic', value: 0 };
}

export interface FinalizedBlockInfo {
  number: number;
  parentHash: Uint8Array;
  digest: DigestItemValue[];
}

export function finalizeBlock(
  runtime: RuntimeDef,
  extrinsicCount: number,
  extrinsicsLen: number,
): FinalizedBlockInfo {
  const c = ctx();
  c.phase = { type: 'Finalization' };
  ExtrinsicCount.set(extrinsicCount);
  AllExtrinsicsLen.set(extrinsicsLen);
  const number = BlockNumber.get();
  for (const { pallet } of runtime.pallets) pallet.hooks?.onFinalize?.(number);
  // frame_system::finalize
  AllExtrinsicsLen.kill();
  InherentsApplied.kill();
  ExtrinsicCount.kill();
  const toRemove = number - BLOCK_HASH_COUNT - 1;
  if (toRemove > 0) BlockHash.remove(toRemove);
  return { number, parentHash: ParentHash.get(), digest: Digest.get().logs };
}
