// The chains the app knows without asking: the Lumi dev chain (what the app has always run on), the two
// public Asset Hubs, and the local Asset-Hub-shaped dev chain. Token facts come from the chains themselves (system_properties, Assets.Metadata); pools
// listed here are the ones the app offers first, and a connected app confirms them from AssetConversion.Pools.
import { CHAIN_PROPERTIES, LPHPU, LUMI, PHPU } from '../assets.ts';
import { location } from '../asset-kind/location.ts';
import type { ChainProfile } from './schema.ts';

const NATIVE = { type: 'Native' } as const;
const local = (id: number) => ({ type: 'Local', id }) as const;

export const LUMI_DEV: ChainProfile = {
  id: 'lumi-dev',
  name: 'Lumi dev chain',
  endpoints: ['ws://127.0.0.1:9944'],
  ss58Prefix: CHAIN_PROPERTIES.ss58Format,
  nativeToken: { symbol: LUMI.symbol, decimals: LUMI.decimals },
  assets: [
    { ref: NATIVE, symbol: LUMI.symbol, name: LUMI.name, decimals: LUMI.decimals },
    { ref: local(1), symbol: PHPU.symbol, name: PHPU.name, decimals: PHPU.decimals },
    { ref: { type: 'Pool', id: 0 }, symbol: LPHPU.symbol, name: LPHPU.name, decimals: LPHPU.decimals },
  ],
  pools: [[NATIVE, local(1)]],
  features: { dex: true, forexOracle: true, faucet: true, admin: true },
};

/** Subscan's page patterns for one of its network subdomains. */
const subscan = (network: string): NonNullable<ChainProfile['explorer']> => ({
  block: `https://${network}.subscan.io/block/{block}`,
  extrinsic: `https://${network}.subscan.io/extrinsic/{extrinsic}`,
  account: `https://${network}.subscan.io/account/{account}`,
});

export const ASSET_HUB_POLKADOT: ChainProfile = {
  id: 'asset-hub-polkadot',
  name: 'Polkadot Asset Hub',
  endpoints: ['wss://polkadot-asset-hub-rpc.polkadot.io', 'wss://asset-hub-polkadot-rpc.dwellir.com'],
  ss58Prefix: 0,
  nativeToken: { symbol: 'DOT', decimals: 10 },
  assets: [
    { ref: NATIVE, symbol: 'DOT', name: 'Polkadot', decimals: 10 },
    { ref: local(1984), symbol: 'USDT', name: 'Tether USD', decimals: 6 },
    { ref: local(1337), symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  ],
  pools: [
    [NATIVE, local(1984)],
    [NATIVE, local(1337)],
  ],
  explorer: subscan('assethub-polkadot'),
  features: { dex: true, forexOracle: false, faucet: false, admin: false },
};

export const ASSET_HUB_KUSAMA: ChainProfile = {
  id: 'asset-hub-kusama',
  name: 'Kusama Asset Hub',
  endpoints: ['wss://kusama-asset-hub-rpc.polkadot.io', 'wss://asset-hub-kusama-rpc.dwellir.com'],
  ss58Prefix: 2,
  nativeToken: { symbol: 'KSM', decimals: 12 },
  assets: [
    { ref: NATIVE, symbol: 'KSM', name: 'Kusama', decimals: 12 },
    { ref: local(1984), symbol: 'USDT', name: 'Tether USD', decimals: 6 },
  ],
  pools: [[NATIVE, local(1984)]],
  explorer: subscan('assethub-kusama'),
  features: { dex: true, forexOracle: false, faucet: false, admin: false },
};

/**
 * Where Asset Hub would see Lumi's PHPU (its Assets pallet 5, id 1) if Lumi were parachain 4242 (a made-up id):
 * asset-hub-dev seeds it in ForeignAssets with a DOT/PHPU pool (LP token PoolAssets 1).
 */
const LUMI_PHPU_ON_ASSET_HUB = location(
  1,
  { type: 'Parachain', value: 4242 },
  { type: 'PalletInstance', value: 5 },
  { type: 'GeneralIndex', value: 1n },
);

/**
 * `lumi-node --dev --chain asset-hub-dev` on this machine: Lumi's pallets with Polkadot Asset Hub's shapes (Location
 * asset kinds, pallet names and indices), a DOT-like native token, USDT-like asset 1984 and their pool, whose LP
 * token is PoolAssets 0, and PHPU as a foreign asset with a DOT/PHPU pool (LP PoolAssets 1). No Sudo, Oracle or faucet: the Lumi-only features are off, as on the real Asset Hubs.
 */
export const ASSET_HUB_DEV: ChainProfile = {
  id: 'asset-hub-dev',
  name: 'Asset Hub dev chain',
  endpoints: ['ws://127.0.0.1:9944'],
  ss58Prefix: 42,
  nativeToken: { symbol: 'DOT', decimals: 10 },
  assets: [
    { ref: NATIVE, symbol: 'DOT', name: 'Polkadot (dev)', decimals: 10 },
    { ref: local(1984), symbol: 'USDT', name: 'Tether USD', decimals: 6 },
    {
      ref: { type: 'Foreign', location: LUMI_PHPU_ON_ASSET_HUB },
      symbol: 'PHPU',
      name: PHPU.name,
      decimals: 6,
    },
    { ref: { type: 'Pool', id: 0 }, symbol: 'LP-DOT-USDT', name: 'DOT/USDT LP', decimals: 10 },
    { ref: { type: 'Pool', id: 1 }, symbol: 'LP-DOT-PHPU', name: 'DOT/PHPU LP', decimals: 10 },
  ],
  pools: [
    [NATIVE, local(1984)],
    [NATIVE, { type: 'Foreign', location: LUMI_PHPU_ON_ASSET_HUB }],
  ],
  features: { dex: true, forexOracle: false, faucet: false, admin: false },
};

/** Every built-in profile, the default (lumi-dev) first. */
export const CHAIN_PROFILES: readonly ChainProfile[] = [
  LUMI_DEV,
  ASSET_HUB_POLKADOT,
  ASSET_HUB_KUSAMA,
  ASSET_HUB_DEV,
];

export const DEFAULT_PROFILE_ID = LUMI_DEV.id;

export function builtinProfile(id: string): ChainProfile | undefined {
  return CHAIN_PROFILES.find((p) => p.id === id);
}
