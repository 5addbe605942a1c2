// pallet_balances types. AccountData lives in System.Account (System is generic over it in FRAME too).
import { RuntimeFreezeReasonRef, RuntimeHoldReasonRef, holdReasonCount } from '../../support/outer.ts';
import {
  boundedVec,
  enumType,
  field,
  newtype,
  sizedBytes,
  struct,
  u128,
  variant,
  vec,
} from '../../scale/index.ts';
import type { AnyType } from '../../scale/index.ts';
import { MAX_FREEZES, MAX_RESERVES } from './constants.ts';

export {
  AccountData,
  DEFAULT_ACCOUNT_DATA,
  ExtraFlags,
  IS_NEW_LOGIC,
} from '../../primitives/account-data.ts';
export type { AccountDataValue } from '../../primitives/account-data.ts';

export const BalanceStatus = enumType('frame_support::traits::tokens::misc::BalanceStatus', {
  Free: variant(0),
  Reserved: variant(1),
});

export const AdjustmentDirection = enumType('pallet_balances::types::AdjustmentDirection', {
  Increase: variant(0),
  Decrease: variant(1),
});

// Locks, named reserves, holds and freezes: declared as FRAME declares them (clients such as
// api.derive.balances.all read them); no Lumi pallet sets any, so each account's list is empty.

export const Reasons = enumType('pallet_balances::types::Reasons', {
  Fee: variant(0),
  Misc: variant(1),
  All: variant(2),
});

export const BalanceLock = struct(
  'pallet_balances::types::BalanceLock',
  {
    id: field(sizedBytes(8), 'LockIdentifier'),
    amount: field(u128, 'Balance'),
    reasons: field(Reasons, 'Reasons'),
  },
  { params: [{ name: 'Balance', type: u128 }] },
);

/** `WeakBoundedVec<BalanceLock, MaxLocks>`: its Decode accepts more than the bound (FRAME only logs it). */
export const LocksVec = newtype(
  'bounded_collections::weak_bounded_vec::WeakBoundedVec',
  field(vec(BalanceLock), 'Vec<T>'),
  { params: [{ name: 'T', type: BalanceLock }, { name: 'S' }] },
);

export const ReserveData = struct(
  'pallet_balances::types::ReserveData',
  { id: field(sizedBytes(8), 'ReserveIdentifier'), amount: field(u128, 'Balance') },
  {
    params: [
      { name: 'ReserveIdentifier', type: sizedBytes(8) },
      { name: 'Balance', type: u128 },
    ],
  },
);
export const ReservesVec = boundedVec(ReserveData, MAX_RESERVES);

function idAmount<I extends AnyType>(id: I) {
  return struct(
    'frame_support::traits::tokens::misc::IdAmount',
    { id: field(id, 'Id'), amount: field(u128, 'Balance') },
    {
      params: [
        { name: 'Id', type: id },
        { name: 'Balance', type: u128 },
      ],
    },
  );
}

/** `BoundedVec<IdAmount<RuntimeHoldReason, Balance>, VariantCountOf<RuntimeHoldReason>>`. */
export const HoldsVec = boundedVec(idAmount(RuntimeHoldReasonRef), holdReasonCount);
/** `BoundedVec<IdAmount<RuntimeFreezeReason, Balance>, MaxFreezes>`. */
export const FreezesVec = boundedVec(idAmount(RuntimeFreezeReasonRef), MAX_FREEZES);
