import type { DexPair, PairToken } from '../../shared/chain/dex/pairs.ts';
import type { FormatToken } from '../../shared/format/token.ts';

/** The tokens a liquidity screen shows: the pool's two assets (in its order) and its LP token. */
export interface PoolTokens {
  first: PairToken;
  second: PairToken;
  lp: FormatToken;
}

/**
 * The pair's tokens; an LP token the profile does not name is called `lpName` and counted in the first asset's
 * decimals (AssetConversion mints LP tokens without metadata).
 */
export const poolTokensOf = (pair: DexPair, lpName: string): PoolTokens => ({
  first: pair.tokens[0],
  second: pair.tokens[1],
  lp: pair.lp ?? { symbol: lpName, decimals: pair.tokens[0].decimals },
});
