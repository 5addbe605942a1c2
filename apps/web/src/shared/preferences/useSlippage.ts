import { useQuery } from '@tanstack/react-query';
import { recentPricesQuery } from '../api/recentPrices.ts';
import { autoSlippageBps, volatilityBps } from './autoSlippage.ts';
import { slippageAuto, slippageDefault } from './preferences.ts';

/**
 * The slippage tolerance a form uses: the automatic one (from the pool's recent prices and the trade's size)
 * unless the user chose a value, and the controls to choose one or go back to Auto. Both choices are stored
 * (`lumi-slippage-auto`, `lumi-slippage-bps`) and shared by Swap, Liquidity and Settings.
 */
export function useSlippage(trade?: { lpTokenId: number | undefined; tradeIn: bigint; reserveIn: bigint }) {
  const auto = slippageAuto.use();
  const manual = slippageDefault.use();
  const lpTokenId = trade?.lpTokenId;
  // Read even while a chosen value is in use: the Auto button offers its value, which must be the one Auto
  // would apply (not the unknown-volatility fallback) when the user switches back.
  const prices = useQuery({
    ...recentPricesQuery(lpTokenId ?? 0),
    enabled: lpTokenId !== undefined,
  });
  const autoBps = trade
    ? autoSlippageBps({
        tradeIn: trade.tradeIn,
        reserveIn: trade.reserveIn,
        volatilityBps: prices.data ? volatilityBps(prices.data) : undefined,
      })
    : undefined;
  return {
    /** The tolerance in basis points the form applies. */
    bps: auto && autoBps !== undefined ? autoBps : manual,
    auto: { active: auto, bps: autoBps },
    choose: (bps: bigint) => {
      slippageDefault.set(bps);
      slippageAuto.set(false);
    },
    chooseAuto: () => slippageAuto.set(true),
  };
}
