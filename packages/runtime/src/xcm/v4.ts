// XCM version 4 types (staging_xcm::v4); v4 reuses several v3 declarations, as polkadot-sdk does.
import {
  array,
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
  u128,
  variant,
  vec,
} from '../scale/index.ts';
import { xcmProgram } from './program.ts';
import type { AnyType } from '../scale/index.ts';
import { WeightType } from '../primitives/weight.ts';
import { MAX_PALLETS_INFO, MAX_PALLET_NAME_LEN } from './bounds.ts';
import { V3BodyId, V3BodyPart, V3MaybeErrorCode, V3OriginKind, V3WeightLimit, V3XcmError } from './v3.ts';
import { DoubleEncoded } from './double-encoded.ts';

export const V4Xcm = xcmProgram('staging_xcm::v4::Xcm', (): AnyType => V4Instruction);

export const V4NetworkId = enumType('staging_xcm::v4::junction::NetworkId', {
  ByGenesis: variant(0, field(sizedBytes(32), '[u8; 32]')),
  ByFork: variant(1, { block_number: field(u64, 'u64'), block_hash: field(sizedBytes(32), '[u8; 32]') }),
  Polkadot: variant(2),
  Kusama: variant(3),
  Westend: variant(4),
  Rococo: variant(5),
  Wococo: variant(6),
  Ethereum: variant(7, { chain_id: field(compact(u64), 'u64') }),
  BitcoinCore: variant(8),
  BitcoinCash: variant(9),
  PolkadotBulletin: variant(10),
});

export const V4Junction = enumType('staging_xcm::v4::junction::Junction', {
  Parachain: variant(0, field(compact(u32), 'u32')),
  AccountId32: variant(1, {
    network: field(option(V4NetworkId), 'Option<NetworkId>'),
    id: field(sizedBytes(32), '[u8; 32]'),
  }),
  AccountIndex64: variant(2, {
    network: field(option(V4NetworkId), 'Option<NetworkId>'),
    index: field(compact(u64), 'u64'),
  }),
  AccountKey20: variant(3, {
    network: field(option(V4NetworkId), 'Option<NetworkId>'),
    key: field(sizedBytes(20), '[u8; 20]'),
  }),
  PalletInstance: variant(4, field(u8, 'u8')),
  GeneralIndex: variant(5, field(compact(u128), 'u128')),
  GeneralKey: variant(6, { length: field(u8, 'u8'), data: field(sizedBytes(32), '[u8; 32]') }),
  OnlyChild: variant(7),
  Plurality: variant(8, { id: field(V3BodyId, 'BodyId'), part: field(V3BodyPart, 'BodyPart') }),
  GlobalConsensus: variant(9, field(V4NetworkId, 'NetworkId')),
});

export const V4Junctions = enumType('staging_xcm::v4::junctions::Junctions', {
  Here: variant(0),
  X1: variant(1, field(array(1, V4Junction), 'Arc<[Junction; 1]>')),
  X2: variant(2, field(array(2, V4Junction), 'Arc<[Junction; 2]>')),
  X3: variant(3, field(array(3, V4Junction), 'Arc<[Junction; 3]>')),
  X4: variant(4, field(array(4, V4Junction), 'Arc<[Junction; 4]>')),
  X5: variant(5, field(array(5, V4Junction), 'Arc<[Junction; 5]>')),
  X6: variant(6, field(array(6, V4Junction), 'Arc<[Junction; 6]>')),
  X7: variant(7, field(array(7, V4Junction), 'Arc<[Junction; 7]>')),
  X8: variant(8, field(array(8, V4Junction), 'Arc<[Junction; 8]>')),
});

export const V4Location = struct('staging_xcm::v4::location::Location', {
  parents: field(u8, 'u8'),
  interior: field(V4Junctions, 'Junctions'),
});

export const V4AssetId = newtype('staging_xcm::v4::asset::AssetId', field(V4Location, 'Location'));

export const V4AssetInstance = enumType('staging_xcm::v4::asset::AssetInstance', {
  Undefined: variant(0),
  Index: variant(1, field(compact(u128), 'u128')),
  Array4: variant(2, field(sizedBytes(4), '[u8; 4]')),
  Array8: variant(3, field(sizedBytes(8), '[u8; 8]')),
  Array16: variant(4, field(sizedBytes(16), '[u8; 16]')),
  Array32: variant(5, field(sizedBytes(32), '[u8; 32]')),
});

export const V4Fungibility = enumType('staging_xcm::v4::asset::Fungibility', {
  Fungible: variant(0, field(compact(u128), 'u128')),
  NonFungible: variant(1, field(V4AssetInstance, 'AssetInstance')),
});

export const V4Asset = struct('staging_xcm::v4::asset::Asset', {
  id: field(V4AssetId, 'AssetId'),
  fun: field(V4Fungibility, 'Fungibility'),
});

export const V4Assets = newtype('staging_xcm::v4::asset::Assets', field(vec(V4Asset), 'Vec<Asset>'));

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
