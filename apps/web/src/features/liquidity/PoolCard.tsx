import { Card, Text } from '@mantine/core';
import { LPHPU, LUMI, PHPU, fiatValue, lpPosition } from '@lumi/chain';
import { useTranslation } from 'react-i18next';
import type { PoolState } from '../../shared/chain/dex/streams.ts';
import { formatTokenAmount } from '../../shared/format/index.ts';
import { useFormat } from '../../shared/format/useFormat.ts';
import { FiatRow } from '../../shared/fiat/FiatRow.tsx';
import { FiatRateNote } from '../fiat/index.ts';

/** Reserves, prices both ways, TVL and the connected account's share. */
export function PoolCard({ market, lpBalance }: { market: PoolState; lpBalance: bigint | undefined }) {
  const f = useFormat();
  const { t } = useTranslation();
  const tvl =
    (fiatValue('LUMI', market.reserveLumi, market, f.currency) ?? 0n) +
    (fiatValue('PHPU', market.reservePhpu, market, f.currency) ?? 0n);
  const position = lpBalance !== undefined ? lpPosition(lpBalance, market) : undefined;
  const phpuPerLumi = (market.reservePhpu * 10n ** 12n) / market.reserveLumi;
  const lumiPerPhpu = (market.reserveLumi * 10n ** 6n) / market.reservePhpu;
  return (
    <Card withBorder padding="md" aria-labelledby="pool-title">
      <Text fw={700} id="pool-title" mb="sm">
        {t('liquidity.pool.title')}
      </Text>
      <dl className="details-list">
        <div>
          <dt>{t('liquidity.pool.reserves')}</dt>
          <dd data-testid="pool-reserves">{`${f.token(market.reserveLumi, LUMI)} · ${f.token(market.reservePhpu, PHPU)}`}</dd>
        </div>
        <FiatRow
          amounts={[
            { amount: market.reserveLumi, symbol: LUMI.symbol },
            { amount: market.reservePhpu, symbol: PHPU.symbol },
          ]}
        />
        <div>
          <dt>{t('liquidity.pool.price')}</dt>
          <dd>
            {`1 LUMI = ${formatTokenAmount(phpuPerLumi, 6, { locale: f.locale })} PHPU · 1 PHPU = ${formatTokenAmount(lumiPerPhpu, 12, { locale: f.locale, maximumFractionDigits: 6 })} LUMI`}
          </dd>
        </div>
        <div>
          <dt>{t('liquidity.pool.tvl', { currency: f.currency })}</dt>
          <dd data-testid="pool-tvl">{f.fiat(tvl)}</dd>
        </div>
        <div>
          <dt>{t('liquidity.pool.share')}</dt>
          <dd data-testid="pool-share">
            {position && lpBalance
              ? `${f.percent(position.share)} (${f.token(lpBalance, LPHPU)})`
              : t('liquidity.pool.noShare')}
          </dd>
        </div>
      </dl>
      <FiatRateNote />
    </Card>
  );
}
