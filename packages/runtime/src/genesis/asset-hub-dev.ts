// asset-hub-dev's genesis presets: the whole config, since its tokens are not Lumi's. A DOT-like native token
// (10 decimals), a USDT-like Assets asset 1984 (6 decimals) and a pool between them seeded by Alice; every dev
// account holds both. Assets are named by XCM Location, as Asset Hub's AssetConversion names them.
import { devAddress, DEV_NAMES } from '../dev-accounts.ts';
import { ASSETS_PALLET_INSTANCE } from '../xcm/location-kind.ts';

/** One DOT-like unit: 10 decimals. */
export const DOT_UNIT = 10n ** 10n;
/** The USDT-like asset: Assets id 1984 with 6 decimals, as on Polkadot Asset Hub. */
export const USDT_ID = 1984;
export const USDT_UNIT = 10n ** 6n;
/** 0.07 USDT: Polkadot Asset Hub's min_balance for USDT. */
export const USDT_MIN_BALANCE = 70_000n;
/** What each dev account holds of each token at genesis. */
export const DEV_ENDOWMENT_DOT = 1_000_000n * DOT_UNIT;
export const DEV_ENDOWMENT_USDT = 1_000_000n * USDT_UNIT;
/** The DOT/USDT pool's seed: 100,000 DOT against 400,000 USDT (4 USDT per DOT). */
export const POOL_DOT = 100_000n * DOT_UNIT;
export const POOL_USDT = 400_000n * USDT_UNIT;
/** PoolAssets id of the first pool's LP token (AssetConversion's NextPoolAssetId starts at 0). */
export const DOT_USDT_LP_ID = 0;

/** Location JSON (serde's spelling) of the relay token and of an Assets asset. */
export const DOT_LOCATION_JSON = { parents: 1, interior: 'Here' } as const;
export const localAssetLocationJson = (id: number) => ({
  parents: 0,
  interior: { X2: [{ PalletInstance: ASSETS_PALLET_INSTANCE }, { GeneralIndex: id }] },
});

export function assetHubDevPreset(name: string): Record<string, unknown> {
  const alice = devAddress('Alice');
  return {
    balances: {
      balances: DEV_NAMES.map((n) => [devAddress(n), DEV_ENDOWMENT_DOT.toString()]),
    },
    assets: {
      assets: [[USDT_ID, alice, true, USDT_MIN_BALANCE.toString()]],
      metadata: [[USDT_ID, 'Tether USD', 'USDT', 6]],
      accounts: DEV_NAMES.map((n) => [USDT_ID, devAddress(n), DEV_ENDOWMENT_USDT.toString()]),
    },
    assetConversion: {
      pools: [
        [
          DOT_LOCATION_JSON,
          localAssetLocationJson(USDT_ID),
          alice,
          POOL_DOT.toString(),
          POOL_USDT.toString(),
        ],
      ],
      poolTokenMetadata: [[DOT_USDT_LP_ID, `DOT/USDT LP (${name})`, 'LP-DOT-USDT', 10]],
    },
  };
}
