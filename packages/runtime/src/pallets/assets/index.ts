// pallet_assets, instantiable and generic over its asset id: `Assets` (PHPU and other user assets, u32 ids),
// `PoolAssets` (AssetConversion's LP tokens, u32 ids) and `ForeignAssets` (asset-hub-dev only: assets of other
// consensus systems, keyed by XCM Location) are instances of the same code with separate storage, events and errors.
import { PHPU } from '@lumi/chain';
import { devAddress, DEV_NAMES } from '../../dev-accounts.ts';
import { configSeam } from '../../support/config.ts';
import { definePallet } from '../../support/pallet.ts';
import { makeCalls } from './calls.ts';
import type { AssetsSeam } from './config.ts';
import {
  ASSETS_CONFIG,
  FOREIGN_ASSETS_CONFIG,
  POOL_ASSETS_CONFIG,
  U32_PLAIN_ID,
  makeConstants,
} from './constants.ts';
import type { AssetsConfig } from './constants.ts';
import { makeErrors } from './errors.ts';
import { makeEvents } from './events.ts';
import { makeFunctions } from './functions.ts';
import { makeGenesis } from './genesis.ts';
import { makeStorage } from './storage.ts';

if (PHPU.location.pallet !== 'Assets') throw new Error('the asset registry must place PHPU in Assets');
/** PHPU: Assets id 1, 6 decimals (from @lumi/chain's registry). */
export const PHPU_ID = PHPU.location.id;
/** 0.01 PHPU: holdings below this are dust and reaped. */
export const PHPU_MIN_BALANCE = 10n ** BigInt(PHPU.decimals - 2);
/** What each development account holds at genesis: 1,000,000 PHPU. */
export const PHPU_DEV_ENDOWMENT = 1_000_000n * 10n ** BigInt(PHPU.decimals);

/** The dev presets: PHPU owned and issued by Alice, sufficient, held by Alice..Ferdie. */
function assetsPreset(name: string): unknown {
  if (name !== 'development' && name !== 'local_testnet') return undefined;
  return {
    assets: [[PHPU_ID, devAddress('Alice'), true, PHPU_MIN_BALANCE.toString()]],
    metadata: [[PHPU_ID, PHPU.name, PHPU.symbol, PHPU.decimals]],
    accounts: DEV_NAMES.map((n) => [PHPU_ID, devAddress(n), PHPU_DEV_ENDOWMENT.toString()]),
  };
}

/** One instance of pallet_assets: the pallet for construct_runtime plus its logic for other pallets. */
export function makeAssetsInstance<Id>(config: AssetsConfig<Id>, preset: (name: string) => unknown) {
  const store = makeStorage(config.name, config.assetId.type);
  const events = makeEvents(config.name, config.assetId.type);
  const errors = makeErrors(config.name);
  // What this instance needs from other pallets, given by the runtime composition (src/config/).
  const seam = configSeam<AssetsSeam>(config.name);
  const functions = makeFunctions({ config, store, events, errors, seam });
  const pallet = definePallet({
    name: config.name,
    storage: store.storage,
    calls: makeCalls(config, store, events, errors, functions),
    events,
    errors,
    constants: makeConstants(config),
    genesis: makeGenesis(config, store, functions, preset),
  });
  return { config, seam, pallet, storage: store, events, errors, functions, fungibles: functions.fungibles };
}

export type AssetsInstance<Id = number> = ReturnType<typeof makeAssetsInstance<Id>>;

export const assetsInstance = makeAssetsInstance(ASSETS_CONFIG, assetsPreset);
// AssetConversion's genesis creates the LP tokens; this instance contributes nothing to the presets.
export const poolAssetsInstance = makeAssetsInstance(POOL_ASSETS_CONFIG, () => undefined);
// Only asset-hub-dev has ForeignAssets; its genesis comes with that runtime's preset (src/genesis/asset-hub-dev.ts).
export const foreignAssetsInstance = makeAssetsInstance(FOREIGN_ASSETS_CONFIG, () => undefined);

export const Assets = assetsInstance.pallet;
export const PoolAssets = poolAssetsInstance.pallet;
export const ForeignAssets = foreignAssetsInstance.pallet;
/** The same PoolAssets (storage, logic) with Asset Hub's call arguments: the id as a plain `u32`. */
export const PoolAssetsU32 = definePallet({
  ...PoolAssets,
  calls: makeCalls(
    { ...POOL_ASSETS_CONFIG, assetId: U32_PLAIN_ID },
    poolAssetsInstance.storage,
    poolAssetsInstance.events,
    poolAssetsInstance.errors,
    poolAssetsInstance.functions,
  ),
});

/** fungibles::{Inspect, Mutate, Create} + AccountTouch of each instance, for AssetConversion & co. */
export const assetsFungibles = assetsInstance.fungibles;
export const poolAssetsFungibles = poolAssetsInstance.fungibles;
export const foreignAssetsFungibles = foreignAssetsInstance.fungibles;

export {
  ASSETS_CONFIG,
  FOREIGN_ASSETS_CONFIG,
  LOCATION_ID,
  POOL_ASSETS_CONFIG,
  U32_COMPACT_ID,
  U32_PLAIN_ID,
  palletAccount,
} from './constants.ts';
export type { AssetsConfig } from './constants.ts';
export type { AccountRefs, AssetsSeam, DepositCurrency } from './config.ts';
export type { AssetsFungibles, DepositConsequence, WithdrawConsequence } from './functions.ts';
export * from './types.ts';
