import { VALUE_DECIMALS, type AssetInfo } from '@lumi/chain';
import { useLocaleSettings } from '../app/LocaleContext.ts';
import type { PoolState } from '../chain/dex/streams.ts';
import { formatFiat, formatShare, formatTokenAmount } from '../lib/format/index.ts';

/** The pool as @lumi/chain's liquidity plans read it (asset 1 = LUMI, asset 2 = PHPU). */
export const reservesOf = (market: PoolState) => ({
  reserve1: market.reserveLumi,
  reserve2: market.reservePhpu,
  lpSupply: market.lpSupply,
});

/** Formatters for the liquidity screen in the user's locale and display currency. */
export function useFormat() {
  const { locale, currency } = useLocaleSettings();
  return {
    token: (amount: bigint, token: AssetInfo) =>
      formatTokenAmount(amount, token.decimals, { locale, symbol: token.symbol }),
    fiat: (value: bigint | undefined) =>
      value === undefined ? '—' : formatFiat(value, VALUE_DECIMALS, { locale, currency }),
    percent: (share: bigint) => formatShare(share, locale),
    locale,
    currency,
  };
}
