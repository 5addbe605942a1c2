import { describe, expect, it } from 'vitest';
import { expiryText, rateHealth, type RateHealthInput } from '../../src/features/forex/rateHealth.ts';
import { healthText } from '../../src/features/forex/healthText.ts';
import { english, englishOf } from './i18nEnglish.ts';

const HOUR = 3_600_000;
const NOW = 1_800_000_000_000;
const base: RateHealthInput = {
  currency: 'PHP',
  fedAt: NOW - 60_000,
  feedTimes: [NOW - 60_000],
  quorum: 1,
  expiresInMs: HOUR,
  now: NOW,
};

describe('rateHealth', () => {
  it.each([
    ['a fresh rate fed by the quorum', {}, false, false, undefined],
    [
      'a rate fed just under the expiry ago',
      { fedAt: NOW - HOUR + 1, feedTimes: [NOW - HOUR + 1] },
      false,
      false,
      undefined,
    ],
    [
      'a rate fed exactly the expiry ago (the chain no longer counts it)',
      { fedAt: NOW - HOUR, feedTimes: [NOW - HOUR] },
      true,
      true,
      'Stale',
    ],
    ['a genesis value', { fedAt: 0, feedTimes: [] }, true, true, 'Stale'],
    ['a fresh rate with fewer fresh feeds than the quorum', { quorum: 2 }, false, true, 'Under quorum'],
    ['a fresh rate whose members were removed', { feedTimes: [] }, false, true, 'Under quorum'],
    [
      'two of three fresh with a quorum of 2',
      { quorum: 2, feedTimes: [NOW - 2 * HOUR, NOW - 10, NOW - 5] },
      false,
      false,
      undefined,
    ],
    ['USD, the base, even at genesis', { currency: 'USD', fedAt: 0, feedTimes: [] }, false, false, undefined],
  ] as [string, Partial<RateHealthInput>, boolean, boolean, string | undefined][])(
    '%s',
    (_, patch, stale, underQuorum, mark) => {
      const h = rateHealth({ ...base, ...patch });
      expect({ stale: h.stale, underQuorum: h.underQuorum, mark: h.mark }).toEqual({
        stale,
        underQuorum,
        mark,
      });
      expect(h.reasons === undefined).toBe(mark === undefined);
    },
  );

  it('explains every reason that applies, in words', () => {
    const description = (patch: Partial<RateHealthInput>) =>
      healthText(english, rateHealth({ ...base, ...patch }));
    expect(description({ fedAt: 0, feedTimes: [], quorum: 2 })).toBe(
      "No oracle member has fed PHP since genesis: this is the chain's starting value. 0 of the 2 oracle members needed fed PHP in the last 1 hour; the chain keeps the rate until more do.",
    );
    expect(description({ fedAt: NOW - 2 * HOUR, feedTimes: [NOW - 2 * HOUR] })).toBe(
      'Last fed more than 1 hour ago, longer than a feed counts on chain. 0 of the 1 oracle member needed fed PHP in the last 1 hour; the chain keeps the rate until more do.',
    );
    expect(rateHealth({ ...base, quorum: 3 }).freshFeeds).toBe(1);
  });

  it.each([
    [HOUR, '1 hour'],
    [2 * HOUR, '2 hours'],
    [90 * 60_000, '90 minutes'],
    [60_000, '1 minute'],
    [1500, '2 seconds'],
  ])('expiryText(%i) is %s', (ms, text) => expect(englishOf(expiryText(ms))).toBe(text));
});
