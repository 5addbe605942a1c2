import type { StoredField } from '../../config/index.ts';
import type { DexConfig } from './dexConfig.ts';

/** The configuration entity's chain fields for a DEX configuration read from the chain. */
export function storedDexFields(dex: DexConfig): Partial<Record<StoredField, string>> {
  return {
    lumiAccountAddress: dex.pool?.account ?? '',
    lumiContractAddress: 'native',
    phpuContractAddress: String(dex.phpuId),
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
