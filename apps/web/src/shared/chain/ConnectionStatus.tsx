import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChainConnection, useChainStatus } from './ChainContext.ts';
import { describeConnection } from './readiness.ts';
import './connection.css';

/** The current time, refreshed every second while `ticking` (for the next try's countdown). */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/**
 * Always-visible connection state: connecting, connected, lost (with the next try's countdown) or unreachable
 * (what to check, and Retry). Only the phase is announced to screen readers (a live region that spoke every
 * new block or second would drown everything else out).
 */
export function ConnectionStatus() {
  const connection = useChainConnection();
  const { t } = useTranslation();
  const status = useChainStatus();
  const now = useNow(status.link.nextTryAt !== undefined);
  const { text, advice, announce, canRetry } = describeConnection(status, now);
  return (
    <div className="connection-status" data-phase={status.phase} title={status.endpoint}>
      <span className="connection-status__dot" aria-hidden="true" />
      <div className="connection-status__body">
        <span className="connection-status__text" data-testid="connection-status">
          {t(text.key, text.values)}
        </span>
        {advice && (
          <span className="connection-status__advice" data-testid="connection-advice">
            {t(advice.key, advice.values)}
          </span>
        )}
      </div>
      {canRetry && (
        <button type="button" className="connection-status__retry" onClick={() => connection.retry()}>
          {t('chain.status.retry')}
        </button>
      )}
      <span className="visually-hidden" role="status">
        {t(announce.key, announce.values)}
      </span>
    </div>
  );
}
