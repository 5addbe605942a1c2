// asset-hub-dev's genesis presets: the whole config, since its tokens are not Lumi's. A DOT-like native token
// (10 decimals), a USDT-like Assets asset 1984 (6 decimals), Lumi's PHPU as a ForeignAssets asset, and pools
// DOT/USDT and DOT/PHPU seeded by Alice; every dev account holds all three. Assets are named by XCM Location, as
// Asset Hub's AssetConversion and ForeignAssets name them.
import { PHPU } from '@lumi/chain';
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

/**
 * PHPU as Asset Hub would see it arrive from Lumi's chain run as a sibling parachain: the relay's child
 * Parachain(LUMI_PARA_ID), its Assets pallet (index 5 in Lumi's runtime), PHPU's id there (1). The para id is made
 * up (no parachain of Polkadot has it today); the rest is where PHPU really lives on Lumi.
 */
export const LUMI_PARA_ID = 4242;
export const LUMI_ASSETS_PALLET = 5;
if (PHPU.location.pallet !== 'Assets') throw new Error('the asset registry must place PHPU in Assets');
export const PHPU_LOCATION_JSON = {
  parents: 1,
  interior: {
    X3: [
      { Parachain: LUMI_PARA_ID },
      { PalletInstance: LUMI_ASSETS_PALLET },
      { GeneralIndex: PHPU.location.id },
    ],
  },
} as const;
/** PHPU keeps Lumi's decimals (6) and minimum balance (0.01 PHPU). */
export const PHPU_UNIT = 10n ** BigInt(PHPU.decimals);
export const PHPU_MIN_BALANCE = PHPU_UNIT / 100n;
export const DEV_ENDOWMENT_PHPU = 1_000_000n * PHPU_UNIT;
/** The DOT/PHPU pool's seed: 2,000 DOT against 464,000 PHPU (232 PHPU per DOT: 4 USD a DOT at 58 PHP a USD). */
export const POOL_DOT_FOR_PHPU = 2_000n * DOT_UNIT;
export const POOL_PHPU = 464_000n * PHPU_UNIT;
/** PoolAssets id of the DOT/PHPU LP token: the second pool created at genesis. */
export const DOT_PHPU_LP_ID = 1;

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
    foreignAssets: {
      assets: [[PHPU_LOCATION_JSON, alice, true, PHPU_MIN_BALANCE.toString()]],
      metadata: [[PHPU_LOCATION_JSON, PHPU.name, PHPU.symbol, PHPU.decimals]],
      accounts: DEV_NAMES.map((n) => [PHPU_LOCATION_JSON, devAddress(n), DEV_ENDOWMENT_PHPU.toString()]),
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
        [DOT_LOCATION_JSON, PHPU_LOCATION_JSON, alice, POOL_DOT_FOR_PHPU.toString(), POOL_PHPU.toString()],
      ],
      poolTokenMetadata: [
        [DOT_USDT_LP_ID, `DOT/USDT LP (${name})`, 'LP-DOT-USDT', 10],
        [DOT_PHPU_LP_ID, `DOT/PHPU LP (${name})`, 'LP-DOT-PHPU', 10],
      ],
    },
  };
}
