import { describe, expect, it } from 'vitest';
import type { ChainStatus } from '../../src/shared/chain/connection.ts';
import {
  MAX_TRIES,
  initialLinkState,
  nextLinkState,
  retryDelay,
  secondsUntilNextTry,
  type LinkEvent,
  type LinkState,
} from '../../src/shared/chain/linkState.ts';
import { chainReadiness, describeConnection } from '../../src/shared/chain/readiness.ts';
import { englishOf } from './i18nEnglish.ts';

const T = 1_000_000;

function run(events: LinkEvent[], from: LinkState = initialLinkState): LinkState {
  return events.reduce(nextLinkState, from);
}

function failedTries(count: number, start = T): LinkEvent[] {
  const events: LinkEvent[] = [];
  for (let i = 0; i < count; i++) {
    events.push({ type: 'trying', at: start + i * 100 }, { type: 'closed', at: start + i * 100 + 50 });
  }
  return events;
}

describe('connection state machine', () => {
  it.each([
    [0, 0],
    [1, 1_000],
    [2, 2_000],
    [3, 4_000],
    [4, 8_000],
    [5, 10_000],
    [9, 10_000],
  ])('waits %i failures → %i ms before the next try', (failures, delay) => {
    expect(retryDelay(failures)).toBe(delay);
  });

  it.each<[string, LinkEvent[], Partial<LinkState>]>([
    ['starts connecting', [], { phase: 'connecting', trying: false, nextTryAt: undefined }],
    ['a first try under way', [{ type: 'trying', at: T }], { phase: 'connecting', trying: true }],
    [
      'connected once the socket opens',
      [
        { type: 'trying', at: T },
        { type: 'open', at: T + 5 },
      ],
      { phase: 'connected', everConnected: true, failures: 0, trying: false },
    ],
    [
      'a failed first try stays "connecting" with the next try scheduled',
      failedTries(1),
      { phase: 'connecting', failures: 1, trying: false, nextTryAt: T + 50 + 1_000 },
    ],
    [
      `unreachable after ${MAX_TRIES} failed tries, tried again every 10 s`,
      failedTries(MAX_TRIES),
      { phase: 'unreachable', failures: MAX_TRIES, nextTryAt: T + (MAX_TRIES - 1) * 100 + 50 + 10_000 },
    ],
    [
      'still unreachable while a background try runs',
      [...failedTries(MAX_TRIES), { type: 'trying', at: T + 60_000 }],
      { phase: 'unreachable', trying: true, nextTryAt: undefined },
    ],
    [
      'a drop after being connected is "lost", retried in 1 s',
      [
        { type: 'trying', at: T },
        { type: 'open', at: T },
        { type: 'closed', at: T + 10 },
      ],
      { phase: 'lost', failures: 1, everConnected: true, nextTryAt: T + 10 + 1_000 },
    ],
    [
      'lost turns unreachable after the bounded number of tries',
      [{ type: 'open', at: T }, ...failedTries(MAX_TRIES, T + 10)],
      { phase: 'unreachable', everConnected: true },
    ],
    [
      'reconnecting after failures resets the count',
      [...failedTries(3), { type: 'trying', at: T + 9_000 }, { type: 'open', at: T + 9_001 }],
      { phase: 'connected', failures: 0, nextTryAt: undefined },
    ],
    [
      'Retry brings the next try forward to now',
      [...failedTries(MAX_TRIES), { type: 'retry', at: T + 2_000 }],
      { phase: 'unreachable', nextTryAt: T + 2_000 },
    ],
    [
      'Retry while connected changes nothing',
      [
        { type: 'open', at: T },
        { type: 'retry', at: T + 1 },
      ],
      { phase: 'connected', nextTryAt: undefined },
    ],
    [
      'Retry during a try changes nothing',
      [...failedTries(MAX_TRIES), { type: 'trying', at: T + 5_000 }, { type: 'retry', at: T + 5_001 }],
      { trying: true, nextTryAt: undefined },
    ],
  ])('%s', (_name, events, expected) => {
    expect(run(events)).toMatchObject(expected);
  });

  it.each([
    [undefined, T, undefined],
    [T + 2_500, T, 3],
    [T + 1_000, T, 1],
    [T, T, 0],
    [T - 500, T, 0],
  ])('countdown: next try at %s, now %s → %s s', (nextTryAt, now, seconds) => {
    expect(secondsUntilNextTry({ ...initialLinkState, nextTryAt }, now)).toBe(seconds);
  });
});

function status(link: LinkState, extra: Partial<ChainStatus> = {}): ChainStatus {
  return {
    endpoint: 'ws://127.0.0.1:9944',
    phase: link.phase,
    link,
    chainName: undefined,
    chainType: undefined,
    bestBlock: undefined,
    finalizedBlock: undefined,
    ...extra,
  };
}

describe('what the user sees of the connection', () => {
  const connected = run([{ type: 'open', at: T }]);
  const best = { number: 1234, hash: '0x01' };

  it.each<[string, ChainStatus, string, boolean]>([
    ['first try', status(initialLinkState), 'Connecting to ws://127.0.0.1:9944…', false],
    [
      'waiting after a failed first try',
      status(run(failedTries(2))),
      'Could not reach ws://127.0.0.1:9944 (try 2 of 5), next try in 2 s',
      false,
    ],
    [
      'connected',
      status(connected, { chainName: 'Development', bestBlock: best }),
      'Connected to Development at block #1,234',
      false,
    ],
    [
      'lost, counting down',
      status(run([{ type: 'closed', at: T + 10 }], connected)),
      'Connection lost, reconnecting in 1 s (try 2 of 5)',
      false,
    ],
    [
      'lost, trying',
      status(
        run(
          [
            { type: 'closed', at: T },
            { type: 'trying', at: T + 1_000 },
          ],
          connected,
        ),
      ),
      'Connection lost, reconnecting to ws://127.0.0.1:9944…',
      false,
    ],
    [
      'unreachable',
      status(run(failedTries(MAX_TRIES))),
      'Cannot reach the node at ws://127.0.0.1:9944',
      true,
    ],
  ])('%s', (_name, chainStatus, text, canRetry) => {
    const description = describeConnection(chainStatus, T + 200);
    expect(englishOf(description.text)).toBe(text);
    expect(description.canRetry).toBe(canRetry);
  });

  it('tells what to check when the node cannot be reached, with the next automatic try', () => {
    const advice = englishOf(describeConnection(status(run(failedTries(MAX_TRIES))), T + 450 + 5_000).advice);
    expect(advice).toContain('Check that the node is running');
    expect(advice).toContain('ws:// or wss://');
    expect(advice).toContain('Next automatic try in 5 s.');
  });

  it.each<[string, ChainStatus, { ready: true } | { ready: false; reason: string }]>([
    ['connected with a head', status(connected, { bestBlock: best }), { ready: true }],
    ['socket open, no head yet', status(connected), { ready: false, reason: 'Waiting for the node…' }],
    ['connecting', status(initialLinkState), { ready: false, reason: 'Connecting to the node…' }],
    [
      'lost (the last head is still known)',
      status(run([{ type: 'closed', at: T }], connected), { bestBlock: best }),
      { ready: false, reason: 'Connection lost, reconnecting…' },
    ],
    [
      'unreachable',
      status(run(failedTries(MAX_TRIES))),
      { ready: false, reason: 'The node cannot be reached' },
    ],
  ])('actions are %s → %j', (_name, chainStatus, readiness) => {
    const actual = chainReadiness(chainStatus);
    expect(actual.ready ? actual : { ready: false, reason: englishOf(actual.reason) }).toEqual(readiness);
  });
});
