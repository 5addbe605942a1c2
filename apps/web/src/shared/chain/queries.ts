// The chain reads every screen shares: one query definition each, keyed by endpoint (see data/keys.ts).
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../data/keys.ts';
import { liveQuery } from '../data/live.ts';
import { watchBalances } from './balances.ts';
import { useChainConnection } from './ChainContext.ts';
import type { ChainConnection } from './connection.ts';
import { chainConstants } from './constants.ts';
import { dexStreams } from './dex/streams.ts';

export const dexConfigQuery = (connection: ChainConnection) =>
  liveQuery(queryKeys.dexConfig(connection.endpoint), () => dexStreams(connection).config$);

export const marketQuery = (connection: ChainConnection) =>
  liveQuery(queryKeys.market(connection.endpoint), () => dexStreams(connection).market$);

/** Constants of the runtime: one value, read once per connection. */
export const constantsQuery = (connection: ChainConnection) =>
  liveQuery(queryKeys.constants(connection.endpoint), () => chainConstants(connection));

export const balancesQuery = (connection: ChainConnection, address: string) =>
  liveQuery(queryKeys.balances(connection.endpoint, address), () =>
    watchBalances(connection.api, dexStreams(connection).config$, address),
  );

export function useDexConfig() {
  return useQuery(dexConfigQuery(useChainConnection()));
}

/** Reserves, LP supply and rates; data undefined while no LUMI/PHPU pool exists. */
export function useMarket() {
  return useQuery(marketQuery(useChainConnection()));
}

export function useChainConstants() {
  return useQuery(constantsQuery(useChainConnection()));
}

/** The LUMI, PHPU and LPHPU balances of `address` (nothing is read without one). */
export function useBalances(address: string | undefined) {
  return useQuery({ ...balancesQuery(useChainConnection(), address ?? ''), enabled: address !== undefined });
}
