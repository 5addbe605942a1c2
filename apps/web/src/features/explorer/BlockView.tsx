import { Badge, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useChainConnection } from '../../shared/chain/ChainContext.ts';
import { ExplorerLink } from '../../shared/explorer/index.ts';
import { useFormat } from '../../shared/format/useFormat.ts';
import type { ExplorerBlock } from './chainReads.ts';
import { EventList } from './EventList.tsx';
import { ExtrinsicRow } from './ExtrinsicSummary.tsx';
import { FactTable, Hash } from './HeaderTable.tsx';
import { Notice } from './Notice.tsx';
import { ReadFailedNotice } from './ReadFailedNotice.tsx';
import { blockQuery } from './queries.ts';
import type { BlockRef } from './refs.ts';

/** A block read from the node, with the states every view of one shares (loading, not found, failed). */
export function useBlock(ref: BlockRef | undefined) {
  const connection = useChainConnection();
  return useQuery({ ...blockQuery(connection, ref ?? { number: 0 }), enabled: ref !== undefined });
}

export function BlockTime({ timestamp }: { timestamp: number | undefined }) {
  const { locale } = useFormat();
  const { t } = useTranslation();
  if (timestamp === undefined) return <span className="explorer-dim">{t('explorer.none')}</span>;
  const when = new Date(timestamp);
  return (
    <time dateTime={when.toISOString()}>
      {when.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'medium' })}
    </time>
  );
}

export function FinalityBadge({ block }: { block: ExplorerBlock }) {
  const { t } = useTranslation();
  return block.finalized ? (
    <Badge color="green" variant="light">
      {t('explorer.block.finalized')}
    </Badge>
  ) : (
    <Badge color="yellow" variant="light">
      {t('explorer.block.notFinalized')}
    </Badge>
  );
}

export function BlockView({ blockRef, text }: { blockRef: BlockRef | undefined; text: string }) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const query = useBlock(blockRef);
  if (!blockRef) return <Notice kind="invalid">{t('explorer.block.invalid', { ref: text })}</Notice>;
  if (query.isPending) return <Notice kind="loading" />;
  if (query.isError) return <ReadFailedNotice error={query.error} onRetry={() => void query.refetch()} />;
  const block = query.data;
  if (!block)
    return (
      <Notice kind="notFound">
        {'hash' in blockRef
          ? t('explorer.block.hashNotFound', { ref: text })
          : t('explorer.block.notFound', { ref: text })}
      </Notice>
    );
  const events = block.events.map((record) => ({
    event: record.event,
    extrinsic:
      record.phase.type === 'ApplyExtrinsic' && typeof record.phase.value === 'number'
        ? { block: block.number, index: record.phase.value }
        : undefined,
  }));
  return (
    <>
      <title>{`${t('explorer.block.title', { number: block.number.toLocaleString(locale) })} · Lumi`}</title>
      <Group justify="space-between">
        <h2 className="explorer-heading">
          {t('explorer.block.title', { number: block.number.toLocaleString(locale) })}
        </h2>
        <FinalityBadge block={block} />
      </Group>
      <FactTable
        label={t('explorer.block.header')}
        rows={[
          [t('explorer.block.number'), block.number.toLocaleString(locale), 'number'],
          [t('explorer.block.hash'), <Hash key="h" value={block.hash} />, 'hash'],
          [
            t('explorer.block.parent'),
            block.number === 0 ? (
              <Hash key="p" value={block.parentHash} />
            ) : (
              <ExplorerLink key="p" target={{ kind: 'block', block: block.number - 1 }}>
                <Hash value={block.parentHash} />
              </ExplorerLink>
            ),
            'parent',
          ],
          [t('explorer.block.time'), <BlockTime key="t" timestamp={block.timestamp} />, 'time'],
          [t('explorer.block.stateRoot'), <Hash key="s" value={block.stateRoot} />],
          [t('explorer.block.extrinsicsRoot'), <Hash key="e" value={block.extrinsicsRoot} />],
        ]}
      />
      <nav className="explorer-pager" aria-label={t('explorer.block.neighbours')}>
        {block.number > 0 && (
          <ExplorerLink target={{ kind: 'block', block: block.number - 1 }}>
            {t('explorer.block.previous')}
          </ExplorerLink>
        )}
        <ExplorerLink target={{ kind: 'block', block: block.number + 1 }}>
          {t('explorer.block.next')}
        </ExplorerLink>
      </nav>
      <section aria-labelledby="explorer-extrinsics">
        <h3 id="explorer-extrinsics">{t('explorer.block.extrinsics', { count: block.extrinsics.length })}</h3>
        <ol className="explorer-items" data-testid="explorer-extrinsics">
          {block.extrinsics.map((extrinsic) => (
            <ExtrinsicRow key={extrinsic.index} block={block.number} extrinsic={extrinsic} />
          ))}
        </ol>
      </section>
      <section aria-labelledby="explorer-block-events">
        <h3 id="explorer-block-events">{t('explorer.block.events', { count: events.length })}</h3>
        <EventList events={events} showSource />
      </section>
    </>
  );
}
