// XCM version 3 locations and assets: junctions, MultiLocation, MultiAsset(s), as polkadot-sdk shapes them.
import {
  compact,
  enumType,
  field,
  newtype,
  option,
  sizedBytes,
  struct,
  u8,
  u32,
  u64,
  u128,
  variant,
  vec,
} from '../scale/index.ts';

export const V3NetworkId = enumType('xcm::v3::junction::NetworkId', {
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

export const V3BodyId = enumType('xcm::v3::junction::BodyId', {
  Unit: variant(0),
  Moniker: variant(1, field(sizedBytes(4), '[u8; 4]')),
  Index: variant(2, field(compact(u32), 'u32')),
  Executive: variant(3),
  Technical: variant(4),
  Legislative: variant(5),
  Judicial: variant(6),
  Defense: variant(7),
  Administration: variant(8),
  Treasury: variant(9),
});

export const V3BodyPart = enumType('xcm::v3::junction::BodyPart', {
  Voice: variant(0),
  Members: variant(1, { count: field(compact(u32), 'u32') }),
  Fraction: variant(2, { nom: field(compact(u32), 'u32'), denom: field(compact(u32), 'u32') }),
  AtLeastProportion: variant(3, { nom: field(compact(u32), 'u32'), denom: field(compact(u32), 'u32') }),
  MoreThanProportion: variant(4, { nom: field(compact(u32), 'u32'), denom: field(compact(u32), 'u32') }),
});

export const V3Junction = enumType('xcm::v3::junction::Junction', {
  Parachain: variant(0, field(compact(u32), 'u32')),
  AccountId32: variant(1, {
    network: field(option(V3NetworkId), 'Option<NetworkId>'),
    id: field(sizedBytes(32), '[u8; 32]'),
  }),
  AccountIndex64: variant(2, {
    network: field(option(V3NetworkId), 'Option<NetworkId>'),
    index: field(compact(u64), 'u64'),
  }),
  AccountKey20: variant(3, {
    network: field(option(V3NetworkId), 'Option<NetworkId>'),
    key: field(sizedBytes(20), '[u8; 20]'),
  }),
  PalletInstance: variant(4, field(u8, 'u8')),
  GeneralIndex: variant(5, field(compact(u128), 'u128')),
  GeneralKey: variant(6, { length: field(u8, 'u8'), data: field(sizedBytes(32), '[u8; 32]') }),
  OnlyChild: variant(7),
  Plurality: variant(8, { id: field(V3BodyId, 'BodyId'), part: field(V3BodyPart, 'BodyPart') }),
  GlobalConsensus: variant(9, field(V3NetworkId, 'NetworkId')),
});

export const V3Junctions = enumType('xcm::v3::junctions::Junctions', {
  Here: variant(0),
  X1: variant(1, field(V3Junction, 'Junction')),
  X2: variant(2, [field(V3Junction, 'Junction'), field(V3Junction, 'Junction')]),
  X3: variant(3, [
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
  ]),
  X4: variant(4, [
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
  ]),
  X5: variant(5, [
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
  ]),
  X6: variant(6, [
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
  ]),
  X7: variant(7, [
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
  ]),
  X8: variant(8, [
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
    field(V3Junction, 'Junction'),
  ]),
});

export const V3MultiLocation = struct('staging_xcm::v3::multilocation::MultiLocation', {
  parents: field(u8, 'u8'),
  interior: field(V3Junctions, 'Junctions'),
});

export const V3AssetId = enumType('xcm::v3::multiasset::AssetId', {
  Concrete: variant(0, field(V3MultiLocation, 'MultiLocation')),
  Abstract: variant(1, field(sizedBytes(32), '[u8; 32]')),
});

export const V3AssetInstance = enumType('xcm::v3::multiasset::AssetInstance', {
  Undefined: variant(0),
  Index: variant(1, field(compact(u128), 'u128')),
  Array4: variant(2, field(sizedBytes(4), '[u8; 4]')),
  Array8: variant(3, field(sizedBytes(8), '[u8; 8]')),
  Array16: variant(4, field(sizedBytes(16), '[u8; 16]')),
  Array32: variant(5, field(sizedBytes(32), '[u8; 32]')),
});

export const V3Fungibility = enumType('xcm::v3::multiasset::Fungibility', {
  Fungible: variant(0, field(compact(u128), 'u128')),
  NonFungible: variant(1, field(V3AssetInstance, 'AssetInstance')),
});

export const V3MultiAsset = struct('xcm::v3::multiasset::MultiAsset', {
  id: field(V3AssetId, 'AssetId'),
  fun: field(V3Fungibility, 'Fungibility'),
});

export const V3MultiAssets = newtype(
  'xcm::v3::multiasset::MultiAssets',
  field(vec(V3MultiAsset), 'Vec<MultiAsset>'),
);
