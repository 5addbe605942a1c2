// Naming and counting assets the way the active chain profile does: on lumi-dev LUMI (native), PHPU (Assets 1),
// LPHPU (PoolAssets 0); on an Asset Hub DOT/KSM, USDT 1984… Assets the profile does not list keep a stable label and
// no decimals. The service sets the profile once at start-up (--profile), before the indexer or the HTTP routes
// run; every label the store holds and every answer the API gives is then in that chain's terms.
import { LUMI_DEV } from '@lumi/chain/profiles/builtin';
import type { ChainProfile } from '@lumi/chain/profiles';

/** An AssetKind of AssetConversion as the store keeps it: `native` or the Assets id in decimal. */
export type AssetKey = string;

let profile: ChainProfile = LUMI_DEV;

/** The chain profile whose assets the indexer and the API name (lumi-dev until set). */
export function setAssetProfile(next: ChainProfile): void {
  profile = next;
}

function find(type: 'Native' | 'Local' | 'Pool', id?: number) {
  return profile.assets.find((a) => a.ref.type === type && (!('id' in a.ref) || a.ref.id === id));
}

export function assetsLabel(id: number): string {
  return find('Local', id)?.symbol ?? `asset:${id}`;
}

export function poolAssetsLabel(id: number): string {
  return find('Pool', id)?.symbol ?? `pool-asset:${id}`;
}

/** The native token's symbol (LUMI, DOT, KSM). */
export function nativeLabel(): string {
  return profile.nativeToken.symbol;
}

export function assetKeyLabel(key: AssetKey): string {
  return key === 'native' ? nativeLabel() : assetsLabel(Number(key));
}

export function assetKeyDecimals(key: AssetKey): number | undefined {
  return key === 'native' ? profile.nativeToken.decimals : find('Local', Number(key))?.decimals;
}

export function decimalsOfLabel(label: string): number | undefined {
  return profile.assets.find((a) => a.symbol === label)?.decimals;
}
