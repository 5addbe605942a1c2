// The two dev chains the DeFi browser flows run on, as data: which node to start and which profile the app picks,
// the tokens of the first pool, where an account's balances live (read with @polkadot/api, independently of the
// app) and the calls a test makes on its own. A flow written against a `ChainFixture` runs unchanged on both.
import type { ApiPromise } from '@polkadot/api';
import { LPHPU, LUMI, PHPU } from '@lumi/chain';
import { chainBalances } from '../chain/devChain.ts';

export interface Token {
  symbol: string;
  decimals: number;
}

/** An account's holdings of the tokens a flow uses, in base units. */
export interface Held {
  native: { free: bigint; reserved: bigint; frozen: bigint };
  /** The first pool's other token (PHPU on Lumi, USDT on the Asset-Hub-shaped chain). */
  asset: bigint;
  /** The first pool's LP token. */
  lp: bigint;
  /** PHPU: a local asset on Lumi, a foreign one (XCM Location) on the Asset-Hub-shaped chain. */
  phpu: bigint;
}

/** A @polkadot/api call: pallet, method and the arguments before the destination and amount (e.g. the asset id). */
type TransferCall = readonly [section: string, method: string, ...idArgs: unknown[]];

export interface ChainFixture {
  id: 'lumi-dev' | 'asset-hub-dev';
  nodeArgs: readonly string[];
  /** The profile the app is switched to; undefined: the app's default (lumi-dev). */
  profile: string | undefined;
  native: Token;
  asset: Token;
  lp: Token;
  phpu: Token;
  /** Every token the Portfolio lists, each with where its balance is read. */
  portfolio: readonly Token[];
  /** The first pool's native → asset swap path, as AssetConversion takes it (JSON for @polkadot/api). */
  swapPath: readonly unknown[];
  /** Transfers of the first pool's asset and of PHPU. */
  assetTransfer: TransferCall;
  phpuTransfer: TransferCall;
  held(api: ApiPromise, address: string): Promise<Held>;
}

interface Codec {
  toJSON(): unknown;
}
type Queries = Record<string, Record<string, (...args: unknown[]) => Promise<Codec>>>;

const balanceOf = (value: Codec): bigint =>
  BigInt((value.toJSON() as { balance?: number | string } | null)?.balance ?? 0);

export const LUMI_DEV: ChainFixture = {
  id: 'lumi-dev',
  nodeArgs: [],
  profile: undefined,
  native: LUMI,
  asset: PHPU,
  lp: LPHPU,
  phpu: PHPU,
  portfolio: [LUMI, PHPU, LPHPU],
  swapPath: [{ Native: null }, { WithId: 1 }],
  assetTransfer: ['assets', 'transfer', 1],
  phpuTransfer: ['assets', 'transfer', 1],
  async held(api, address) {
    const balances = await chainBalances(api, address);
    return { native: balances.lumi, asset: balances.phpu, lp: balances.lphpu, phpu: balances.phpu };
  },
};

// asset-hub-dev's genesis (packages/runtime/src/genesis/asset-hub-dev.ts, docs/chain.md): DOT native, USDT as
// Assets 1984, PHPU in ForeignAssets at Lumi's would-be Location, LP tokens PoolAssets 0 (DOT/USDT) and 1.
const USDT_ID = 1984;
const DOT_LOCATION = { parents: 1, interior: 'Here' };
const USDT_LOCATION = { parents: 0, interior: { X2: [{ PalletInstance: 50 }, { GeneralIndex: USDT_ID }] } };
const PHPU_LOCATION = {
  parents: 1,
  interior: { X3: [{ Parachain: 4242 }, { PalletInstance: 5 }, { GeneralIndex: 1 }] },
};
const DOT = { symbol: 'DOT', decimals: 10 };
const USDT = { symbol: 'USDT', decimals: 6 };
const FOREIGN_PHPU = { symbol: 'PHPU', decimals: 6 };
const LP_DOT_USDT = { symbol: 'LP-DOT-USDT', decimals: 10 };
const LP_DOT_PHPU = { symbol: 'LP-DOT-PHPU', decimals: 10 };

export const ASSET_HUB_DEV: ChainFixture = {
  id: 'asset-hub-dev',
  nodeArgs: ['--chain', 'asset-hub-dev'],
  profile: 'asset-hub-dev',
  native: DOT,
  asset: USDT,
  lp: LP_DOT_USDT,
  phpu: FOREIGN_PHPU,
  portfolio: [DOT, USDT, FOREIGN_PHPU, LP_DOT_USDT, LP_DOT_PHPU],
  swapPath: [DOT_LOCATION, USDT_LOCATION],
  assetTransfer: ['assets', 'transfer', USDT_ID],
  phpuTransfer: ['foreignAssets', 'transfer', PHPU_LOCATION],
  async held(api, address) {
    const query = api.query as unknown as Queries;
    const [account, usdt, lp, phpu] = await Promise.all([
      query.system!.account!(address),
      query.assets!.account!(USDT_ID, address),
      query.poolAssets!.account!(0, address),
      query.foreignAssets!.account!(PHPU_LOCATION, address),
    ]);
    const data = (account.toJSON() as { data: Record<'free' | 'reserved' | 'frozen', number | string> }).data;
    return {
      native: { free: BigInt(data.free), reserved: BigInt(data.reserved), frozen: BigInt(data.frozen) },
      asset: balanceOf(usdt),
      lp: balanceOf(lp),
      phpu: balanceOf(phpu),
    };
  },
};

type RuntimeCall = (...args: unknown[]) => Promise<Codec>;

function conversionApi(api: ApiPromise): Record<string, RuntimeCall> {
  return (api.call as unknown as Record<string, Record<string, RuntimeCall>>).assetConversionApi!;
}

const asBig = (value: unknown): bigint => {
  if (typeof value === 'number' || typeof value === 'string') return BigInt(value);
  throw new Error(`the runtime API answered ${JSON.stringify(value)}, not an amount`);
};

/** The first pool's assets in the direction `from` names. */
const pair = (chain: ChainFixture, from: 'native' | 'asset') =>
  from === 'native' ? [chain.swapPath[0], chain.swapPath[1]] : [chain.swapPath[1], chain.swapPath[0]];

/** AssetConversionApi.quote_price_exact_tokens_for_tokens (fee included) on the first pool: what `amountIn` buys. */
export async function quoteExactIn(
  api: ApiPromise,
  chain: ChainFixture,
  from: 'native' | 'asset',
  amountIn: bigint,
): Promise<bigint> {
  const [a, b] = pair(chain, from);
  return asBig((await conversionApi(api).quotePriceExactTokensForTokens!(a, b, amountIn, true)).toJSON());
}

/** AssetConversionApi.quote_price_tokens_for_exact_tokens (fee included): what `amountOut` costs. */
export async function quoteExactOut(
  api: ApiPromise,
  chain: ChainFixture,
  from: 'native' | 'asset',
  amountOut: bigint,
): Promise<bigint> {
  const [a, b] = pair(chain, from);
  return asBig((await conversionApi(api).quotePriceTokensForExactTokens!(a, b, amountOut, true)).toJSON());
}

/** The first pool's reserves (native, asset) from AssetConversionApi.get_reserves, and its LP token's supply. */
export async function poolState(
  api: ApiPromise,
  chain: ChainFixture,
): Promise<{ native: bigint; asset: bigint; lpSupply: bigint }> {
  const [reserves, lp] = await Promise.all([
    conversionApi(api).getReserves!(chain.swapPath[0], chain.swapPath[1]),
    (api.query as unknown as Queries).poolAssets!.asset!(0),
  ]);
  const [native, asset] = reserves.toJSON() as [unknown, unknown];
  return {
    native: asBig(native),
    asset: asBig(asset),
    lpSupply: asBig((lp.toJSON() as { supply: unknown }).supply),
  };
}

/** The chains every DeFi flow runs on, for `describe.each`. */
export const DEX_CHAINS: readonly ChainFixture[] = [LUMI_DEV, ASSET_HUB_DEV];
