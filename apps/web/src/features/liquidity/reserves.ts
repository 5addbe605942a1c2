import type { PairMarket } from '../../shared/chain/dex/pairMarket.ts';

/** The pool as @lumi/chain's liquidity plans read it (asset 1 and 2 in the pool id's order). */
export const reservesOf = (market: PairMarket) => ({
  reserve1: market.reserve1,
  reserve2: market.reserve2,
  lpSupply: market.lpSupply,
});
