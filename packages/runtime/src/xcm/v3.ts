// XCM version 3 types, declared with the shapes polkadot-sdk gives them (checked by test/fidelity/dry-run-api.test.ts).
import {
  boundedVec,
  bytes,
  bool,
  compact,
  enumType,
  field,
  option,
  sizedBytes,
  struct,
  tuple,
  u8,
  u32,
  u64,
  variant,
} from '../scale/index.ts';
import { xcmProgram } from './program.ts';
import type { AnyType } from '../scale/index.ts';
import { WeightType } from '../primitives/weight.ts';
import { MAX_DISPATCH_ERROR_LEN, MAX_PALLETS_INFO, MAX_PALLET_NAME_LEN } from './bounds.ts';
import { DoubleEncoded } from './double-encoded.ts';
import {
  V3NetworkId,
  V3Junction,
  V3Junctions,
  V3MultiLocation,
  V3AssetId,
  V3MultiAsset,
  V3MultiAssets,
} from './v3-location.ts';

export * from './v3-location.ts';

export const V3Xcm = xcmProgram('xcm::v3::Xcm', (): AnyType => V3Instruction);

export const V3XcmError = enumType('xcm::v3::traits::Error', {
  Overflow: variant(0),
  Unimplemented: variant(1),
  UntrustedReserveLocation: variant(2),
  UntrustedTeleportLocation: variant(3),
  LocationFull: variant(4),
  LocationNotInvertible: variant(5),
  BadOrigin: variant(6),
  InvalidLocation: variant(7),
  AssetNotFound: variant(8),
  FailedToTransactAsset: variant(9),
  NotWithdrawable: variant(10),
  LocationCannotHold: variant(11),
  ExceedsMaxMessageSize: variant(12),
  DestinationUnsupported: variant(13),
  Transport: variant(14),
  Unroutable: variant(15),
  UnknownClaim: variant(16),
  FailedToDecode: variant(17),
  MaxWeightInvalid: variant(18),
  NotHoldingFees: variant(19),
  TooExpensive: variant(20),
  Trap: variant(21, field(u64, 'u64')),
  ExpectationFalse: variant(22),
  PalletNotFound: variant(23),
  NameMismatch: variant(24),
  VersionIncompatible: variant(25),
  HoldingWouldOverflow: variant(26),
  ExportError: variant(27),
  ReanchorFailed: variant(28),
  NoDeal: variant(29),
  FeesNotMet: variant(30),
  LockError: variant(31),
  NoPermission: variant(32),
  Unanchored: variant(33),
  NotDepositable: variant(34),
  UnhandledXcmVersion: variant(35),
  WeightLimitReached: variant(36, field(WeightType, 'Weight')),
  Barrier: variant(37),
  WeightNotComputable: variant(38),
  ExceedsStackLimit: variant(39),
});

export const V3PalletInfo = struct('xcm::v3::PalletInfo', {
  index: field(compact(u32), 'u32'),
  name: field(boundedVec(u8, MAX_PALLET_NAME_LEN), 'BoundedVec<u8, MaxPalletNameLen>'),
  module_name: field(boundedVec(u8, MAX_PALLET_NAME_LEN), 'BoundedVec<u8, MaxPalletNameLen>'),
  major: field(compact(u32), 'u32'),
  minor: field(compact(u32), 'u32'),
  patch: field(compact(u32), 'u32'),
});

export const V3MaybeErrorCode = enumType('xcm::v3::MaybeErrorCode', {
  Success: variant(0),
  Error: variant(1, field(boundedVec(u8, MAX_DISPATCH_ERROR_LEN), 'BoundedVec<u8, MaxDispatchErrorLen>')),
  TruncatedError: variant(
    2,
    field(boundedVec(u8, MAX_DISPATCH_ERROR_LEN), 'BoundedVec<u8, MaxDispatchErrorLen>'),
  ),
});

export const V3Response = enumType('xcm::v3::Response', {
  Null: variant(0),
  Assets: variant(1, field(V3MultiAssets, 'MultiAssets')),
  ExecutionResult: variant(2, field(option(tuple(u32, V3XcmError)), 'Option<(u32, Error)>')),
  Version: variant(3, field(u32, 'super::Version')),
  PalletsInfo: variant(
    4,
    field(boundedVec(V3PalletInfo, MAX_PALLETS_INFO), 'BoundedVec<PalletInfo, MaxPalletsInfo>'),
  ),
  DispatchResult: variant(5, field(V3MaybeErrorCode, 'MaybeErrorCode')),
});

export const V3OriginKind = enumType('xcm::v3::OriginKind', {
  Native: variant(0),
  SovereignAccount: variant(1),
  Superuser: variant(2),
  Xcm: variant(3),
});

export const V3QueryResponseInfo = struct('xcm::v3::QueryResponseInfo', {
  destination: field(V3MultiLocation, 'MultiLocation'),
  query_id: field(compact(u64), 'QueryId'),
  max_weight: field(WeightType, 'Weight'),
});

export const V3WildFungibility = enumType('xcm::v3::multiasset::WildFungibility', {
  Fungible: variant(0),
  NonFungible: variant(1),
});

export const V3WildMultiAsset = enumType('xcm::v3::multiasset::WildMultiAsset', {
  All: variant(0),
  AllOf: variant(1, { id: field(V3AssetId, 'AssetId'), fun: field(V3WildFungibility, 'WildFungibility') }),
  AllCounted: variant(2, field(compact(u32), 'u32')),
  AllOfCounted: variant(3, {
    id: field(V3AssetId, 'AssetId'),
    fun: field(V3WildFungibility, 'WildFungibility'),
    count: field(compact(u32), 'u32'),
  }),
});

export const V3MultiAssetFilter = enumType('xcm::v3::multiasset::MultiAssetFilter', {
  Definite: variant(0, field(V3MultiAssets, 'MultiAssets')),
  Wild: variant(1, field(V3WildMultiAsset, 'WildMultiAsset')),
});

export const V3WeightLimit = enumType('xcm::v3::WeightLimit', {
  Unlimited: variant(0),
  Limited: variant(1, field(WeightType, 'Weight')),
});

export const V3Instruction = enumType(
  'xcm::v3::Instruction',
  {
    WithdrawAsset: variant(0, field(V3MultiAssets, 'MultiAssets')),
    ReserveAssetDeposited: variant(1, field(V3MultiAssets, 'MultiAssets')),
    ReceiveTeleportedAsset: variant(2, field(V3MultiAssets, 'MultiAssets')),
    QueryResponse: variant(3, {
      query_id: field(compact(u64), 'QueryId'),
      response: field(V3Response, 'Response'),
      max_weight: field(WeightType, 'Weight'),
      querier: field(option(V3MultiLocation), 'Option<MultiLocation>'),
    }),
    TransferAsset: variant(4, {
      assets: field(V3MultiAssets, 'MultiAssets'),
      beneficiary: field(V3MultiLocation, 'MultiLocation'),
    }),
    TransferReserveAsset: variant(5, {
      assets: field(V3MultiAssets, 'MultiAssets'),
      dest: field(V3MultiLocation, 'MultiLocation'),
      xcm: field(V3Xcm, 'Xcm<()>'),
    }),
    Transact: variant(6, {
      origin_kind: field(V3OriginKind, 'OriginKind'),
      require_weight_at_most: field(WeightType, 'Weight'),
      call: field(DoubleEncoded, 'DoubleEncoded<Call>'),
    }),
    HrmpNewChannelOpenRequest: variant(7, {
      sender: field(compact(u32), 'u32'),
      max_message_size: field(compact(u32), 'u32'),
      max_capacity: field(compact(u32), 'u32'),
    }),
    HrmpChannelAccepted: variant(8, { recipient: field(compact(u32), 'u32') }),
    HrmpChannelClosing: variant(9, {
      initiator: field(compact(u32), 'u32'),
      sender: field(compact(u32), 'u32'),
      recipient: field(compact(u32), 'u32'),
    }),
    ClearOrigin: variant(10),
    DescendOrigin: variant(11, field(V3Junctions, 'InteriorMultiLocation')),
    ReportError: variant(12, field(V3QueryResponseInfo, 'QueryResponseInfo')),
    DepositAsset: variant(13, {
      assets: field(V3MultiAssetFilter, 'MultiAssetFilter'),
      beneficiary: field(V3MultiLocation, 'MultiLocation'),
    }),
    DepositReserveAsset: variant(14, {
      assets: field(V3MultiAssetFilter, 'MultiAssetFilter'),
      dest: field(V3MultiLocation, 'MultiLocation'),
      xcm: field(V3Xcm, 'Xcm<()>'),
    }),
    ExchangeAsset: variant(15, {
      give: field(V3MultiAssetFilter, 'MultiAssetFilter'),
      want: field(V3MultiAssets, 'MultiAssets'),
      maximal: field(bool, 'bool'),
    }),
    InitiateReserveWithdraw: variant(16, {
      assets: field(V3MultiAssetFilter, 'MultiAssetFilter'),
      reserve: field(V3MultiLocation, 'MultiLocation'),
      xcm: field(V3Xcm, 'Xcm<()>'),
    }),
    InitiateTeleport: variant(17, {
      assets: field(V3MultiAssetFilter, 'MultiAssetFilter'),
      dest: field(V3MultiLocation, 'MultiLocation'),
      xcm: field(V3Xcm, 'Xcm<()>'),
    }),
    ReportHolding: variant(18, {
      response_info: field(V3QueryResponseInfo, 'QueryResponseInfo'),
      assets: field(V3MultiAssetFilter, 'MultiAssetFilter'),
    }),
    BuyExecution: variant(19, {
      fees: field(V3MultiAsset, 'MultiAsset'),
      weight_limit: field(V3WeightLimit, 'WeightLimit'),
    }),
    RefundSurplus: variant(20),
    SetErrorHandler: variant(21, field(V3Xcm, 'Xcm<Call>')),
    SetAppendix: variant(22, field(V3Xcm, 'Xcm<Call>')),
    ClearError: variant(23),
    ClaimAsset: variant(24, {
      assets: field(V3MultiAssets, 'MultiAssets'),
      ticket: field(V3MultiLocation, 'MultiLocation'),
    }),
    Trap: variant(25, field(compact(u64), 'u64')),
    SubscribeVersion: variant(26, {
      query_id: field(compact(u64), 'QueryId'),
      max_response_weight: field(WeightType, 'Weight'),
    }),
    UnsubscribeVersion: variant(27),
    BurnAsset: variant(28, field(V3MultiAssets, 'MultiAssets')),
    ExpectAsset: variant(29, field(V3MultiAssets, 'MultiAssets')),
    ExpectOrigin: variant(30, field(option(V3MultiLocation), 'Option<MultiLocation>')),
    ExpectError: variant(31, field(option(tuple(u32, V3XcmError)), 'Option<(u32, Error)>')),
    ExpectTransactStatus: variant(32, field(V3MaybeErrorCode, 'MaybeErrorCode')),
    QueryPallet: variant(33, {
      module_name: field(bytes, 'Vec<u8>'),
      response_info: field(V3QueryResponseInfo, 'QueryResponseInfo'),
    }),
    ExpectPallet: variant(34, {
      index: field(compact(u32), 'u32'),
      name: field(bytes, 'Vec<u8>'),
      module_name: field(bytes, 'Vec<u8>'),
      crate_major: field(compact(u32), 'u32'),
      min_crate_minor: field(compact(u32), 'u32'),
    }),
    ReportTransactStatus: variant(35, field(V3QueryResponseInfo, 'QueryResponseInfo')),
    ClearTransactStatus: variant(36),
    UniversalOrigin: variant(37, field(V3Junction, 'Junction')),
    ExportMessage: variant(38, {
      network: field(V3NetworkId, 'NetworkId'),
      destination: field(V3Junctions, 'InteriorMultiLocation'),
      xcm: field(V3Xcm, 'Xcm<()>'),
    }),
    LockAsset: variant(39, {
      asset: field(V3MultiAsset, 'MultiAsset'),
      unlocker: field(V3MultiLocation, 'MultiLocation'),
    }),
    UnlockAsset: variant(40, {
      asset: field(V3MultiAsset, 'MultiAsset'),
      target: field(V3MultiLocation, 'MultiLocation'),
    }),
    NoteUnlockable: variant(41, {
      asset: field(V3MultiAsset, 'MultiAsset'),
      owner: field(V3MultiLocation, 'MultiLocation'),
    }),
    RequestUnlock: variant(42, {
      asset: field(V3MultiAsset, 'MultiAsset'),
      locker: field(V3MultiLocation, 'MultiLocation'),
    }),
    SetFeesMode: variant(43, { jit_withdraw: field(bool, 'bool') }),
    SetTopic: variant(44, field(sizedBytes(32), '[u8; 32]')),
    ClearTopic: variant(45),
    AliasOrigin: variant(46, field(V3MultiLocation, 'MultiLocation')),
    UnpaidExecution: variant(47, {
      weight_limit: field(V3WeightLimit, 'WeightLimit'),
      check_origin: field(option(V3MultiLocation), 'Option<MultiLocation>'),
    }),
  },
  { params: [{ name: 'Call' }] },
);
