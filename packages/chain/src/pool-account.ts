// Where a pool's reserves live: FRAME's AccountIdConverter<PalletId, PoolId> takes
// blake2_256(SCALE((PalletId, pool_id))) as the pool account. Shared so the API and the app find the same
// account the runtime pays into, without asking the chain.
import { blake2b } from '@noble/hashes/blake2.js';
import { ASSET_CONVERSION_PALLET_ID, type AssetKind } from './assets.ts';

/** SCALE of `NativeOrWithId<u32>`: 0x00 for Native, 0x01 ++ u32 little-endian for WithId. */
export function encodeAssetKind(kind: AssetKind): Uint8Array {
  if (kind.type === 'Native') return Uint8Array.of(0);
  if (!Number.isInteger(kind.id) || kind.id < 0 || kind.id > 0xffff_ffff) {
    throw new RangeError(`asset id ${kind.id} is not a u32`);
  }
  const out = new Uint8Array(5);
  out[0] = 1;
  new DataView(out.buffer).setUint32(1, kind.id, true);
  return out;
}

/** SCALE of the pool id tuple `(AssetKind, AssetKind)` as the pool locator orders it (native first). */
export function encodePoolId(pool: readonly [AssetKind, AssetKind]): Uint8Array {
  const a = encodeAssetKind(pool[0]);
  const b = encodeAssetKind(pool[1]);
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/**
 * The 32-byte account of a pool from its SCALE-encoded id (e.g. the tail of an `AssetConversion.Pools`
 * storage key) and the pallet's 8-byte PalletId.
 */
export function poolAccountFromEncodedId(
  encodedPoolId: Uint8Array,
  palletId: Uint8Array = new TextEncoder().encode(ASSET_CONVERSION_PALLET_ID),
): Uint8Array {
  if (palletId.length !== 8) throw new RangeError('a PalletId is exactly 8 bytes');
  const input = new Uint8Array(palletId.length + encodedPoolId.length);
  input.set(palletId);
  input.set(encodedPoolId, palletId.length);
  return blake2b(input, { dkLen: 32 });
}

/** The account holding the reserves of `pool` (e.g. `[NATIVE, PHPU_KIND]`). */
export function poolAccountId(pool: readonly [AssetKind, AssetKind], palletId?: Uint8Array): Uint8Array {
  return poolAccountFromEncodedId(encodePoolId(pool), palletId);
}
