import { Alert, Card, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VALUE_DECIMALS } from '@lumi/chain';
import { isOffPeg, pegOf, PEG_WARNING_BPS } from '../../shared/fiat/peg.ts';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import { formatBps, formatTokenAmount } from '../../shared/format/index.ts';
import { useDexConfig, useMarket } from '../../shared/chain/queries.ts';
import { ForexHistoryCard } from './ForexHistoryCard.tsx';
import { RateHealthMark } from './RateHealthMark.tsx';
import { RateHealthNote } from './RateHealthNote.tsx';
import { age } from './age.ts';
import { useNow } from './useNow.ts';
import { useRateHealth } from './useRateHealth.ts';

/** Date and time as the format locale writes them (Intl, not the catalogues). */
const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

const E18 = 10n ** 18n;

export function ForexPage() {
  const { locale } = useLocaleSettings();
  const { t } = useTranslation();
  const config = useDexConfig();
  const market = useMarket();
  const now = useNow(15_000);
  const health = useRateHealth();
  const forex = config.data?.forex;
  const php = forex?.rates.get('PHP');
  const pool = market.data;
  const peg = pool && pegOf(pool.reserveLumi, pool.reservePhpu, php);
  const usd = (value: bigint) =>
    formatTokenAmount(value, VALUE_DECIMALS, { locale, maximumFractionDigits: 6 });

  return (
    <section className="dapp-page" aria-labelledby="dapp-page-title">
      <title>{t('forex.title')}</title>
      <div className="dapp-page__heading">
        <h1 id="dapp-page-title">{t('forex.heading')}</h1>
      </div>
      <p className="dapp-page__summary">{t('forex.summary')}</p>
      <Card withBorder padding="md">
        {!forex ? (
          <Text c="dimmed">{t('forex.loading')}</Text>
        ) : forex.rates.size === 0 ? (
          <Text c="dimmed">{t('forex.noRates')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={280}>
            <Table aria-label={t('forex.tableLabel')} verticalSpacing="xs" className="table--phone-fit">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('forex.currency')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('forex.perUsd')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('forex.phpPerUnit')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('forex.lastUpdate')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...forex.rates].map(([code, rate]) => {
                  const fedAt = forex.fedAt.get(code) ?? 0;
                  return (
                    <Table.Tr key={code} data-currency={code}>
                      <Table.Th scope="row">{code}</Table.Th>
                      <Table.Td ta="right" data-field="rate">
                        {formatTokenAmount(rate, 18, { locale, maximumFractionDigits: 6 })}
                      </Table.Td>
                      <Table.Td ta="right" data-field="php">
                        {php && rate > 0n
                          ? formatTokenAmount((php * E18) / rate, 18, { locale, maximumFractionDigits: 6 })
                          : '—'}
                      </Table.Td>
                      <Table.Td ta="right" data-field="updated">
                        {fedAt === 0 ? (
                          t('forex.genesis')
                        ) : (
                          <time
                            dateTime={new Date(fedAt).toISOString()}
                            title={new Date(fedAt).toLocaleString(locale)}
                          >
                            {`${new Date(fedAt).toLocaleString(locale, WHEN)} (${age(fedAt, now, locale)})`}
                          </time>
                        )}
                        {health && <RateHealthMark health={health(code)} />}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {forex && (
          <Text size="xs" c="dimmed" mt="xs">
            {t('forex.snapshot', { block: forex.block.toLocaleString('en-US') })}
          </Text>
        )}
      </Card>
      {forex && forex.rates.size > 0 && <ForexHistoryCard currencies={[...forex.rates.keys()]} />}
      <Card withBorder padding="md" aria-labelledby="peg-title">
        <Text fw={700} id="peg-title" mb="xs" component="h2" size="md">
          {t('forex.peg.title')}
        </Text>
        {!peg ? (
          <Text c="dimmed" size="sm">
            {t('forex.peg.needs')}
          </Text>
        ) : (
          <>
            <dl className="details-list">
              <div>
                <dt>{t('forex.peg.pool')}</dt>
                <dd data-testid="peg-pool">{`$${usd(peg.pool)}`}</dd>
              </div>
              <div>
                <dt>{t('forex.peg.forex')}</dt>
                <dd data-testid="peg-forex">{`$${usd(peg.forex)}`}</dd>
              </div>
              <div>
                <dt>{t('forex.peg.deviation')}</dt>
                <dd data-testid="peg-deviation">{`${peg.deviationBps < 0n ? '−' : '+'}${formatBps(peg.deviationBps < 0n ? -peg.deviationBps : peg.deviationBps, locale)}`}</dd>
              </div>
            </dl>
            <RateHealthNote currencies={['PHP']} />
            {isOffPeg(peg) && (
              <Alert color="orange" role="alert" mt="sm">
                {t('forex.peg.off', { limit: formatBps(PEG_WARNING_BPS, locale) })}
              </Alert>
            )}
            <Text size="xs" c="dimmed" mt="xs">
              {t('forex.peg.reference')}
            </Text>
          </>
        )}
      </Card>
    </section>
  );
}
