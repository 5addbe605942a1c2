// The Lumi chain's asset registry: what every app needs to know to name, count and address LUMI, PHPU and LPHPU.
// Ids are the dev/local chain's genesis ids; apps confirm them from chain state on connect.

/** FRAME's `NativeOrWithId<u32>` as polkadot-api / @polkadot/api JSON shapes it. */
export type AssetKind = { type: 'Native' } | { type: 'WithId'; id: number };

export interface AssetInfo {
  symbol: 'LUMI' | 'PHPU' | 'LPHPU';
  name: string;
  decimals: number;
  /** Where the balance lives on chain. */
  location: { pallet: 'Balances' } | { pallet: 'Assets'; id: number } | { pallet: 'PoolAssets'; id: number };
}

export const LUMI: AssetInfo = {
  symbol: 'LUMI',
  name: 'Lumi',
  decimals: 12,
  location: { pallet: 'Balances' },
};
export const PHPU: AssetInfo = {
  symbol: 'PHPU',
  name: 'Philippine Peso Stablecoin',
  decimals: 6,
  location: { pallet: 'Assets', id: 1 },
};
export const LPHPU: AssetInfo = {
  symbol: 'LPHPU',
  name: 'Lumi LUMI/PHPU LP',
  // sqrt(10^12 · 10^6): the first deposit mints sqrt(lumi·phpu) units, so 9 decimals keep 1 LPHPU ≈ √(1 LUMI·1 PHPU).
  decimals: 9,
  location: { pallet: 'PoolAssets', id: 0 },
};

export const ASSETS = [LUMI, PHPU, LPHPU] as const;

/** The chain's SS58 prefix and native token, as system_properties reports them. */
export const CHAIN_PROPERTIES = { ss58Format: 42, tokenSymbol: 'LUMI', tokenDecimals: 12 } as const;

export const NATIVE: AssetKind = { type: 'Native' };
export const PHPU_KIND: AssetKind = { type: 'WithId', id: 1 };

/** FRAME's AssetConversion PalletId (b"py/ascon"). */
export const ASSET_CONVERSION_PALLET_ID = 'py/ascon';

/** The LP fee default in per-mille (0.3 %), the `LPFee` constant. */
export const DEFAULT_LP_FEE_PER_MILLE = 3n;

/** AssetConversion's MintMinLiquidity: LP units locked forever on a pool's first deposit. */
export const MINT_MIN_LIQUIDITY = 100n;
