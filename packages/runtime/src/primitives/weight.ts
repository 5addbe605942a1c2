// Weight (v2) and the dispatch-info types FRAME reports in ExtrinsicSuccess / ExtrinsicFailed.
import { compact, enumType, field, option, struct, u64, variant } from '../scale/index.ts';
import type { ValueOf } from '../scale/index.ts';

export const WeightType = struct('sp_weights::weight_v2::Weight', {
  ref_time: field(compact(u64), 'u64'),
  proof_size: field(compact(u64), 'u64'),
});
export type Weight = ValueOf<typeof WeightType>;

export const ZERO_WEIGHT: Weight = Object.freeze({ ref_time: 0n, proof_size: 0n });

export const weight = (ref_time: bigint, proof_size = 0n): Weight => ({ ref_time, proof_size });
export const addWeight = (a: Weight, b: Weight): Weight => ({
  ref_time: a.ref_time + b.ref_time,
  proof_size: a.proof_size + b.proof_size,
});
export const minWeight = (a: Weight, b: Weight): Weight => ({
  ref_time: a.ref_time < b.ref_time ? a.ref_time : b.ref_time,
  proof_size: a.proof_size < b.proof_size ? a.proof_size : b.proof_size,
});
/** True when `a` exceeds `b` in either dimension (Weight::any_gt). */
export const weightAnyGt = (a: Weight, b: Weight): boolean =>
  a.ref_time > b.ref_time || a.proof_size > b.proof_size;

export const DispatchClassType = enumType('frame_support::dispatch::DispatchClass', {
  Normal: variant(0),
  Operational: variant(1),
  Mandatory: variant(2),
});
export type DispatchClass = 'Normal' | 'Operational' | 'Mandatory';

export const PaysType = enumType('frame_support::dispatch::Pays', { Yes: variant(0), No: variant(1) });
export type Pays = 'Yes' | 'No';

/** What a dispatch reports back: the weight it really used (None: as declared) and whether it pays a fee. */
export const PostDispatchInfoType = struct('frame_support::dispatch::PostDispatchInfo', {
  actual_weight: field(option(WeightType), 'Option<Weight>'),
  pays_fee: field(PaysType, 'Pays'),
});

export const DispatchEventInfo = struct('frame_system::DispatchEventInfo', {
  weight: field(WeightType, 'Weight'),
  class: field(DispatchClassType, 'DispatchClass'),
  pays_fee: field(PaysType, 'Pays'),
});

export const RuntimeDbWeight = struct('sp_weights::RuntimeDbWeight', { read: u64, write: u64 });

/**
 * frame_support's RocksDbWeight: the cost of one storage read / write, as Substrate's defaults. Every pallet's
 * weights use it (FRAME reaches it as `T::DbWeight` through frame_system::Config).
 */
export const DB_WEIGHT = { read: 25_000_000n, write: 100_000_000n };
export const dbReads = (n: number): Weight => weight(DB_WEIGHT.read * BigInt(n));
export const dbWrites = (n: number): Weight => weight(DB_WEIGHT.write * BigInt(n));
export const dbReadsWrites = (r: number, w: number): Weight =>
  weight(DB_WEIGHT.read * BigInt(r) + DB_WEIGHT.write * BigInt(w));
