// pallet_transaction_payment types.
import { WeightType } from '../../primitives/weight.ts';
import { DispatchClassType } from '../../primitives/weight.ts';
import { enumType, field, option, struct, u128, variant } from '../../scale/index.ts';
import type { ValueOf } from '../../scale/index.ts';

export const Releases = enumType('pallet_transaction_payment::Releases', {
  V1Ancient: variant(0),
  V2: variant(1),
});

export const RuntimeDispatchInfo = struct(
  'pallet_transaction_payment::types::RuntimeDispatchInfo',
  {
    weight: field(WeightType, 'Weight'),
    class: field(DispatchClassType, 'DispatchClass'),
    partial_fee: field(u128, 'Balance'),
  },
  {
    params: [
      { name: 'Balance', type: u128 },
      { name: 'Weight', type: WeightType },
    ],
  },
);
export type RuntimeDispatchInfoValue = ValueOf<typeof RuntimeDispatchInfo>;

export const InclusionFee = struct(
  'pallet_transaction_payment::types::InclusionFee',
  {
    base_fee: field(u128, 'Balance'),
    len_fee: field(u128, 'Balance'),
    adjusted_weight_fee: field(u128, 'Balance'),
  },
  { params: [{ name: 'Balance', type: u128 }] },
);

export const FeeDetails = struct(
  'pallet_transaction_payment::types::FeeDetails',
  {
    inclusion_fee: field(option(InclusionFee), 'Option<InclusionFee<Balance>>'),
    tip: field(u128, 'Balance'),
  },
  { params: [{ name: 'Balance', type: u128 }] },
);
export type FeeDetailsValue = ValueOf<typeof FeeDetails>;
