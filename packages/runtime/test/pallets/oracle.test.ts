import { GENESIS_FOREX_RATES, parseRate } from '@lumi/chain/forex';
import { GENESIS_PHP_PER_USD } from '@lumi/chain/genesis';
import { Metadata, TypeRegistry } from '@polkadot/types';
import type { StorageKey, Struct, u128, u64 } from '@polkadot/types';
import { expandMetadata } from '@polkadot/types/metadata';
import { u8aConcat, u8aToHex } from '@polkadot/util';
import { xxhashAsU8a } from '@polkadot/util-crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { devAccount } from '../../src/dev-accounts.ts';
import { metadataV15 } from '../../src/metadata/index.ts';
import {
  EXPIRES_IN,
  FeedValues,
  HasDispatched,
  MAX_FEED_VALUES,
  RateBounds,
  RawValues,
  Values,
  combine,
  currencyCode,
  forexRate,
  forexRates,
} from '../../src/pallets/oracle/index.ts';
import type { TimestampedValueValue } from '../../src/pallets/oracle/index.ts';
import { members } from '../../src/pallets/oracle-membership/index.ts';
import { ScaleDecodeError } from '../../src/scale/index.ts';
import { runtime } from '../../src/runtime.ts';
import { NoneOrigin, Root, signed } from '../../src/support/origin.ts';
import type { RuntimeCallValue } from '../../src/support/outer.ts';
import { TestChain } from '../../src/support/testing.ts';

type Pair = [Uint8Array, bigint];

const rate = (s: string): bigint => parseRate(s);
const pairs = (values: Record<string, string>): Pair[] =>
  Object.entries(values).map(([c, r]) => [currencyCode(c), rate(r)]);
const feed = (values: Pair[]): RuntimeCallValue => ({
  type: 'Oracle',
  value: { type: 'feed_values', value: { values } },
});
const ascii = (s: string) => new TextEncoder().encode(s);
const resetMembers = (list: Uint8Array[]): RuntimeCallValue => ({
  type: 'OracleMembership',
  value: { type: 'reset_members', value: { members: list } },
});

let forex: Uint8Array;
let alice: Uint8Array;
let bob: Uint8Array;
let charlie: Uint8Array;
beforeAll(async () => {
  await TestChain.create(); // waits for the crypto backend the dev accounts need
  forex = devAccount('Forex');
  alice = devAccount('Alice');
  bob = devAccount('Bob');
  charlie = devAccount('Charlie');
});

/** A dev chain whose oracle members are `list` (set by Root in block 1), then moved to block 2. */
async function chainWith(list: Uint8Array[]): Promise<TestChain> {
  const chain = await TestChain.create();
  expect(chain.dispatch(Root, resetMembers(list)).ok).toBe(true);
  chain.nextBlock();
  return chain;
}

describe('Oracle genesis', () => {
  it('seeds the documented rates per USD (timestamp 0) and makes //Forex the only member', async () => {
    const chain = await TestChain.create();
    chain.read(() => {
      expect(members()).toEqual([forex]);
      const rates = forexRates();
      expect([...rates.keys()].sort()).toEqual(Object.keys(GENESIS_FOREX_RATES).sort());
      for (const [code, r] of Object.entries(GENESIS_FOREX_RATES))
        expect(forexRate(code)).toEqual({ value: r, timestamp: 0n });
      // The pool's genesis price uses the same number.
      expect(forexRate('PHP')?.value).toBe(GENESIS_PHP_PER_USD);
      expect(forexRate('PHP')?.value).toBe(58_500_000_000_000_000_000n);
      expect(forexRate('EUR')?.value).toBe(920_000_000_000_000_000n);
      expect(forexRate('USD')?.value).toBe(10n ** 18n);
      expect(forexRate('XAU')).toBeUndefined();
      expect([...RawValues.entries()]).toEqual([]);
    });
    expect(() => chain.read(() => forexRate('php'))).toThrow(RangeError);
  });

  it('refuses a genesis with a malformed code, a zero or float rate, a USD rate other than 1, duplicates', async () => {
    for (const values of [
      [['php', '58.5']],
      [['PHP', '0']],
      [['PHP', 58.5]],
      [['PHP', '1e3']],
      [['USD', '1.01']],
      [
        ['EUR', '0.9'],
        ['EUR', '0.91'],
      ],
    ]) {
      await expect(TestChain.create({ patch: { oracle: { values } } })).rejects.toThrow(
        /invalid genesis config/,
      );
    }
  });
});

describe('Oracle.feed_values', () => {
  it('stores a member’s raw values with the block timestamp, recombines Values and emits NewFeedData', async () => {
    const chain = await TestChain.create();
    const values = pairs({ PHP: '57.25', EUR: '0.93', USD: '1' });
    const r = chain.dispatch(signed(forex), feed(values));
    expect(r.error).toBeUndefined();
    expect(r.events.map((e) => e.event)).toEqual([
      { type: 'Oracle', value: { type: 'NewFeedData', value: { sender: forex, values } } },
    ]);
    const at = chain.timestamp;
    chain.read(() => {
      expect(RawValues.get(forex, currencyCode('PHP'))).toEqual({ value: rate('57.25'), timestamp: at });
      expect(RawValues.get(forex, currencyCode('EUR'))).toEqual({ value: rate('0.93'), timestamp: at });
      expect(forexRate('PHP')).toEqual({ value: rate('57.25'), timestamp: at });
      expect(forexRate('EUR')).toEqual({ value: rate('0.93'), timestamp: at });
      // Keys nobody fed keep their genesis value.
      expect(forexRate('JPY')).toEqual({ value: rate('151.50'), timestamp: 0n });
      expect(HasDispatched.get()).toEqual([forex]);
    });
  });

  it('is free for members: declared like orml (fee estimated), waived after a successful dispatch', async () => {
    const chain = await TestChain.create();
    const call = feed(pairs({ PHP: '58' }));
    const info = runtime().info(call);
    expect(info.paysFee).toBe('Yes');
    expect(info.class).toBe('Normal');
    expect(info.weight.ref_time).toBeGreaterThan(0n);
    const ok = chain.dispatch(signed(forex), call);
    expect(ok.post?.paysFee).toBe('No');
    // A rejected feed reports no waiver, so its fee stands.
    const bad = chain.dispatch(signed(bob), call);
    expect(bad.ok).toBe(false);
    expect(bad.post).toBeUndefined();
    // The charge itself is the extrinsic pipeline's (createRuntime), covered by the node's end-to-end tests.
  });

  it('rejects non-members, Root and unsigned origins with BadOrigin and changes nothing', async () => {
    const chain = await TestChain.create();
    for (const origin of [signed(bob), Root, NoneOrigin]) {
      const r = chain.dispatch(origin, feed(pairs({ PHP: '99' })));
      expect(r.ok).toBe(false);
      expect(r.error?.toValue()).toEqual({ type: 'BadOrigin' });
      expect(r.events).toEqual([]);
    }
    chain.read(() => {
      expect([...RawValues.entries()]).toEqual([]);
      expect(forexRate('PHP')?.value).toBe(rate('58.50'));
      expect(HasDispatched.get()).toEqual([]);
    });
  });

  it.each([
    ['lowercase code', [[ascii('php'), rate('58')]], 'InvalidCurrencyCode'],
    ['digit in code', [[ascii('P1P'), rate('58')]], 'InvalidCurrencyCode'],
    ['NUL in code', [[new Uint8Array([0x50, 0x48, 0]), rate('58')]], 'InvalidCurrencyCode'],
    ['non-ASCII byte', [[new Uint8Array([0x50, 0x48, 0xd0]), rate('58')]], 'InvalidCurrencyCode'],
    ['zero rate', [[ascii('PHP'), 0n]], 'ZeroRate'],
    ['USD other than 1', [[ascii('USD'), rate('1.000000000000000001')]], 'UsdRateNotOne'],
    [
      'a currency twice',
      [
        [ascii('EUR'), rate('0.9')],
        [ascii('EUR'), rate('0.91')],
      ],
      'DuplicateCurrencyCode',
    ],
    [
      'more than MaxFeedValues pairs',
      Array.from({ length: MAX_FEED_VALUES + 1 }, (_, i) => [
        new Uint8Array([0x41, 0x41 + Math.floor(i / 26), 0x41 + (i % 26)]),
        rate('1.5'),
      ]),
      'TooManyFeedValues',
    ],
  ] as [string, Pair[], string][])(
    'rejects %s with a clear error and no state change',
    async (_, values, error) => {
      const chain = await TestChain.create();
      // A good pair first: the whole feed is refused, not half-applied.
      const r = chain.dispatch(signed(forex), feed([[ascii('JPY'), rate('150')], ...values]));
      expect(r.ok).toBe(false);
      expect(r.error?.is('Oracle', error)).toBe(true);
      expect(r.error?.toValue()).toMatchObject({ type: 'Module', value: { index: 9 } });
      chain.read(() => {
        expect([...RawValues.entries()]).toEqual([]);
        expect(forexRate('JPY')?.value).toBe(rate('151.50'));
        // The failed feed did not use up the member's feed for this block.
        expect(HasDispatched.get()).toEqual([]);
      });
      expect(chain.dispatch(signed(forex), feed(pairs({ JPY: '150' }))).ok).toBe(true);
    },
  );

  it('accepts exactly MaxFeedValues pairs and USD at exactly 1.0', async () => {
    const chain = await TestChain.create();
    const many: Pair[] = Array.from({ length: MAX_FEED_VALUES }, (_, i) => [
      new Uint8Array([0x42, 0x41 + Math.floor(i / 26), 0x41 + (i % 26)]),
      rate('2'),
    ]);
    many[0] = [currencyCode('USD'), rate('1')];
    // Made-up currencies take feeds only once Root has bounded them.
    chain.write(() => {
      for (const [key] of many.slice(1)) RateBounds.insert(key, { min: rate('1'), max: rate('3') });
    });
    const r = chain.dispatch(signed(forex), feed(many));
    expect(r.error).toBeUndefined();
    chain.read(() => expect([...RawValues.entriesPrefix(forex)]).toHaveLength(MAX_FEED_VALUES));
  });

  it('bounds the argument at decode time too (BoundedVec<_, MaxFeedValues>)', () => {
    const pair: Pair = [currencyCode('EUR'), rate('0.9')];
    const ok = FeedValues.encode(Array.from({ length: MAX_FEED_VALUES }, () => pair));
    expect(FeedValues.decode(ok)).toHaveLength(MAX_FEED_VALUES);
    expect(() => FeedValues.encode(Array.from({ length: MAX_FEED_VALUES + 1 }, () => pair))).toThrow(
      /at most 32/,
    );
    // Hand-build 33 pairs: compact length 33 = 0x84, then 33 × (3 + 16) bytes.
    const body = Array.from({ length: MAX_FEED_VALUES + 1 }, () => ok.subarray(1, 20));
    const tooMany = u8aConcat(new Uint8Array([(MAX_FEED_VALUES + 1) << 2]), ...body);
    expect(() => FeedValues.decode(tooMany)).toThrow(ScaleDecodeError);
    const callBytes = u8aConcat(new Uint8Array([9, 0]), tooMany);
    expect(() => runtime().RuntimeCall.decode(callBytes)).toThrow(ScaleDecodeError);
    expect(runtime().RuntimeCall.decode(u8aConcat(new Uint8Array([9, 0]), ok))).toEqual(
      feed(Array.from({ length: MAX_FEED_VALUES }, () => pair)),
    );
  });

  it('allows one feed per member per block (AlreadyFeeded), and again in the next block', async () => {
    const chain = await TestChain.create();
    expect(chain.dispatch(signed(forex), feed(pairs({ PHP: '58' }))).ok).toBe(true);
    const again = chain.dispatch(signed(forex), feed(pairs({ PHP: '59' })));
    expect(again.ok).toBe(false);
    expect(again.error?.is('Oracle', 'AlreadyFeeded')).toBe(true);
    chain.read(() => expect(forexRate('PHP')?.value).toBe(rate('58')));
    chain.nextBlock();
    chain.read(() => expect(HasDispatched.get()).toEqual([]));
    expect(chain.dispatch(signed(forex), feed(pairs({ PHP: '59' }))).ok).toBe(true);
    chain.read(() => expect(forexRate('PHP')).toEqual({ value: rate('59'), timestamp: chain.timestamp }));
  });
});

describe('Oracle combined value', () => {
  it('is the median of three members, carrying the median feed’s timestamp', async () => {
    const chain = await chainWith([forex, alice, bob]);
    expect(chain.dispatch(signed(alice), feed(pairs({ PHP: '56' }))).ok).toBe(true);
    chain.nextBlock();
    const t2 = chain.timestamp;
    expect(chain.dispatch(signed(bob), feed(pairs({ PHP: '58' }))).ok).toBe(true);
    chain.nextBlock();
    expect(chain.dispatch(signed(forex), feed(pairs({ PHP: '60' }))).ok).toBe(true);
    chain.read(() => expect(forexRate('PHP')).toEqual({ value: rate('58'), timestamp: t2 }));
    chain.nextBlock();
    // A high value within the rules moves the median only as far as the middle value.
    expect(chain.dispatch(signed(alice), feed(pairs({ PHP: '63' }))).ok).toBe(true);
    chain.read(() => expect(forexRate('PHP')?.value).toBe(rate('60')));
  });

  it('takes the upper middle value for an even count (orml: index count / 2 after sorting)', async () => {
    const chain = await chainWith([forex, alice]);
    expect(chain.dispatch(signed(alice), feed(pairs({ EUR: '0.95' }))).ok).toBe(true);
    expect(chain.dispatch(signed(forex), feed(pairs({ EUR: '0.90' }))).ok).toBe(true);
    chain.read(() => expect(forexRate('EUR')?.value).toBe(rate('0.95')));
  });

  it('ignores raw values once ExpiresIn has passed (fresh means timestamp + ExpiresIn > now)', async () => {
    const chain = await chainWith([forex, alice]);
    const t0 = chain.timestamp;
    expect(chain.dispatch(signed(alice), feed(pairs({ PHP: '63' }))).ok).toBe(true);
    chain.nextBlock(EXPIRES_IN - 1n);
    expect(chain.timestamp).toBe(t0 + EXPIRES_IN - 1n);
    // Still fresh: [60, 63] → 63.
    expect(chain.dispatch(signed(forex), feed(pairs({ PHP: '60' }))).ok).toBe(true);
    chain.read(() => expect(forexRate('PHP')?.value).toBe(rate('63')));
    chain.nextBlock(1n);
    // Exactly ExpiresIn old: Alice's 63 no longer counts.
    expect(chain.dispatch(signed(forex), feed(pairs({ PHP: '61' }))).ok).toBe(true);
    chain.read(() => {
      expect(forexRate('PHP')).toEqual({ value: rate('61'), timestamp: t0 + EXPIRES_IN });
      expect(RawValues.get(alice, currencyCode('PHP'))?.value).toBe(rate('63'));
    });
  });

  it('combine keeps the previous value when no raw value is fresh', () => {
    const prev: TimestampedValueValue = { value: rate('58.5'), timestamp: 0n };
    const old: TimestampedValueValue = { value: rate('57'), timestamp: 1_000n };
    expect(combine([], 5_000n, prev, 1)).toBe(prev);
    expect(combine([old], 1_000n + EXPIRES_IN, prev, 1)).toBe(prev);
    expect(combine([old], 1_000n + EXPIRES_IN - 1n, prev, 1)).toBe(old);
    expect(combine([], 5_000n, undefined, 1)).toBeUndefined();
  });

  it('uses real storage keys: Twox64Concat(account) ++ Twox64Concat(code)', async () => {
    const chain = await TestChain.create();
    const code = currencyCode('PHP');
    const prefix = u8aConcat(xxhashAsU8a('Oracle', 128), xxhashAsU8a('RawValues', 128));
    const expected = u8aConcat(prefix, xxhashAsU8a(forex, 64), forex, xxhashAsU8a(code, 64), code);
    expect(u8aToHex(RawValues.key(forex, code))).toBe(u8aToHex(expected));
    expect(u8aToHex(Values.key(code))).toBe(
      u8aToHex(
        u8aConcat(xxhashAsU8a('Oracle', 128), xxhashAsU8a('Values', 128), xxhashAsU8a(code, 64), code),
      ),
    );
    expect(chain.dispatch(signed(charlie), feed(pairs({ PHP: '1' }))).error?.toValue()).toEqual({
      type: 'BadOrigin',
    });
  });

  it('@polkadot/types builds feed_values and decodes Oracle.Values from our metadata alone', async () => {
    const registry = new TypeRegistry();
    const metadata = new Metadata(registry, metadataV15());
    registry.setMetadata(metadata);
    const decorated = expandMetadata(registry, metadata);
    const feedTx = decorated.tx.oracle?.feedValues;
    const entry = decorated.query.oracle?.values;
    if (!feedTx || !entry) throw new Error('metadata lacks Oracle.feed_values or Oracle.Values');

    const ours = feed(pairs({ PHP: '58.5', EUR: '0.9' }));
    const theirs = feedTx([
      [u8aToHex(currencyCode('PHP')), rate('58.5').toString()],
      [u8aToHex(currencyCode('EUR')), rate('0.9').toString()],
    ]);
    expect(u8aToHex(theirs.toU8a())).toBe(u8aToHex(runtime().RuntimeCall.encode(ours)));

    const chain = await TestChain.create();
    const php = currencyCode('PHP');
    const key = registry.createType<StorageKey>('StorageKey', u8aToHex(Values.key(php)));
    key.setMeta(entry.meta);
    expect(key.args.map((a) => a.toHex())).toEqual([u8aToHex(php)]);
    const raw = chain.read(() => chain.state.get(Values.key(php)));
    if (!raw) throw new Error('no genesis PHP rate');
    const value = registry.createType<Struct>(registry.createLookupType(entry.meta.type.asMap.value), raw);
    expect((value.get('value') as u128).toBigInt()).toBe(GENESIS_PHP_PER_USD);
    expect((value.get('timestamp') as u64).toBigInt()).toBe(0n);
  });
});
