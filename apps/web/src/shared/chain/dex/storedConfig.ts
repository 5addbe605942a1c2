import type { StoredField } from '../../config/index.ts';
import type { DexConfig } from './dexConfig.ts';

/**
 * The configuration entity's chain fields for a DEX configuration read from the chain. PHPU's Assets id is stored
 * only where AssetConversion names assets `NativeOrWithId` (Lumi): on a chain naming them by XCM Location (Asset
 * Hub) PHPU, if there at all, is a foreign asset, and `phpuId` is only the fallback for a chain without one.
 */
export function storedDexFields(dex: DexConfig): Partial<Record<StoredField, string>> {
  return {
    lumiAccountAddress: dex.pool?.account ?? '',
    lumiContractAddress: 'native',
    phpuContractAddress: dex.assetKinds.type === 'NativeOrWithId' ? String(dex.phpuId) : '',
    lphpuAccountAddress: dex.lpOwner ?? dex.pool?.account ?? '',
    lphpuContractAddress: dex.pool ? String(dex.pool.lpTokenId) : '',
    swapFees: String(dex.lpFee),
    forexUpdates:
      dex.forex.rates.size === 0
        ? ''
        : JSON.stringify({
            updatedAt: dex.forex.updatedAt,
            block: dex.forex.block,
            rates: Object.fromEntries([...dex.forex.rates].map(([code, rate]) => [code, rate.toString()])),
          }),
  };
}
