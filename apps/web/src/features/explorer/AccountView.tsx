import { ASSETS } from '@lumi/chain';
import { Alert, Button, Code, Group, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiUnavailable } from '../../shared/api/lumiApi.ts';
import { useFailureText } from '../../shared/api/useFailureText.ts';
import { useBalances } from '../../shared/chain/queries.ts';
import { ExplorerLink } from '../../shared/explorer/index.ts';
import { FiatValue } from '../../shared/fiat/FiatValue.tsx';
import { formatSymbolAmount } from '../../shared/format/index.ts';
import { useFormat } from '../../shared/format/useFormat.ts';
import { actionLabel } from './actionLabel.ts';
import { BlockTime } from './BlockView.tsx';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { FactTable } from './HeaderTable.tsx';
import { groupHistory, type HistoryEntry, type MovedAmount } from './history.ts';
import { Notice } from './Notice.tsx';
import { ReadFailedNotice } from './ReadFailedNotice.tsx';
import { accountActivityQuery } from './queries.ts';

function Amount({ value }: { value: MovedAmount }) {
  const { locale } = useFormat();
  const sign = value.sign === '-' ? '\u2212' : value.sign;
  return (
    <span>
      <span className={`explorer-amount explorer-amount--${value.sign === '+' ? 'in' : 'out'}`}>
        {`${sign}${formatSymbolAmount(value, locale, value.decimals)}`}
      </span>{' '}
      {/* An asset the app does not know is in base units: no value then. */}
      <FiatValue amount={value.decimals === undefined ? undefined : value.amount} symbol={value.asset} />
    </span>
  );
}

function HistoryRow({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation();
  const id = entry.extrinsicIndex === undefined ? undefined : `${entry.block}-${entry.extrinsicIndex}`;
  return (
    <li className="explorer-item" data-entry={entry.key}>
      <div className="explorer-item__head">
        <strong>{actionLabel(entry, t)}</strong>
        {id ? (
          <ExplorerLink target={{ kind: 'extrinsic', block: entry.block, index: entry.extrinsicIndex! }}>
            {id}
          </ExplorerLink>
        ) : (
          <ExplorerLink target={{ kind: 'block', block: entry.block }}>{`#${entry.block}`}</ExplorerLink>
        )}
      </div>
      <Group gap="sm">
        {entry.amounts.map((amount, i) => (
          <Amount key={i} value={amount} />
        ))}
        {entry.fee && (
          <Text size="xs" c="dimmed" component="span">
            {t('explorer.account.fee')} <Amount value={entry.fee} />
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        <BlockTime timestamp={entry.timestamp} />
      </Text>
    </li>
  );
}

function Balances({ address }: { address: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const balances = useBalances(address);
  const failure = useFailureText();
  if (balances.isPending) return <Notice kind="loading" />;
  if (balances.isError || !balances.data)
    return <Notice kind="error">{t('explorer.readFailed', { message: failure(balances.error) })}</Notice>;
  const rows = ASSETS.flatMap((asset): [string, ReactNode, string][] => {
    const balance = balances.data[asset.symbol];
    if (!balance) return [];
    const total = balance.free + balance.reserved;
    return [
      [
        asset.symbol,
        <>
          <span data-field="amount">{format.token(total, asset)}</span>{' '}
          <FiatValue amount={total} symbol={asset.symbol} />
        </>,
        `balance-${asset.symbol}`,
      ],
    ];
  });
  return <FactTable label={t('explorer.account.balances')} rows={rows} />;
}

export function AccountView({ address, valid }: { address: string; valid: boolean }) {
  const { t } = useTranslation();
  const history = useInfiniteQuery({ ...accountActivityQuery(address), enabled: valid });
  if (!valid) return <Notice kind="invalid">{t('explorer.account.invalid', { address })}</Notice>;
  const entries = groupHistory(history.data?.pages.flatMap((page) => page.items) ?? []);
  return (
    <>
      <title>{`${t('explorer.account.title')} · Lumi`}</title>
      <h2 className="explorer-heading">{t('explorer.account.title')}</h2>
      <Code className="explorer-hash" data-field="address">
        {address}
      </Code>
      <section aria-labelledby="explorer-balances">
        <h3 id="explorer-balances">{t('explorer.account.balances')}</h3>
        <Balances address={address} />
      </section>
      <section aria-labelledby="explorer-history">
        <Group justify="space-between">
          <h3 id="explorer-history">{t('explorer.account.history')}</h3>
          {history.isSuccess && <ExportCsvButton address={address} />}
        </Group>
        {history.isPending ? (
          <Notice kind="loading" />
        ) : history.isError ? (
          isApiUnavailable(history.error) ? (
            <Alert color="gray">{t('explorer.account.noApi')}</Alert>
          ) : (
            <ReadFailedNotice error={history.error} onRetry={() => void history.refetch()} />
          )
        ) : entries.length === 0 ? (
          <Text size="sm">{t('explorer.account.noHistory')}</Text>
        ) : (
          <>
            <ol className="explorer-items" data-testid="explorer-history">
              {entries.map((entry) => (
                <HistoryRow key={entry.key} entry={entry} />
              ))}
            </ol>
            {history.hasNextPage && (
              <Button
                variant="light"
                mt="sm"
                loading={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {t('explorer.account.loadMore')}
              </Button>
            )}
          </>
        )}
      </section>
    </>
  );
}
