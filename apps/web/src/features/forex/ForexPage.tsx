import { Alert, Card, Table, Text } from '@mantine/core';
import { GENESIS_LUMI_USD, VALUE_DECIMALS } from '@lumi/chain';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import { formatBps, formatTokenAmount } from '../../shared/format/index.ts';
import { useDexConfig, useMarket } from '../../shared/chain/queries.ts';
import { ForexHistoryCard } from './ForexHistoryCard.tsx';
import { RateHealthMark } from './RateHealthMark.tsx';
import { RateHealthNote } from './RateHealthNote.tsx';
import { useNow } from './useNow.ts';
import { useRateHealth } from './useRateHealth.ts';

const E18 = 10n ** 18n;
/** Deviation of the pool's PHPU price from 1 PHP above which the peg monitor warns, in basis points. */
export const PEG_WARNING_BPS = 200n;

function age(ms: number, now: number, locale: string): string {
  if (ms === 0) return 'since genesis';
  const seconds = Math.round((ms - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return rtf.format(seconds, 'second');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(seconds / 3600), 'hour');
  return rtf.format(Math.round(seconds / 86_400), 'day');
}

/**
 * The pool's price of 1 PHPU in USD against the forex-implied price of 1 PHP. The chain has no LUMI/USD feed,
 * so LUMI is taken at its reference price of 1 USD, the price the genesis pool was seeded at.
 */
function pegOf(reserveLumi: bigint, reservePhpu: bigint, phpPerUsd: bigint) {
  // USD per PHPU from the pool, 18 decimals: (LUMI per PHPU) × (USD per LUMI).
  const pool = (reserveLumi * 10n ** 6n * GENESIS_LUMI_USD) / (reservePhpu * 10n ** 12n);
  const forex = (E18 * E18) / phpPerUsd;
  const deviationBps = ((pool - forex) * 10_000n) / forex;
  return { pool, forex, deviationBps };
}

export function ForexPage() {
  const { locale } = useLocaleSettings();
  const config = useDexConfig();
  const market = useMarket();
  const now = useNow(15_000);
  const health = useRateHealth();
  const forex = config.data?.forex;
  const php = forex?.rates.get('PHP');
  const pool = market.data;
  const peg =
    pool && php && pool.reservePhpu > 0n ? pegOf(pool.reserveLumi, pool.reservePhpu, php) : undefined;
  const usd = (value: bigint) =>
    formatTokenAmount(value, VALUE_DECIMALS, { locale, maximumFractionDigits: 6 });

  return (
    <section className="dapp-page" aria-labelledby="dapp-page-title">
      <title>Forex · Lumi</title>
      <div className="dapp-page__heading">
        <h1 id="dapp-page-title">Forex</h1>
      </div>
      <p className="dapp-page__summary">
        Rates posted on chain by the forex oracle, in units of each currency per US dollar.
      </p>
      <Card withBorder padding="md">
        {!forex ? (
          <Text c="dimmed">Loading rates…</Text>
        ) : forex.rates.size === 0 ? (
          <Text c="dimmed">The oracle holds no rates yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={280}>
            <Table aria-label="Forex rates" verticalSpacing="xs" className="table--phone-fit">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Currency</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Rate per USD
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    PHP per unit
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Last update
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
                          'Genesis'
                        ) : (
                          <time
                            dateTime={new Date(fedAt).toISOString()}
                            title={new Date(fedAt).toLocaleString(locale)}
                          >
                            {`${new Date(fedAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })} (${age(fedAt, now, locale)})`}
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
            {`Snapshot from block #${forex.block.toLocaleString('en-US')}.`}
          </Text>
        )}
      </Card>
      {forex && forex.rates.size > 0 && <ForexHistoryCard currencies={[...forex.rates.keys()]} />}
      <Card withBorder padding="md" aria-labelledby="peg-title">
        <Text fw={700} id="peg-title" mb="xs" component="h2" size="md">
          PHPU peg monitor
        </Text>
        {!peg ? (
          <Text c="dimmed" size="sm">
            Needs the LUMI/PHPU pool and a PHP rate.
          </Text>
        ) : (
          <>
            <dl className="details-list">
              <div>
                <dt>1 PHPU in the pool</dt>
                <dd data-testid="peg-pool">{`$${usd(peg.pool)}`}</dd>
              </div>
              <div>
                <dt>1 PHP at the forex rate</dt>
                <dd data-testid="peg-forex">{`$${usd(peg.forex)}`}</dd>
              </div>
              <div>
                <dt>Deviation</dt>
                <dd data-testid="peg-deviation">{`${peg.deviationBps < 0n ? '−' : '+'}${formatBps(peg.deviationBps < 0n ? -peg.deviationBps : peg.deviationBps, locale)}`}</dd>
              </div>
            </dl>
            <RateHealthNote currencies={['PHP']} />
            {(peg.deviationBps > PEG_WARNING_BPS || peg.deviationBps < -PEG_WARNING_BPS) && (
              <Alert color="orange" role="alert" mt="sm">
                {`PHPU trades more than ${formatBps(PEG_WARNING_BPS, locale)} away from 1 PHP in the pool.`}
              </Alert>
            )}
            <Text size="xs" c="dimmed" mt="xs">
              The chain has no LUMI/USD feed: LUMI is taken at its reference price of $1, the price the pool
              was seeded at.
            </Text>
          </>
        )}
      </Card>
    </section>
  );
}
