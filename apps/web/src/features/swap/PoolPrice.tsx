import { Text } from '@mantine/core';
import type { PairToken } from '../../shared/chain/dex/pairs.ts';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import { formatTokenAmount } from '../../shared/format/index.ts';

/** The pool's mid price both ways (the pair's first token in its second, and back). */
export function PoolPrice({
  tokens: [first, second],
  market,
}: {
  tokens: readonly [PairToken, PairToken];
  market: { reserve1: bigint; reserve2: bigint };
}) {
  const { locale } = useLocaleSettings();
  if (market.reserve1 === 0n || market.reserve2 === 0n) return null;
  const secondPerFirst = (market.reserve2 * 10n ** BigInt(first.decimals)) / market.reserve1;
  const firstPerSecond = (market.reserve1 * 10n ** BigInt(second.decimals)) / market.reserve2;
  return (
    <Text size="sm" c="dimmed" data-testid="pool-price">
      {`1 ${first.symbol} = ${formatTokenAmount(secondPerFirst, second.decimals, { locale })} ${second.symbol} · 1 ${second.symbol} = ${formatTokenAmount(firstPerSecond, first.decimals, { locale, maximumFractionDigits: 6 })} ${first.symbol}`}
    </Text>
  );
}
