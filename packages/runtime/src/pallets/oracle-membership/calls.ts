// pallet_membership calls at FRAME's indices. Every origin of the Config (Add/Remove/Swap/Reset/PrimeOrigin)
// is Root on Lumi; change_key is a member rotating its own key.
import { MultiAddress, lookupAddress } from '../../primitives/address.ts';
import { AccountId32 } from '../../primitives/core.ts';
import type { Weight } from '../../primitives/weight.ts';
import { addWeight, weight } from '../../primitives/weight.ts';
import { field, vec } from '../../scale/index.ts';
import { call, defineCalls } from '../../support/calls.ts';
import { ensureRoot, ensureSigned } from '../../support/origin.ts';
import { dbReadsWrites } from '../system/constants.ts';
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
        docs: ['Add a member `who` to the set.', '', 'May only be called from `T::AddOrigin`.'],
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
        docs: ['Remove a member `who` from the set.', '', 'May only be called from `T::RemoveOrigin`.'],
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
        docs: [
          'Swap out one member `remove` for another `add`.',
          '',
          'May only be called from `T::SwapOrigin`.',
          '',
          'Prime membership is *not* passed from `remove` to `add`, if extant.',
        ],
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
        docs: [
          'Change the membership to a new set, disregarding the existing membership. Be nice and',
          'pass `members` pre-sorted.',
          '',
          'May only be called from `T::ResetOrigin`.',
        ],
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
        docs: [
          'Swap out the sending member for some other key `new`.',
          '',
          'May only be called from `Signed` origin of a current member.',
          '',
          'Prime membership is passed from the origin account to `new`, if extant.',
        ],
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
        docs: [
          'Set the prime member. Must be a current member.',
          '',
          'May only be called from `T::PrimeOrigin`.',
        ],
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
        docs: ['Remove the prime member if it exists.', '', 'May only be called from `T::PrimeOrigin`.'],
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
