// frame_system types.
import { AccountData } from '../../primitives/account-data.ts';
import { WeightType } from '../../primitives/weight.ts';
import { AccountId32 } from '../../primitives/core.ts';
import { compact, cow, enumType, field, option, str, struct, u32, variant } from '../../scale/index.ts';
import type { ValueOf } from '../../scale/index.ts';

export const AccountInfo = struct(
  'frame_system::AccountInfo',
  {
    nonce: field(u32, 'Nonce'),
    consumers: field(u32, 'RefCount'),
    providers: field(u32, 'RefCount'),
    sufficients: field(u32, 'RefCount'),
    data: field(AccountData, 'AccountData'),
  },
  {
    params: [
      { name: 'Nonce', type: u32 },
      { name: 'AccountData', type: AccountData },
    ],
  },
);
export type AccountInfoValue = ValueOf<typeof AccountInfo>;

export const PerDispatchClassWeight = struct(
  'frame_support::dispatch::PerDispatchClass',
  {
    normal: field(WeightType, 'T'),
    operational: field(WeightType, 'T'),
    mandatory: field(WeightType, 'T'),
  },
  { params: [{ name: 'T', type: WeightType }] },
);
export type PerDispatchClassWeightValue = ValueOf<typeof PerDispatchClassWeight>;

export const PerDispatchClassU32 = struct(
  'frame_support::dispatch::PerDispatchClass',
  { normal: field(u32, 'T'), operational: field(u32, 'T'), mandatory: field(u32, 'T') },
  { params: [{ name: 'T', type: u32 }] },
);

export const WeightsPerClass = struct('frame_system::limits::WeightsPerClass', {
  base_extrinsic: field(WeightType, 'Weight'),
  max_extrinsic: field(option(WeightType), 'Option<Weight>'),
  max_total: field(option(WeightType), 'Option<Weight>'),
  reserved: field(option(WeightType), 'Option<Weight>'),
});

export const PerDispatchClassWeightsPerClass = struct(
  'frame_support::dispatch::PerDispatchClass',
  {
    normal: field(WeightsPerClass, 'T'),
    operational: field(WeightsPerClass, 'T'),
    mandatory: field(WeightsPerClass, 'T'),
  },
  { params: [{ name: 'T', type: WeightsPerClass }] },
);

export const BlockWeights = struct('frame_system::limits::BlockWeights', {
  base_block: field(WeightType, 'Weight'),
  max_block: field(WeightType, 'Weight'),
  per_class: field(PerDispatchClassWeightsPerClass, 'PerDispatchClass<WeightsPerClass>'),
});
export type BlockWeightsValue = ValueOf<typeof BlockWeights>;

export const BlockLength = struct('frame_system::limits::BlockLength', {
  max: field(PerDispatchClassU32, 'PerDispatchClass<u32>'),
});

export const LastRuntimeUpgradeInfo = struct('frame_system::LastRuntimeUpgradeInfo', {
  spec_version: field(compact(u32), 'codec::Compact<u32>'),
  spec_name: field(cow(str), "Cow<'static, str>"),
});

export const SS58_PREFIX = 42;

/**
 * frame_system's origin (`RawOrigin<AccountId>`), the `system` variant of OriginCaller. `Authorized` is the
 * origin of a transaction admitted by an authorization rather than a signature; no Lumi call accepts it.
 */
export const RawOrigin = enumType(
  'frame_support::dispatch::RawOrigin',
  {
    Root: variant(0),
    Signed: variant(1, field(AccountId32, 'AccountId')),
    None: variant(2),
    Authorized: variant(3),
  },
  { params: [{ name: 'AccountId', type: AccountId32 }] },
);
export type RawOriginValue = ValueOf<typeof RawOrigin>;
