import { Text } from '@mantine/core';
import type { PairToken } from '../../shared/chain/dex/pairs.ts';
import { FiatValue } from '../../shared/fiat/FiatValue.tsx';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import { formatTokenAmount, pow10 } from '../../shared/format/index.ts';

interface PriceProps {
  tokens: readonly [PairToken, PairToken];
  market: { reserve1: bigint; reserve2: bigint };
}

/**
 * The pool's mid price both ways, "1 LUMI = 58.5 PHPU ≈ $1.00 · 1 PHPU = 0.017094 LUMI ≈ $0.02": each statement
 * followed by the value of one unit of its base token where the chain values it. Nothing for an emptied pool.
 */
export function PriceBothWays({ tokens: [first, second], market }: PriceProps) {
  const { locale } = useLocaleSettings();
  if (market.reserve1 === 0n || market.reserve2 === 0n) return null;
  const secondPerFirst = (market.reserve2 * pow10(first.decimals)) / market.reserve1;
  const firstPerSecond = (market.reserve1 * pow10(second.decimals)) / market.reserve2;
  return (
    <>
      <span data-price-of={first.symbol}>
        {`1 ${first.symbol} = ${formatTokenAmount(secondPerFirst, second.decimals, { locale })} ${second.symbol}`}
      </span>{' '}
      <FiatValue amount={pow10(first.decimals)} symbol={first.symbol} />
      {' · '}
      <span data-price-of={second.symbol}>
        {`1 ${second.symbol} = ${formatTokenAmount(firstPerSecond, first.decimals, { locale, maximumFractionDigits: 6 })} ${first.symbol}`}
      </span>{' '}
      <FiatValue amount={pow10(second.decimals)} symbol={second.symbol} />
    </>
  );
}

/** The Swap form's line with the pool's price both ways. */
export function PoolPrice(props: PriceProps) {
  if (props.market.reserve1 === 0n || props.market.reserve2 === 0n) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="pool-price">
      <PriceBothWays {...props} />
    </Text>
  );
}
