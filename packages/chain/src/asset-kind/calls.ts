// The calls, runtime-API requests and storage reads the app makes with assets, built for a chain's asset-kind
// scheme as plain { pallet, name, args } data: one builder serves Lumi and Asset Hub alike, and the
// unit tests encode every one with the chain's own codecs (packages/descriptors/test/asset-kind-codecs.test.ts).
import { toAssetKind, UnsupportedAssetError, type AssetKindValue, type AssetRef } from './convert.ts';
import type { AssetKindScheme } from './scheme.ts';

export interface ChainCall {
  pallet: string;
  name: string;
  args: Record<string, unknown>;
}

export interface RuntimeApiCall {
  api: string;
  method: string;
  args: unknown[];
}

export interface StorageRead {
  pallet: string;
  item: string;
  keys: unknown[];
}

/** `MultiAddress::Id(account)`: how FRAME's transfer and swap calls take a destination on Lumi and Asset Hub. */
export type MultiAddressId = { type: 'Id'; value: string };
export const addressId = (ss58: string): MultiAddressId => ({ type: 'Id', value: ss58 });

const kinds = (scheme: AssetKindScheme, path: readonly AssetRef[]): AssetKindValue[] => {
  if (path.length < 2) throw new RangeError('a swap path names at least two assets');
  return path.map((ref) => toAssetKind(scheme, ref));
};

export function swapExactIn(
  scheme: AssetKindScheme,
  p: {
    path: readonly AssetRef[];
    amountIn: bigint;
    amountOutMin: bigint;
    sendTo: string;
    keepAlive: boolean;
  },
): ChainCall {
  return {
    pallet: 'AssetConversion',
    name: 'swap_exact_tokens_for_tokens',
    args: {
      path: kinds(scheme, p.path),
      amount_in: p.amountIn,
      amount_out_min: p.amountOutMin,
      send_to: p.sendTo,
      keep_alive: p.keepAlive,
    },
  };
}

export function swapExactOut(
  scheme: AssetKindScheme,
  p: {
    path: readonly AssetRef[];
    amountOut: bigint;
    amountInMax: bigint;
    sendTo: string;
    keepAlive: boolean;
  },
): ChainCall {
  return {
    pallet: 'AssetConversion',
    name: 'swap_tokens_for_exact_tokens',
    args: {
      path: kinds(scheme, p.path),
      amount_out: p.amountOut,
      amount_in_max: p.amountInMax,
      send_to: p.sendTo,
      keep_alive: p.keepAlive,
    },
  };
}

export function createPool(scheme: AssetKindScheme, asset1: AssetRef, asset2: AssetRef): ChainCall {
  return {
    pallet: 'AssetConversion',
    name: 'create_pool',
    args: { asset1: toAssetKind(scheme, asset1), asset2: toAssetKind(scheme, asset2) },
  };
}

export function addLiquidity(
  scheme: AssetKindScheme,
  p: {
    asset1: AssetRef;
    asset2: AssetRef;
    amount1Desired: bigint;
    amount2Desired: bigint;
    amount1Min: bigint;
    amount2Min: bigint;
    mintTo: string;
  },
): ChainCall {
  return {
    pallet: 'AssetConversion',
    name: 'add_liquidity',
    args: {
      asset1: toAssetKind(scheme, p.asset1),
      asset2: toAssetKind(scheme, p.asset2),
      amount1_desired: p.amount1Desired,
      amount2_desired: p.amount2Desired,
      amount1_min: p.amount1Min,
      amount2_min: p.amount2Min,
      mint_to: p.mintTo,
    },
  };
}

export function removeLiquidity(
  scheme: AssetKindScheme,
  p: {
    asset1: AssetRef;
    asset2: AssetRef;
    lpTokenBurn: bigint;
    amount1MinReceive: bigint;
    amount2MinReceive: bigint;
    withdrawTo: string;
  },
): ChainCall {
  return {
    pallet: 'AssetConversion',
    name: 'remove_liquidity',
    args: {
      asset1: toAssetKind(scheme, p.asset1),
      asset2: toAssetKind(scheme, p.asset2),
      lp_token_burn: p.lpTokenBurn,
      amount1_min_receive: p.amount1MinReceive,
      amount2_min_receive: p.amount2MinReceive,
      withdraw_to: p.withdrawTo,
    },
  };
}

/** AssetConversionApi's quote for an exact input (`exactIn`) or an exact output (`exactOut`). */
export function quoteRequest(
  scheme: AssetKindScheme,
  side: 'exactIn' | 'exactOut',
  p: { assetIn: AssetRef; assetOut: AssetRef; amount: bigint; includeFee: boolean },
): RuntimeApiCall {
  return {
    api: 'AssetConversionApi',
    method:
      side === 'exactIn' ? 'quote_price_exact_tokens_for_tokens' : 'quote_price_tokens_for_exact_tokens',
    args: [toAssetKind(scheme, p.assetIn), toAssetKind(scheme, p.assetOut), p.amount, p.includeFee],
  };
}

/** AssetConversionApi's reserves of the pool of `asset1` and `asset2` (None for an unknown or empty pool). */
export function reservesRequest(scheme: AssetKindScheme, asset1: AssetRef, asset2: AssetRef): RuntimeApiCall {
  return {
    api: 'AssetConversionApi',
    method: 'get_reserves',
    args: [toAssetKind(scheme, asset1), toAssetKind(scheme, asset2)],
  };
}

/** The AssetConversion.Pools entry of the pool of `asset1` and `asset2` (its LP token id). */
export function poolRead(scheme: AssetKindScheme, asset1: AssetRef, asset2: AssetRef): StorageRead {
  return {
    pallet: 'AssetConversion',
    item: 'Pools',
    keys: [[toAssetKind(scheme, asset1), toAssetKind(scheme, asset2)]],
  };
}

/**
 * A keep-alive transfer of `asset`: Balances for the native token, Assets / PoolAssets by id, ForeignAssets by
 * Location. The asset's pallet must exist on the chain (scheme.pallets).
 */
export function transferKeepAlive(
  scheme: AssetKindScheme,
  asset: AssetRef,
  dest: string,
  amount: bigint,
): ChainCall {
  const target = addressId(dest);
  switch (asset.type) {
    case 'Native':
      return { pallet: 'Balances', name: 'transfer_keep_alive', args: { dest: target, value: amount } };
    case 'Local':
      if (scheme.pallets.assets === undefined) throw new UnsupportedAssetError('no Assets pallet');
      return { pallet: 'Assets', name: 'transfer_keep_alive', args: { id: asset.id, target, amount } };
    case 'Pool':
      if (scheme.pallets.poolAssets === undefined) throw new UnsupportedAssetError('no PoolAssets pallet');
      return { pallet: 'PoolAssets', name: 'transfer_keep_alive', args: { id: asset.id, target, amount } };
    case 'Foreign':
      if (scheme.pallets.foreignAssets === undefined)
        throw new UnsupportedAssetError('no ForeignAssets pallet');
      return {
        pallet: 'ForeignAssets',
        name: 'transfer_keep_alive',
        args: { id: asset.location, target, amount },
      };
  }
}

/** The storage entry holding `address`'s balance of `asset` (System.Account for the native token). */
export function balanceRead(scheme: AssetKindScheme, asset: AssetRef, address: string): StorageRead {
  switch (asset.type) {
    case 'Native':
      return { pallet: 'System', item: 'Account', keys: [address] };
    case 'Local':
      if (scheme.pallets.assets === undefined) throw new UnsupportedAssetError('no Assets pallet');
      return { pallet: 'Assets', item: 'Account', keys: [asset.id, address] };
    case 'Pool':
      if (scheme.pallets.poolAssets === undefined) throw new UnsupportedAssetError('no PoolAssets pallet');
      return { pallet: 'PoolAssets', item: 'Account', keys: [asset.id, address] };
    case 'Foreign':
      if (scheme.pallets.foreignAssets === undefined)
        throw new UnsupportedAssetError('no ForeignAssets pallet');
      return { pallet: 'ForeignAssets', item: 'Account', keys: [asset.location, address] };
  }
}

/**
 * A transfer of `asset`: the keep-alive call when `keepAlive` (it refuses to take the sender below the existential
 * deposit or the asset's minimum balance), else Balances.transfer_allow_death or the asset pallet's `transfer`.
 */
export function transfer(
  scheme: AssetKindScheme,
  asset: AssetRef,
  dest: string,
  amount: bigint,
  keepAlive: boolean,
): ChainCall {
  const call = transferKeepAlive(scheme, asset, dest, amount);
  if (keepAlive) return call;
  return { ...call, name: call.pallet === 'Balances' ? 'transfer_allow_death' : 'transfer' };
}

/** The storage entry of an asset's details (min_balance, status, supply); undefined for the native token. */
export function assetDetailsRead(scheme: AssetKindScheme, asset: AssetRef): StorageRead | undefined {
  if (asset.type === 'Native') return undefined;
  const account = balanceRead(scheme, asset, '');
  return { pallet: account.pallet, item: 'Asset', keys: [account.keys[0]] };
}
