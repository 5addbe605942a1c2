// Naming and keying assets for one chain profile: on lumi-dev LUMI (native), PHPU (Assets 1), LPHPU (PoolAssets
// 0); on an Asset Hub DOT/KSM, USDT 1984, foreign assets by Location… The service builds one AssetNames from its
// --profile at start-up and hands it to the indexer and the routes; nothing here is module state.
//
// Two key forms, each made once here:
// - the store's AssetKey (pools' asset1/asset2, swap legs): `native`, an Assets id in decimal (`1984`), or
//   `foreign:<locationKey>`; the first two are what the store has always held, so existing indexes stay valid;
// - the API's `assetKey` in answers: @lumi/chain's assetRefKey (`native`, `local:1984`, `pool:0`,
//   `foreign:<locationKey>`), the key the web app uses for the same asset.
import {
  assetRefKey,
  locationKey,
  parseLocationKey,
  sameAssetRef,
  type AssetRef,
} from '@lumi/chain/asset-kind';
import type { ChainProfile } from '@lumi/chain/profiles';

/** An asset of AssetConversion as the store keeps it: `native`, an Assets id in decimal, or `foreign:<Location key>`. */
export type AssetKey = string;

const FOREIGN = 'foreign:';

/** The store key of an asset AssetConversion trades (LP tokens are never traded there). */
export function keyOfRef(ref: Exclude<AssetRef, { type: 'Pool' }>): AssetKey {
  switch (ref.type) {
    case 'Native':
      return 'native';
    case 'Local':
      return String(ref.id);
    case 'Foreign':
      return `${FOREIGN}${locationKey(ref.location)}`;
  }
}

/** The asset a store key names; undefined for text that is no key. */
export function refOfKey(key: AssetKey): AssetRef | undefined {
  if (key === 'native') return { type: 'Native' };
  if (/^\d{1,10}$/.test(key) && Number(key) <= 0xffff_ffff) return { type: 'Local', id: Number(key) };
  if (key.startsWith(FOREIGN)) {
    const location = parseLocationKey(key.slice(FOREIGN.length));
    return location && { type: 'Foreign', location };
  }
  return undefined;
}

/** The web app's key (assetRefKey) of a store key; null for text that is no key. */
export function refKeyOf(key: AssetKey): string | null {
  const ref = refOfKey(key);
  return ref ? assetRefKey(ref) : null;
}

export class AssetNames {
  constructor(readonly profile: ChainProfile) {}

  #find(ref: AssetRef) {
    return this.profile.assets.find((a) => sameAssetRef(a.ref, ref));
  }

  /** The native token's symbol (LUMI, DOT, KSM). */
  native(): string {
    return this.profile.nativeToken.symbol;
  }

  /** An Assets id's symbol, or `asset:<id>` for one the profile does not list. */
  local(id: number): string {
    return this.#find({ type: 'Local', id })?.symbol ?? `asset:${id}`;
  }

  /** A PoolAssets (LP token) id's symbol, or `pool-asset:<id>`. */
  pool(id: number): string {
    return this.#find({ type: 'Pool', id })?.symbol ?? `pool-asset:${id}`;
  }

  /** The label of a store key: the profile's symbol, else a stable text (`asset:<id>`, the foreign key itself). */
  label(key: AssetKey): string {
    const ref = refOfKey(key);
    if (!ref || ref.type === 'Native') return this.native();
    if (ref.type === 'Local') return this.local(ref.id);
    return this.#find(ref)?.symbol ?? key;
  }

  decimals(key: AssetKey): number | undefined {
    const ref = refOfKey(key);
    if (ref?.type === 'Native') return this.profile.nativeToken.decimals;
    return ref && this.#find(ref)?.decimals;
  }

  decimalsOfLabel(label: string): number | undefined {
    if (label === this.native()) return this.profile.nativeToken.decimals;
    return this.profile.assets.find((a) => a.symbol === label)?.decimals;
  }

  /** The web app's key (assetRefKey) of an asset the store labelled `label`; null for a label of no asset. */
  refKeyOfLabel(label: string): string | null {
    if (label === this.native()) return 'native';
    const listed = this.profile.assets.find((a) => a.symbol === label);
    if (listed) return assetRefKey(listed.ref);
    const local = /^asset:(\d+)$/.exec(label);
    if (local) return `local:${local[1]}`;
    const pool = /^pool-asset:(\d+)$/.exec(label);
    if (pool) return `pool:${pool[1]}`;
    return label.startsWith(FOREIGN) ? label : null;
  }
}
