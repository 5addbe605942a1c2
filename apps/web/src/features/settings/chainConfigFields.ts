import type { AssetKindScheme } from '@lumi/chain/asset-kind';
import type { LumiConfig } from '../../shared/config/index.ts';

export interface ChainConfigField {
  field: keyof LumiConfig;
  /** The catalogue key of the row's name. */
  label: string;
  /** A field of Lumi's LUMI/PHPU pool (its account, token ids, LP owner). */
  lumiPool?: boolean;
}

export const CHAIN_FIELDS: readonly ChainConfigField[] = [
  { field: 'dexAccount', label: 'settings.chain.dexAccount' },
  { field: 'lumiAccountAddress', label: 'settings.chain.pool', lumiPool: true },
  { field: 'lumiContractAddress', label: 'settings.chain.lumiId', lumiPool: true },
  { field: 'phpuContractAddress', label: 'settings.chain.phpuId', lumiPool: true },
  { field: 'lphpuAccountAddress', label: 'settings.chain.lphpuOwner', lumiPool: true },
  { field: 'lphpuContractAddress', label: 'settings.chain.lphpuId', lumiPool: true },
  { field: 'swapFees', label: 'settings.chain.swapFee' },
];

/**
 * The rows Settings' chain configuration shows. On a chain naming assets by XCM Location (Asset Hub) there is no
 * LUMI/PHPU pool, so its rows would say "not loaded" forever: only the DEX account and the swap fee are shown.
 * While the chain's asset kind is unknown, every row (each says it is not loaded yet).
 */
export function chainConfigFields(
  assetKinds: AssetKindScheme['type'] | undefined,
): readonly ChainConfigField[] {
  return assetKinds === 'Location' ? CHAIN_FIELDS.filter((row) => !row.lumiPool) : CHAIN_FIELDS;
}
