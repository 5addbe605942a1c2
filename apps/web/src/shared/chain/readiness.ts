import { message, type Message } from '../i18n/message.ts';
import type { ChainStatus } from './connection.ts';
import { MAX_TRIES, secondsUntilNextTry } from './linkState.ts';
import { formatBlockNumber } from '../format/blockNumber.ts';

export type ChainReadiness = { ready: true } | { ready: false; reason: Message };

/**
 * Whether actions that need the chain may run, and if not, why (the text a disabled button shows). Connected
 * means the socket is open and the head of the chain is known.
 */
export function chainReadiness(status: ChainStatus): ChainReadiness {
  switch (status.phase) {
    case 'connected':
      return status.bestBlock ? { ready: true } : { ready: false, reason: message('chain.ready.waiting') };
    case 'connecting':
      return { ready: false, reason: message('chain.ready.connecting') };
    case 'lost':
      return { ready: false, reason: message('chain.ready.lost') };
    case 'unreachable':
      return { ready: false, reason: message('chain.ready.unreachable') };
  }
}

export interface ConnectionDescription {
  /** The status line. */
  text: Message;
  /** What to check, when the node cannot be reached. */
  advice: Message | undefined;
  /** The phase in words for screen readers (announced only when it changes). */
  announce: Message;
  /** Whether a Retry button is offered. */
  canRetry: boolean;
}

/** The connection line under the header, at time `now` (the countdown changes each second). */
export function describeConnection(status: ChainStatus, now: number): ConnectionDescription {
  const { link, endpoint } = status;
  const wait = secondsUntilNextTry(link, now);
  switch (status.phase) {
    case 'connected': {
      const chain = status.chainName ?? endpoint;
      return {
        text: status.bestBlock
          ? message('chain.status.connectedAt', {
              chain,
              block: formatBlockNumber(status.bestBlock.number),
            })
          : message('chain.status.connected', { chain }),
        advice: undefined,
        announce: message('chain.status.connected', { chain }),
        canRetry: false,
      };
    }
    case 'connecting':
      return {
        text:
          link.failures === 0 || wait === undefined
            ? message('chain.status.connecting', { endpoint })
            : message(wait === 0 ? 'chain.status.retryNow' : 'chain.status.retryIn', {
                endpoint,
                tries: link.failures,
                max: MAX_TRIES,
                seconds: wait,
              }),
        advice: undefined,
        announce: message('chain.status.connectingAnnounce'),
        canRetry: false,
      };
    case 'lost':
      return {
        text:
          wait === undefined
            ? message('chain.status.lost', { endpoint })
            : message(wait === 0 ? 'chain.status.lostRetryNow' : 'chain.status.lostRetryIn', {
                tries: link.failures + 1,
                max: MAX_TRIES,
                seconds: wait,
              }),
        advice: undefined,
        announce: message('chain.status.lostAnnounce'),
        canRetry: false,
      };
    case 'unreachable':
      return {
        text: message('chain.status.unreachable', { endpoint }),
        advice:
          wait === undefined
            ? message('chain.status.adviceTrying')
            : message(wait === 0 ? 'chain.status.adviceNextNow' : 'chain.status.adviceNextIn', {
                seconds: wait,
              }),
        announce: message('chain.ready.unreachable'),
        canRetry: true,
      };
  }
}
