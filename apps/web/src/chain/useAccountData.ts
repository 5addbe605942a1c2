import { useMemo } from 'react';
import { watchBalances, type AccountBalances } from './balances.ts';
import { useChainConnection } from './ChainContext.ts';
import { dexStreams, type PoolState } from './dex/streams.ts';
import { useObservable, type Observed } from './useObservable.ts';

export function useBalances(address: string | undefined): Observed<AccountBalances> {
  const connection = useChainConnection();
  const source = useMemo(
    () => (address ? watchBalances(connection.api, dexStreams(connection).config$, address) : undefined),
    [connection, address],
  );
  return useObservable(source);
}

export function useMarket(): Observed<PoolState | undefined> {
  const connection = useChainConnection();
  return useObservable(dexStreams(connection).market$);
}
