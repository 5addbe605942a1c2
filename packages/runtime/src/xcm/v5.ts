// XCM version 5 types (staging_xcm::v5), including the Outcome that DryRunApi.dry_run_xcm reports.
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
import {
  HINT_NUM_VARIANTS,
  MAX_ASSET_TRANSFER_FILTERS,
  MAX_PALLETS_INFO,
  MAX_PALLET_NAME_LEN,
} from './bounds.ts';
import { V3BodyId, V3BodyPart, V3MaybeErrorCode, V3OriginKind, V3WeightLimit } from './v3.ts';
import { DoubleEncoded } from './double-encoded.ts';
import {
  arcJunctionsType,
  assetInstanceType,
  assetType,
  assetsType,
  fungibilityType,
  junctionType,
  locationType,
} from './shapes.ts';

export const V5Xcm = xcmProgram('staging_xcm::v5::Xcm', (): AnyType => V5Instruction);

export const V5NetworkId = enumType('staging_xcm::v5::junction::NetworkId', {
  ByGenesis: variant(0, field(sizedBytes(32), '[u8; 32]')),
  ByFork: variant(1, { block_number: field(u64, 'u64'), block_hash: field(sizedBytes(32), '[u8; 32]') }),
  Polkadot: variant(2),
  Kusama: variant(3),
  Ethereum: variant(7, { chain_id: field(compact(u64), 'u64') }),
  BitcoinCore: variant(8),
  BitcoinCash: variant(9),
  PolkadotBulletin: variant(10),
});

export const V5Junction = junctionType(
  'staging_xcm::v5::junction::Junction',
  V5NetworkId,
  V3BodyId,
  V3BodyPart,
);

export const V5Junctions = arcJunctionsType('staging_xcm::v5::junctions::Junctions', V5Junction);

export const V5Location = locationType('staging_xcm::v5::location::Location', V5Junctions);

export const V5AssetId = newtype('staging_xcm::v5::asset::AssetId', field(V5Location, 'Location'));

export const V5AssetInstance = assetInstanceType('staging_xcm::v5::asset::AssetInstance');

export const V5Fungibility = fungibilityType('staging_xcm::v5::asset::Fungibility', V5AssetInstance);

export const V5Asset = assetType('staging_xcm::v5::asset::Asset', V5AssetId, V5Fungibility);

export const V5Assets = assetsType('staging_xcm::v5::asset::Assets', V5Asset, 'Vec<Asset>');

export const V5XcmError = enumType('xcm::v5::traits::Error', {
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
  TooManyAssets: variant(35),
  UnhandledXcmVersion: variant(36),
  WeightLimitReached: variant(37, field(WeightType, 'Weight')),
  Barrier: variant(38),
  WeightNotComputable: variant(39),
  ExceedsStackLimit: variant(40),
});

export const V5PalletInfo = struct('staging_xcm::v5::PalletInfo', {
  index: field(compact(u32), 'u32'),
  name: field(boundedVec(u8, MAX_PALLET_NAME_LEN), 'BoundedVec<u8, MaxPalletNameLen>'),
  module_name: field(boundedVec(u8, MAX_PALLET_NAME_LEN), 'BoundedVec<u8, MaxPalletNameLen>'),
  major: field(compact(u32), 'u32'),
  minor: field(compact(u32), 'u32'),
  patch: field(compact(u32), 'u32'),
});

export const V5Response = enumType('staging_xcm::v5::Response', {
  Null: variant(0),
  Assets: variant(1, field(V5Assets, 'Assets')),
  ExecutionResult: variant(2, field(option(tuple(u32, V5XcmError)), 'Option<(u32, Error)>')),
  Version: variant(3, field(u32, 'super::Version')),
  PalletsInfo: variant(
    4,
    field(boundedVec(V5PalletInfo, MAX_PALLETS_INFO), 'BoundedVec<PalletInfo, MaxPalletsInfo>'),
  ),
  DispatchResult: variant(5, field(V3MaybeErrorCode, 'MaybeErrorCode')),
});

export const V5QueryResponseInfo = struct('staging_xcm::v5::QueryResponseInfo', {
  destination: field(V5Location, 'Location'),
  query_id: field(compact(u64), 'QueryId'),
  max_weight: field(WeightType, 'Weight'),
});

export const V5WildFungibility = enumType('staging_xcm::v5::asset::WildFungibility', {
  Fungible: variant(0),
  NonFungible: variant(1),
});

export const V5WildAsset = enumType('staging_xcm::v5::asset::WildAsset', {
  All: variant(0),
  AllOf: variant(1, { id: field(V5AssetId, 'AssetId'), fun: field(V5WildFungibility, 'WildFungibility') }),
  AllCounted: variant(2, field(compact(u32), 'u32')),
  AllOfCounted: variant(3, {
    id: field(V5AssetId, 'AssetId'),
    fun: field(V5WildFungibility, 'WildFungibility'),
    count: field(compact(u32), 'u32'),
  }),
});

export const V5AssetFilter = enumType('staging_xcm::v5::asset::AssetFilter', {
  Definite: variant(0, field(V5Assets, 'Assets')),
  Wild: variant(1, field(V5WildAsset, 'WildAsset')),
});

export const V5AssetTransferFilter = enumType('staging_xcm::v5::asset::AssetTransferFilter', {
  Teleport: variant(0, field(V5AssetFilter, 'AssetFilter')),
  ReserveDeposit: variant(1, field(V5AssetFilter, 'AssetFilter')),
  ReserveWithdraw: variant(2, field(V5AssetFilter, 'AssetFilter')),
});

export const V5Hint = enumType('staging_xcm::v5::Hint', {
  AssetClaimer: variant(0, { location: field(V5Location, 'Location') }),
});

export const V5Instruction = enumType(
  'staging_xcm::v5::Instruction',
  {
    WithdrawAsset: variant(0, field(V5Assets, 'Assets')),
    ReserveAssetDeposited: variant(1, field(V5Assets, 'Assets')),
    ReceiveTeleportedAsset: variant(2, field(V5Assets, 'Assets')),
    QueryResponse: variant(3, {
      query_id: field(compact(u64), 'QueryId'),
      response: field(V5Response, 'Response'),
      max_weight: field(WeightType, 'Weight'),
      querier: field(option(V5Location), 'Option<Location>'),
    }),
    TransferAsset: variant(4, {
      assets: field(V5Assets, 'Assets'),
      beneficiary: field(V5Location, 'Location'),
    }),
    TransferReserveAsset: variant(5, {
      assets: field(V5Assets, 'Assets'),
      dest: field(V5Location, 'Location'),
      xcm: field(V5Xcm, 'Xcm<()>'),
    }),
    Transact: variant(6, {
      origin_kind: field(V3OriginKind, 'OriginKind'),
      fallback_max_weight: field(option(WeightType), 'Option<Weight>'),
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
    DescendOrigin: variant(11, field(V5Junctions, 'InteriorLocation')),
    ReportError: variant(12, field(V5QueryResponseInfo, 'QueryResponseInfo')),
    DepositAsset: variant(13, {
      assets: field(V5AssetFilter, 'AssetFilter'),
      beneficiary: field(V5Location, 'Location'),
    }),
    DepositReserveAsset: variant(14, {
      assets: field(V5AssetFilter, 'AssetFilter'),
      dest: field(V5Location, 'Location'),
      xcm: field(V5Xcm, 'Xcm<()>'),
    }),
    ExchangeAsset: variant(15, {
      give: field(V5AssetFilter, 'AssetFilter'),
      want: field(V5Assets, 'Assets'),
      maximal: field(bool, 'bool'),
    }),
    InitiateReserveWithdraw: variant(16, {
      assets: field(V5AssetFilter, 'AssetFilter'),
      reserve: field(V5Location, 'Location'),
      xcm: field(V5Xcm, 'Xcm<()>'),
    }),
    InitiateTeleport: variant(17, {
      assets: field(V5AssetFilter, 'AssetFilter'),
      dest: field(V5Location, 'Location'),
      xcm: field(V5Xcm, 'Xcm<()>'),
    }),
    ReportHolding: variant(18, {
      response_info: field(V5QueryResponseInfo, 'QueryResponseInfo'),
      assets: field(V5AssetFilter, 'AssetFilter'),
    }),
    BuyExecution: variant(19, {
      fees: field(V5Asset, 'Asset'),
      weight_limit: field(V3WeightLimit, 'WeightLimit'),
    }),
    RefundSurplus: variant(20),
    SetErrorHandler: variant(21, field(V5Xcm, 'Xcm<Call>')),
    SetAppendix: variant(22, field(V5Xcm, 'Xcm<Call>')),
    ClearError: variant(23),
    ClaimAsset: variant(24, { assets: field(V5Assets, 'Assets'), ticket: field(V5Location, 'Location') }),
    Trap: variant(25, field(compact(u64), 'u64')),
    SubscribeVersion: variant(26, {
      query_id: field(compact(u64), 'QueryId'),
      max_response_weight: field(WeightType, 'Weight'),
    }),
    UnsubscribeVersion: variant(27),
    BurnAsset: variant(28, field(V5Assets, 'Assets')),
    ExpectAsset: variant(29, field(V5Assets, 'Assets')),
    ExpectOrigin: variant(30, field(option(V5Location), 'Option<Location>')),
    ExpectError: variant(31, field(option(tuple(u32, V5XcmError)), 'Option<(u32, Error)>')),
    ExpectTransactStatus: variant(32, field(V3MaybeErrorCode, 'MaybeErrorCode')),
    QueryPallet: variant(33, {
      module_name: field(bytes, 'Vec<u8>'),
      response_info: field(V5QueryResponseInfo, 'QueryResponseInfo'),
    }),
    ExpectPallet: variant(34, {
      index: field(compact(u32), 'u32'),
      name: field(bytes, 'Vec<u8>'),
      module_name: field(bytes, 'Vec<u8>'),
      crate_major: field(compact(u32), 'u32'),
      min_crate_minor: field(compact(u32), 'u32'),
    }),
    ReportTransactStatus: variant(35, field(V5QueryResponseInfo, 'QueryResponseInfo')),
    ClearTransactStatus: variant(36),
    UniversalOrigin: variant(37, field(V5Junction, 'Junction')),
    ExportMessage: variant(38, {
      network: field(V5NetworkId, 'NetworkId'),
      destination: field(V5Junctions, 'InteriorLocation'),
      xcm: field(V5Xcm, 'Xcm<()>'),
    }),
    LockAsset: variant(39, { asset: field(V5Asset, 'Asset'), unlocker: field(V5Location, 'Location') }),
    UnlockAsset: variant(40, { asset: field(V5Asset, 'Asset'), target: field(V5Location, 'Location') }),
    NoteUnlockable: variant(41, { asset: field(V5Asset, 'Asset'), owner: field(V5Location, 'Location') }),
    RequestUnlock: variant(42, { asset: field(V5Asset, 'Asset'), locker: field(V5Location, 'Location') }),
    SetFeesMode: variant(43, { jit_withdraw: field(bool, 'bool') }),
    SetTopic: variant(44, field(sizedBytes(32), '[u8; 32]')),
    ClearTopic: variant(45),
    AliasOrigin: variant(46, field(V5Location, 'Location')),
    UnpaidExecution: variant(47, {
      weight_limit: field(V3WeightLimit, 'WeightLimit'),
      check_origin: field(option(V5Location), 'Option<Location>'),
    }),
    PayFees: variant(48, { asset: field(V5Asset, 'Asset') }),
    InitiateTransfer: variant(49, {
      destination: field(V5Location, 'Location'),
      remote_fees: field(option(V5AssetTransferFilter), 'Option<AssetTransferFilter>'),
      preserve_origin: field(bool, 'bool'),
      assets: field(
        boundedVec(V5AssetTransferFilter, MAX_ASSET_TRANSFER_FILTERS),
        'BoundedVec<AssetTransferFilter, MaxAssetTransferFilters>',
      ),
      remote_xcm: field(V5Xcm, 'Xcm<()>'),
    }),
    ExecuteWithOrigin: variant(50, {
      descendant_origin: field(option(V5Junctions), 'Option<InteriorLocation>'),
      xcm: field(V5Xcm, 'Xcm<Call>'),
    }),
    SetHints: variant(51, {
      hints: field(boundedVec(V5Hint, HINT_NUM_VARIANTS), 'BoundedVec<Hint, HintNumVariants>'),
    }),
  },
  { params: [{ name: 'Call' }] },
);

export const V5InstructionError = struct('staging_xcm::v5::traits::InstructionError', {
  index: field(u8, 'InstructionIndex'),
  error: field(V5XcmError, 'Error'),
});

export const V5Outcome = enumType('staging_xcm::v5::traits::Outcome', {
  Complete: variant(0, { used: field(WeightType, 'Weight') }),
  Incomplete: variant(1, {
    used: field(WeightType, 'Weight'),
    error: field(V5InstructionError, 'InstructionError'),
  }),
  Error: variant(2, field(V5InstructionError, 'InstructionError')),
});
