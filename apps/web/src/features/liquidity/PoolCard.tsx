import { Card, Text } from '@mantine/core';
import { VALUE_DECIMALS, fiatValue, type Market } from '@lumi/chain';
import { useTranslation } from 'react-i18next';
import type { PairMarket } from '../../shared/chain/dex/pairMarket.ts';
import type { PoolTokens } from './poolTokens.ts';
import { useFormat } from '../../shared/format/useFormat.ts';
import { FiatRow } from '../../shared/fiat/FiatRow.tsx';
import { FiatValue } from '../../shared/fiat/FiatValue.tsx';
import { PriceBothWays } from '../swap/index.ts';
import { FiatRateNote } from '../fiat/index.ts';

/**
 * Reserves, prices both ways, the connected account's share and, where Lumi's Oracle values the pool (`valued`:
 * Lumi's LUMI/PHPU market with its forex rates), the TVL.
 */
export function PoolCard({
  market,
  tokens: { first, second, lp },
  valued,
  lpBalance,
}: {
  market: PairMarket;
  tokens: PoolTokens;
  valued: Market | undefined;
  lpBalance: bigint | undefined;
}) {
  const f = useFormat();
  const { t } = useTranslation();
  const tvl =
    valued &&
    (fiatValue('LUMI', valued.reserveLumi, valued, f.currency) ?? 0n) +
      (fiatValue('PHPU', valued.reservePhpu, valued, f.currency) ?? 0n);
  const share =
    lpBalance !== undefined && market.lpSupply > 0n
      ? (lpBalance * 10n ** BigInt(VALUE_DECIMALS)) / market.lpSupply
      : undefined;
  // An emptied pool has no price.
  const priced = market.reserve1 > 0n && market.reserve2 > 0n;
  return (
    <Card withBorder padding="md" aria-labelledby="pool-title">
      <Text fw={700} id="pool-title" mb="sm">
        {t('liquidity.pool.title')}
      </Text>
      <dl className="details-list">
        <div>
          <dt>{t('liquidity.pool.reserves')}</dt>
          <dd data-testid="pool-reserves">{`${f.token(market.reserve1, first)} · ${f.token(market.reserve2, second)}`}</dd>
        </div>
        <FiatRow
          amounts={[
            { amount: market.reserve1, symbol: first.symbol },
            { amount: market.reserve2, symbol: second.symbol },
          ]}
        />
        {priced && (
          <div>
            <dt>{t('liquidity.pool.price')}</dt>
            <dd data-testid="pool-card-price">
              <PriceBothWays tokens={[first, second]} market={market} />
            </dd>
          </div>
        )}
        {tvl !== undefined && (
          <div>
            <dt>{t('liquidity.pool.tvl', { currency: f.currency })}</dt>
            <dd data-testid="pool-tvl">{f.fiat(tvl)}</dd>
          </div>
        )}
        <div>
          <dt>{t('liquidity.pool.share')}</dt>
          <dd data-testid="pool-share">
            {share !== undefined && lpBalance ? (
              <>
                {`${f.percent(share)} (${f.token(lpBalance, lp)})`}{' '}
                <FiatValue amount={lpBalance} symbol={lp.symbol} />
              </>
            ) : (
              t('liquidity.pool.noShare')
            )}
          </dd>
        </div>
      </dl>
      <FiatRateNote />
    </Card>
  );
}
