import { parseRate } from '@lumi/chain/forex';
import { u8aToHex } from '@polkadot/util';
import { beforeAll, describe, expect, it } from 'vitest';
import { devAccount } from '../../src/dev-accounts.ts';
import { RawValues, currencyCode, forexRate } from '../../src/pallets/oracle/index.ts';
import { MAX_MEMBERS, Members, Prime, isMember, members } from '../../src/pallets/oracle-membership/index.ts';
import { compareAccounts } from '../../src/pallets/oracle-membership/types.ts';
import { NoneOrigin, Root, signed } from '../../src/support/origin.ts';
import type { Origin } from '../../src/support/origin.ts';
import type { RuntimeCallValue } from '../../src/support/outer.ts';
import { TestChain } from '../../src/support/testing.ts';

const id = (who: Uint8Array) => ({ type: 'Id', value: who });
const membership = (type: string, value: Record<string, unknown>): RuntimeCallValue => ({
  type: 'OracleMembership',
  value: { type, value },
});
const addMember = (who: Uint8Array) => membership('add_member', { who: id(who) });
const removeMember = (who: Uint8Array) => membership('remove_member', { who: id(who) });
const swapMember = (remove: Uint8Array, add: Uint8Array) =>
  membership('swap_member', { remove: id(remove), add: id(add) });
const resetMembers = (list: Uint8Array[]) => membership('reset_members', { members: list });
const changeKey = (to: Uint8Array) => membership('change_key', { new: id(to) });
const setPrime = (who: Uint8Array) => membership('set_prime', { who: id(who) });
const clearPrime = () => membership('clear_prime', {});
const feedPhp = (r: string): RuntimeCallValue => ({
  type: 'Oracle',
  value: { type: 'feed_values', value: { values: [[currencyCode('PHP'), parseRate(r)]] } },
});
const ev = (type: string) => ({ type: 'OracleMembership', value: { type } });
const sorted = (list: Uint8Array[]) => [...list].sort(compareAccounts);
/** A deterministic account that is not a dev account. */
const acct = (i: number) => new Uint8Array(32).fill(i + 1);

let forex: Uint8Array, alice: Uint8Array, bob: Uint8Array, charlie: Uint8Array, dave: Uint8Array;
beforeAll(async () => {
  await TestChain.create();
  [forex, alice, bob, charlie, dave] = (['Forex', 'Alice', 'Bob', 'Charlie', 'Dave'] as const).map(
    devAccount,
  ) as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
});

function expectOk(chain: TestChain, origin: Origin, call: RuntimeCallValue) {
  const r = chain.dispatch(origin, call);
  expect(r.error).toBeUndefined();
  return r;
}

function expectError(chain: TestChain, origin: Origin, call: RuntimeCallValue, error: string) {
  const r = chain.dispatch(origin, call);
  expect(r.ok).toBe(false);
  if (error === 'BadOrigin' || error === 'CannotLookup') expect(r.error?.toValue()).toEqual({ type: error });
  else {
    expect(r.error?.is('OracleMembership', error)).toBe(true);
    expect(r.error?.toValue()).toMatchObject({ type: 'Module', value: { index: 10 } });
  }
  expect(r.events).toEqual([]);
}

describe('OracleMembership', () => {
  it('starts with //Forex as the only member and no prime', async () => {
    const chain = await TestChain.create();
    chain.read(() => {
      expect(members()).toEqual([forex]);
      expect(isMember(forex)).toBe(true);
      expect(isMember(alice)).toBe(false);
      expect(Prime.get()).toBeUndefined();
    });
  });

  it('refuses a genesis with duplicate or too many members', async () => {
    await expect(
      TestChain.create({ patch: { oracleMembership: { members: [forex, forex].map((a) => u8aToHex(a)) } } }),
    ).rejects.toThrow(/duplicate/);
    const many = Array.from({ length: MAX_MEMBERS + 1 }, (_, i) => u8aToHex(acct(i)));
    await expect(TestChain.create({ patch: { oracleMembership: { members: many } } })).rejects.toThrow(
      /invalid genesis config/,
    );
  });

  it('lets only Root add, remove, swap, reset and set or clear the prime', async () => {
    const chain = await TestChain.create();
    const calls = [
      addMember(alice),
      removeMember(forex),
      swapMember(forex, alice),
      resetMembers([alice]),
      setPrime(forex),
      clearPrime(),
    ];
    for (const origin of [signed(alice), signed(forex), NoneOrigin])
      for (const call of calls) expectError(chain, origin, call, 'BadOrigin');
    chain.read(() => {
      expect(members()).toEqual([forex]);
      expect(Prime.get()).toBeUndefined();
    });
  });

  it('add_member keeps the set sorted and refuses duplicates, unknown address kinds and a full set', async () => {
    const chain = await TestChain.create();
    expect(expectOk(chain, Root, addMember(alice)).events.map((e) => e.event)).toEqual([ev('MemberAdded')]);
    expectOk(chain, Root, addMember(bob));
    chain.read(() => expect(Members.get()).toEqual(sorted([forex, alice, bob])));
    expectError(chain, Root, addMember(alice), 'AlreadyMember');
    expectError(
      chain,
      Root,
      membership('add_member', { who: { type: 'Address32', value: charlie } }),
      'CannotLookup',
    );
    for (let i = 0; i < MAX_MEMBERS - 3; i++) expectOk(chain, Root, addMember(acct(i)));
    chain.read(() => expect(members()).toHaveLength(MAX_MEMBERS));
    expectError(chain, Root, addMember(charlie), 'TooManyMembers');
  });

  it('remove_member refuses non-members and drops the prime with its member', async () => {
    const chain = await TestChain.create();
    expectOk(chain, Root, addMember(alice));
    expectOk(chain, Root, setPrime(alice));
    expectError(chain, Root, removeMember(bob), 'NotMember');
    expect(expectOk(chain, Root, removeMember(alice)).events.map((e) => e.event)).toEqual([
      ev('MemberRemoved'),
    ]);
    chain.read(() => {
      expect(members()).toEqual([forex]);
      expect(Prime.get()).toBeUndefined();
    });
  });

  it('swap_member replaces one member, keeps order, does not pass the prime on', async () => {
    const chain = await TestChain.create();
    expectOk(chain, Root, resetMembers([alice, forex]));
    expectOk(chain, Root, setPrime(alice));
    expectError(chain, Root, swapMember(bob, charlie), 'NotMember');
    expectError(chain, Root, swapMember(alice, forex), 'AlreadyMember');
    // Swapping an account for itself is a successful no-op (FRAME: no event).
    expect(expectOk(chain, Root, swapMember(alice, alice)).events).toEqual([]);
    expect(expectOk(chain, Root, swapMember(alice, dave)).events.map((e) => e.event)).toEqual([
      ev('MembersSwapped'),
    ]);
    chain.read(() => {
      expect(Members.get()).toEqual(sorted([dave, forex]));
      expect(Prime.get()).toBeUndefined();
    });
  });

  it('reset_members sorts the new set and refuses duplicates and oversize sets', async () => {
    const chain = await TestChain.create();
    expectOk(chain, Root, addMember(bob));
    expectOk(chain, Root, setPrime(bob));
    expect(expectOk(chain, Root, resetMembers([charlie, bob, alice])).events.map((e) => e.event)).toEqual([
      ev('MembersReset'),
    ]);
    chain.read(() => {
      expect(Members.get()).toEqual(sorted([alice, bob, charlie]));
      expect(Prime.get()).toEqual(bob);
    });
    expectError(chain, Root, resetMembers([alice, alice]), 'AlreadyMember');
    const full = Array.from({ length: MAX_MEMBERS }, (_, i) => acct(i));
    expectError(chain, Root, resetMembers([...full, alice]), 'TooManyMembers');
    expectOk(chain, Root, resetMembers(full));
    chain.read(() => {
      expect(members()).toEqual(sorted(full));
      expect(Prime.get()).toBeUndefined();
    });
    expectOk(chain, Root, resetMembers([]));
    chain.read(() => expect(members()).toEqual([]));
  });

  it('change_key lets a member rotate its own key and carries the prime along', async () => {
    const chain = await TestChain.create();
    expectOk(chain, Root, addMember(alice));
    expectOk(chain, Root, setPrime(alice));
    expectError(chain, signed(bob), changeKey(charlie), 'NotMember');
    expectError(chain, signed(alice), changeKey(forex), 'AlreadyMember');
    expectError(chain, Root, changeKey(charlie), 'BadOrigin');
    expect(expectOk(chain, signed(alice), changeKey(charlie)).events.map((e) => e.event)).toEqual([
      ev('KeyChanged'),
    ]);
    chain.read(() => {
      expect(Members.get()).toEqual(sorted([charlie, forex]));
      expect(Prime.get()).toEqual(charlie);
    });
  });

  it('set_prime needs a member; clear_prime removes it', async () => {
    const chain = await TestChain.create();
    expectError(chain, Root, setPrime(alice), 'NotMember');
    expect(expectOk(chain, Root, setPrime(forex)).events).toEqual([]);
    chain.read(() => expect(Prime.get()).toEqual(forex));
    expectOk(chain, Root, clearPrime());
    chain.read(() => expect(Prime.get()).toBeUndefined());
  });
});

describe('OracleMembership → Oracle (ChangeMembers)', () => {
  /** Members forex, alice, bob fed PHP 54, 58, 60 (each within MaxRateChange of the rate it met) (median 58), in block 2. */
  async function fedChain(): Promise<TestChain> {
    const chain = await TestChain.create();
    expectOk(chain, Root, resetMembers([forex, alice, bob]));
    chain.nextBlock();
    expectOk(chain, signed(forex), feedPhp('54'));
    expectOk(chain, signed(alice), feedPhp('58'));
    expectOk(chain, signed(bob), feedPhp('60'));
    chain.read(() => expect(forexRate('PHP')?.value).toBe(parseRate('58')));
    return chain;
  }
  const php = currencyCode('PHP');

  it('remove_member deletes the member’s raw values and recombines without them', async () => {
    const chain = await fedChain();
    expectOk(chain, Root, removeMember(alice));
    chain.read(() => {
      expect([...RawValues.entriesPrefix(alice)]).toEqual([]);
      expect(RawValues.get(forex, php)?.value).toBe(parseRate('54'));
      // [54, 60]: the upper middle value.
      expect(forexRate('PHP')?.value).toBe(parseRate('60'));
    });
    // A removed member can no longer feed.
    expect(chain.dispatch(signed(alice), feedPhp('1')).error?.toValue()).toEqual({ type: 'BadOrigin' });
  });

  it('swap_member and change_key drop the outgoing key’s raw values', async () => {
    const chain = await fedChain();
    expectOk(chain, Root, swapMember(bob, charlie));
    chain.read(() => {
      expect([...RawValues.entriesPrefix(bob)]).toEqual([]);
      expect(forexRate('PHP')?.value).toBe(parseRate('58'));
    });
    expectOk(chain, signed(alice), changeKey(dave));
    chain.read(() => {
      expect([...RawValues.entriesPrefix(alice)]).toEqual([]);
      expect(forexRate('PHP')?.value).toBe(parseRate('54'));
    });
  });

  it('reset_members drops every outgoing member’s values; with none left the last combined value stands', async () => {
    const chain = await fedChain();
    expectOk(chain, Root, resetMembers([charlie, forex]));
    chain.read(() => {
      expect([...RawValues.entriesPrefix(alice)]).toEqual([]);
      expect([...RawValues.entriesPrefix(bob)]).toEqual([]);
      expect(forexRate('PHP')?.value).toBe(parseRate('54'));
    });
    expectOk(chain, Root, resetMembers([charlie]));
    chain.read(() => {
      expect([...RawValues.entries()]).toEqual([]);
      // No fresh value remains (below Quorum): orml keeps the previous combined value, timestamp and all.
      expect(forexRate('PHP')).toEqual({ value: parseRate('54'), timestamp: chain.timestamp });
    });
  });
});
