import { LUMI } from '@lumi/chain';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExplorerLink } from '../../shared/explorer/index.ts';
import { FiatValue } from '../../shared/fiat/FiatValue.tsx';
import { useFormat } from '../../shared/format/useFormat.ts';
import { useErrorText } from '../../shared/i18n/useErrorText.ts';
import { BlockTime, useBlock } from './BlockView.tsx';
import { EventList } from './EventList.tsx';
import { ExtrinsicByHash } from './ExtrinsicByHash.tsx';
import { CallArguments, CallName, Signer } from './ExtrinsicSummary.tsx';
import { extrinsicDetails, indexOfHash, type ExtrinsicDetails } from './extrinsicDetails.ts';
import { FactTable, Hash } from './HeaderTable.tsx';
import { Notice } from './Notice.tsx';
import { ReadFailedNotice } from './ReadFailedNotice.tsx';
import type { ExtrinsicRef } from './refs.ts';

function Result({ result }: { result: ExtrinsicDetails['result'] }) {
  const { t } = useTranslation();
  const explain = useErrorText();
  if (result.ok)
    return (
      <Badge color="green" variant="light" data-field="result">
        {t('explorer.extrinsic.success')}
      </Badge>
    );
  return (
    <div data-field="result">
      <Badge color="red" variant="light">
        {t('explorer.extrinsic.failed')}
      </Badge>
      <Text size="sm" c="red" mt={4} data-field="error">
        {explain(result.error).text}
      </Text>
    </div>
  );
}

export function ExtrinsicView({
  extrinsicRef,
  text,
}: {
  extrinsicRef: ExtrinsicRef | undefined;
  text: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useBlock(extrinsicRef?.block);
  if (!extrinsicRef) return <Notice kind="invalid">{t('explorer.extrinsic.invalid', { ref: text })}</Notice>;
  if (!extrinsicRef.block) return <ExtrinsicByHash hash={extrinsicRef.hash} />;
  if (query.isPending) return <Notice kind="loading" />;
  if (query.isError) return <ReadFailedNotice error={query.error} onRetry={() => void query.refetch()} />;
  const block = query.data;
  const index = !block
    ? undefined
    : 'index' in extrinsicRef
      ? extrinsicRef.index
      : indexOfHash(block, extrinsicRef.hash);
  const details = block && index !== undefined ? extrinsicDetails(block, index) : undefined;
  if (!block || !details)
    return <Notice kind="notFound">{t('explorer.extrinsic.notFound', { ref: text })}</Notice>;
  const { extrinsic, fee, result, events } = details;
  const id = `${block.number}-${extrinsic.index}`;
  return (
    <>
      <title>{`${t('explorer.extrinsic.title', { id })} · Lumi`}</title>
      <h2 className="explorer-heading">{t('explorer.extrinsic.title', { id })}</h2>
      <FactTable
        label={t('explorer.extrinsic.facts')}
        rows={[
          [t('explorer.extrinsic.call'), <CallName key="c" extrinsic={extrinsic} />, 'call'],
          [t('explorer.extrinsic.signer'), <Signer key="s" extrinsic={extrinsic} />, 'signer'],
          [t('explorer.extrinsic.result'), <Result key="r" result={result} />, 'result'],
          [
            t('explorer.extrinsic.fee'),
            fee ? (
              <span key="f">
                <span data-field="fee">
                  {format.token(fee.amount, fee.token)}
                  {fee.tip > 0n && ` ${t('explorer.extrinsic.tip', { tip: format.token(fee.tip, LUMI) })}`}
                </span>{' '}
                <FiatValue amount={fee.amount} symbol={fee.token.symbol} />
              </span>
            ) : (
              <span key="f" className="explorer-dim">
                {t('explorer.extrinsic.noFee')}
              </span>
            ),
            'fee',
          ],
          [t('explorer.extrinsic.hash'), <Hash key="h" value={extrinsic.hash} />, 'hash'],
          [
            t('explorer.extrinsic.block'),
            <ExplorerLink key="b" target={{ kind: 'block', block: block.number }}>
              {`#${block.number.toLocaleString(format.locale)}`}
            </ExplorerLink>,
            'block',
          ],
          [t('explorer.extrinsic.time'), <BlockTime key="t" timestamp={block.timestamp} />, 'time'],
        ]}
      />
      <section aria-labelledby="explorer-arguments">
        <h3 id="explorer-arguments">{t('explorer.extrinsic.arguments')}</h3>
        <CallArguments extrinsic={extrinsic} />
      </section>
      <section aria-labelledby="explorer-extrinsic-events">
        <h3 id="explorer-extrinsic-events">{t('explorer.extrinsic.events', { count: events.length })}</h3>
        <EventList events={events.map((event) => ({ event }))} showSource={false} />
      </section>
    </>
  );
}
