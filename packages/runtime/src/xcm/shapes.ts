// The location and asset shapes XCM v3, v4 and v5 share, declared once: each version names them under its own
// type path (which the metadata shows), so a version instantiates them with its path and its inner types.
import {
  array,
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
import type { AnyType } from '../scale/index.ts';

/** NetworkId as v3 and v4 have it; v5 drops the test networks (Westend, Rococo, Wococo) and keeps the indices. */
export const networkIdType = (path: string) =>
  enumType(path, {
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

export const junctionType = <N extends AnyType, B extends AnyType, P extends AnyType>(
  path: string,
  networkId: N,
  bodyId: B,
  bodyPart: P,
) =>
  enumType(path, {
    Parachain: variant(0, field(compact(u32), 'u32')),
    AccountId32: variant(1, {
      network: field(option(networkId), 'Option<NetworkId>'),
      id: field(sizedBytes(32), '[u8; 32]'),
    }),
    AccountIndex64: variant(2, {
      network: field(option(networkId), 'Option<NetworkId>'),
      index: field(compact(u64), 'u64'),
    }),
    AccountKey20: variant(3, {
      network: field(option(networkId), 'Option<NetworkId>'),
      key: field(sizedBytes(20), '[u8; 20]'),
    }),
    PalletInstance: variant(4, field(u8, 'u8')),
    GeneralIndex: variant(5, field(compact(u128), 'u128')),
    GeneralKey: variant(6, { length: field(u8, 'u8'), data: field(sizedBytes(32), '[u8; 32]') }),
    OnlyChild: variant(7),
    Plurality: variant(8, { id: field(bodyId, 'BodyId'), part: field(bodyPart, 'BodyPart') }),
    GlobalConsensus: variant(9, field(networkId, 'NetworkId')),
  });

/** Junctions from v4 on: up to eight junctions in an `Arc<[Junction; N]>` (v3 spells them out as tuples). */
export const arcJunctionsType = <J extends AnyType>(path: string, junction: J) =>
  enumType(path, {
    Here: variant(0),
    X1: variant(1, field(array(1, junction), 'Arc<[Junction; 1]>')),
    X2: variant(2, field(array(2, junction), 'Arc<[Junction; 2]>')),
    X3: variant(3, field(array(3, junction), 'Arc<[Junction; 3]>')),
    X4: variant(4, field(array(4, junction), 'Arc<[Junction; 4]>')),
    X5: variant(5, field(array(5, junction), 'Arc<[Junction; 5]>')),
    X6: variant(6, field(array(6, junction), 'Arc<[Junction; 6]>')),
    X7: variant(7, field(array(7, junction), 'Arc<[Junction; 7]>')),
    X8: variant(8, field(array(8, junction), 'Arc<[Junction; 8]>')),
  });

export const locationType = <J extends AnyType>(path: string, junctions: J) =>
  struct(path, { parents: field(u8, 'u8'), interior: field(junctions, 'Junctions') });

export const assetInstanceType = (path: string) =>
  enumType(path, {
    Undefined: variant(0),
    Index: variant(1, field(compact(u128), 'u128')),
    Array4: variant(2, field(sizedBytes(4), '[u8; 4]')),
    Array8: variant(3, field(sizedBytes(8), '[u8; 8]')),
    Array16: variant(4, field(sizedBytes(16), '[u8; 16]')),
    Array32: variant(5, field(sizedBytes(32), '[u8; 32]')),
  });

export const fungibilityType = <I extends AnyType>(path: string, assetInstance: I) =>
  enumType(path, {
    Fungible: variant(0, field(compact(u128), 'u128')),
    NonFungible: variant(1, field(assetInstance, 'AssetInstance')),
  });

export const assetType = <I extends AnyType, F extends AnyType>(path: string, assetId: I, fungibility: F) =>
  struct(path, { id: field(assetId, 'AssetId'), fun: field(fungibility, 'Fungibility') });

/** `Assets` (`MultiAssets` in v3): a vector of the version's asset, named as the version's Rust type names it. */
export const assetsType = <A extends AnyType>(path: string, asset: A, typeName: string) =>
  newtype(path, field(vec(asset), typeName));
