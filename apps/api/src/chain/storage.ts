// Storage keys and value decoding from metadata, for the reads the indexer batches into one
// state_queryStorageAt per block.
import type { ApiPromise } from '@polkadot/api';
import type { QueryableStorageEntry } from '@polkadot/api/types';
import type { Registry } from '@polkadot/types/types';
import { unwrapStorageType } from '@polkadot/types/util';
import { hexToU8a, u8aConcat, u8aToHex } from '@polkadot/util';
import { blake2AsU8a, xxhashAsU8a } from '@polkadot/util-crypto';
import { toPlain, type Plain } from './plain.ts';

type Entry = QueryableStorageEntry<'promise'>;

/** Decodes a stored value (hex) with `registry` (the metadata in force at that block). */
export function decodeStorage(registry: Registry, entry: Entry, hex: string): Plain {
  const type = unwrapStorageType(registry, entry.creator.meta.type, false);
  return toPlain(registry.createType(type, hexToU8a(hex)));
}

/** Prefix of every key of a storage item: twox128(pallet) ++ twox128(item). */
export function storagePrefix(pallet: string, item: string): string {
  return u8aToHex(u8aConcat(xxhashAsU8a(pallet, 128), xxhashAsU8a(item, 128)));
}

/**
 * Key of `Parameters.Parameters(RuntimeParametersKey::Dex(dex::ParametersKey::LpFee(LpFee)))`: the variant
 * indices 0, 0 and the unit struct's empty encoding, under Blake2_128Concat.
 */
export function lpFeeParameterKey(): string {
  const key = Uint8Array.of(0, 0);
  return u8aToHex(u8aConcat(hexToU8a(storagePrefix('Parameters', 'Parameters')), blake2AsU8a(key, 128), key));
}

/** `RuntimeParametersValue::Dex(dex::ParametersValue::LpFee(u32))`: two variant bytes then the u32. */
export function decodeLpFeeParameter(hex: string): number | undefined {
  const bytes = hexToU8a(hex);
  if (bytes.length !== 6 || bytes[0] !== 0 || bytes[1] !== 0) return undefined;
  return new DataView(bytes.buffer, bytes.byteOffset).getUint32(2, true);
}

export function hasEntry(api: ApiPromise, pallet: string, item: string): boolean {
  const section = (api.query as unknown as Record<string, Record<string, Entry> | undefined>)[pallet];
  return section?.[item] !== undefined;
}

export function entry(api: ApiPromise, pallet: string, item: string): Entry {
  const section = (api.query as unknown as Record<string, Record<string, Entry> | undefined>)[pallet];
  const e = section?.[item];
  if (!e) throw new Error(`the node's metadata has no storage ${pallet}.${item}`);
  return e;
}
