import { Alert, Button, Card, Group, SegmentedControl, Skeleton, Stack, Table, Text } from '@mantine/core';
import { LPHPU, LUMI, PHPU, VALUE_DECIMALS, fiatValue, lpPosition, type AssetInfo } from '@lumi/chain';
import { Link } from 'react-router';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import type { AccountBalances, TokenBalance } from '../../shared/chain/balances.ts';
import type { PoolState } from '../../shared/chain/dex/streams.ts';
import { formatFiat, formatShare, formatTokenAmount } from '../../shared/format/index.ts';
import { setDisplayCurrency } from '../../shared/preferences/preferences.ts';
import { FaucetButton } from '../faucet/index.ts';
import { RateHealthNote } from '../forex/index.ts';
import { connectModal } from '../../shared/wallet/connectModal.ts';
import { useWallet } from '../../shared/wallet/useWallet.ts';
import { useBalances, useMarket } from '../../shared/chain/queries.ts';
import './portfolio.css';

const TOKENS: AssetInfo[] = [LUMI, PHPU, LPHPU];

function Amount({ amount, token }: { amount: bigint; token: AssetInfo }) {
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

function BalancesTable({ balances, market }: { balances: AccountBalances; market: PoolState | undefined }) {
  const { currency } = useLocaleSettings();
  const rows = TOKENS.map((token) => {
    const balance: TokenBalance | undefined = balances[token.symbol];
    const value =
      balance && market
        ? fiatValue(token.symbol, balance.free + balance.reserved, market, currency)
        : undefined;
    return { token, balance, value };
  });
  const total = rows.every((row) => row.value !== undefined || !row.balance)
    ? rows.reduce((sum, row) => sum + (row.value ?? 0n), 0n)
    : undefined;
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="sm">
        <Text fw={700}>Balances</Text>
        <Text size="sm" c="dimmed">
          Total{' '}
          <Text span fw={700} c="var(--mantine-color-text)" data-testid="portfolio-total">
            <Fiat value={total} />
          </Text>
        </Text>
      </Group>
      {/* On a phone only the columns that matter most stay (token, free, value); the table fits the card. */}
      <Table.ScrollContainer minWidth={280}>
        <Table aria-label="Balances" verticalSpacing="sm" highlightOnHover className="table--phone-fit">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Token</Table.Th>
              <Table.Th scope="col" ta="right">
                Free
              </Table.Th>
              <Table.Th scope="col" ta="right" visibleFrom="xs">
                Reserved
              </Table.Th>
              <Table.Th scope="col" ta="right" visibleFrom="xs">
                Transferable
              </Table.Th>
              <Table.Th scope="col" ta="right">{`Value (${currency})`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ token, balance, value }) => (
              <Table.Tr key={token.symbol} data-token={token.symbol}>
                <Table.Th scope="row">
                  <Text fw={600}>{token.symbol}</Text>
                  <Text size="xs" c="dimmed">
                    {token.name}
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
                    No pool yet
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" mt="xs">
        {`At block #${balances.block.toLocaleString('en-US')}. LUMI is valued at the pool price, PHPU at 1 PHP, both through the on-chain forex rates.`}
      </Text>
      <RateHealthNote currencies={['PHP', currency]} />
    </Card>
  );
}

function LpPositionCard({ balances, market }: { balances: AccountBalances; market: PoolState | undefined }) {
  const { locale, currency } = useLocaleSettings();
  const lp = balances.LPHPU;
  const position = lp && market ? lpPosition(lp.free, market) : undefined;
  return (
    <Card withBorder padding="md" aria-labelledby="lp-position-title">
      <Text fw={700} id="lp-position-title" mb="xs">
        Liquidity position
      </Text>
      {!market ? (
        <Text size="sm" c="dimmed">
          There is no LUMI/PHPU pool yet.
        </Text>
      ) : !position || lp?.free === 0n ? (
        <Text size="sm" c="dimmed">
          You provide no liquidity to the LUMI/PHPU pool.
        </Text>
      ) : (
        <dl className="portfolio-facts">
          <div>
            <dt>Share of the pool</dt>
            <dd data-testid="lp-share">{formatShare(position.share, locale)}</dd>
          </div>
          <div>
            <dt>LUMI</dt>
            <dd data-testid="lp-lumi">
              <Amount amount={position.lumi} token={LUMI} />
            </dd>
          </div>
          <div>
            <dt>PHPU</dt>
            <dd data-testid="lp-phpu">
              <Amount amount={position.phpu} token={PHPU} />
            </dd>
          </div>
          <div>
            <dt>{`Value (${currency})`}</dt>
            <dd>
              <Fiat value={fiatValue('LPHPU', lp?.free ?? 0n, market, currency)} />
            </dd>
          </div>
        </dl>
      )}
    </Card>
  );
}

function CurrencyPicker() {
  const { currency } = useLocaleSettings();
  return (
    <SegmentedControl
      size="xs"
      value={currency}
      onChange={setDisplayCurrency}
      data={['USD', 'PHP']}
      aria-label="Display currency"
    />
  );
}

export function PortfolioPage() {
  const { session } = useWallet();
  const balances = useBalances(session?.address);
  const market = useMarket();
  const marketValue = market.data;

  return (
    <section className="dapp-page" aria-labelledby="dapp-page-title">
      <title>Portfolio · Lumi</title>
      <Group justify="space-between" className="dapp-page__heading">
        <h1 id="dapp-page-title">Portfolio</h1>
        <CurrencyPicker />
      </Group>
      {!session ? (
        <Card withBorder padding="lg">
          <Stack gap="sm" align="flex-start">
            <Text>Connect a wallet to see your LUMI, PHPU and LPHPU.</Text>
            <Button onClick={connectModal.open}>Connect wallet</Button>
          </Stack>
        </Card>
      ) : balances.isPending ? (
        <Skeleton height={220} radius="md" role="status" aria-label="Loading balances" />
      ) : balances.isError ? (
        <Alert color="red" role="alert">
          Could not read your balances: {String(balances.error)}
        </Alert>
      ) : (
        <>
          <BalancesTable balances={balances.data} market={marketValue} />
          <LpPositionCard balances={balances.data} market={marketValue} />
          <Stack gap="sm" role="group" aria-label="Quick actions">
            <Group gap="sm">
              <Button component={Link} to="/dapp/swap" variant="light">
                Swap
              </Button>
              <Button component={Link} to="/dapp/liquidity" variant="light">
                Add liquidity
              </Button>
              <Button component={Link} to="/dapp/send" variant="light">
                Send
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
