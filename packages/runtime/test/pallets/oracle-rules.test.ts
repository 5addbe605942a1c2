// The rules Lumi's Oracle adds to orml's: a quorum of fresh feeds before a rate moves, absolute bounds per
// currency and a maximum change per feed (outliers skipped with OutlierRejected), and Root-only setters.
import { GENESIS_FOREX_RATES, parseRate } from '@lumi/chain/forex';
import { beforeAll, describe, expect, it } from 'vitest';
import { devAccount } from '../../src/dev-accounts.ts';
import {
  DEFAULT_MAX_RATE_CHANGE,
  EXPIRES_IN,
  MaxRateChange,
  Quorum,
  RateBounds,
  RawValues,
  currencyCode,
  forexRate,
  outlierReason,
} from '../../src/pallets/oracle/index.ts';
import type { RateRangeValue } from '../../src/pallets/oracle/index.ts';
import { MAX_MEMBERS } from '../../src/pallets/oracle-membership/index.ts';
import { runtime } from '../../src/runtime.ts';
import { NoneOrigin, Root, signed } from '../../src/support/origin.ts';
import type { Origin } from '../../src/support/origin.ts';
import type { RuntimeCallValue } from '../../src/support/outer.ts';
import { TestChain } from '../../src/support/testing.ts';
import type { DispatchOutcome } from '../../src/support/testing.ts';

const rate = (s: string): bigint => parseRate(s);
const U128_MAX = (1n << 128n) - 1n;
const oracle = (type: string, value: Record<string, unknown>): RuntimeCallValue => ({
  type: 'Oracle',
  value: { type, value },
});
const feed = (values: Record<string, bigint>): RuntimeCallValue =>
  oracle('feed_values', { values: Object.entries(values).map(([c, v]) => [currencyCode(c), v]) });
const setQuorum = (quorum: number) => oracle('set_quorum', { quorum });
const setMaxChange = (max_change: number) => oracle('set_max_rate_change', { max_change });
const setBounds = (currency: Uint8Array, bounds: RateRangeValue | undefined) =>
  oracle('set_rate_bounds', { currency, bounds });
const resetMembers = (members: Uint8Array[]): RuntimeCallValue => ({
  type: 'OracleMembership',
  value: { type: 'reset_members', value: { members } },
});
const oracleEvents = (r: DispatchOutcome) =>
  r.events.map((e) => e.event).filter((e) => (e as { type: string }).type === 'Oracle');
const outlier = (sender: Uint8Array, code: string, value: bigint, reason: string) => ({
  type: 'Oracle',
  value: {
    type: 'OutlierRejected',
    value: { sender, currency: currencyCode(code), value, reason: { type: reason } },
  },
});

let forex: Uint8Array;
let alice: Uint8Array;
let bob: Uint8Array;
let charlie: Uint8Array;
beforeAll(async () => {
  await TestChain.create();
  [forex, alice, bob, charlie] = (['Forex', 'Alice', 'Bob', 'Charlie'] as const).map(devAccount) as [
    Uint8Array,
    Uint8Array,
    Uint8Array,
    Uint8Array,
  ];
});

function ok(chain: TestChain, origin: Origin, call: RuntimeCallValue): DispatchOutcome {
  const r = chain.dispatch(origin, call);
  expect(r.error).toBeUndefined();
  return r;
}

/** A dev chain with `members` and `quorum` set by Root in block 1, moved on to block 2. */
async function chainWith(members: Uint8Array[], quorum = 1): Promise<TestChain> {
  const chain = await TestChain.create();
  ok(chain, Root, resetMembers(members));
  ok(chain, Root, setQuorum(quorum));
  chain.nextBlock();
  return chain;
}

describe('Oracle rules at genesis', () => {
  it('the dev presets: quorum 1 (one member, //Forex), 10 % maximum change, bounds ½–2× every seeded rate but USD', async () => {
    const chain = await TestChain.create();
    chain.read(() => {
      expect(Quorum.get()).toBe(1);
      expect(MaxRateChange.get()).toBe(DEFAULT_MAX_RATE_CHANGE);
      expect(DEFAULT_MAX_RATE_CHANGE).toBe(100_000_000);
      for (const [code, r] of Object.entries(GENESIS_FOREX_RATES)) {
        const bounds = RateBounds.get(currencyCode(code));
        if (code === 'USD') expect(bounds).toBeUndefined();
        else expect(bounds).toEqual({ min: r / 2n, max: r * 2n });
      }
      expect(RateBounds.get(currencyCode('SGD'))).toEqual({ min: rate('0.67'), max: rate('2.68') });
    });
  });

  it.each([
    ['quorum 0', { quorum: 0 }],
    ['quorum above MaxMembers', { quorum: MAX_MEMBERS + 1 }],
    ['a fractional quorum', { quorum: 1.5 }],
    ['maxRateChange above 100 %', { maxRateChange: 1_000_000_001 }],
    ['negative maxRateChange', { maxRateChange: -1 }],
    ['bounds with min above max', { bounds: [['PHP', '60', '50']] }],
    ['bounds for USD', { bounds: [['USD', '1', '1']] }],
    ['zero minimum', { bounds: [['PHP', '0', '50']] }],
    [
      'a currency bounded twice',
      {
        bounds: [
          ['PHP', '50', '60'],
          ['PHP', '40', '60'],
        ],
      },
    ],
    ['a seed outside its bounds', { values: [['PHP', '58.5']], bounds: [['PHP', '60', '70']] }],
  ])('refuses a genesis with %s', async (_, oracleSection) => {
    await expect(TestChain.create({ patch: { oracle: oracleSection } })).rejects.toThrow(
      /invalid genesis config/,
    );
  });
});

describe('Oracle quorum', () => {
  it('keeps the previous rate until Quorum members have fresh feeds, then takes their median', async () => {
    const chain = await chainWith([forex, alice, bob], 2);
    const before = chain.read(() => forexRate('PHP'));
    const t = chain.timestamp;
    ok(chain, signed(alice), feed({ PHP: rate('59') }));
    chain.read(() => {
      // Stored, but one fresh feed is below the quorum of 2: the rate stands.
      expect(RawValues.get(alice, currencyCode('PHP'))).toEqual({ value: rate('59'), timestamp: t });
      expect(forexRate('PHP')).toEqual(before);
    });
    ok(chain, signed(bob), feed({ PHP: rate('57') }));
    // [57, 59]: the upper middle value, orml's choice for an even count.
    chain.read(() => expect(forexRate('PHP')).toEqual({ value: rate('59'), timestamp: t }));
    ok(chain, signed(forex), feed({ PHP: rate('58') }));
    chain.read(() => expect(forexRate('PHP')?.value).toBe(rate('58')));
  });

  it('stops moving once feeds expire below the quorum, and moves again when members catch up', async () => {
    const chain = await chainWith([forex, alice, bob], 2);
    ok(chain, signed(alice), feed({ PHP: rate('59') }));
    ok(chain, signed(bob), feed({ PHP: rate('60') }));
    chain.read(() => expect(forexRate('PHP')?.value).toBe(rate('60')));
    chain.nextBlock(EXPIRES_IN);
    // Alice's and Bob's feeds have expired: Forex alone is under the quorum.
    ok(chain, signed(forex), feed({ PHP: rate('61') }));
    chain.read(() => expect(forexRate('PHP')?.value).toBe(rate('60')));
    ok(chain, signed(alice), feed({ PHP: rate('62') }));
    chain.read(() => expect(forexRate('PHP')).toEqual({ value: rate('62'), timestamp: chain.timestamp }));
  });

  it('with a quorum of 2 of 3, one member feeding the bound cannot move the median past honest feeds', async () => {
    const chain = await chainWith([forex, alice, bob], 2);
    ok(chain, signed(forex), feed({ PHP: rate('58.4') }));
    ok(chain, signed(alice), feed({ PHP: rate('58.6') }));
    for (let i = 0; i < 10; i++) {
      chain.nextBlock();
      // Bob pushes as far as the rules let one feed go, every block.
      const current = chain.read(() => forexRate('PHP')!.value);
      ok(chain, signed(bob), feed({ PHP: (current * 11n) / 10n }));
      chain.read(() => expect(forexRate('PHP')?.value).toBe(rate('58.6')));
    }
  });

  it('a lone member can walk a rate only up to its bound, never past it', async () => {
    const chain = await chainWith([forex], 1);
    const max = rate('117'); // 2 × 58.50
    for (let i = 0; i < 12; i++) {
      chain.nextBlock();
      const current = chain.read(() => forexRate('PHP')!.value);
      const next = (current * 11n) / 10n;
      const r = ok(chain, signed(forex), feed({ PHP: next }));
      if (next > max) expect(oracleEvents(r)).toEqual([outlier(forex, 'PHP', next, 'AboveMaximum')]);
      chain.read(() => expect(forexRate('PHP')!.value).toBeLessThanOrEqual(max));
    }
    // A feed far outside is refused outright, whatever the current rate.
    chain.nextBlock();
    expect(oracleEvents(ok(chain, signed(forex), feed({ PHP: U128_MAX })))).toEqual([
      outlier(forex, 'PHP', U128_MAX, 'AboveMaximum'),
    ]);
  });
});

describe('Oracle outliers', () => {
  it('refuses SGD = u128::MAX and JPY = 10^-18 with OutlierRejected while the member’s other pairs count', async () => {
    const chain = await TestChain.create();
    const r = ok(chain, signed(forex), feed({ SGD: U128_MAX, EUR: rate('0.93'), JPY: 1n }));
    expect(oracleEvents(r)).toEqual([
      outlier(forex, 'SGD', U128_MAX, 'AboveMaximum'),
      outlier(forex, 'JPY', 1n, 'BelowMinimum'),
      {
        type: 'Oracle',
        value: {
          type: 'NewFeedData',
          value: { sender: forex, values: [[currencyCode('EUR'), rate('0.93')]] },
        },
      },
    ]);
    // One pair counted, so the feed stays free.
    expect(r.post?.paysFee).toBe('No');
    chain.read(() => {
      expect(forexRate('SGD')?.value).toBe(rate('1.34'));
      expect(forexRate('JPY')?.value).toBe(rate('151.5'));
      expect(forexRate('EUR')?.value).toBe(rate('0.93'));
      expect(RawValues.get(forex, currencyCode('SGD'))).toBeUndefined();
      expect(RawValues.get(forex, currencyCode('JPY'))).toBeUndefined();
    });
  });

  it('a feed whose every pair is an outlier succeeds without NewFeedData, keeps its fee and uses the block’s turn', async () => {
    const chain = await TestChain.create();
    const r = ok(chain, signed(forex), feed({ SGD: U128_MAX }));
    expect(oracleEvents(r)).toEqual([outlier(forex, 'SGD', U128_MAX, 'AboveMaximum')]);
    expect(r.post?.paysFee).toBe('Yes');
    expect(
      chain.dispatch(signed(forex), feed({ SGD: rate('1.35') })).error?.is('Oracle', 'AlreadyFeeded'),
    ).toBe(true);
  });

  it('measures the change against the current combined rate: exactly MaxRateChange passes, one unit more does not', async () => {
    const chain = await TestChain.create();
    // 58.50 + 10 % = 64.35.
    const r = ok(chain, signed(forex), feed({ PHP: rate('64.350000000000000001') }));
    expect(oracleEvents(r)).toEqual([outlier(forex, 'PHP', rate('64.350000000000000001'), 'TooLargeChange')]);
    chain.nextBlock();
    ok(chain, signed(forex), feed({ PHP: rate('64.35') }));
    chain.read(() => expect(forexRate('PHP')?.value).toBe(rate('64.35')));
    chain.nextBlock();
    // Downwards too: 64.35 − 10 % = 57.915.
    const down = ok(chain, signed(forex), feed({ PHP: rate('57.914') }));
    expect(oracleEvents(down)).toEqual([outlier(forex, 'PHP', rate('57.914'), 'TooLargeChange')]);
  });

  it('refuses a currency without bounds (NoBounds); USD needs none, being pinned to 1', async () => {
    const chain = await TestChain.create();
    const r = ok(chain, signed(forex), feed({ XAU: rate('0.0004'), USD: rate('1') }));
    expect(oracleEvents(r)[0]).toEqual(outlier(forex, 'XAU', rate('0.0004'), 'NoBounds'));
    chain.read(() => {
      expect(forexRate('XAU')).toBeUndefined();
      expect(forexRate('USD')?.value).toBe(rate('1'));
    });
  });

  it('after Root bounds a new currency, its first feed sets the rate (no current rate to compare with)', async () => {
    const chain = await TestChain.create();
    const xau = currencyCode('XAU');
    ok(chain, Root, setBounds(xau, { min: rate('0.0002'), max: rate('0.001') }));
    ok(chain, signed(forex), feed({ XAU: rate('0.0004') }));
    chain.read(() => expect(forexRate('XAU')?.value).toBe(rate('0.0004')));
  });

  it('after Root tightens bounds around a bad rate, any in-bounds feed replaces it whatever the change', async () => {
    const chain = await TestChain.create();
    const php = currencyCode('PHP');
    ok(chain, Root, setBounds(php, { min: rate('1'), max: rate('1000') }));
    ok(chain, Root, setMaxChange(1_000_000_000));
    ok(chain, signed(forex), feed({ PHP: rate('116') }));
    chain.nextBlock();
    ok(chain, Root, setMaxChange(DEFAULT_MAX_RATE_CHANGE));
    ok(chain, Root, setBounds(php, { min: rate('50'), max: rate('70') }));
    ok(chain, signed(forex), feed({ PHP: rate('58.5') }));
    chain.read(() => expect(forexRate('PHP')?.value).toBe(rate('58.5')));
  });

  it.each([
    ['no bounds', rate('1'), undefined, undefined, 'NoBounds'],
    ['below the minimum', rate('49'), { min: rate('50'), max: rate('70') }, rate('55'), 'BelowMinimum'],
    ['above the maximum', rate('71'), { min: rate('50'), max: rate('70') }, rate('69'), 'AboveMaximum'],
    ['at the minimum', rate('50'), { min: rate('50'), max: rate('70') }, rate('52'), undefined],
    ['at the maximum', rate('70'), { min: rate('50'), max: rate('70') }, undefined, undefined],
    ['too far up', rate('61'), { min: rate('50'), max: rate('70') }, rate('55'), 'TooLargeChange'],
    ['too far down', rate('49.4'), { min: rate('40'), max: rate('70') }, rate('55'), 'TooLargeChange'],
    ['within the change', rate('60.5'), { min: rate('50'), max: rate('70') }, rate('55'), undefined],
    ['current rate out of bounds', rate('55'), { min: rate('50'), max: rate('70') }, U128_MAX, undefined],
  ] as [string, bigint, RateRangeValue | undefined, bigint | undefined, string | undefined][])(
    'outlierReason: %s',
    (_, value, bounds, current, reason) => {
      expect(outlierReason(value, bounds, current, 100_000_000)?.type).toBe(reason);
    },
  );

  it('outlierReason with MaxRateChange 0 accepts only the current rate', () => {
    const bounds = { min: rate('1'), max: rate('100') };
    expect(outlierReason(rate('55'), bounds, rate('55'), 0)).toBeUndefined();
    expect(outlierReason(rate('55.000000000000000001'), bounds, rate('55'), 0)?.type).toBe('TooLargeChange');
  });
});

describe('Oracle admin calls', () => {
  it('Root sets the quorum, the maximum change and bounds, each with its event', async () => {
    const chain = await TestChain.create();
    const php = currencyCode('PHP');
    const events = (r: DispatchOutcome) => oracleEvents(r).map((e) => (e as { value: unknown }).value);
    expect(events(ok(chain, Root, setQuorum(MAX_MEMBERS)))).toEqual([
      { type: 'QuorumSet', value: { quorum: MAX_MEMBERS } },
    ]);
    expect(events(ok(chain, Root, setMaxChange(50_000_000)))).toEqual([
      { type: 'MaxRateChangeSet', value: { max_change: 50_000_000 } },
    ]);
    const bounds = { min: rate('40'), max: rate('80') };
    expect(events(ok(chain, Root, setBounds(php, bounds)))).toEqual([
      { type: 'RateBoundsSet', value: { currency: php, bounds } },
    ]);
    chain.read(() => {
      expect(Quorum.get()).toBe(MAX_MEMBERS);
      expect(MaxRateChange.get()).toBe(50_000_000);
      expect(RateBounds.get(php)).toEqual(bounds);
    });
    expect(events(ok(chain, Root, setBounds(php, undefined)))).toEqual([
      { type: 'RateBoundsSet', value: { currency: php, bounds: undefined } },
    ]);
    chain.read(() => expect(RateBounds.get(php)).toBeUndefined());
    // Without bounds PHP takes no feeds.
    expect(oracleEvents(ok(chain, signed(forex), feed({ PHP: rate('58') })))).toEqual([
      outlier(forex, 'PHP', rate('58'), 'NoBounds'),
    ]);
  });

  it('works through Sudo, as the web Admin screen sends it', async () => {
    const chain = await TestChain.create();
    const r = ok(chain, signed(alice), {
      type: 'Sudo',
      value: { type: 'sudo', value: { call: setQuorum(1 + 1) } },
    });
    expect(r.events.map((e) => e.event)).toContainEqual({
      type: 'Sudo',
      value: { type: 'Sudid', value: { sudo_result: { ok: true, value: undefined } } },
    });
    chain.read(() => expect(Quorum.get()).toBe(2));
  });

  it.each([
    ['set_quorum', setQuorum(2)],
    ['set_max_rate_change', setMaxChange(1)],
    ['set_rate_bounds', setBounds(currencyCode('PHP'), { min: 1n, max: 2n })],
  ])('%s is Root only: members, other accounts and unsigned get BadOrigin', async (_, call) => {
    const chain = await TestChain.create();
    for (const origin of [signed(forex), signed(alice), signed(charlie), NoneOrigin]) {
      const r = chain.dispatch(origin, call);
      expect(r.error?.toValue()).toEqual({ type: 'BadOrigin' });
      expect(r.events).toEqual([]);
    }
    chain.read(() => {
      expect(Quorum.get()).toBe(1);
      expect(MaxRateChange.get()).toBe(DEFAULT_MAX_RATE_CHANGE);
      expect(RateBounds.get(currencyCode('PHP'))?.min).toBe(rate('29.25'));
    });
  });

  it.each([
    ['quorum 0', setQuorum(0), 'InvalidQuorum'],
    ['quorum above MaxMembers', setQuorum(MAX_MEMBERS + 1), 'InvalidQuorum'],
    ['a change above 100 %', setMaxChange(1_000_000_001), 'InvalidMaxRateChange'],
    ['min above max', setBounds(currencyCode('PHP'), { min: 3n, max: 2n }), 'InvalidRateBounds'],
    ['a zero minimum', setBounds(currencyCode('PHP'), { min: 0n, max: 2n }), 'InvalidRateBounds'],
    ['bounds for USD', setBounds(currencyCode('USD'), { min: 1n, max: 2n }), 'InvalidRateBounds'],
    ['a malformed code', setBounds(new Uint8Array([0x70, 0x68, 0x70]), undefined), 'InvalidRateBounds'],
  ])('Root is refused %s and nothing changes', async (_, call, error) => {
    const chain = await TestChain.create();
    const r = chain.dispatch(Root, call);
    expect(r.error?.is('Oracle', error)).toBe(true);
    expect(r.events).toEqual([]);
    chain.read(() => {
      expect(Quorum.get()).toBe(1);
      expect(MaxRateChange.get()).toBe(DEFAULT_MAX_RATE_CHANGE);
      expect(RateBounds.get(currencyCode('PHP'))).toEqual({ min: rate('29.25'), max: rate('117') });
    });
  });

  it('a lower quorum takes effect at the next feed of a currency', async () => {
    const chain = await chainWith([forex, alice, bob], 3);
    ok(chain, signed(alice), feed({ PHP: rate('59') }));
    ok(chain, signed(bob), feed({ PHP: rate('60') }));
    chain.read(() => expect(forexRate('PHP')?.value).toBe(rate('58.5')));
    ok(chain, Root, setQuorum(2));
    ok(chain, signed(forex), feed({ PHP: rate('59.5') }));
    chain.read(() => expect(forexRate('PHP')?.value).toBe(rate('59.5')));
  });

  it('declares weights: the admin calls a fixed cost, feed_values growing with its pairs', () => {
    for (const call of [setQuorum(2), setMaxChange(1), setBounds(currencyCode('PHP'), undefined)]) {
      const info = runtime().info(call);
      expect(info.weight.ref_time).toBeGreaterThan(0n);
      expect(info.class).toBe('Normal');
    }
    const one = runtime().info(feed({ PHP: 1n })).weight.ref_time;
    const two = runtime().info(feed({ PHP: 1n, EUR: 1n })).weight.ref_time;
    expect(two).toBeGreaterThan(one);
  });
});
