// frame_system constants: block limits, DB weights, version, SS58 prefix.
import { hexToU8a } from '@polkadot/util';
import { DB_WEIGHT, RuntimeDbWeight, weight } from '../../primitives/weight.ts';
import type { Weight } from '../../primitives/weight.ts';
import { RuntimeVersionType } from '../../primitives/runtime-types.ts';
import { u16, u32 } from '../../scale/index.ts';
import { constant } from '../../support/constants.ts';
import { VERSION } from '../../version.ts';
import { BlockLength, BlockWeights } from './types.ts';
import type { BlockWeightsValue } from './types.ts';

/** Picoseconds of execution per second: ref_time units. */
export const WEIGHT_REF_TIME_PER_SECOND = 1_000_000_000_000n;
/** 2 s of compute per block; proof size is unlimited on a solo chain (as kitchensink: u64::MAX). */
export const MAXIMUM_BLOCK_WEIGHT: Weight = weight(2n * WEIGHT_REF_TIME_PER_SECOND, (1n << 64n) - 1n);
/** Normal extrinsics may fill 75 % of a block; the rest is for operational ones (FRAME's default ratio). */
export const NORMAL_DISPATCH_RATIO_PERCENT = 75n;
/** Fixed cost of executing any extrinsic (signature check, nonce, fee), in weight. */
export const EXTRINSIC_BASE_WEIGHT: Weight = weight(125_000_000n, 0n);
export const BLOCK_EXECUTION_WEIGHT: Weight = weight(5_000_000_000n, 0n);
export const MAX_BLOCK_LENGTH = 5 * 1024 * 1024;

const pct = (w: Weight, p: bigint): Weight => weight((w.ref_time * p) / 100n, (w.proof_size * p) / 100n);
const normalTotal = pct(MAXIMUM_BLOCK_WEIGHT, NORMAL_DISPATCH_RATIO_PERCENT);

export const BLOCK_WEIGHTS: BlockWeightsValue = {
  base_block: BLOCK_EXECUTION_WEIGHT,
  max_block: MAXIMUM_BLOCK_WEIGHT,
  per_class: {
    normal: {
      base_extrinsic: EXTRINSIC_BASE_WEIGHT,
      max_extrinsic: weight(normalTotal.ref_time - EXTRINSIC_BASE_WEIGHT.ref_time, normalTotal.proof_size),
      max_total: normalTotal,
      reserved: weight(0n, 0n),
    },
    operational: {
      base_extrinsic: EXTRINSIC_BASE_WEIGHT,
      max_extrinsic: weight(
        MAXIMUM_BLOCK_WEIGHT.ref_time - EXTRINSIC_BASE_WEIGHT.ref_time,
        MAXIMUM_BLOCK_WEIGHT.proof_size,
      ),
      max_total: MAXIMUM_BLOCK_WEIGHT,
      reserved: pct(MAXIMUM_BLOCK_WEIGHT, 100n - NORMAL_DISPATCH_RATIO_PERCENT),
    },
    mandatory: {
      base_extrinsic: EXTRINSIC_BASE_WEIGHT,
      max_extrinsic: undefined,
      max_total: undefined,
      reserved: undefined,
    },
  },
};

export const BLOCK_LENGTH = {
  max: {
    normal: Number((BigInt(MAX_BLOCK_LENGTH) * NORMAL_DISPATCH_RATIO_PERCENT) / 100n),
    operational: MAX_BLOCK_LENGTH,
    mandatory: MAX_BLOCK_LENGTH,
  },
};

// T::DbWeight is frame_support's RocksDbWeight, shared with every pallet's weights.
export { DB_WEIGHT, dbReads, dbReadsWrites, dbWrites } from '../../primitives/weight.ts';

export const BLOCK_HASH_COUNT = 4096;
export const SS58_PREFIX = 42;

export const constants = {
  BlockWeights: constant(BlockWeights, BLOCK_WEIGHTS, [
    ' Weight limits of a block and of each dispatch class, plus the base cost of a block and of',
    ' an extrinsic.',
  ]),
  BlockLength: constant(BlockLength, BLOCK_LENGTH, [
    ' Byte limits of a block per dispatch class (normal gets 75 % of 5 MiB).',
  ]),
  BlockHashCount: constant(u32, BLOCK_HASH_COUNT, [' How many recent block hashes BlockHash keeps.']),
  DbWeight: constant(RuntimeDbWeight, DB_WEIGHT, [' Weight charged per storage read and per storage write.']),
  Version: constant(
    RuntimeVersionType,
    {
      spec_name: VERSION.specName,
      impl_name: VERSION.implName,
      authoring_version: VERSION.authoringVersion,
      spec_version: VERSION.specVersion,
      impl_version: VERSION.implVersion,
      apis: VERSION.apis.map(([id, v]) => [hexToU8a(id), v] as [Uint8Array, number]),
      transaction_version: VERSION.transactionVersion,
      system_version: VERSION.systemVersion,
    },
    [' The RuntimeVersion this runtime reports (spec, impl and transaction versions, APIs).'],
  ),
  SS58Prefix: constant(u16, SS58_PREFIX, [
    ' Address format prefix for this chain: 42, the generic Substrate one.',
  ]),
};
