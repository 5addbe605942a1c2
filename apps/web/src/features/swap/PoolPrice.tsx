import { Text } from '@mantine/core';
import { LUMI, PHPU, type Market } from '@lumi/chain';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import { formatTokenAmount } from '../../shared/format/index.ts';

/** The pool's mid price both ways. */
export function PoolPrice({ market }: { market: Pick<Market, 'reserveLumi' | 'reservePhpu'> }) {
  const { locale } = useLocaleSettings();
  if (market.reserveLumi === 0n || market.reservePhpu === 0n) return null;
  const phpuPerLumi = (market.reservePhpu * 10n ** BigInt(LUMI.decimals)) / market.reserveLumi;
  const lumiPerPhpu = (market.reserveLumi * 10n ** BigInt(PHPU.decimals)) / market.reservePhpu;
  return (
    <Text size="sm" c="dimmed" data-testid="pool-price">
      {`1 LUMI = ${formatTokenAmount(phpuPerLumi, PHPU.decimals, { locale })} PHPU · 1 PHPU = ${formatTokenAmount(lumiPerPhpu, LUMI.decimals, { locale, maximumFractionDigits: 6 })} LUMI`}
    </Text>
  );
}
