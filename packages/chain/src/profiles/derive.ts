// A profile for a custom endpoint, derived from what the chain says about itself: its metadata (pallets, the
// AssetConversion asset kind), system_properties and the metadata storage of its asset pallets. Features it
// lacks are off, so the app hides them rather than failing on them. The reads happen elsewhere; this is pure.
import { assetRefKey, fromAssetKind, type AssetKindValue, type AssetRef } from '../asset-kind/convert.ts';
import type { XcmLocation } from '../asset-kind/location.ts';
import type { AssetKindScheme } from '../asset-kind/scheme.ts';
import { chainProfileSchema, type ChainProfile, type ProfileAsset } from './schema.ts';

/** One entry of Assets.Metadata / PoolAssets.Metadata (by id) or ForeignAssets.Metadata (by Location). */
export type AssetMetadataEntry =
  | { pallet: 'Assets' | 'PoolAssets'; id: number; symbol: string; name: string; decimals: number }
  | { pallet: 'ForeignAssets'; id: XcmLocation; symbol: string; name: string; decimals: number };

export interface ChainSnapshot {
  endpoint: string;
  /** system_chain. */
  chainName: string;
  /** system_properties as the node returned it (ss58Format, tokenSymbol, tokenDecimals; each maybe a list). */
  properties: unknown;
  /** The System.SS58Prefix constant, if the metadata has it. */
  ss58Prefix: number | undefined;
  /** The metadata's pallet names. */
  pallets: readonly string[];
  /** From detectAssetKindScheme(metadata); undefined without a usable AssetConversion. */
  scheme: AssetKindScheme | undefined;
  assetMetadata: readonly AssetMetadataEntry[];
  /** The keys of AssetConversion.Pools. */
  pools: readonly (readonly [AssetKindValue, AssetKindValue])[];
}

const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);
const field = (props: unknown, key: string): unknown =>
  props && typeof props === 'object' && key in props
    ? first((props as Record<string, unknown>)[key])
    : undefined;

/** A symbol the app can show: printable, trimmed, at most 16 characters; undefined when nothing is left. */
export function cleanSymbol(raw: string): string | undefined {
  const text = raw.replace(/[^\p{L}\p{N}._-]/gu, '').slice(0, 16);
  return text.length > 0 ? text : undefined;
}

const validDecimals = (d: unknown): d is number =>
  Number.isInteger(d) && (d as number) >= 0 && (d as number) <= 36;

function refOf(entry: AssetMetadataEntry): AssetRef {
  if (entry.pallet === 'ForeignAssets') return { type: 'Foreign', location: entry.id };
  return entry.pallet === 'Assets' ? { type: 'Local', id: entry.id } : { type: 'Pool', id: entry.id };
}

const ORDER: Record<AssetRef['type'], number> = { Native: 0, Local: 1, Foreign: 2, Pool: 3 };

function sortAssets(a: ProfileAsset, b: ProfileAsset): number {
  if (a.ref.type !== b.ref.type) return ORDER[a.ref.type] - ORDER[b.ref.type];
  if ('id' in a.ref && 'id' in b.ref) return a.ref.id - b.ref.id;
  return assetRefKey(a.ref) < assetRefKey(b.ref) ? -1 : 1;
}

export function deriveProfile(snapshot: ChainSnapshot): ChainProfile {
  const tokenSymbol = field(snapshot.properties, 'tokenSymbol');
  const tokenDecimals = field(snapshot.properties, 'tokenDecimals');
  const ss58Format = field(snapshot.properties, 'ss58Format');
  const nativeToken = {
    symbol: (typeof tokenSymbol === 'string' && cleanSymbol(tokenSymbol)) || 'UNIT',
    decimals: validDecimals(tokenDecimals) ? tokenDecimals : 0,
  };

  const assets: ProfileAsset[] = [{ ref: { type: 'Native' }, ...nativeToken }];
  const seen = new Set(['native']);
  for (const entry of snapshot.assetMetadata) {
    const symbol = cleanSymbol(entry.symbol);
    const ref = refOf(entry);
    const key = assetRefKey(ref);
    // An asset without a readable symbol or sane decimals cannot be shown honestly; leave it out.
    if (!symbol || !validDecimals(entry.decimals) || seen.has(key)) continue;
    seen.add(key);
    const name = entry.name.trim().slice(0, 64);
    assets.push({ ref, symbol, decimals: entry.decimals, ...(name ? { name } : {}) });
  }
  assets.sort(sortAssets);

  const pools: [AssetRef, AssetRef][] = [];
  const { scheme } = snapshot;
  if (scheme) {
    for (const [a, b] of snapshot.pools) {
      let pair: [AssetRef, AssetRef];
      try {
        pair = [fromAssetKind(scheme, a), fromAssetKind(scheme, b)];
      } catch {
        continue;
      }
      // A pool of an asset the profile cannot show could not be traded from it either.
      if (pair.every((ref) => seen.has(assetRefKey(ref)))) pools.push(pair);
    }
  }

  const has = (name: string) => snapshot.pallets.includes(name);
  const ss58Prefix = typeof ss58Format === 'number' ? ss58Format : (snapshot.ss58Prefix ?? 42);
  return chainProfileSchema.parse({
    id: 'custom',
    name: snapshot.chainName.trim().slice(0, 64) || 'Custom chain',
    endpoints: [snapshot.endpoint],
    ss58Prefix,
    nativeToken,
    assets,
    pools,
    features: {
      dex: scheme !== undefined,
      forexOracle: has('Oracle') && has('OracleMembership'),
      // The faucet is a Lumi API service, which an arbitrary endpoint does not come with.
      faucet: false,
      admin: has('Sudo'),
    },
  });
}
