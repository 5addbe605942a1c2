// pallet_assets types, shared by every instance (Assets, PoolAssets, ForeignAssets) as FRAME's are: only Call,
// Event and Error are generic over the instance, and the asset id over the instance's `T::AssetId`.
import type { z } from 'zod';
import { AccountId32 } from '../../primitives/core.ts';
import {
  bool,
  bytes,
  enumType,
  field,
  newtype,
  struct,
  u128,
  u32,
  u8,
  unit,
  variant,
} from '../../scale/index.ts';
import type { Field, ScaleType, ValueOf } from '../../scale/index.ts';

/**
 * An instance's `T::AssetId` with what the pallet needs of it (FRAME's `AssetId: Member + Parameter + Clone +
 * MaybeSerializeDeserialize + MaxEncodedLen` and `AssetIdParameter: Parameter + From<AssetId>`): its SCALE
 * type (storage keys, events), the call argument, the derived `Ord`, serde's JSON for genesis, and `Incrementable`
 * where the id has it (`AutoIncAssetId`, which keeps NextAssetId moving).
 */
export interface AssetIdKind<Id> {
  readonly type: ScaleType<Id>;
  /** `T::AssetIdParameter` as a call argument. */
  readonly parameter: Field<ScaleType<Id>>;
  readonly compare: (a: Id, b: Id) => number;
  /** A short name for error messages. */
  readonly label: (id: Id) => string;
  readonly genesis: z.ZodType<Id, unknown>;
  /** `Incrementable::increment`: the id after `id`, undefined at the end of the id space. Absent: not incrementable. */
  readonly increment?: (id: Id) => Id | undefined;
}

export const AssetStatus = enumType('pallet_assets::types::AssetStatus', {
  Live: variant(0),
  Frozen: variant(1),
  Destroying: variant(2),
});
export type AssetStatusValue = ValueOf<typeof AssetStatus>['type'];

export const AccountStatus = enumType('pallet_assets::types::AccountStatus', {
  Liquid: variant(0),
  Frozen: variant(1),
  Blocked: variant(2),
});
export type AccountStatusValue = ValueOf<typeof AccountStatus>['type'];

/** Frozen and Blocked accounts cannot send; only Blocked ones cannot receive either. */
export const isFrozenStatus = (s: AccountStatusValue): boolean => s === 'Frozen' || s === 'Blocked';
export const isBlockedStatus = (s: AccountStatusValue): boolean => s === 'Blocked';

export const ExistenceReason = enumType(
  'pallet_assets::types::ExistenceReason',
  {
    Consumer: variant(0),
    Sufficient: variant(1),
    DepositHeld: variant(2, field(u128, 'Balance')),
    DepositRefunded: variant(3),
    DepositFrom: variant(4, [field(AccountId32, 'AccountId'), field(u128, 'Balance')]),
  },
  {
    params: [
      { name: 'Balance', type: u128 },
      { name: 'AccountId', type: AccountId32 },
    ],
  },
);
export type ExistenceReasonValue = ValueOf<typeof ExistenceReason>;

export const AssetDetails = struct(
  'pallet_assets::types::AssetDetails',
  {
    owner: field(AccountId32, 'AccountId'),
    issuer: field(AccountId32, 'AccountId'),
    admin: field(AccountId32, 'AccountId'),
    freezer: field(AccountId32, 'AccountId'),
    supply: field(u128, 'Balance'),
    deposit: field(u128, 'DepositBalance'),
    min_balance: field(u128, 'Balance'),
    is_sufficient: field(bool, 'bool'),
    accounts: field(u32, 'u32'),
    sufficients: field(u32, 'u32'),
    approvals: field(u32, 'u32'),
    status: field(AssetStatus, 'AssetStatus'),
  },
  {
    params: [
      { name: 'Balance', type: u128 },
      { name: 'AccountId', type: AccountId32 },
      { name: 'DepositBalance', type: u128 },
    ],
  },
);
export type AssetDetailsValue = ValueOf<typeof AssetDetails>;

export const AssetAccount = struct(
  'pallet_assets::types::AssetAccount',
  {
    balance: field(u128, 'Balance'),
    status: field(AccountStatus, 'AccountStatus'),
    reason: field(ExistenceReason, 'ExistenceReason<DepositBalance, AccountId>'),
    extra: field(unit, 'Extra'),
  },
  {
    params: [
      { name: 'Balance', type: u128 },
      { name: 'DepositBalance', type: u128 },
      { name: 'Extra', type: unit },
      { name: 'AccountId', type: AccountId32 },
    ],
  },
);
export type AssetAccountValue = ValueOf<typeof AssetAccount>;

export const Approval = struct(
  'pallet_assets::types::Approval',
  { amount: field(u128, 'Balance'), deposit: field(u128, 'DepositBalance') },
  {
    params: [
      { name: 'Balance', type: u128 },
      { name: 'DepositBalance', type: u128 },
    ],
  },
);
export type ApprovalValue = ValueOf<typeof Approval>;

/** `BoundedVec<u8, StringLimit>`: a Vec<u8> on the wire; the bound is checked by the pallet. */
export const BoundedString = newtype('bounded_collections::bounded_vec::BoundedVec', field(bytes, 'Vec<T>'), {
  params: [{ name: 'T', type: u8 }, { name: 'S' }],
});

export const AssetMetadata = struct(
  'pallet_assets::types::AssetMetadata',
  {
    deposit: field(u128, 'DepositBalance'),
    name: field(BoundedString, 'BoundedString'),
    symbol: field(BoundedString, 'BoundedString'),
    decimals: field(u8, 'u8'),
    is_frozen: field(bool, 'bool'),
  },
  {
    params: [
      { name: 'DepositBalance', type: u128 },
      { name: 'BoundedString', type: BoundedString },
    ],
  },
);
export type AssetMetadataValue = ValueOf<typeof AssetMetadata>;

export const EMPTY_METADATA: AssetMetadataValue = Object.freeze({
  deposit: 0n,
  name: new Uint8Array(0),
  symbol: new Uint8Array(0),
  decimals: 0,
  is_frozen: false,
});
