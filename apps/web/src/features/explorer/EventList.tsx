import { useTranslation } from 'react-i18next';
import { ExplorerLink } from '../../shared/explorer/index.ts';
import type { ChainEvent } from '../../shared/tx/outcome.ts';
import { eventAmountTokens } from './amounts.ts';
import { showFields } from './display.ts';
import { ShownFields } from './ShownValue.tsx';

export interface ListedEvent {
  event: ChainEvent;
  /** The extrinsic that emitted it, for a block's list; undefined for block initialisation/finalisation. */
  extrinsic?: { block: number; index: number } | undefined;
}

/** Events with their decoded fields; in a block's list each links to the extrinsic that emitted it. */
export function EventList({ events, showSource }: { events: readonly ListedEvent[]; showSource: boolean }) {
  const { t } = useTranslation();
  if (events.length === 0) return <p className="explorer-dim">{t('explorer.events.none')}</p>;
  return (
    <ol className="explorer-items" data-testid="explorer-events">
      {events.map(({ event, extrinsic }, i) => {
        const fields = (event.value.value ?? {}) as Record<string, unknown>;
        const name = `${event.type}.${event.value.type}`;
        return (
          <li key={i} className="explorer-item" data-event={name}>
            <div className="explorer-item__head">
              <strong translate="no">{name}</strong>
              {showSource &&
                (extrinsic ? (
                  <ExplorerLink
                    target={{ kind: 'extrinsic', block: extrinsic.block, index: extrinsic.index }}
                  >
                    {t('explorer.events.ofExtrinsic', { id: `${extrinsic.block}-${extrinsic.index}` })}
                  </ExplorerLink>
                ) : (
                  <span className="explorer-dim">{t('explorer.events.ofBlock')}</span>
                ))}
            </div>
            <ShownFields
              fields={showFields(fields, eventAmountTokens(event.type, event.value.type, fields))}
            />
          </li>
        );
      })}
    </ol>
  );
}
