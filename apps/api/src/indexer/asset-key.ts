// An AssetConversion asset kind, as the indexer's plain values carry it (chain/plain.ts), to the store's AssetKey.
// Which kind a chain speaks is the runtime's scheme (@lumi/chain's detectAssetKindScheme on its metadata):
// NativeOrWithId<u32> on Lumi, an XCM Location (v4 or v5) on Asset Hub.
import {
  fromAssetKind,
  type AssetKindScheme,
  type XcmJunction,
  type XcmLocation,
} from '@lumi/chain/asset-kind';
import type { Plain } from '../chain/plain.ts';
import { keyOfRef, type AssetKey } from './assets.ts';

export class AssetKindError extends Error {
  override readonly name = 'AssetKindError';
}

const isObject = (v: Plain): v is { [key: string]: Plain } =>
  !!v && typeof v === 'object' && !Array.isArray(v);

const show = (v: Plain) => JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? `${x}` : x));

// Plain values hold every integer as a bigint; polkadot-api (and so @lumi/chain's Locations and their keys) has
// u8/u32 as numbers and u64/u128 as bigints. These junctions are the ones whose integer is a u8/u32.
const SMALL_INT_JUNCTIONS = new Set(['Parachain', 'PalletInstance']);

function junctionOf(v: Plain): XcmJunction {
  if (!isObject(v) || typeof v.type !== 'string') throw new AssetKindError(`not a junction: ${show(v)}`);
  if (!('value' in v)) return { type: v.type };
  const value = v.value;
  return {
    type: v.type,
    value: SMALL_INT_JUNCTIONS.has(v.type) && typeof value === 'bigint' ? Number(value) : value,
  };
}

/** A plain XCM Location back in polkadot-api's shape, so its locationKey is the one @lumi/chain computes. */
export function locationOfPlain(v: Plain): XcmLocation | undefined {
  const interior = isObject(v) ? v.interior : undefined;
  if (!isObject(v) || typeof v.parents !== 'bigint' || interior === undefined || !isObject(interior)) {
    return undefined;
  }
  const { type, value } = interior;
  if (type === 'Here') return { parents: Number(v.parents), interior: { type: 'Here' } };
  if (typeof type !== 'string' || !/^X[1-8]$/.test(type) || !Array.isArray(value)) return undefined;
  return {
    parents: Number(v.parents),
    interior: { type: type as 'X1', value: value.map(junctionOf) },
  };
}

/** The store key of an asset kind value (`native`, `<id>`, `foreign:<Location key>`), read by `scheme`. */
export function assetKeyOf(v: Plain, scheme: AssetKindScheme | undefined): AssetKey {
  if (scheme?.type === 'NativeOrWithId' && isObject(v)) {
    if (v.type === 'Native') return 'native';
    if (v.type === 'WithId' && typeof v.value === 'bigint') return v.value.toString();
  }
  const location = scheme?.type === 'Location' ? locationOfPlain(v) : undefined;
  if (scheme?.type === 'Location' && location) {
    const ref = fromAssetKind(scheme, location);
    // A Location naming a PoolAssets id is no asset AssetConversion trades: keep it as the Location it is.
    return keyOfRef(ref.type === 'Pool' ? { type: 'Foreign', location } : ref);
  }
  throw new AssetKindError(
    `not an asset kind of this chain (${scheme?.type ?? 'no AssetConversion'}): ${show(v)}`,
  );
}
