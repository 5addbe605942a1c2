// The Lumi API service (apps/api) as the app sees it, through the XSRF-aware client and the web server's
// same-origin /api proxy. Every answer is checked before a screen uses it.
import { HttpError, http, type HttpClient } from './http.ts';
import { parseExtrinsicLocation, type ExtrinsicLocation } from './extrinsicLocation.ts';
import { DEFAULT_XSRF, readCookie } from './xsrf.ts';
import {
  arr,
  bool,
  decimalText,
  decimals,
  num,
  obj,
  optDecimal,
  optStr,
  optUnits,
  str,
  units,
  type Obj,
} from './validate.ts';

export interface ApiStatus {
  chainType: string | null;
  indexer: { lastIndexed: number | null; error: string | null };
  faucet: { enabled: boolean; lumi: bigint | null; phpu: bigint | null };
  forexSimulated: boolean;
}

export function parseStatus(data: unknown): ApiStatus {
  const body = obj(data, 'status');
  const chain = body.chain === null || body.chain === undefined ? {} : obj(body.chain, 'status.chain');
  const indexer = obj(body.indexer, 'status.indexer');
  const faucet = obj(body.faucet, 'status.faucet');
  const forex = body.forex && typeof body.forex === 'object' ? (body.forex as Obj) : {};
  return {
    chainType: optStr(chain.chainType, 'status.chain.chainType'),
    indexer: {
      lastIndexed:
        indexer.lastIndexed === null ? null : num(indexer.lastIndexed, 'status.indexer.lastIndexed'),
      error: optStr(indexer.error, 'status.indexer.error'),
    },
    faucet: {
      enabled: bool(faucet.enabled, 'status.faucet.enabled'),
      lumi: optUnits(faucet.lumi, 'status.faucet.lumi'),
      phpu: optUnits(faucet.phpu, 'status.faucet.phpu'),
    },
    forexSimulated: forex.simulated === true,
  };
}

/** `call`: a failed transaction whose call is none of the other types. */
export type ActivityType = 'transfer' | 'swap' | 'liquidity_added' | 'liquidity_removed' | 'fee' | 'call';
const ACTIVITY_TYPES: readonly ActivityType[] = [
  'transfer',
  'swap',
  'liquidity_added',
  'liquidity_removed',
  'fee',
  'call',
];

export interface TokenAmount {
  asset: string;
  amount: bigint;
  /** The asset's decimals when the API knows them (its chain profile names the asset). */
  decimals?: number;
}

/** `details[name]` with its amount and, when the API gives them, `details[name + 'Decimals']`. */
function tokenAmount(details: Obj, name: string, amountField: string, at: string): TokenAmount {
  const out: TokenAmount = {
    asset: str(details[name], `${at}.${name}`),
    amount: units(details[amountField], `${at}.${amountField}`),
  };
  const d = details[`${name}Decimals`];
  if (d !== null && d !== undefined) out.decimals = decimals(d, `${at}.${name}Decimals`);
  return out;
}

export interface ActivityItem {
  id: string;
  type: ActivityType;
  block: number;
  blockHash: string;
  timestamp: number;
  /** The extrinsic of the block that caused it (absent for block initialisation/finalisation events). */
  extrinsicIndex?: number;
  direction: 'in' | 'out' | 'self';
  asset: string | null;
  decimals: number | null;
  amount: bigint | null;
  counterparty: string | null;
  /** Swap: what went in and what came out. */
  swap?: { paid: TokenAmount; received: TokenAmount };
  /** Liquidity change: the two pool assets moved. */
  pair?: [TokenAmount, TokenAmount];
  /** A transaction that failed on chain: its call ("AssetConversion.swap_exact_tokens_for_tokens") and error. */
  failure?: { call: string; error: DispatchErrorJson };
}

/** A dispatch error as the chain's enums read in JSON: `{ type, value? }`, nested. */
export interface DispatchErrorJson {
  type: string;
  value?: unknown;
}

function failureOf(value: unknown, at: string): ActivityItem['failure'] {
  const failure = obj(value, at);
  const error = obj(failure.error, `${at}.error`);
  return {
    call: str(failure.call, `${at}.call`),
    error: { type: str(error.type, `${at}.error.type`), value: error.value },
  };
}

export interface ActivityPage {
  items: ActivityItem[];
  nextCursor: string | null;
  indexedTo: number | null;
}

function activityItem(value: unknown, at: string): ActivityItem {
  const row = obj(value, at);
  const type = str(row.type, `${at}.type`) as ActivityType;
  if (!ACTIVITY_TYPES.includes(type)) throw new Error(`${at}.type "${type}" is unknown`);
  const direction = str(row.direction, `${at}.direction`);
  if (direction !== 'in' && direction !== 'out' && direction !== 'self')
    throw new Error(`${at}.direction "${direction}" is unknown`);
  const item: ActivityItem = {
    id: str(row.id, `${at}.id`),
    type,
    block: num(row.block, `${at}.block`),
    blockHash: str(row.blockHash, `${at}.blockHash`),
    timestamp: num(row.timestamp, `${at}.timestamp`),
    direction,
    asset: optStr(row.asset, `${at}.asset`),
    decimals:
      row.decimals === null || row.decimals === undefined ? null : decimals(row.decimals, `${at}.decimals`),
    amount: optUnits(row.amount, `${at}.amount`),
    counterparty: optStr(row.counterparty, `${at}.counterparty`),
  };
  if (row.extrinsicIndex !== null && row.extrinsicIndex !== undefined)
    item.extrinsicIndex = num(row.extrinsicIndex, `${at}.extrinsicIndex`);
  const details = row.details && typeof row.details === 'object' ? (row.details as Obj) : undefined;
  if (details?.failure !== undefined) {
    item.failure = failureOf(details.failure, `${at}.failure`);
    return item;
  }
  if (details && type === 'swap') {
    item.swap = {
      paid: tokenAmount(details, 'assetIn', 'amountIn', at),
      received: tokenAmount(details, 'assetOut', 'amountOut', at),
    };
  }
  if (details && (type === 'liquidity_added' || type === 'liquidity_removed')) {
    item.pair = [
      tokenAmount(details, 'asset1', 'amount1', at),
      tokenAmount(details, 'asset2', 'amount2', at),
    ];
  }
  return item;
}

export function parseActivity(data: unknown): ActivityPage {
  const body = obj(data, 'activity');
  return {
    items: arr(body.items, 'activity.items').map((row, i) => activityItem(row, `activity.items[${i}]`)),
    nextCursor: optStr(body.nextCursor, 'activity.nextCursor'),
    indexedTo:
      body.indexedTo === null || body.indexedTo === undefined ? null : num(body.indexedTo, 'indexedTo'),
  };
}

export interface RatePoint {
  time: number;
  block: number;
  rate: string;
  simulated: boolean;
}

export interface ForexHistory {
  currency: string;
  from: number;
  to: number;
  simulated: boolean;
  points: RatePoint[];
}

export function parseForexHistory(data: unknown): ForexHistory {
  const body = obj(data, 'history');
  const feeder = body.feeder && typeof body.feeder === 'object' ? (body.feeder as Obj) : {};
  return {
    currency: str(body.currency, 'history.currency'),
    from: num(body.from, 'history.from'),
    to: num(body.to, 'history.to'),
    simulated: feeder.simulated === true,
    points: arr(body.points, 'history.points').map((value, i) => {
      const point = obj(value, `history.points[${i}]`);
      return {
        time: num(point.time, `points[${i}].time`),
        block: num(point.block, `points[${i}].block`),
        rate: decimalText(point.rate, `points[${i}].rate`),
        simulated: point.simulated === true,
      };
    }),
  };
}

export interface PricePoint {
  time: number;
  price: string;
}

export interface PoolStats {
  id: number;
  priceUnit: string;
  tvlUsd: string | null;
  volume24hUsd: string | null;
  swaps24h: number;
  fees24hUsd: string | null;
  feeAprPercent: string | null;
  priceSeries: PricePoint[];
}

export function parsePoolStats(data: unknown): PoolStats {
  const body = obj(data, 'pool');
  const volume = obj(body.volume24h, 'pool.volume24h');
  const fees = obj(body.fees24h, 'pool.fees24h');
  const price = body.price && typeof body.price === 'object' ? (body.price as Obj) : {};
  const series = obj(body.priceSeries, 'pool.priceSeries');
  return {
    id: num(body.id, 'pool.id'),
    priceUnit: typeof price.unit === 'string' ? price.unit : '',
    tvlUsd: optDecimal(body.tvlUsd, 'pool.tvlUsd'),
    volume24hUsd: optDecimal(volume.usd, 'pool.volume24h.usd'),
    swaps24h: volume.swaps === undefined ? 0 : num(volume.swaps, 'pool.volume24h.swaps'),
    fees24hUsd: optDecimal(fees.usd, 'pool.fees24h.usd'),
    feeAprPercent: optDecimal(body.feeAprPercent, 'pool.feeAprPercent'),
    priceSeries: arr(series.points, 'pool.priceSeries.points').map((value, i) => {
      const point = obj(value, `priceSeries.points[${i}]`);
      return {
        time: num(point.time, `price[${i}].time`),
        price: decimalText(point.price, `price[${i}].price`),
      };
    }),
  };
}

export interface FaucetGrant {
  txHash: string;
  transfers: { asset: string; amount: bigint; decimals: number; blockNumber: number; txHash: string }[];
}

export function parseFaucetGrant(data: unknown): FaucetGrant {
  const body = obj(data, 'faucet');
  return {
    txHash: str(body.txHash, 'faucet.txHash'),
    transfers: arr(body.transfers, 'faucet.transfers').map((value, i) => {
      const t = obj(value, `faucet.transfers[${i}]`);
      return {
        asset: str(t.asset, `transfers[${i}].asset`),
        amount: units(t.amount, `transfers[${i}].amount`),
        decimals: decimals(t.decimals, `transfers[${i}].decimals`),
        blockNumber: num(t.blockNumber, `transfers[${i}].blockNumber`),
        txHash: str(t.txHash, `transfers[${i}].txHash`),
      };
    }),
  };
}

/** True when the web server answered that no Lumi API runs behind it (or the API is unreachable). */
export function isApiUnavailable(error: unknown): boolean {
  if (error instanceof TypeError) return true; // fetch itself failed: no server at all
  if (!(error instanceof HttpError)) return false;
  const code = error.body && typeof error.body === 'object' ? (error.body as Obj).error : undefined;
  return code === 'api_unavailable' || (error.status === 502 && code === undefined) || error.status === 504;
}

export interface LumiApiClient {
  status(): Promise<ApiStatus>;
  activity(
    address: string,
    query: { types: ActivityType[]; cursor?: string | null; limit?: number },
  ): Promise<ActivityPage>;
  forexHistory(currency: string, from: number | undefined, to: number): Promise<ForexHistory>;
  poolStats(id: number, from: number, to: number): Promise<PoolStats>;
  claimFaucet(address: string): Promise<FaucetGrant>;
  /** Where the extrinsic with this hash was included; null when no indexed block has it. */
  extrinsic(hash: string): Promise<ExtrinsicLocation | null>;
}

export function createLumiApi(client: HttpClient, base = '/api'): LumiApiClient {
  const schema = <T>(parse: (data: unknown) => T) => ({ parse });
  return {
    status: () => client.getJson(`${base}/status`, schema(parseStatus)),
    activity(address, { types, cursor, limit = 25 }) {
      const params = new URLSearchParams({ limit: String(limit) });
      if (types.length > 0) params.set('type', types.join(','));
      if (cursor) params.set('cursor', cursor);
      return client.getJson(
        `${base}/accounts/${encodeURIComponent(address)}/activity?${params}`,
        schema(parseActivity),
      );
    },
    forexHistory(currency, from, to) {
      const params = new URLSearchParams({ to: String(to) });
      if (from !== undefined) params.set('from', String(from));
      return client.getJson(
        `${base}/forex/${encodeURIComponent(currency)}/history?${params}`,
        schema(parseForexHistory),
      );
    },
    poolStats(id, from, to) {
      const params = new URLSearchParams({ from: String(from), to: String(to) });
      return client.getJson(`${base}/pools/${id}/stats?${params}`, schema(parsePoolStats));
    },
    async claimFaucet(address) {
      // The first POST needs the anti-forgery cookie, which any answer of the API sets.
      const cookies = typeof document === 'undefined' ? '' : document.cookie;
      if (readCookie(cookies, DEFAULT_XSRF.cookieName) === undefined) await client.request(`${base}/status`);
      return client.sendJson('POST', `${base}/faucet`, { address }, schema(parseFaucetGrant));
    },
    extrinsic: (hash) =>
      client
        .getJson(`${base}/extrinsics/${encodeURIComponent(hash)}`, schema(parseExtrinsicLocation))
        .catch((error: unknown) => {
          if (error instanceof HttpError && error.status === 404) return null;
          throw error;
        }),
  };
}

export const lumiApi = createLumiApi(http);
