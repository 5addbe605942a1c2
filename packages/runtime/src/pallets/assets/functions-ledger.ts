// pallet_assets' ledger for one instance (FRAME's functions.rs core): new/dead account bookkeeping,
// can_increase / can_decrease, prep_debit / prep_credit, and the balance changes mint, burn and transfer
// are made of. The rest of the pallet's logic (functions-*.ts) builds on it.
import type { AccountId } from '../../primitives/core.ts';
import { DispatchError } from '../../primitives/dispatch-error.ts';
import { transactional } from '../../support/context.ts';
import { withdrawResult, type WithdrawConsequence } from '../../support/tokens.ts';
import type { AssetsSeam } from './config.ts';
import type { ConfigSeam } from '../../support/config.ts';
import type { AssetsConfig } from './constants.ts';
import type { AssetsErrors } from './errors.ts';
import type { AssetsEvents } from './events.ts';
import type { AssetsStorage } from './storage.ts';
import { isBlockedStatus, isFrozenStatus } from './types.ts';
import type { AssetAccountValue, AssetDetailsValue, ExistenceReasonValue } from './types.ts';

export const U128_MAX = (1n << 128n) - 1n;
export const U32_MAX = 0xffffffff;

export { withdrawResult, type WithdrawConsequence };

export type DepositConsequence =
  'BelowMinimum' | 'CannotCreate' | 'UnknownAsset' | 'Overflow' | 'Blocked' | 'Success';

/** DepositConsequence::into_result. */
export function depositResult(c: DepositConsequence): void {
  switch (c) {
    case 'Success':
      return;
    case 'Overflow':
      throw DispatchError.arithmetic('Overflow');
    default:
      throw DispatchError.token(c === 'UnknownAsset' ? 'UnknownAsset' : c);
  }
}

export const sameAccount = (a: AccountId, b: AccountId): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

export interface DebitFlags {
  keepAlive: boolean;
  bestEffort: boolean;
}

/** What every part of one instance's logic is made from. */
export interface AssetsParts<Id = number> {
  config: AssetsConfig<Id>;
  store: AssetsStorage<Id>;
  events: AssetsEvents<Id>;
  errors: AssetsErrors;
  /** The instance's Config seam: T::Currency and frame_system's reference counting. */
  seam: ConfigSeam<AssetsSeam>;
}

export function makeLedger<Id>({ store, events, errors, seam }: AssetsParts<Id>) {
  const { Asset, Account } = store;
  const system = () => seam.get().system;

  const details = (id: Id): AssetDetailsValue => {
    const d = Asset.get(id);
    if (!d) throw errors.Unknown;
    return d;
  };

  // ---------- account bookkeeping ----------

  /** new_account: counts the account and takes the reference that lets it exist. */
  function newAccount(
    who: AccountId,
    d: AssetDetailsValue,
    deposit?: { depositor: AccountId; amount: bigint },
  ): ExistenceReasonValue {
    if (d.accounts >= U32_MAX) throw DispatchError.arithmetic('Overflow');
    let reason: ExistenceReasonValue;
    if (deposit) {
      reason = sameAccount(deposit.depositor, who)
        ? { type: 'DepositHeld', value: deposit.amount }
        : { type: 'DepositFrom', value: [deposit.depositor, deposit.amount] };
    } else if (d.is_sufficient) {
      system().incSufficients(who);
      d.sufficients = Math.min(d.sufficients + 1, U32_MAX);
      reason = { type: 'Sufficient' };
    } else {
      try {
        system().incConsumers(who);
      } catch {
        throw errors.UnavailableConsumer;
      }
      // One consumer reference must stay available, or the account could be locked out of everything else.
      if (!system().canIncConsumer(who)) {
        system().decConsumers(who);
        throw errors.UnavailableConsumer;
      }
      reason = { type: 'Consumer' };
    }
    d.accounts += 1;
    return reason;
  }

  /** dead_account: releases the account's reference; deposit-backed accounts stay unless forced. */
  function deadAccount(
    who: AccountId,
    d: AssetDetailsValue,
    reason: ExistenceReasonValue,
    force: boolean,
  ): boolean {
    switch (reason.type) {
      case 'Consumer':
        system().decConsumers(who);
        break;
      case 'Sufficient':
        d.sufficients = Math.max(d.sufficients - 1, 0);
        system().decSufficients(who);
        break;
      case 'DepositRefunded':
        break;
      case 'DepositHeld':
      case 'DepositFrom':
        if (!force) return false;
        break;
    }
    d.accounts = Math.max(d.accounts - 1, 0);
    return true;
  }

  // ---------- consequences ----------

  function canIncrease(id: Id, who: AccountId, amount: bigint, increaseSupply: boolean): DepositConsequence {
    const d = Asset.get(id);
    if (!d || d.status.type === 'Destroying') return 'UnknownAsset';
    if (increaseSupply && d.supply + amount > U128_MAX) return 'Overflow';
    const acc = Account.tryGet(id, who);
    if (acc) {
      if (isBlockedStatus(acc.status.type)) return 'Blocked';
      if (acc.balance + amount > U128_MAX) return 'Overflow';
    } else {
      if (amount < d.min_balance) return 'BelowMinimum';
      if (!d.is_sufficient && !system().canAccrueConsumers(who, 2)) return 'CannotCreate';
      if (d.is_sufficient && d.sufficients >= U32_MAX) return 'Overflow';
    }
    return 'Success';
  }

  function canDecrease(id: Id, who: AccountId, amount: bigint, keepAlive: boolean): WithdrawConsequence {
    const d = Asset.get(id);
    if (!d) return 'UnknownAsset';
    if (d.supply < amount) return 'Underflow';
    if (d.status.type === 'Frozen') return 'Frozen';
    if (d.status.type === 'Destroying') return 'UnknownAsset';
    if (amount === 0n) return 'Success';
    const acc = Account.tryGet(id, who);
    if (!acc) return 'BalanceLow';
    if (isFrozenStatus(acc.status.type)) return 'Frozen';
    if (acc.balance < amount) return 'BalanceLow';
    const rest = acc.balance - amount;
    if (rest < d.min_balance) return keepAlive ? 'WouldDie' : { ReducedToZero: rest };
    return 'Success';
  }

  /** Most `who` can send without breaking the asset's rules (FRAME's Result form: errors for bad states). */
  function reducibleBalanceChecked(id: Id, who: AccountId, keepAlive: boolean): bigint {
    const d = details(id);
    if (d.status.type !== 'Live') throw errors.AssetNotLive;
    const acc = Account.tryGet(id, who);
    if (!acc) throw errors.NoAccount;
    if (isFrozenStatus(acc.status.type)) throw errors.Frozen;
    let amount = acc.balance;
    if (keepAlive) amount = amount > d.min_balance ? amount - d.min_balance : 0n;
    return amount < d.supply ? amount : d.supply;
  }

  function prepDebit(id: Id, target: AccountId, amount: bigint, f: DebitFlags): bigint {
    const reducible = reducibleBalanceChecked(id, target, f.keepAlive);
    const actual = reducible < amount ? reducible : amount;
    if (!f.bestEffort && actual < amount) throw errors.BalanceLow;
    return actual + withdrawResult(canDecrease(id, target, actual, f.keepAlive), f.keepAlive);
  }

  function prepCredit(id: Id, dest: AccountId, amount: bigint, debit: bigint, burnDust: boolean) {
    const [credit, burn] = burnDust && debit >= amount ? [amount, debit - amount] : [debit, undefined];
    depositResult(canIncrease(id, dest, credit, false));
    return { credit, burn };
  }

  // ---------- balance changes ----------

  /** increase_balance: credits `who` (creating its account), after `check` approved the asset. */
  function increaseBalance(
    id: Id,
    who: AccountId,
    amount: bigint,
    check: (d: AssetDetailsValue) => void,
  ): void {
    if (amount === 0n) return;
    transactional(() => {
      depositResult(canIncrease(id, who, amount, true));
      const d = { ...details(id) };
      if (d.status.type !== 'Live') throw errors.AssetNotLive;
      check(d);
      const acc = Account.tryGet(id, who);
      if (acc) {
        Account.insert(id, who, { ...acc, balance: acc.balance + amount });
      } else {
        if (amount < d.min_balance) throw DispatchError.token('BelowMinimum');
        const reason = newAccount(who, d);
        Account.insert(id, who, { balance: amount, status: { type: 'Liquid' }, reason, extra: undefined });
      }
      Asset.insert(id, d);
    });
  }

  /** decrease_balance: debits `target`, reaping its account below the minimum; returns the amount taken. */
  function decreaseBalance(
    id: Id,
    target: AccountId,
    amount: bigint,
    f: DebitFlags,
    check: (actual: bigint, d: AssetDetailsValue) => void,
  ): bigint {
    if (amount === 0n) return 0n;
    return transactional(() => {
      if (details(id).status.type !== 'Live') throw errors.AssetNotLive;
      const actual = prepDebit(id, target, amount, f);
      const d = { ...details(id) };
      check(actual, d);
      const acc = Account.tryGet(id, target);
      if (!acc) throw errors.NoAccount;
      const next: AssetAccountValue = { ...acc, balance: acc.balance - actual };
      if (next.balance < d.min_balance && deadAccount(target, d, next.reason, false))
        Account.remove(id, target);
      else Account.insert(id, target, next);
      Asset.insert(id, d);
      return actual;
    });
  }

  function doMint(id: Id, beneficiary: AccountId, amount: bigint, checkIssuer?: AccountId): void {
    transactional(() => {
      increaseBalance(id, beneficiary, amount, (d) => {
        if (checkIssuer && !sameAccount(checkIssuer, d.issuer)) throw errors.NoPermission;
        d.supply += amount;
      });
      events.emit({ type: 'Issued', value: { asset_id: id, owner: beneficiary, amount } });
    });
  }

  function doBurn(
    id: Id,
    target: AccountId,
    amount: bigint,
    checkAdmin: AccountId | undefined,
    f: DebitFlags,
  ) {
    return transactional(() => {
      const status = details(id).status.type;
      if (status !== 'Live' && status !== 'Frozen') throw errors.IncorrectStatus;
      const actual = decreaseBalance(id, target, amount, f, (a, d) => {
        if (checkAdmin && !sameAccount(checkAdmin, d.admin)) throw errors.NoPermission;
        d.supply -= a;
      });
      events.emit({ type: 'Burned', value: { asset_id: id, owner: target, balance: actual } });
      return actual;
    });
  }

  /** do_transfer (transfer_and_die): returns the amount credited to `dest`. */
  function doTransfer(
    id: Id,
    source: AccountId,
    dest: AccountId,
    amount: bigint,
    needAdmin: AccountId | undefined,
    f: DebitFlags & { burnDust: boolean },
  ): bigint {
    if (amount === 0n) return 0n;
    return transactional(() => {
      if (details(id).status.type !== 'Live') throw errors.AssetNotLive;
      const debit = prepDebit(id, source, amount, f);
      const { credit, burn } = prepCredit(id, dest, amount, debit, f.burnDust);
      const src = Account.tryGet(id, source);
      if (!src) throw errors.NoAccount;
      const d = { ...details(id) };
      if (needAdmin && !sameAccount(needAdmin, d.admin)) throw errors.NoPermission;
      if (!sameAccount(source, dest)) {
        if (burn !== undefined) d.supply -= burn;
        const srcNext: AssetAccountValue = { ...src, balance: src.balance - debit };
        const dst = Account.tryGet(id, dest);
        if (dst) Account.insert(id, dest, { ...dst, balance: dst.balance + credit });
        else {
          const reason = newAccount(dest, d);
          Account.insert(id, dest, { balance: credit, status: { type: 'Liquid' }, reason, extra: undefined });
        }
        if (srcNext.balance < d.min_balance && deadAccount(source, d, srcNext.reason, false))
          Account.remove(id, source);
        else Account.insert(id, source, srcNext);
        Asset.insert(id, d);
      }
      events.emit({ type: 'Transferred', value: { asset_id: id, from: source, to: dest, amount: credit } });
      return credit;
    });
  }

  /**
   * The storage keys a transfer of asset `id` between `accounts` reads (CallSpec.touches): the asset, each
   * holding, and each owner's System account (the references a holding keeps on it).
   */
  function transferKeys(id: Id, ...accounts: AccountId[]): Uint8Array[] {
    const refs = system();
    return [Asset.key(id), ...accounts.flatMap((who) => [Account.key(id, who), ...(refs.keys?.(who) ?? [])])];
  }

  return {
    details,
    transferKeys,
    newAccount,
    deadAccount,
    canIncrease,
    canDecrease,
    reducibleBalanceChecked,
    increaseBalance,
    decreaseBalance,
    doMint,
    doBurn,
    doTransfer,
  };
}

export type AssetsLedger<Id = number> = ReturnType<typeof makeLedger<Id>>;
