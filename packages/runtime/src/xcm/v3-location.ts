// XCM version 3 locations and assets: junctions, MultiLocation, MultiAsset(s), as polkadot-sdk shapes them.
import { compact, enumType, field, sizedBytes, u32, variant } from '../scale/index.ts';
import {
  assetInstanceType,
  assetType,
  assetsType,
  fungibilityType,
  junctionType,
  locationType,
  networkIdType,
} from './shapes.ts';

export const V3NetworkId = networkIdType('xcm::v3::junction::NetworkId');

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

export const V3Junction = junctionType('xcm::v3::junction::Junction', V3NetworkId, V3BodyId, V3BodyPart);

const junctionsTuple = (n: number) => Array.from({ length: n }, () => field(V3Junction, 'Junction'));

/** v3 spells X2..X8 out as tuples of junctions (v4 on: arrays). */
export const V3Junctions = enumType('xcm::v3::junctions::Junctions', {
  Here: variant(0),
  X1: variant(1, field(V3Junction, 'Junction')),
  X2: variant(2, junctionsTuple(2)),
  X3: variant(3, junctionsTuple(3)),
  X4: variant(4, junctionsTuple(4)),
  X5: variant(5, junctionsTuple(5)),
  X6: variant(6, junctionsTuple(6)),
  X7: variant(7, junctionsTuple(7)),
  X8: variant(8, junctionsTuple(8)),
});

export const V3MultiLocation = locationType('staging_xcm::v3::multilocation::MultiLocation', V3Junctions);

export const V3AssetId = enumType('xcm::v3::multiasset::AssetId', {
  Concrete: variant(0, field(V3MultiLocation, 'MultiLocation')),
  Abstract: variant(1, field(sizedBytes(32), '[u8; 32]')),
});

export const V3AssetInstance = assetInstanceType('xcm::v3::multiasset::AssetInstance');

export const V3Fungibility = fungibilityType('xcm::v3::multiasset::Fungibility', V3AssetInstance);

export const V3MultiAsset = assetType('xcm::v3::multiasset::MultiAsset', V3AssetId, V3Fungibility);

export const V3MultiAssets = assetsType('xcm::v3::multiasset::MultiAssets', V3MultiAsset, 'Vec<MultiAsset>');
