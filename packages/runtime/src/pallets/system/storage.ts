// frame_system storage, in FRAME's declaration order.
import { IS_NEW_LOGIC } from '../../primitives/account-data.ts';
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
  docs: [' Nonce, reference counts and balances (AccountData) of each account.'],
});
export const ExtrinsicCount = storage.value('ExtrinsicCount', u32, {
  docs: [' How many extrinsics the block being built has applied; cleared when it is finalised.'],
});
export const InherentsApplied = storage.value('InherentsApplied', bool, {
  default: false,
  docs: [' Set once the inherents of the current block have run, so signed extrinsics may follow.'],
});
export const BlockWeight = storage.value('BlockWeight', PerDispatchClassWeight, {
  default: { normal: zeroWeight, operational: zeroWeight, mandatory: zeroWeight },
  docs: [' Weight used so far in this block, per dispatch class.'],
});
export const AllExtrinsicsLen = storage.value('AllExtrinsicsLen', u32, {
  docs: [' Encoded bytes of all extrinsics applied to this block so far.'],
});
export const BlockHash = storage.map('BlockHash', Twox64Concat, u32, H256, {
  default: ZERO_HASH,
  docs: [' Hashes of recent blocks by number; the oldest are pruned after BlockHashCount blocks.'],
});
export const ExtrinsicData = storage.map('ExtrinsicData', Twox64Concat, u32, bytes, {
  default: new Uint8Array(),
  docs: [' Declared as in FRAME; Lumi does not keep extrinsic bytes in state.'],
});
export const Number = storage.value('Number', u32, {
  default: 0,
  docs: [' Number of the block being executed.'],
});
export const ParentHash = storage.value('ParentHash', H256, {
  default: ZERO_HASH,
  docs: [' Hash of the parent of the block being executed.'],
});
export const Digest = storage.value('Digest', DigestType, {
  default: { logs: [] },
  docs: [' Digest items of the block being executed, as they go into its header.'],
});
export const Events = storage.value('Events', vec(EventRecordRef), {
  default: [],
  docs: [' Every event deposited in this block so far, with its phase and topics.'],
});
export const EventCount = storage.value('EventCount', u32, {
  default: 0,
  docs: [' Length of Events: how many events this block has deposited.'],
});
export const EventTopics = storage.map('EventTopics', Blake2_128Concat, H256, vec(tuple(u32, u32)), {
  default: [],
  docs: [' For each topic, the (block number, event index) pairs of the events that carry it.'],
});
export const LastRuntimeUpgrade = storage.value('LastRuntimeUpgrade', LastRuntimeUpgradeInfo, {
  docs: [' Declared as in FRAME; never written, since Lumi has no runtime upgrades.'],
});
export const UpgradedToU32RefCount = storage.value('UpgradedToU32RefCount', bool, {
  default: false,
  docs: [' Legacy migration flag; true on Lumi, whose reference counts are u32 from genesis.'],
});
export const UpgradedToTripleRefCount = storage.value('UpgradedToTripleRefCount', bool, {
  default: false,
  docs: [' Legacy migration flag; true on Lumi, whose accounts have three reference counts from genesis.'],
});
export const ExecutionPhase = storage.value('ExecutionPhase', PhaseType, {
  docs: [' Declared as in FRAME; Lumi does not write it (each event record carries its phase).'],
});
export const ExtrinsicWeightReclaimed = storage.value('ExtrinsicWeightReclaimed', WeightType, {
  default: zeroWeight,
  docs: [' Weight given back by the current extrinsic; Lumi reclaims none, so it stays zero.'],
});
