import { useChainStatus } from './ChainContext.ts';
import type { ChainStatus } from './connection.ts';
import './connection.css';

function describe(status: ChainStatus): { text: string; announce: string } {
  switch (status.phase) {
    case 'connecting':
      return { text: `Connecting to ${status.endpoint}…`, announce: 'Connecting to the node' };
    case 'reconnecting':
      return { text: 'Disconnected, retrying…', announce: 'Disconnected from the node, retrying' };
    case 'connected': {
      const chain = status.chainName ?? status.endpoint;
      const block = status.bestBlock ? ` at block #${status.bestBlock.number.toLocaleString('en-US')}` : '';
      return { text: `Connected to ${chain}${block}`, announce: `Connected to ${chain}` };
    }
  }
}

/**
 * Always-visible connection state. Only the phase is announced to screen readers (a live region that spoke
 * every new block would drown everything else out).
 */
export function ConnectionStatus() {
  const status = useChainStatus();
  const { text, announce } = describe(status);
  return (
    <div className="connection-status" data-phase={status.phase} title={status.endpoint}>
      <span className="connection-status__dot" aria-hidden="true" />
      <span className="connection-status__text" data-testid="connection-status">
        {text}
      </span>
      <span className="visually-hidden" role="status">
        {announce}
      </span>
    </div>
  );
}
