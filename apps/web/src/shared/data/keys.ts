// Every query key of the app, in one factory: a key names one piece of data, so two screens asking for the same
// thing share one cache entry, and invalidation can address a whole family by its prefix.
import type { ActivityType } from '../api/lumiApi.ts';
import type { ChartRangeKey } from '../charts/series.ts';

export const queryKeys = {
  /** Everything read from the node at `endpoint` (a new endpoint is a new cache). */
  chain: (endpoint: string) => ['chain', endpoint] as const,
  dexConfig: (endpoint: string) => [...queryKeys.chain(endpoint), 'dexConfig'] as const,
  market: (endpoint: string) => [...queryKeys.chain(endpoint), 'market'] as const,
  pairMarket: (endpoint: string, pair: string) => [...queryKeys.chain(endpoint), 'pairMarket', pair] as const,
  constants: (endpoint: string) => [...queryKeys.chain(endpoint), 'constants'] as const,
  balances: (endpoint: string, address: string) =>
    [...queryKeys.chain(endpoint), 'balances', address] as const,
  roles: (endpoint: string, address: string) => [...queryKeys.chain(endpoint), 'roles', address] as const,
  tokenMinimum: (endpoint: string, token: string, assetId: number | undefined) =>
    [...queryKeys.chain(endpoint), 'tokenMinimum', token, assetId ?? null] as const,
  recipient: (endpoint: string, token: string, assetId: number | undefined, recipient: string) =>
    [...queryKeys.chain(endpoint), 'recipient', token, assetId ?? null, recipient] as const,
  /**
   * Fee estimate and dry run of one exact call for one form (`form`: the component asking; `call`: the signer
   * and every argument, plus the review's opening when each opening must check again).
   */
  txCheck: (endpoint: string, form: string, call: string) =>
    [...queryKeys.chain(endpoint), 'txCheck', form, call] as const,
  /** The network fee alone of one exact call (the Max buttons' proposals). */
  txFee: (endpoint: string, account: string, call: string) =>
    [...queryKeys.chain(endpoint), 'txFee', account, call] as const,

  /**
   * The profile derived from the chain at `endpoint` (a custom endpoint). Not under `chain`: it is read once per
   * connection, not redone on each block.
   */
  derivedProfile: (endpoint: string) => ['profile', endpoint] as const,
  /** The chain's asset pallets and asset-kind scheme, read once per connection from its metadata. */
  chainShape: (endpoint: string) => ['profile', endpoint, 'shape'] as const,
  /** Balances of every asset of the active profile held by `address`. */
  profileBalances: (endpoint: string, profile: string, address: string) =>
    [...queryKeys.chain(endpoint), 'profileBalances', profile, address] as const,

  /** Everything read from the Lumi HTTP API. */
  api: () => ['api'] as const,
  poolStats: (lpTokenId: number, range: ChartRangeKey) =>
    [...queryKeys.api(), 'poolStats', lpTokenId, range] as const,
  /** An account's liquidity position in a pool, from the indexer (refreshed when our transactions land). */
  lpPosition: (lpTokenId: number, address: string) =>
    [...queryKeys.api(), 'lpPosition', lpTokenId, address] as const,
  /** The pool's prices over the last hour, for the auto slippage tolerance. */
  recentPrices: (lpTokenId: number) => [...queryKeys.api(), 'recentPrices', lpTokenId] as const,
  forexHistory: (currency: string, range: ChartRangeKey) =>
    [...queryKeys.api(), 'forexHistory', currency, range] as const,
  /** The account's history as loaded page by page (cursor pagination). */
  activity: (address: string, types: readonly ActivityType[]) =>
    [...queryKeys.api(), 'activity', address, types.join(','), 'pages'] as const,
  /** The newest page of that history, polled to put new rows on top of the loaded ones. */
  activityHead: (address: string, types: readonly ActivityType[]) =>
    [...queryKeys.api(), 'activity', address, types.join(','), 'head'] as const,
  apiStatus: () => [...queryKeys.api(), 'status'] as const,
  /** The explorer: a block by number or hash as the node serves it; an account's history as the API pages it. */
  explorerBlock: (endpoint: string, ref: string) =>
    [...queryKeys.chain(endpoint), 'explorerBlock', ref] as const,
  explorerActivity: (address: string) => [...queryKeys.api(), 'explorerActivity', address] as const,
  explorerExtrinsic: (hash: string) => [...queryKeys.api(), 'explorerExtrinsic', hash] as const,
  /** The accounts an account exchanged transfers with (its recent transfer history). */
  counterparties: (address: string) => [...queryKeys.api(), 'counterparties', address] as const,
};
