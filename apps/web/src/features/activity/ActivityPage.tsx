import { Alert, Badge, Button, Card, Chip, CopyButton, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
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

export function ActivityPage() {
  const { session } = useWallet();
  const [filters, setFilters] = useState<ActivityFilter[]>([]);
  return (
    <section className="dapp-page" aria-labelledby="dapp-page-title">
      <title>Activity · Lumi</title>
      <div className="dapp-page__heading">
        <h1 id="dapp-page-title">Activity</h1>
      </div>
      <p className="dapp-page__summary">
        What the connected account did, from the Lumi API’s indexer of finalized blocks.
      </p>
      {!session ? (
        <Card withBorder padding="md">
          <Text mb="sm">Connect a wallet to see its transfers, swaps, liquidity changes and fees.</Text>
          <Button onClick={connectModal.open}>Connect wallet</Button>
        </Card>
      ) : (
        <>
          <FaucetButton address={session.address} />
          <ExportCsvButton address={session.address} />
          <Chip.Group multiple value={filters} onChange={(value) => setFilters(value)}>
            <Group gap="xs" role="group" aria-label="Show only">
              {ACTIVITY_FILTERS.map((filter) => (
                <Chip key={filter.value} value={filter.value} size="sm">
                  {filter.label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <ActivityList address={session.address} filters={filters} />
        </>
      )}
    </section>
  );
}

function ActivityList({ address, filters }: { address: string; filters: ActivityFilter[] }) {
  const feed = useActivityFeed(address, typesFor(filters));
  if (feed.phase === 'unavailable')
    return (
      <Alert color="gray" title="No activity service at this endpoint" data-testid="activity-unavailable">
        Activity comes from the Lumi API, an indexer that runs next to the app. It is not running here, so
        there is no history to show. Balances, swaps and everything else still work directly against the node.
        <Group mt="sm">
          <Button variant="light" size="xs" onClick={feed.reload}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  return (
    <Card withBorder padding={0}>
      {feed.items.length === 0 && feed.phase === 'done' ? (
        <Text c="dimmed" p="md">
          {filters.length > 0 ? 'Nothing of these kinds yet.' : 'No activity yet for this account.'}
        </Text>
      ) : (
        <ol className="activity-list" aria-label="Activity">
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
            {line.title}
          </Text>
          {line.failed !== undefined && (
            <Badge color="red" variant="light" size="sm">
              Failed
            </Badge>
          )}
        </Group>
        {line.failed !== undefined && (
          <Text size="xs" c="red" data-field="error">
            {line.failed}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          <time dateTime={when.toISOString()}>
            {when.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
          {line.counterparty &&
            ` · ${item.direction === 'in' ? 'from' : 'to'} ${shortAddress(line.counterparty)}`}
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
          {line.amount}
        </Text>
        <CopyButton value={item.blockHash}>
          {({ copied, copy }) => (
            <button
              type="button"
              className="activity-block"
              onClick={copy}
              title={item.blockHash}
              aria-label={`Block #${item.block}: copy block hash`}
              data-field="block"
            >
              {copied ? 'Hash copied' : `Block #${item.block.toLocaleString(locale)}`}
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
      {phase === 'loading' && <Loader size="sm" role="status" aria-label="Loading activity" />}
      {phase === 'idle' && (
        <Button variant="subtle" size="xs" onClick={loadMore}>
          Load more
        </Button>
      )}
      {phase === 'done' && feed.items.length > 0 && (
        <Text size="xs" c="dimmed">
          {feed.indexedTo !== null
            ? `That is everything up to block #${feed.indexedTo.toLocaleString('en-US')}.`
            : 'That is everything.'}
        </Text>
      )}
      {phase === 'error' && (
        <Stack gap={4} align="center">
          <Text
            size="sm"
            c="red"
            role="alert"
          >{`Could not load activity: ${feed.error ?? 'unknown error'}`}</Text>
          <Button variant="light" size="xs" onClick={feed.reload}>
            Try again
          </Button>
        </Stack>
      )}
    </div>
  );
}
