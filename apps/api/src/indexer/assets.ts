// Naming and counting assets the way the registry in @lumi/chain does: LUMI (native), PHPU (Assets 1),
// LPHPU (PoolAssets 0). Assets the registry does not know keep a stable label and no decimals.
import { ASSETS, type AssetInfo } from '@lumi/chain';

/** An AssetKind of AssetConversion as the store keeps it: `native` or the Assets id in decimal. */
export type AssetKey = string;

function find(pallet: AssetInfo['location']['pallet'], id?: number): AssetInfo | undefined {
  return ASSETS.find((a) => a.location.pallet === pallet && (!('id' in a.location) || a.location.id === id));
}

export function assetsLabel(id: number): string {
  return find('Assets', id)?.symbol ?? `asset:${id}`;
}

export function poolAssetsLabel(id: number): string {
  return find('PoolAssets', id)?.symbol ?? `pool-asset:${id}`;
}

export function assetKeyLabel(key: AssetKey): string {
  return key === 'native' ? 'LUMI' : assetsLabel(Number(key));
}

export function assetKeyDecimals(key: AssetKey): number | undefined {
  return key === 'native' ? find('Balances')?.decimals : find('Assets', Number(key))?.decimals;
}

export function decimalsOfLabel(label: string): number | undefined {
  return ASSETS.find((a) => a.symbol === label)?.decimals;
}
