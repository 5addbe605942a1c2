// pallet_balances calls at FRAME's indices.
import { MultiAddress, lookupAddress } from '../../primitives/address.ts';
import type { MultiAddressValue } from '../../primitives/address.ts';
import { weight } from '../../primitives/weight.ts';
import { bool, compact, field, u128, vec } from '../../scale/index.ts';
import { AccountId32 } from '../../primitives/core.ts';
import { DispatchError } from '../../primitives/dispatch-error.ts';
import { AdjustmentDirection } from './types.ts';
import { config } from './config.ts';
import { errors } from './errors.ts';
import { call, defineCalls } from '../../support/calls.ts';
import { ensureRoot, ensureSigned } from '../../support/origin.ts';
import { EXISTENTIAL_DEPOSIT } from './constants.ts';
import { events } from './events.ts';
import { InactiveIssuance, TotalIssuance } from './storage.ts';

const U128_MAX = (1n << 128n) - 1n;
import {
  burnFrom,
  handleDust,
  reducibleBalance,
  transfer,
  tryMutateAccount,
  unreserve,
} from './functions.ts';

const dest = field(MultiAddress, 'AccountIdLookupOf<T>');

/** The storage keys of the accounts a transfer moves balance between (CallSpec.touches). */
const accountKeys = (...who: MultiAddressValue[]): Uint8Array[] => {
  const store = config.get().accountStore;
  return who.flatMap((a) => store.keys?.(lookupAddress(a)) ?? []);
};
const balance = field(compact(u128), 'T::Balance');

export const calls = defineCalls(
  'Balances',
  'pallet_balances::pallet::Call',
  {
    transfer_allow_death: call(
      0,
      { dest, value: balance },
      {
        weight: weight(200_000_000n, 3_593n),
        docs: [
          'Moves `value` from the signer to `dest`; the signer may end up below the existential',
          'deposit and be reaped.',
        ],
        touches: (a) => accountKeys(a.dest),
        handler: (origin, a) => {
          transfer(ensureSigned(origin), lookupAddress(a.dest), a.value, 'Expendable');
        },
      },
    ),
    force_transfer: call(
      2,
      { source: field(MultiAddress, 'AccountIdLookupOf<T>'), dest, value: balance },
      {
        weight: weight(280_000_000n, 6_196n),
        docs: ['Root only: moves `value` from `source` to `dest`, which may reap `source`.'],
        touches: (a) => accountKeys(a.source, a.dest),
        handler: (origin, a) => {
          ensureRoot(origin);
          transfer(lookupAddress(a.source), lookupAddress(a.dest), a.value, 'Expendable');
        },
      },
    ),
    transfer_keep_alive: call(
      3,
      { dest, value: balance },
      {
        weight: weight(190_000_000n, 3_593n),
        docs: [
          'Moves `value` from the signer to `dest`, failing if the signer would drop below the',
          'existential deposit.',
        ],
        touches: (a) => accountKeys(a.dest),
        handler: (origin, a) => {
          transfer(ensureSigned(origin), lookupAddress(a.dest), a.value, 'Preserve');
        },
      },
    ),
    transfer_all: call(
      4,
      { dest, keep_alive: field(bool, 'bool') },
      {
        weight: weight(230_000_000n, 3_593n),
        docs: [
          'Sends everything the signer can spend to `dest`; with `keep_alive` the existential deposit',
          'stays behind.',
        ],
        touches: (a) => accountKeys(a.dest),
        handler: (origin, a) => {
          const who = ensureSigned(origin);
          const preservation = a.keep_alive ? 'Preserve' : 'Expendable';
          const amount = reducibleBalance(who, preservation, 'Polite');
          transfer(who, lookupAddress(a.dest), amount, preservation);
        },
      },
    ),
    force_unreserve: call(
      5,
      { who: field(MultiAddress, 'AccountIdLookupOf<T>'), amount: field(u128, 'T::Balance') },
      {
        weight: weight(100_000_000n, 3_593n),
        docs: ['Root only: frees up to `amount` of the reserved balance of `who`.'],
        handler: (origin, a) => {
          ensureRoot(origin);
          unreserve(lookupAddress(a.who), a.amount);
        },
      },
    ),
    upgrade_accounts: call(
      6,
      { who: field(vec(AccountId32), 'Vec<T::AccountId>') },
      {
        weight: ({ who }) => weight(20_000_000n * BigInt(who.length), 3_593n * BigInt(who.length)),
        docs: ['Accepted for compatibility but does nothing: Lumi accounts need no upgrade.'],
        // Every account this runtime stores already uses the current (new-logic) layout, so there is
        // never anything to upgrade and the fee is kept, as FRAME does when under 90 % were upgraded.
        handler: (origin) => {
          ensureSigned(origin);
        },
      },
    ),
    force_set_balance: call(
      8,
      { who: field(MultiAddress, 'AccountIdLookupOf<T>'), new_free: balance },
      {
        weight: weight(110_000_000n, 3_593n),
        docs: [
          'Root only: sets the free balance of `who` to `new_free` (0 if below the existential',
          'deposit), adjusting TotalIssuance by the difference.',
        ],
        handler: (origin, a) => {
          ensureRoot(origin);
          const who = lookupAddress(a.who);
          const newFree = a.new_free < EXISTENTIAL_DEPOSIT ? 0n : a.new_free;
          const { result: oldFree, dust } = tryMutateAccount(who, (acc) => {
            const old = acc.free;
            acc.free = newFree;
            return old;
          });
          handleDust(dust);
          // The imbalance of a forced set changes the total issuance (Currency's imbalance drop).
          if (newFree > oldFree) {
            TotalIssuance.mutate((t) => t + (newFree - oldFree));
            events.emit({ type: 'Issued', value: { amount: newFree - oldFree } });
          } else if (newFree < oldFree) {
            TotalIssuance.mutate((t) => (t > oldFree - newFree ? t - (oldFree - newFree) : 0n));
            events.emit({ type: 'Rescinded', value: { amount: oldFree - newFree } });
          }
          events.emit({ type: 'BalanceSet', value: { who, free: newFree } });
        },
      },
    ),
    force_adjust_total_issuance: call(
      9,
      { direction: field(AdjustmentDirection, 'AdjustmentDirection'), delta: balance },
      {
        weight: weight(10_000_000n),
        docs: [
          'Root only: raises or lowers TotalIssuance by a non-zero `delta` without touching any',
          'account.',
        ],
        handler: (origin, a) => {
          ensureRoot(origin);
          if (a.delta === 0n) throw errors.DeltaZero;
          const old = TotalIssuance.get();
          const next = a.direction.type === 'Increase' ? old + a.delta : old - a.delta;
          if (next < 0n || next > U128_MAX)
            throw DispatchError.arithmetic(next < 0n ? 'Underflow' : 'Overflow');
          if (next < InactiveIssuance.get()) throw errors.IssuanceDeactivated;
          TotalIssuance.set(next);
          events.emit({ type: 'TotalIssuanceForced', value: { old, new: next } });
        },
      },
    ),
    burn: call(
      10,
      { value: balance, keep_alive: field(bool, 'bool') },
      {
        weight: weight(150_000_000n, 3_593n),
        docs: [
          "Destroys `value` of the signer's spendable balance, lowering TotalIssuance; with",
          '`keep_alive` the signer cannot be reaped.',
        ],
        handler: (origin, a) => {
          burnFrom(
            ensureSigned(origin),
            a.value,
            a.keep_alive ? 'Preserve' : 'Expendable',
            'Exact',
            'Polite',
          );
        },
      },
    ),
  },
  {
    params: [{ name: 'T' }, { name: 'I' }],
    docs: ['The calls this pallet dispatches; each variant is one call with its arguments.'],
  },
);
