// pallet_membership calls at FRAME's indices. Every origin of the Config (Add/Remove/Swap/Reset/PrimeOrigin)
// is Root on Lumi; change_key is a member rotating its own key.
import { MultiAddress, lookupAddress } from '../../primitives/address.ts';
import { AccountId32 } from '../../primitives/core.ts';
import type { Weight } from '../../primitives/weight.ts';
import { addWeight, weight } from '../../primitives/weight.ts';
import { field, vec } from '../../scale/index.ts';
import { call, defineCalls } from '../../support/calls.ts';
import { ensureRoot, ensureSigned } from '../../support/origin.ts';
import { dbReadsWrites } from '../../primitives/weight.ts';
import { MAX_MEMBERS } from './constants.ts';
import {
  addMember,
  changeKey,
  clearPrime,
  removeMember,
  resetMembers,
  setPrime,
  swapMember,
} from './functions.ts';

const who = field(MultiAddress, 'AccountIdLookupOf<T>');

/**
 * Linear in the member count like FRAME's benchmarks; the set size is not known before dispatch, so the
 * estimate takes MaxMembers. The Oracle's ChangeMembers hook clears the leaving member's feeds on top.
 */
const perMember = (m: number): Weight => weight(BigInt(m) * 60_000n, BigInt(m) * 32n);
const changeWeight = (m: number): Weight =>
  addWeight(addWeight(weight(15_000_000n, 4_700n), perMember(m)), dbReadsWrites(3, 3));
const maxChange = changeWeight(MAX_MEMBERS);

export const calls = defineCalls(
  'OracleMembership',
  'pallet_membership::pallet::Call',
  {
    add_member: call(
      0,
      { who },
      {
        weight: maxChange,
        docs: ['Root only: adds `who` to the oracle members, who may then submit price feeds.'],
        handler: (origin, a) => {
          ensureRoot(origin);
          addMember(lookupAddress(a.who));
        },
      },
    ),
    remove_member: call(
      1,
      { who },
      {
        weight: maxChange,
        docs: ['Root only: removes `who` from the oracle members and clears their price feeds.'],
        handler: (origin, a) => {
          ensureRoot(origin);
          removeMember(lookupAddress(a.who));
        },
      },
    ),
    swap_member: call(
      2,
      { remove: who, add: who },
      {
        weight: maxChange,
        docs: ['Root only: replaces member `remove` with `add`; the prime role does not carry over.'],
        handler: (origin, a) => {
          ensureRoot(origin);
          swapMember(lookupAddress(a.remove), lookupAddress(a.add));
        },
      },
    ),
    reset_members: call(
      3,
      { members: field(vec(AccountId32), 'Vec<T::AccountId>') },
      {
        weight: (a) => changeWeight(Math.max(a.members.length, MAX_MEMBERS)),
        docs: ['Root only: replaces the whole member set with `members` (no duplicates allowed).'],
        handler: (origin, a) => {
          ensureRoot(origin);
          resetMembers(a.members);
        },
      },
    ),
    change_key: call(
      4,
      { new: who },
      {
        weight: maxChange,
        docs: ['A member moves its membership, and the prime role if it has it, to the account `new`.'],
        handler: (origin, a) => {
          const remove = ensureSigned(origin);
          changeKey(remove, lookupAddress(a.new));
        },
      },
    ),
    set_prime: call(
      5,
      { who },
      {
        weight: addWeight(weight(8_000_000n, 4_700n), dbReadsWrites(1, 2)),
        docs: ['Root only: makes member `who` the prime member.'],
        handler: (origin, a) => {
          ensureRoot(origin);
          setPrime(lookupAddress(a.who));
        },
      },
    ),
    clear_prime: call(
      6,
      {},
      {
        weight: addWeight(weight(3_000_000n), dbReadsWrites(0, 2)),
        docs: ['Root only: leaves the set without a prime member.'],
        handler: (origin) => {
          ensureRoot(origin);
          clearPrime();
        },
      },
    ),
  },
  {
    params: [{ name: 'T' }, { name: 'I' }],
    docs: ['The calls this pallet dispatches; each variant is one call with its arguments.'],
  },
);
