import type { ChainStatus } from './connection.ts';
import { MAX_TRIES, secondsUntilNextTry } from './linkState.ts';

export type ChainReadiness = { ready: true } | { ready: false; reason: string };

/**
 * Whether actions that need the chain may run, and if not, why (the text a disabled button shows). Connected
 * means the socket is open and the head of the chain is known.
 */
export function chainReadiness(status: ChainStatus): ChainReadiness {
  switch (status.phase) {
    case 'connected':
      return status.bestBlock ? { ready: true } : { ready: false, reason: 'Waiting for the node…' };
    case 'connecting':
      return { ready: false, reason: 'Connecting to the node…' };
    case 'lost':
      return { ready: false, reason: 'Connection lost, reconnecting…' };
    case 'unreachable':
      return { ready: false, reason: 'The node cannot be reached' };
  }
}

export interface ConnectionDescription {
  /** The status line. */
  text: string;
  /** What to check, when the node cannot be reached. */
  advice: string | undefined;
  /** The phase in words for screen readers (announced only when it changes). */
  announce: string;
  /** Whether a Retry button is offered. */
  canRetry: boolean;
}

function inSeconds(seconds: number): string {
  return seconds === 0 ? 'now' : `in ${seconds} s`;
}

/** The connection line under the header, at time `now` (the countdown changes each second). */
export function describeConnection(status: ChainStatus, now: number): ConnectionDescription {
  const { link, endpoint } = status;
  const wait = secondsUntilNextTry(link, now);
  switch (status.phase) {
    case 'connected': {
      const chain = status.chainName ?? endpoint;
      const block = status.bestBlock ? ` at block #${status.bestBlock.number.toLocaleString('en-US')}` : '';
      return {
        text: `Connected to ${chain}${block}`,
        advice: undefined,
        announce: `Connected to ${chain}`,
        canRetry: false,
      };
    }
    case 'connecting':
      return {
        text:
          link.failures === 0 || wait === undefined
            ? `Connecting to ${endpoint}…`
            : `Could not reach ${endpoint} (try ${link.failures} of ${MAX_TRIES}), next try ${inSeconds(wait)}`,
        advice: undefined,
        announce: 'Connecting to the node',
        canRetry: false,
      };
    case 'lost':
      return {
        text:
          wait === undefined
            ? `Connection lost, reconnecting to ${endpoint}…`
            : `Connection lost, reconnecting ${inSeconds(wait)} (try ${link.failures + 1} of ${MAX_TRIES})`,
        advice: undefined,
        announce: 'Connection to the node lost, reconnecting',
        canRetry: false,
      };
    case 'unreachable':
      return {
        text: `Cannot reach the node at ${endpoint}`,
        advice: `Check that the node is running and reachable from this browser, and that the endpoint in Settings is right (ws:// or wss://, host and port). ${
          wait === undefined ? 'Trying again now…' : `Next automatic try ${inSeconds(wait)}.`
        }`,
        announce: 'The node cannot be reached',
        canRetry: true,
      };
  }
}
