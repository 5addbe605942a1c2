import { Alert, Badge, Button, Card, Chip, CopyButton, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../shared/i18n/useErrorText.ts';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import { shortAddress } from '../../shared/address/index.ts';
import { connectModal } from '../../shared/wallet/connectModal.ts';
import { useWallet } from '../../shared/wallet/useWallet.ts';
import { FaucetButton } from '../faucet/index.ts';
import { ExportCsvButton, TxRowLink } from '../explorer/index.ts';
import { ACTIVITY_FILTERS, describeActivity, typesFor, type ActivityFilter } from './describe.ts';
import { useActivityFeed, type ActivityFeed } from './useActivityFeed.ts';
import type { ActivityItem } from '../../shared/api/lumiApi.ts';
import './activity.css';
import '@mantine/core/styles/Chip.css';
import { FiatValue } from '../../shared/fiat/FiatValue.tsx';
import { rowValues } from './rowValues.ts';
import { FiatRateNote } from '../fiat/index.ts';

/** Date and time as the format locale writes them (Intl, not the catalogues). */
const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export function ActivityPage() {
  const { session } = useWallet();
  const [filters, setFilters] = useState<ActivityFilter[]>([]);
  const { t } = useTranslation();
  return (
    <section className="dapp-page" aria-labelledby="dapp-page-title">
      <title>{t('activity.title')}</title>
      <div className="dapp-page__heading">
        <h1 id="dapp-page-title">{t('activity.heading')}</h1>
      </div>
      <p className="dapp-page__summary">{t('activity.summary')}</p>
      {!session ? (
        <Card withBorder padding="md">
          <Text mb="sm">{t('activity.connectPrompt')}</Text>
          <Button onClick={connectModal.open}>{t('action.connect')}</Button>
        </Card>
      ) : (
        <>
          <FaucetButton address={session.address} />
          <ExportCsvButton address={session.address} />
          <Chip.Group multiple value={filters} onChange={(value) => setFilters(value)}>
            <Group gap="xs" role="group" aria-label={t('activity.showOnly')}>
              {ACTIVITY_FILTERS.map((filter) => (
                <Chip key={filter.value} value={filter.value} size="sm">
                  {t(filter.label)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <FiatRateNote />
          <ActivityList address={session.address} filters={filters} />
        </>
      )}
    </section>
  );
}

function ActivityList({ address, filters }: { address: string; filters: ActivityFilter[] }) {
  const feed = useActivityFeed(address, typesFor(filters));
  const { t } = useTranslation();
  if (feed.phase === 'unavailable')
    return (
      <Alert color="gray" title={t('activity.unavailable.title')} data-testid="activity-unavailable">
        {t('activity.unavailable.body')}
        <Group mt="sm">
          <Button variant="light" size="xs" onClick={feed.reload}>
            {t('activity.tryAgain')}
          </Button>
        </Group>
      </Alert>
    );
  return (
    <Card withBorder padding={0}>
      {feed.items.length === 0 && feed.phase === 'done' ? (
        <Text c="dimmed" p="md">
          {filters.length > 0 ? t('activity.noneOfKinds') : t('activity.none')}
        </Text>
      ) : (
        <ol className="activity-list" aria-label={t('activity.heading')}>
          {feed.items.map((item) => (
            <ActivityRow key={item.id} item={item} />
          ))}
        </ol>
      )}
      <ListFooter feed={feed} />
    </Card>
  );
}

function ActivityRow({ item }: { item: ActivityItem }) {
  const { locale } = useLocaleSettings();
  const { t } = useTranslation();
  const explain = useErrorText();
  const line = describeActivity(item, locale);
  const when = new Date(item.timestamp);
  return (
    <li
      className="activity-row"
      data-type={item.type}
      data-id={item.id}
      data-status={line.failed === undefined ? 'ok' : 'failed'}
    >
      <div className="activity-row__main">
        <Group gap={6} wrap="nowrap">
          <Text fw={600} size="sm" data-field="title">
            {t(line.title.key, line.title.values)}
          </Text>
          {line.failed !== undefined && (
            <Badge color="red" variant="light" size="sm">
              {t('activity.failed')}
            </Badge>
          )}
        </Group>
        {line.failed !== undefined && (
          <Text size="xs" c="red" data-field="error">
            {explain(line.failed).text}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          <time dateTime={when.toISOString()}>{when.toLocaleString(locale, WHEN)}</time>
          {line.counterparty &&
            ` · ${t(item.direction === 'in' ? 'activity.from' : 'activity.to', { address: shortAddress(line.counterparty) })}`}
        </Text>
      </div>
      <div className="activity-row__side">
        <Text
          size="sm"
          fw={600}
          className={`activity-amount activity-amount--${line.tone}`}
          data-field="amount"
          c={line.failed === undefined ? undefined : 'dimmed'}
        >
          {line.failed === undefined ? line.amount : t('activity.notExecuted')}
        </Text>
        {rowValues(item).map((leg, index) => (
          // A swap's two legs: one value under the other, as the amount reads (paid, then received).
          <div key={index} data-leg={index}>
            <FiatValue amount={leg.amount} symbol={leg.symbol} />
          </div>
        ))}
        <CopyButton value={item.blockHash}>
          {({ copied, copy }) => (
            <button
              type="button"
              className="activity-block"
              onClick={copy}
              title={item.blockHash}
              aria-label={t('activity.copyBlock', { block: item.block })}
              data-field="block"
            >
              {copied
                ? t('activity.hashCopied')
                : t('activity.block', { block: item.block.toLocaleString(locale) })}
            </button>
          )}
        </CopyButton>
        <TxRowLink block={item.block} index={item.extrinsicIndex} />
      </div>
    </li>
  );
}

function ListFooter({ feed }: { feed: ActivityFeed }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { phase, loadMore } = feed;
  const { t } = useTranslation();
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || phase !== 'idle' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [phase]);
  return (
    <div className="activity-footer" ref={sentinel}>
      {phase === 'loading' && <Loader size="sm" role="status" aria-label={t('activity.loading')} />}
      {phase === 'idle' && (
        <Button variant="subtle" size="xs" onClick={loadMore}>
          {t('activity.loadMore')}
        </Button>
      )}
      {phase === 'done' && feed.items.length > 0 && (
        <Text size="xs" c="dimmed">
          {feed.indexedTo !== null
            ? t('activity.everythingTo', { block: feed.indexedTo.toLocaleString('en-US') })
            : t('activity.everything')}
        </Text>
      )}
      {phase === 'error' && (
        <Stack gap={4} align="center">
          <Text size="sm" c="red" role="alert">
            {t('activity.loadFailed', {
              error: feed.error ? t(feed.error.key, feed.error.values) : t('activity.unknownError'),
            })}
          </Text>
          <Button variant="light" size="xs" onClick={feed.reload}>
            {t('activity.tryAgain')}
          </Button>
        </Stack>
      )}
    </div>
  );
}
