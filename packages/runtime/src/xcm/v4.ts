// XCM version 4 types (staging_xcm::v4); v4 reuses several v3 declarations, as polkadot-sdk does.
import {
  boundedVec,
  bytes,
  bool,
  compact,
  enumType,
  field,
  newtype,
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
import { MAX_PALLETS_INFO, MAX_PALLET_NAME_LEN } from './bounds.ts';
import { V3BodyId, V3BodyPart, V3MaybeErrorCode, V3OriginKind, V3WeightLimit, V3XcmError } from './v3.ts';
import { DoubleEncoded } from './double-encoded.ts';
import {
  arcJunctionsType,
  assetInstanceType,
  assetType,
  assetsType,
  fungibilityType,
  junctionType,
  locationType,
  networkIdType,
} from './shapes.ts';

export const V4Xcm = xcmProgram('staging_xcm::v4::Xcm', (): AnyType => V4Instruction);

export const V4NetworkId = networkIdType('staging_xcm::v4::junction::NetworkId');

export const V4Junction = junctionType(
  'staging_xcm::v4::junction::Junction',
  V4NetworkId,
  V3BodyId,
  V3BodyPart,
);

export const V4Junctions = arcJunctionsType('staging_xcm::v4::junctions::Junctions', V4Junction);

export const V4Location = locationType('staging_xcm::v4::location::Location', V4Junctions);

export const V4AssetId = newtype('staging_xcm::v4::asset::AssetId', field(V4Location, 'Location'));

export const V4AssetInstance = assetInstanceType('staging_xcm::v4::asset::AssetInstance');

export const V4Fungibility = fungibilityType('staging_xcm::v4::asset::Fungibility', V4AssetInstance);

export const V4Asset = assetType('staging_xcm::v4::asset::Asset', V4AssetId, V4Fungibility);

export const V4Assets = assetsType('staging_xcm::v4::asset::Assets', V4Asset, 'Vec<Asset>');

export const V4PalletInfo = struct('staging_xcm::v4::PalletInfo', {
  index: field(compact(u32), 'u32'),
  name: field(boundedVec(u8, MAX_PALLET_NAME_LEN), 'BoundedVec<u8, MaxPalletNameLen>'),
  module_name: field(boundedVec(u8, MAX_PALLET_NAME_LEN), 'BoundedVec<u8, MaxPalletNameLen>'),
  major: field(compact(u32), 'u32'),
  minor: field(compact(u32), 'u32'),
  patch: field(compact(u32), 'u32'),
});

export const V4Response = enumType('staging_xcm::v4::Response', {
  Null: variant(0),
  Assets: variant(1, field(V4Assets, 'Assets')),
  ExecutionResult: variant(2, field(option(tuple(u32, V3XcmError)), 'Option<(u32, Error)>')),
  Version: variant(3, field(u32, 'super::Version')),
  PalletsInfo: variant(
    4,
    field(boundedVec(V4PalletInfo, MAX_PALLETS_INFO), 'BoundedVec<PalletInfo, MaxPalletsInfo>'),
  ),
  DispatchResult: variant(5, field(V3MaybeErrorCode, 'MaybeErrorCode')),
});

export const V4QueryResponseInfo = struct('staging_xcm::v4::QueryResponseInfo', {
  destination: field(V4Location, 'Location'),
  query_id: field(compact(u64), 'QueryId'),
  max_weight: field(WeightType, 'Weight'),
});

export const V4WildFungibility = enumType('staging_xcm::v4::asset::WildFungibility', {
  Fungible: variant(0),
  NonFungible: variant(1),
});

export const V4WildAsset = enumType('staging_xcm::v4::asset::WildAsset', {
  All: variant(0),
  AllOf: variant(1, { id: field(V4AssetId, 'AssetId'), fun: field(V4WildFungibility, 'WildFungibility') }),
  AllCounted: variant(2, field(compact(u32), 'u32')),
  AllOfCounted: variant(3, {
    id: field(V4AssetId, 'AssetId'),
    fun: field(V4WildFungibility, 'WildFungibility'),
    count: field(compact(u32), 'u32'),
  }),
});

export const V4AssetFilter = enumType('staging_xcm::v4::asset::AssetFilter', {
  Definite: variant(0, field(V4Assets, 'Assets')),
  Wild: variant(1, field(V4WildAsset, 'WildAsset')),
});

export const V4Instruction = enumType(
  'staging_xcm::v4::Instruction',
  {
    WithdrawAsset: variant(0, field(V4Assets, 'Assets')),
    ReserveAssetDeposited: variant(1, field(V4Assets, 'Assets')),
    ReceiveTeleportedAsset: variant(2, field(V4Assets, 'Assets')),
    QueryResponse: variant(3, {
      query_id: field(compact(u64), 'QueryId'),
      response: field(V4Response, 'Response'),
      max_weight: field(WeightType, 'Weight'),
      querier: field(option(V4Location), 'Option<Location>'),
    }),
    TransferAsset: variant(4, {
      assets: field(V4Assets, 'Assets'),
      beneficiary: field(V4Location, 'Location'),
    }),
    TransferReserveAsset: variant(5, {
      assets: field(V4Assets, 'Assets'),
      dest: field(V4Location, 'Location'),
      xcm: field(V4Xcm, 'Xcm<()>'),
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
    DescendOrigin: variant(11, field(V4Junctions, 'InteriorLocation')),
    ReportError: variant(12, field(V4QueryResponseInfo, 'QueryResponseInfo')),
    DepositAsset: variant(13, {
      assets: field(V4AssetFilter, 'AssetFilter'),
      beneficiary: field(V4Location, 'Location'),
    }),
    DepositReserveAsset: variant(14, {
      assets: field(V4AssetFilter, 'AssetFilter'),
      dest: field(V4Location, 'Location'),
      xcm: field(V4Xcm, 'Xcm<()>'),
    }),
    ExchangeAsset: variant(15, {
      give: field(V4AssetFilter, 'AssetFilter'),
      want: field(V4Assets, 'Assets'),
      maximal: field(bool, 'bool'),
    }),
    InitiateReserveWithdraw: variant(16, {
      assets: field(V4AssetFilter, 'AssetFilter'),
      reserve: field(V4Location, 'Location'),
      xcm: field(V4Xcm, 'Xcm<()>'),
    }),
    InitiateTeleport: variant(17, {
      assets: field(V4AssetFilter, 'AssetFilter'),
      dest: field(V4Location, 'Location'),
      xcm: field(V4Xcm, 'Xcm<()>'),
    }),
    ReportHolding: variant(18, {
      response_info: field(V4QueryResponseInfo, 'QueryResponseInfo'),
      assets: field(V4AssetFilter, 'AssetFilter'),
    }),
    BuyExecution: variant(19, {
      fees: field(V4Asset, 'Asset'),
      weight_limit: field(V3WeightLimit, 'WeightLimit'),
    }),
    RefundSurplus: variant(20),
    SetErrorHandler: variant(21, field(V4Xcm, 'Xcm<Call>')),
    SetAppendix: variant(22, field(V4Xcm, 'Xcm<Call>')),
    ClearError: variant(23),
    ClaimAsset: variant(24, { assets: field(V4Assets, 'Assets'), ticket: field(V4Location, 'Location') }),
    Trap: variant(25, field(compact(u64), 'u64')),
    SubscribeVersion: variant(26, {
      query_id: field(compact(u64), 'QueryId'),
      max_response_weight: field(WeightType, 'Weight'),
    }),
    UnsubscribeVersion: variant(27),
    BurnAsset: variant(28, field(V4Assets, 'Assets')),
    ExpectAsset: variant(29, field(V4Assets, 'Assets')),
    ExpectOrigin: variant(30, field(option(V4Location), 'Option<Location>')),
    ExpectError: variant(31, field(option(tuple(u32, V3XcmError)), 'Option<(u32, Error)>')),
    ExpectTransactStatus: variant(32, field(V3MaybeErrorCode, 'MaybeErrorCode')),
    QueryPallet: variant(33, {
      module_name: field(bytes, 'Vec<u8>'),
      response_info: field(V4QueryResponseInfo, 'QueryResponseInfo'),
    }),
    ExpectPallet: variant(34, {
      index: field(compact(u32), 'u32'),
      name: field(bytes, 'Vec<u8>'),
      module_name: field(bytes, 'Vec<u8>'),
      crate_major: field(compact(u32), 'u32'),
      min_crate_minor: field(compact(u32), 'u32'),
    }),
    ReportTransactStatus: variant(35, field(V4QueryResponseInfo, 'QueryResponseInfo')),
    ClearTransactStatus: variant(36),
    UniversalOrigin: variant(37, field(V4Junction, 'Junction')),
    ExportMessage: variant(38, {
      network: field(V4NetworkId, 'NetworkId'),
      destination: field(V4Junctions, 'InteriorLocation'),
      xcm: field(V4Xcm, 'Xcm<()>'),
    }),
    LockAsset: variant(39, { asset: field(V4Asset, 'Asset'), unlocker: field(V4Location, 'Location') }),
    UnlockAsset: variant(40, { asset: field(V4Asset, 'Asset'), target: field(V4Location, 'Location') }),
    NoteUnlockable: variant(41, { asset: field(V4Asset, 'Asset'), owner: field(V4Location, 'Location') }),
    RequestUnlock: variant(42, { asset: field(V4Asset, 'Asset'), locker: field(V4Location, 'Location') }),
    SetFeesMode: variant(43, { jit_withdraw: field(bool, 'bool') }),
    SetTopic: variant(44, field(sizedBytes(32), '[u8; 32]')),
    ClearTopic: variant(45),
    AliasOrigin: variant(46, field(V4Location, 'Location')),
    UnpaidExecution: variant(47, {
      weight_limit: field(V3WeightLimit, 'WeightLimit'),
      check_origin: field(option(V4Location), 'Option<Location>'),
    }),
  },
  { params: [{ name: 'Call' }] },
);
