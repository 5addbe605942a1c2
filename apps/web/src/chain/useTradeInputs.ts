import { useMemo } from 'react';
import { useChainConnection } from './ChainContext.ts';
import { chainConstants } from './constants.ts';
import { dexStreams } from './dex/streams.ts';
import { useObservable } from './useObservable.ts';
import { useBalances, useMarket } from './useAccountData.ts';

/** Everything a trade form reads from the chain: pool, fee, balances of the connected account, constants. */
export function useTradeInputs(address: string | undefined) {
  const connection = useChainConnection();
  const market = useMarket();
  const config = useObservable(dexStreams(connection).config$);
  const balances = useBalances(address);
  const constants = useObservable(useMemo(() => chainConstants(connection), [connection]));
  return {
    api: connection.api,
    market: market.status === 'ready' ? market.value : undefined,
    marketLoading: market.status === 'loading',
    config: config.status === 'ready' ? config.value : undefined,
    balances: balances.status === 'ready' ? balances.value : undefined,
    existentialDeposit: constants.status === 'ready' ? constants.value.existentialDeposit : undefined,
    liquidityWithdrawalFee: constants.status === 'ready' ? constants.value.liquidityWithdrawalFee : undefined,
  };
}
