import { Alert, Button, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { LPHPU, LUMI, PHPU, VALUE_DECIMALS, fiatValue, lpPosition } from '@lumi/chain';
import { assetRefKey } from '@lumi/chain/asset-kind';
import type { ChainProfile } from '@lumi/chain/profiles';
import { Link } from 'react-router';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import type { TokenBalance } from '../../shared/chain/balances.ts';
import type { ProfileBalances } from '../../shared/chain/profile/profileBalances.ts';
import { useProfileBalances } from '../../shared/chain/profile/useProfileBalances.ts';
import type { PoolState } from '../../shared/chain/dex/streams.ts';
import { formatFiat, formatShare, formatTokenAmount } from '../../shared/format/index.ts';
import { setDisplayCurrency } from '../../shared/preferences/preferences.ts';
import { FaucetButton } from '../faucet/index.ts';
import { StaticSegmentedControl } from '../../shared/ui/StaticSegmentedControl.tsx';
import { RateHealthNote } from '../forex/index.ts';
import { connectModal } from '../../shared/wallet/connectModal.ts';
import { useWallet } from '../../shared/wallet/useWallet.ts';
import { useMarket } from '../../shared/chain/queries.ts';
import { valuedSymbol } from '../../shared/fiat/valuedSymbol.ts';
import { FiatValue } from '../../shared/fiat/FiatValue.tsx';
import { useFailureText } from '../../shared/api/useFailureText.ts';
import './portfolio.css';
import { useTranslation } from 'react-i18next';

/** Each token's name in the catalogues (the chain's own names are English). */
const TOKEN_NAME: Record<string, string> = {
  LUMI: 'token.LUMI',
  PHPU: 'token.PHPU',
  LPHPU: 'token.LPHPU',
};

function Amount({ amount, token }: { amount: bigint; token: { decimals: number } }) {
  const { locale } = useLocaleSettings();
  return (
    <span
      title={`${formatTokenAmount(amount, token.decimals, { locale, maximumFractionDigits: token.decimals })}`}
    >
      {formatTokenAmount(amount, token.decimals, { locale })}
    </span>
  );
}

function Fiat({ value }: { value: bigint | undefined }) {
  const { locale, currency } = useLocaleSettings();
  if (value === undefined)
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  return <>{formatFiat(value, VALUE_DECIMALS, { locale, currency })}</>;
}

function BalancesTable({
  balances,
  profile,
  market,
}: {
  balances: ProfileBalances;
  profile: ChainProfile;
  market: PoolState | undefined;
}) {
  const { currency } = useLocaleSettings();
  const { t } = useTranslation();
  // The active profile's assets, as the chain names them (native, local, foreign, LP tokens).
  const rows = balances.rows.map(({ asset: token, balance }) => {
    const symbol = valuedSymbol(profile, token);
    const value =
      balance && market && symbol
        ? fiatValue(symbol, balance.free + balance.reserved, market, currency)
        : undefined;
    return { token, balance, value };
  });
  const total = rows.every((row) => row.value !== undefined || !row.balance || row.balance.free === 0n)
    ? rows.reduce((sum, row) => sum + (row.value ?? 0n), 0n)
    : undefined;
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="sm">
        <Text fw={700}>{t('portfolio.balances')}</Text>
        <Text size="sm" c="dimmed">
          {t('portfolio.total')}{' '}
          <Text span fw={700} c="var(--mantine-color-text)" data-testid="portfolio-total">
            <Fiat value={total} />
          </Text>
        </Text>
      </Group>
      {/* On a phone only the columns that matter most stay (token, free, value); the table fits the card. */}
      <Table.ScrollContainer minWidth={280}>
        <Table
          aria-label={t('portfolio.balances')}
          verticalSpacing="sm"
          highlightOnHover
          className="table--phone-fit"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('portfolio.token')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('portfolio.free')}
              </Table.Th>
              <Table.Th scope="col" ta="right" visibleFrom="xs">
                {t('portfolio.reserved')}
              </Table.Th>
              <Table.Th scope="col" ta="right" visibleFrom="xs">
                {t('portfolio.transferable')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('portfolio.value', { currency })}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ token, balance, value }) => (
              <Table.Tr key={assetRefKey(token.ref)} data-token={token.symbol}>
                <Table.Th scope="row">
                  <Text fw={600}>{token.symbol}</Text>
                  <Text size="xs" c="dimmed">
                    {TOKEN_NAME[token.symbol] ? t(TOKEN_NAME[token.symbol]!) : token.name}
                  </Text>
                </Table.Th>
                {balance ? (
                  <>
                    <Table.Td ta="right" data-field="free">
                      <Amount amount={balance.free} token={token} />
                    </Table.Td>
                    <Table.Td ta="right" data-field="reserved" visibleFrom="xs">
                      <Amount amount={balance.reserved} token={token} />
                    </Table.Td>
                    <Table.Td ta="right" data-field="transferable" visibleFrom="xs">
                      <Amount amount={balance.transferable} token={token} />
                    </Table.Td>
                    <Table.Td ta="right" data-field="value">
                      <Fiat value={value} />
                    </Table.Td>
                  </>
                ) : (
                  <Table.Td colSpan={4} ta="right" c="dimmed">
                    {t('portfolio.noPool')}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" mt="xs">
        {t('portfolio.valuation', { block: balances.block.toLocaleString('en-US') })}
      </Text>
      <RateHealthNote currencies={['PHP', currency]} />
    </Card>
  );
}

function LpPositionCard({ lp, market }: { lp: TokenBalance | undefined; market: PoolState | undefined }) {
  const { locale, currency } = useLocaleSettings();
  const { t } = useTranslation();
  const position = lp && market ? lpPosition(lp.free, market) : undefined;
  return (
    <Card withBorder padding="md" aria-labelledby="lp-position-title">
      <Text fw={700} id="lp-position-title" mb="xs">
        {t('portfolio.lp.title')}
      </Text>
      {!market ? (
        <Text size="sm" c="dimmed">
          {t('portfolio.lp.noPool')}
        </Text>
      ) : !position || lp?.free === 0n ? (
        <Text size="sm" c="dimmed">
          {t('portfolio.lp.none')}
        </Text>
      ) : (
        <dl className="portfolio-facts">
          <div>
            <dt>{t('portfolio.lp.share')}</dt>
            <dd data-testid="lp-share">{formatShare(position.share, locale)}</dd>
          </div>
          <div>
            <dt>LUMI</dt>
            <dd>
              <span data-testid="lp-lumi">
                <Amount amount={position.lumi} token={LUMI} />
              </span>{' '}
              <FiatValue amount={position.lumi} symbol={LUMI.symbol} />
            </dd>
          </div>
          <div>
            <dt>PHPU</dt>
            <dd>
              <span data-testid="lp-phpu">
                <Amount amount={position.phpu} token={PHPU} />
              </span>{' '}
              <FiatValue amount={position.phpu} symbol={PHPU.symbol} />
            </dd>
          </div>
          <div>
            <dt>{t('portfolio.value', { currency })}</dt>
            <dd data-testid="lp-value">
              <FiatValue amount={lp?.free} symbol={LPHPU.symbol} />
            </dd>
          </div>
        </dl>
      )}
    </Card>
  );
}

const CURRENCIES = ['USD', 'PHP'];

function CurrencyPicker() {
  const { currency } = useLocaleSettings();
  const { t } = useTranslation();
  return (
    // Not Mantine's SegmentedControl: on /dapp's first screen it made the first render's commit one long task.
    <StaticSegmentedControl
      size="xs"
      value={currency}
      onChange={setDisplayCurrency}
      data={CURRENCIES}
      aria-label={t('settings.display.currency')}
    />
  );
}

const lpRow = (profile: ChainProfile, balances: ProfileBalances) =>
  balances.rows.find((row) => valuedSymbol(profile, row.asset) === 'LPHPU');

export function PortfolioPage() {
  const { session } = useWallet();
  const { t } = useTranslation();
  const failure = useFailureText();
  const { profile, balances } = useProfileBalances(session?.address);
  const market = useMarket();
  const marketValue = market.data;

  return (
    <section className="dapp-page" aria-labelledby="dapp-page-title">
      <title>{t('portfolio.title')}</title>
      <Group justify="space-between" className="dapp-page__heading">
        <h1 id="dapp-page-title">{t('nav.portfolio')}</h1>
        <CurrencyPicker />
      </Group>
      {!session ? (
        <Card withBorder padding="lg">
          <Stack gap="sm" align="flex-start">
            <Text>{t('portfolio.connect')}</Text>
            <Button onClick={connectModal.open}>{t('action.connect')}</Button>
          </Stack>
        </Card>
      ) : balances.isPending || !profile ? (
        <Skeleton height={220} radius="md" role="status" aria-label={t('portfolio.loading')} />
      ) : balances.isError ? (
        <Alert color="red" role="alert">
          {t('portfolio.failed', { error: failure(balances.error) })}
        </Alert>
      ) : (
        <>
          <BalancesTable balances={balances.data} profile={profile} market={marketValue} />
          {/* Lumi's LUMI/PHPU position: only where the profile prices the LP token (a chain with Lumi's pool). */}
          {lpRow(profile, balances.data) && (
            <LpPositionCard lp={lpRow(profile, balances.data)?.balance} market={marketValue} />
          )}
          <Stack gap="sm" role="group" aria-label={t('portfolio.quick')}>
            <Group gap="sm">
              <Button component={Link} to="/dapp/swap" variant="light">
                {t('nav.swap')}
              </Button>
              <Button component={Link} to="/dapp/liquidity" variant="light">
                {t('action.addLiquidity')}
              </Button>
              <Button component={Link} to="/dapp/send" variant="light">
                {t('nav.send')}
              </Button>
            </Group>
            {/* Only on a development chain whose API runs a faucet; the same button as on Activity. */}
            <FaucetButton address={session.address} />
          </Stack>
        </>
      )}
    </section>
  );
}
