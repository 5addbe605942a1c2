import type { PoolState } from '../../shared/chain/dex/streams.ts';

/** The pool as @lumi/chain's liquidity plans read it (asset 1 = LUMI, asset 2 = PHPU). */
export const reservesOf = (market: PoolState) => ({
  reserve1: market.reserveLumi,
  reserve2: market.reservePhpu,
  lpSupply: market.lpSupply,
});
