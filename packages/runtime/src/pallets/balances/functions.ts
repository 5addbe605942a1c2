// pallet_balances' fungible logic (Inspect / Unbalanced / Mutate / Balanced / ReservableCurrency), with
// FRAME's existential-deposit, dust and provider/consumer reference semantics. Other pallets use these.
import type { AccountId } from '../../primitives/core.ts';
import { DispatchError } from '../../primitives/dispatch-error.ts';
import { transactional } from '../../support/context.ts';
import { withdrawResult, type WithdrawConsequence } from '../../support/tokens.ts';
import { config } from './config.ts';
import { EXISTENTIAL_DEPOSIT } from './constants.ts';
import { errors } from './errors.ts';
import { events } from './events.ts';
import { TotalIssuance } from './storage.ts';
import { IS_NEW_LOGIC } from './types.ts';
import type { AccountDataValue } from './types.ts';
import type { ReadonlyDeep } from '../../support/storage.ts';

export { withdrawResult, type WithdrawConsequence };

export type Preservation = 'Expendable' | 'Protect' | 'Preserve';
export type Fortitude = 'Polite' | 'Force';
export type Precision = 'Exact' | 'BestEffort';

const ED = EXISTENTIAL_DEPOSIT;

const isDefaultData = (d: ReadonlyDeep<AccountDataValue>): boolean =>
  d.free === 0n && d.reserved === 0n && d.frozen === 0n && d.flags === IS_NEW_LOGIC;

const DEFAULT_DATA: AccountDataValue = Object.freeze({
  free: 0n,
  reserved: 0n,
  frozen: 0n,
  flags: IS_NEW_LOGIC,
});

// ---------- Inspect ----------

/** T::AccountStore. */
const accounts = () => config.get().accountStore;

export const accountData = (who: AccountId): ReadonlyDeep<AccountDataValue> => accounts().get(who).data;
export const freeBalance = (who: AccountId): bigint => accountData(who).free;
export const reservedBalance = (who: AccountId): bigint => accountData(who).reserved;
export const totalBalance = (who: AccountId): bigint => {
  const a = accountData(who);
  return a.free + a.reserved;
};
export const totalIssuance = (): bigint => TotalIssuance.get();
export const minimumBalance = (): bigint => ED;

/** What `who` can move out of its free balance (fungible::Inspect::reducible_balance). */
export function reducibleBalance(who: AccountId, preservation: Preservation, force: Fortitude): bigint {
  const store = accounts();
  const info = store.get(who);
  const a = info.data;
  let untouchable = 0n;
  if (force === 'Polite') untouchable = a.frozen > a.reserved ? a.frozen - a.reserved : 0n;
  if (
    preservation === 'Preserve' ||
    (preservation === 'Protect' && a.free !== 0n && info.providers === 1) ||
    (preservation === 'Expendable' && a.free !== 0n && !store.canDecProvider(who))
  ) {
    if (ED > untouchable) untouchable = ED;
  }
  return a.free > untouchable ? a.free - untouchable : 0n;
}

export function canWithdraw(who: AccountId, amount: bigint): WithdrawConsequence {
  if (amount === 0n) return 'Success';
  if (TotalIssuance.get() < amount) return 'Underflow';
  const a = accountData(who);
  if (a.free < amount) return 'BalanceLow';
  const newFree = a.free - amount;
  if (amount > reducibleBalance(who, 'Expendable', 'Polite')) return 'Frozen';
  let success: WithdrawConsequence = 'Success';
  if (newFree < ED) {
    if (accounts().canDecProvider(who)) success = { ReducedToZero: newFree };
    else return 'WouldDie';
  }
  if (newFree + a.reserved < a.frozen) return 'Frozen';
  return success;
}

export type DepositConsequence = 'BelowMinimum' | 'Overflow' | 'Success';

const U128_MAX = (1n << 128n) - 1n;

export function canDeposit(
  who: AccountId,
  amount: bigint,
  provenance: 'Minted' | 'Extant',
): DepositConsequence {
  if (amount === 0n) return 'Success';
  if (provenance === 'Minted' && TotalIssuance.get() + amount > U128_MAX) return 'Overflow';
  const a = accountData(who);
  const newFree = a.free + amount;
  if (newFree > U128_MAX) return 'Overflow';
  if (newFree < ED) return 'BelowMinimum';
  if (a.reserved + newFree > U128_MAX) return 'Overflow';
  return 'Success';
}

export function depositResult(c: DepositConsequence): void {
  if (c === 'BelowMinimum') throw DispatchError.token('BelowMinimum');
  if (c === 'Overflow') throw DispatchError.arithmetic('Overflow');
}

// ---------- account mutation ----------

/**
 * Mutates `who`'s account data with FRAME's bookkeeping: provider/consumer references, Endowed for a new
 * account, dust (free below ED with nothing reserved) removed and reported. Returns f's result and the
 * dust, which the caller must burn (handleDust). All-or-nothing.
 */
export function tryMutateAccount<R>(
  who: AccountId,
  f: (account: AccountDataValue, isNew: boolean) => R,
): { result: R; dust: bigint } {
  return transactional(() => {
    const store = accounts();
    const info = store.get(who);
    const isNew = isDefaultData(info.data);
    const account: AccountDataValue = { ...info.data };
    const didProvide = account.free >= ED && info.providers > 0;
    const didConsume = !isNew && (account.reserved !== 0n || account.frozen !== 0n);

    const result = f(account, isNew);

    const doesProvide = account.free >= ED;
    const doesConsume = account.reserved !== 0n || account.frozen !== 0n;
    if (!didProvide && doesProvide) store.incProviders(who);
    if (didConsume && !doesConsume) store.decConsumers(who);
    if (!didConsume && doesConsume) store.incConsumers(who);
    if (didProvide && !doesProvide) store.decProviders(who);

    let dust = 0n;
    let stored: AccountDataValue = account;
    if (account.free < ED && account.reserved === 0n) {
      dust = account.free;
      stored = DEFAULT_DATA;
    }
    // StoredMap::try_mutate_exists: the data stays only while something references the account.
    store.store(who, stored);

    if (isNew) events.emit({ type: 'Endowed', value: { account: who, free_balance: account.free } });
    if (dust !== 0n) events.emit({ type: 'DustLost', value: { account: who, amount: dust } });
    return { result, dust };
  });
}

/** DustRemoval = (): the dust's credit is dropped, which lowers the total issuance. */
export function handleDust(dust: bigint): void {
  if (dust !== 0n) TotalIssuance.mutate((t) => (t > dust ? t - dust : 0n));
}

/** fungible::Unbalanced::write_balance. */
export function writeBalance(who: AccountId, amount: bigint): bigint {
  const maxReduction = reducibleBalance(who, 'Expendable', 'Force');
  const { dust } = tryMutateAccount(who, (a) => {
    const reduction = a.free > amount ? a.free - amount : 0n;
    if (reduction > maxReduction) throw errors.InsufficientBalance;
    a.free = amount;
  });
  return dust;
}

/** fungible::Unbalanced::decrease_balance: returns the amount actually removed. */
export function decreaseBalance(
  who: AccountId,
  amount: bigint,
  precision: Precision,
  preservation: Preservation,
  force: Fortitude,
): bigint {
  const old = freeBalance(who);
  const reducible = reducibleBalance(who, preservation, force);
  if (precision === 'BestEffort') amount = amount < reducible ? amount : reducible;
  else if (reducible < amount) throw DispatchError.token('FundsUnavailable');
  if (old < amount) throw DispatchError.token('FundsUnavailable');
  handleDust(writeBalance(who, old - amount));
  return amount;
}

/** fungible::Unbalanced::increase_balance: returns the amount actually added. */
export function increaseBalance(who: AccountId, amount: bigint, precision: Precision): bigint {
  const old = freeBalance(who);
  let next = old + amount;
  if (next > U128_MAX) {
    if (precision === 'Exact') throw DispatchError.arithmetic('Overflow');
    next = U128_MAX;
  }
  if (next < ED) {
    if (precision === 'BestEffort') return 0n;
    throw DispatchError.token('BelowMinimum');
  }
  if (next === old) return 0n;
  handleDust(writeBalance(who, next));
  return next - old;
}

// ---------- Mutate / Balanced ----------

/** fungible::Mutate::transfer: emits Transfer. */
export function transfer(
  source: AccountId,
  dest: AccountId,
  amount: bigint,
  preservation: Preservation,
): bigint {
  return transactional(() => {
    withdrawResult(canWithdraw(source, amount), preservation !== 'Expendable');
    depositResult(canDeposit(dest, amount, 'Extant'));
    if (sameAccount(source, dest)) return amount;
    decreaseBalance(source, amount, 'Exact', preservation, 'Polite');
    increaseBalance(dest, amount, 'Exact');
    events.emit({ type: 'Transfer', value: { from: source, to: dest, amount } });
    return amount;
  });
}

/** fungible::Mutate::mint_into: new issuance credited to `who`; emits Minted. */
export function mintInto(who: AccountId, amount: bigint): bigint {
  return transactional(() => {
    depositResult(canDeposit(who, amount, 'Minted'));
    const actual = increaseBalance(who, amount, 'Exact');
    TotalIssuance.mutate((t) => t + actual);
    events.emit({ type: 'Minted', value: { who, amount: actual } });
    return actual;
  });
}

/** fungible::Mutate::burn_from: removes issuance from `who`; emits Burned. */
export function burnFrom(
  who: AccountId,
  amount: bigint,
  preservation: Preservation,
  precision: Precision,
  force: Fortitude,
): bigint {
  return transactional(() => {
    const actual = decreaseBalance(who, amount, precision, preservation, force);
    TotalIssuance.mutate((t) => t - actual);
    events.emit({ type: 'Burned', value: { who, amount: actual } });
    return actual;
  });
}

/**
 * fungible::Balanced::withdraw: takes `amount` out of `who` (emits Withdraw) and returns it as a credit
 * the caller must resolve — deposit it somewhere or `burnCredit` it.
 */
export function withdraw(
  who: AccountId,
  amount: bigint,
  precision: Precision,
  preservation: Preservation,
  force: Fortitude,
): bigint {
  return transactional(() => {
    const actual = decreaseBalance(who, amount, precision, preservation, force);
    events.emit({ type: 'Withdraw', value: { who, amount: actual } });
    return actual;
  });
}

/** fungible::Balanced::deposit of an existing credit into `who` (emits Deposit); returns what was credited. */
export function deposit(who: AccountId, amount: bigint, precision: Precision): bigint {
  return transactional(() => {
    const actual = increaseBalance(who, amount, precision);
    events.emit({ type: 'Deposit', value: { who, amount: actual } });
    return actual;
  });
}

/** Drops a credit: the withdrawn amount leaves the total issuance (fungible::DecreaseIssuance). */
export function burnCredit(amount: bigint): void {
  if (amount !== 0n) TotalIssuance.mutate((t) => (t > amount ? t - amount : 0n));
}

// ---------- ReservableCurrency ----------

/** Moves `amount` from free to reserved; emits Reserved. */
export function reserve(who: AccountId, amount: bigint): void {
  if (amount === 0n) return;
  transactional(() => {
    const { dust } = tryMutateAccount(who, (a) => {
      if (a.free < amount) throw errors.InsufficientBalance;
      a.free -= amount;
      a.reserved += amount;
      if (a.free + a.reserved < a.frozen) throw errors.LiquidityRestrictions;
    });
    handleDust(dust);
    events.emit({ type: 'Reserved', value: { who, amount } });
  });
}

/** Moves up to `amount` from reserved back to free; returns the part that could not be unreserved. */
export function unreserve(who: AccountId, amount: bigint): bigint {
  if (amount === 0n) return 0n;
  if (totalBalance(who) === 0n) return amount;
  const { result: actual, dust } = tryMutateAccount(who, (a) => {
    const actual = a.reserved < amount ? a.reserved : amount;
    a.reserved -= actual;
    a.free += actual;
    return actual;
  });
  handleDust(dust);
  events.emit({ type: 'Unreserved', value: { who, amount: actual } });
  return amount - actual;
}

/** Burns up to `amount` of `who`'s reserved balance; returns the part that could not be slashed. */
export function slashReserved(who: AccountId, amount: bigint): bigint {
  if (amount === 0n) return 0n;
  if (totalBalance(who) === 0n) return amount;
  const { result: actual, dust } = tryMutateAccount(who, (a) => {
    const actual = a.reserved < amount ? a.reserved : amount;
    a.reserved -= actual;
    return actual;
  });
  handleDust(dust);
  burnCredit(actual);
  events.emit({ type: 'Slashed', value: { who, amount: actual } });
  return amount - actual;
}

/**
 * ReservableCurrency::repatriate_reserved: moves up to `amount` of `from`'s reserved balance to `to`'s
 * free or reserved balance (`to` must exist: DeadAccount); emits ReserveRepatriated. Returns the part
 * that could not be moved.
 */
export function repatriateReserved(
  from: AccountId,
  to: AccountId,
  amount: bigint,
  status: 'Free' | 'Reserved',
): bigint {
  if (amount === 0n) return 0n;
  return transactional(() => {
    const a = accountData(from);
    const unavailable = a.frozen > a.free ? a.frozen - a.free : 0n;
    const max = a.reserved > unavailable ? a.reserved - unavailable : 0n;
    const actual = amount < max ? amount : max;
    if (sameAccount(from, to))
      return status === 'Free' ? amount - (actual - unreserve(from, actual)) : amount - actual;
    const { result: innerDust, dust: outerDust } = tryMutateAccount(to, (dest, isNew) => {
      if (isNew) throw errors.DeadAccount;
      const { dust } = tryMutateAccount(from, (src) => {
        src.reserved -= actual;
      });
      if (status === 'Free') dest.free += actual;
      else dest.reserved += actual;
      if (dest.free > U128_MAX || dest.reserved > U128_MAX) throw DispatchError.arithmetic('Overflow');
      return dust;
    });
    handleDust(innerDust);
    handleDust(outerDust);
    events.emit({
      type: 'ReserveRepatriated',
      value: { from, to, amount: actual, destination_status: { type: status } },
    });
    return amount - actual;
  });
}

function sameAccount(a: AccountId, b: AccountId): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
