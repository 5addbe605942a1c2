// construct_runtime!: the runtime configurations this package builds, each a pallet list at fixed indices over the
// same pallet code. A process hosts one: the host selects it (`createRuntime({ chain })`) before first use, and
// anything that reaches the runtime earlier gets Lumi's. Adding a pallet = its folder, its Config in
// src/config/pallets.ts, and one line in a configuration below.
import { CHAIN_PROPERTIES } from '@lumi/chain';
import { configureAssetHubDev, configureLumi } from './config/pallets.ts';
import { assetHubDevPreset } from './genesis/asset-hub-dev.ts';
import { onAssetKindUnconfigured } from './primitives/asset-kind.ts';
import { AssetConversion } from './pallets/asset-conversion/index.ts';
import { Assets, ForeignAssets, PoolAssets, PoolAssetsU32 } from './pallets/assets/index.ts';
import { AssetTxPayment } from './pallets/asset-tx-payment/index.ts';
import { Balances } from './pallets/balances/index.ts';
import { Oracle } from './pallets/oracle/index.ts';
import { OracleMembership } from './pallets/oracle-membership/index.ts';
import { Parameters } from './pallets/parameters/index.ts';
import { Sudo } from './pallets/sudo/index.ts';
import { System, SystemWithTasks } from './pallets/system/index.ts';
import { Timestamp } from './pallets/timestamp/index.ts';
import { TransactionPayment } from './pallets/transaction-payment/index.ts';
import { struct } from './scale/index.ts';
import type { AnyType } from './scale/index.ts';
import { constructRuntime } from './support/construct.ts';
import type { RuntimeDef } from './support/construct.ts';

/** The runtime configurations: Lumi's own, and the dev chain shaped like Polkadot Asset Hub. */
export const RUNTIME_NAMES = ['lumi', 'asset-hub-dev'] as const;
export type RuntimeName = (typeof RUNTIME_NAMES)[number];

/** The token the chain's properties announce (and the CheckMetadataHash digest commits to). */
export interface ChainProperties {
  readonly ss58Format: number;
  readonly tokenSymbol: string;
  readonly tokenDecimals: number;
}

export interface ActiveRuntime {
  readonly name: RuntimeName;
  readonly def: RuntimeDef;
  /** The `Runtime` marker type metadata names as the runtime's type. */
  readonly runtimeType: AnyType;
  readonly properties: ChainProperties;
}

/** asset-hub-dev's native token: DOT-like, 10 decimals, on the generic SS58 prefix of dev chains. */
export const ASSET_HUB_DEV_PROPERTIES: ChainProperties = {
  ss58Format: 42,
  tokenSymbol: 'DOT',
  tokenDecimals: 10,
};

function buildLumi(): ActiveRuntime {
  configureLumi();
  const def = constructRuntime('lumi_runtime', [
    [0, System],
    [1, Timestamp],
    [2, Balances],
    [3, TransactionPayment],
    [4, Sudo],
    [5, Assets],
    [6, PoolAssets],
    [7, AssetConversion],
    [8, Parameters],
    [9, Oracle],
    [10, OracleMembership],
    [11, AssetTxPayment],
  ]);
  return {
    name: 'lumi',
    def,
    runtimeType: struct('lumi_runtime::Runtime', {}),
    properties: CHAIN_PROPERTIES,
  };
}

/**
 * Polkadot Asset Hub's names and indices for the pallets Lumi implements (clients address calls, events and
 * errors by index). Asset Hub's other pallets (parachain system, XCM, governance, staking, ...) are absent.
 */
function buildAssetHubDev(): ActiveRuntime {
  configureAssetHubDev();
  const def = constructRuntime(
    'asset_hub_dev_runtime',
    [
      [0, SystemWithTasks],
      [3, Timestamp],
      [10, Balances],
      [11, TransactionPayment],
      [13, AssetTxPayment],
      [50, Assets],
      [53, ForeignAssets],
      [54, PoolAssetsU32],
      [55, AssetConversion],
    ],
    { preset: assetHubDevPreset },
  );
  return {
    name: 'asset-hub-dev',
    def,
    runtimeType: struct('asset_hub_dev_runtime::Runtime', {}),
    properties: ASSET_HUB_DEV_PROPERTIES,
  };
}

let active: ActiveRuntime | undefined;

/** Configures and constructs runtime `name`; a process constructs one runtime, so asking for another throws. */
export function selectRuntime(name: RuntimeName): ActiveRuntime {
  if (active) {
    if (active.name !== name) throw new Error(`runtime ${active.name} is already constructed, not ${name}`);
    return active;
  }
  active = name === 'lumi' ? buildLumi() : buildAssetHubDev();
  return active;
}

onAssetKindUnconfigured(() => selectRuntime('lumi'));

/** The process's runtime (Lumi's unless another was selected first). */
export const activeRuntime = (): ActiveRuntime => active ?? selectRuntime('lumi');

/** The constructed runtime: pallets, outer enums, dispatch. */
export const runtime = (): RuntimeDef => activeRuntime().def;
