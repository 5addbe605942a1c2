import { useChainConnection } from './ChainContext.ts';
import { useBalances, useChainConstants, useDexConfig, useMarket } from './queries.ts';

/** Everything a trade form reads from the chain: pool, fee, balances of the connected account, constants. */
export function useTradeInputs(address: string | undefined) {
  const connection = useChainConnection();
  const market = useMarket();
  const config = useDexConfig();
  const balances = useBalances(address);
  const constants = useChainConstants();
  return {
    api: connection.api,
    market: market.data,
    marketLoading: market.isPending,
    config: config.data,
    balances: balances.data,
    existentialDeposit: constants.data?.existentialDeposit,
    liquidityWithdrawalFee: constants.data?.liquidityWithdrawalFee,
  };
}
