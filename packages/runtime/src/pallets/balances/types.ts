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
import type { AnyType, ValueOf } from '../../scale/index.ts';
import { MAX_FREEZES, MAX_RESERVES } from './constants.ts';

/** `IS_NEW_LOGIC` flag: accounts created by the current (fungible) balances logic carry it. */
export const IS_NEW_LOGIC = 1n << 127n;

export const ExtraFlags = newtype('pallet_balances::types::ExtraFlags', field(u128, 'u128'));

export const AccountData = struct(
  'pallet_balances::types::AccountData',
  {
    free: field(u128, 'Balance'),
    reserved: field(u128, 'Balance'),
    frozen: field(u128, 'Balance'),
    flags: field(ExtraFlags, 'ExtraFlags'),
  },
  { params: [{ name: 'Balance', type: u128 }] },
);
export type AccountDataValue = ValueOf<typeof AccountData>;

/** `AccountData::default()`: new accounts follow the current balances logic. */
export const DEFAULT_ACCOUNT_DATA: AccountDataValue = Object.freeze({
  free: 0n,
  reserved: 0n,
  frozen: 0n,
  flags: IS_NEW_LOGIC,
});

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
