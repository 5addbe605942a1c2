// frame_system storage, in FRAME's declaration order.
import { IS_NEW_LOGIC } from '../balances/types.ts';
import { AccountId32, H256 } from '../../primitives/core.ts';
import { DigestType, PhaseType } from '../../primitives/runtime-types.ts';
import { WeightType } from '../../primitives/weight.ts';
import { bool, bytes, tuple, u32, vec } from '../../scale/index.ts';
import { Blake2_128Concat, Twox64Concat } from '../../support/hashing.ts';
import { EventRecordRef } from '../../support/outer.ts';
import { palletStorage } from '../../support/storage.ts';
import { AccountInfo, LastRuntimeUpgradeInfo, PerDispatchClassWeight } from './types.ts';
import type { AccountInfoValue } from './types.ts';

export const storage = palletStorage('System');

const ZERO_HASH = new Uint8Array(32);
const zeroWeight = { ref_time: 0n, proof_size: 0n };

export const EMPTY_ACCOUNT: AccountInfoValue = Object.freeze({
  nonce: 0,
  consumers: 0,
  providers: 0,
  sufficients: 0,
  data: Object.freeze({ free: 0n, reserved: 0n, frozen: 0n, flags: IS_NEW_LOGIC }),
});

export const Account = storage.map('Account', Blake2_128Concat, AccountId32, AccountInfo, {
  default: EMPTY_ACCOUNT,
  docs: [' The full account information for a particular account ID.'],
});
export const ExtrinsicCount = storage.value('ExtrinsicCount', u32, {
  docs: [' Total extrinsics count for the current block.'],
});
export const InherentsApplied = storage.value('InherentsApplied', bool, {
  default: false,
  docs: [' Whether all inherents have been applied.'],
});
export const BlockWeight = storage.value('BlockWeight', PerDispatchClassWeight, {
  default: { normal: zeroWeight, operational: zeroWeight, mandatory: zeroWeight },
  docs: [' The current weight for the block.'],
});
export const AllExtrinsicsLen = storage.value('AllExtrinsicsLen', u32, {
  docs: [' Total length (in bytes) for all extrinsics put together, for the current block.'],
});
export const BlockHash = storage.map('BlockHash', Twox64Concat, u32, H256, {
  default: ZERO_HASH,
  docs: [' Map of block numbers to block hashes.'],
});
export const ExtrinsicData = storage.map('ExtrinsicData', Twox64Concat, u32, bytes, {
  default: new Uint8Array(),
  docs: [" Extrinsics data for the current block (maps an extrinsic's index to its data)."],
});
export const Number = storage.value('Number', u32, {
  default: 0,
  docs: [' The current block number being processed. Set by `execute_block`.'],
});
export const ParentHash = storage.value('ParentHash', H256, {
  default: ZERO_HASH,
  docs: [' Hash of the previous block.'],
});
export const Digest = storage.value('Digest', DigestType, {
  default: { logs: [] },
  docs: [' Digest of the current block, also part of the block header.'],
});
export const Events = storage.value('Events', vec(EventRecordRef), {
  default: [],
  docs: [' Events deposited for the current block.'],
});
export const EventCount = storage.value('EventCount', u32, {
  default: 0,
  docs: [' The number of events in the `Events<T>` list.'],
});
export const EventTopics = storage.map('EventTopics', Blake2_128Concat, H256, vec(tuple(u32, u32)), {
  default: [],
  docs: [
    ' Mapping between a topic (represented by T::Hash) and a vector of indexes of events in the `<Events<T>>` list.',
  ],
});
export const LastRuntimeUpgrade = storage.value('LastRuntimeUpgrade', LastRuntimeUpgradeInfo, {
  docs: [' Stores the `spec_version` and `spec_name` of when the last runtime upgrade happened.'],
});
export const UpgradedToU32RefCount = storage.value('UpgradedToU32RefCount', bool, {
  default: false,
  docs: [' True if we have upgraded so that `type RefCount` is `u32`. False (default) if not.'],
});
export const UpgradedToTripleRefCount = storage.value('UpgradedToTripleRefCount', bool, {
  default: false,
  docs: [' True if we have upgraded so that AccountInfo contains three types of `RefCount`.'],
});
export const ExecutionPhase = storage.value('ExecutionPhase', PhaseType, {
  docs: [' The execution phase of the block.'],
});
export const ExtrinsicWeightReclaimed = storage.value('ExtrinsicWeightReclaimed', WeightType, {
  default: zeroWeight,
  docs: [' The weight reclaimed for the extrinsic.'],
});
