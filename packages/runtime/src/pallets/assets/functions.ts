// pallet_assets logic for one instance: FRAME's functions.rs (new/dead account bookkeeping, can_increase /
// can_decrease, prep_debit / prep_credit, mint, burn, transfer, touch, refund, destroy, approvals,
// metadata) and the fungibles traits other pallets use (impl_fungibles.rs).
import type { AccountId } from '../../primitives/core.ts';
import { DispatchError } from '../../primitives/dispatch-error.ts';
import { transactional } from '../../support/context.ts';
import { withdrawResult, type WithdrawConsequence } from '../../support/tokens.ts';
import { reserve, unreserve, repatriateReserved } from '../balances/functions.ts';
import {
  MAX_CONSUMERS,
  account as systemAccount,
  canIncConsumer,
  decConsumers,
  decSufficients,
  incConsumers,
  incSufficients,
} from '../system/functions.ts';
import type { AssetsConfig } from './constants.ts';
import type { AssetsErrors } from './errors.ts';
import type { AssetsEvents } from './events.ts';
import type { AssetsStorage } from './storage.ts';
import { isBlockedStatus, isFrozenStatus } from './types.ts';
import type { AssetAccountValue, AssetDetailsValue, ExistenceReasonValue } from './types.ts';

const U128_MAX = (1n << 128n) - 1n;
const U32_MAX = 0xffffffff;

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

/** frame_system::can_accrue_consumers. */
function canAccrueConsumers(who: AccountId, amount: number): boolean {
  const a = systemAccount(who);
  return a.providers > 0 && a.consumers + amount <= MAX_CONSUMERS;
}

interface DebitFlags {
  keepAlive: boolean;
  bestEffort: boolean;
}

export interface AssetsParts {
  config: AssetsConfig;
  store: AssetsStorage;
  events: AssetsEvents;
  errors: AssetsErrors;
}

export function makeFunctions({ config, store, events, errors }: AssetsParts) {
  const { Asset, Account, Approvals, Metadata, NextAssetId } = store;

  const details = (id: number): AssetDetailsValue => {
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
      incSufficients(who);
      d.sufficients = Math.min(d.sufficients + 1, U32_MAX);
      reason = { type: 'Sufficient' };
    } else {
      try {
        incConsumers(who);
      } catch {
        throw errors.UnavailableConsumer;
      }
      // One consumer reference must stay available, or the account could be locked out of everything else.
      if (!canIncConsumer(who)) {
        decConsumers(who);
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
        decConsumers(who);
        break;
      case 'Sufficient':
        d.sufficients = Math.max(d.sufficients - 1, 0);
        decSufficients(who);
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

  function canIncrease(
    id: number,
    who: AccountId,
    amount: bigint,
    increaseSupply: boolean,
  ): DepositConsequence {
    const d = Asset.get(id);
    if (!d || d.status.type === 'Destroying') return 'UnknownAsset';
    if (increaseSupply && d.supply + amount > U128_MAX) return 'Overflow';
    const acc = Account.tryGet(id, who);
    if (acc) {
      if (isBlockedStatus(acc.status.type)) return 'Blocked';
      if (acc.balance + amount > U128_MAX) return 'Overflow';
    } else {
      if (amount < d.min_balance) return 'BelowMinimum';
      if (!d.is_sufficient && !canAccrueConsumers(who, 2)) return 'CannotCreate';
      if (d.is_sufficient && d.sufficients >= U32_MAX) return 'Overflow';
    }
    return 'Success';
  }

  function canDecrease(id: number, who: AccountId, amount: bigint, keepAlive: boolean): WithdrawConsequence {
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
  function reducibleBalanceChecked(id: number, who: AccountId, keepAlive: boolean): bigint {
    const d = details(id);
    if (d.status.type !== 'Live') throw errors.AssetNotLive;
    const acc = Account.tryGet(id, who);
    if (!acc) throw errors.NoAccount;
    if (isFrozenStatus(acc.status.type)) throw errors.Frozen;
    let amount = acc.balance;
    if (keepAlive) amount = amount > d.min_balance ? amount - d.min_balance : 0n;
    return amount < d.supply ? amount : d.supply;
  }

  function prepDebit(id: number, target: AccountId, amount: bigint, f: DebitFlags): bigint {
    const reducible = reducibleBalanceChecked(id, target, f.keepAlive);
    const actual = reducible < amount ? reducible : amount;
    if (!f.bestEffort && actual < amount) throw errors.BalanceLow;
    return actual + withdrawResult(canDecrease(id, target, actual, f.keepAlive), f.keepAlive);
  }

  function prepCredit(id: number, dest: AccountId, amount: bigint, debit: bigint, burnDust: boolean) {
    const [credit, burn] = burnDust && debit >= amount ? [amount, debit - amount] : [debit, undefined];
    depositResult(canIncrease(id, dest, credit, false));
    return { credit, burn };
  }

  // ---------- balance changes ----------

  /** increase_balance: credits `who` (creating its account), after `check` approved the asset. */
  function increaseBalance(
    id: number,
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
    id: number,
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

  function doMint(id: number, beneficiary: AccountId, amount: bigint, checkIssuer?: AccountId): void {
    transactional(() => {
      increaseBalance(id, beneficiary, amount, (d) => {
        if (checkIssuer && !sameAccount(checkIssuer, d.issuer)) throw errors.NoPermission;
        d.supply += amount;
      });
      events.emit({ type: 'Issued', value: { asset_id: id, owner: beneficiary, amount } });
    });
  }

  function doBurn(
    id: number,
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
    id: number,
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

  // ---------- asset classes ----------

  /** AutoIncAssetId::next: while NextAssetId is set, new assets must take exactly that id. */
  function checkNextId(id: number): void {
    const next = NextAssetId.get();
    if (next !== undefined && next !== id) throw errors.BadAssetId;
  }

  /** AutoIncAssetId::advance_from: moves NextAssetId past `id` when it is in use and `id` reached it. */
  function advanceNextId(id: number): void {
    const next = NextAssetId.get();
    if (next === undefined || id < next) return;
    if (id >= U32_MAX) throw errors.CallbackFailed;
    NextAssetId.set(id + 1);
  }

  function newDetails(
    owner: AccountId,
    admin: AccountId,
    minBalance: bigint,
    sufficient: boolean,
    deposit: bigint,
  ) {
    const d: AssetDetailsValue = {
      owner,
      issuer: admin,
      admin,
      freezer: admin,
      supply: 0n,
      deposit,
      min_balance: minBalance,
      is_sufficient: sufficient,
      accounts: 0,
      sufficients: 0,
      approvals: 0,
      status: { type: 'Live' },
    };
    return d;
  }

  function doCreate(id: number, owner: AccountId, admin: AccountId, minBalance: bigint): void {
    transactional(() => {
      if (Asset.contains(id)) throw errors.InUse;
      if (minBalance === 0n) throw errors.MinBalanceZero;
      checkNextId(id);
      reserve(owner, config.assetDeposit);
      Asset.insert(id, newDetails(owner, admin, minBalance, false, config.assetDeposit));
      advanceNextId(id);
      events.emit({ type: 'Created', value: { asset_id: id, creator: owner, owner: admin } });
    });
  }

  /** do_force_create; only the force origin may pick an id off the NextAssetId sequence. */
  function doForceCreate(
    id: number,
    owner: AccountId,
    isSufficient: boolean,
    minBalance: bigint,
    enforceNextId: boolean,
  ): void {
    transactional(() => {
      if (Asset.contains(id)) throw errors.InUse;
      if (minBalance === 0n) throw errors.MinBalanceZero;
      if (enforceNextId) checkNextId(id);
      Asset.insert(id, newDetails(owner, owner, minBalance, isSufficient, 0n));
      advanceNextId(id);
      events.emit({ type: 'ForceCreated', value: { asset_id: id, owner } });
    });
  }

  function doStartDestroy(id: number, checkOwner?: AccountId): void {
    const d = { ...details(id) };
    if (checkOwner && !sameAccount(d.owner, checkOwner)) throw errors.NoPermission;
    d.status = { type: 'Destroying' };
    Asset.insert(id, d);
    events.emit({ type: 'DestructionStarted', value: { asset_id: id } });
  }

  function doDestroyAccounts(id: number, maxItems: number): number {
    return transactional(() => {
      const d = { ...details(id) };
      if (d.status.type !== 'Destroying') throw errors.IncorrectStatus;
      // Collect first: removing entries while walking the prefix would disturb the walk.
      const batch: [AccountId, AssetAccountValue][] = [];
      for (const [, who, acc] of Account.entriesPrefix(id)) {
        batch.push([who, acc]);
        if (batch.length >= maxItems) break;
      }
      let destroyed = 0;
      for (const [who, acc] of batch) {
        let reason: ExistenceReasonValue = acc.reason;
        if (reason.type === 'DepositFrom') {
          unreserve(reason.value[0], reason.value[1]);
          reason = { type: 'DepositRefunded' };
        } else if (reason.type === 'DepositHeld') {
          unreserve(who, reason.value);
          reason = { type: 'DepositRefunded' };
        }
        if (deadAccount(who, d, reason, false)) {
          Account.remove(id, who);
          destroyed++;
        } else {
          Account.insert(id, who, { ...acc, reason });
        }
      }
      Asset.insert(id, d);
      events.emit({
        type: 'AccountsDestroyed',
        value: { asset_id: id, accounts_destroyed: destroyed, accounts_remaining: d.accounts },
      });
      return destroyed;
    });
  }

  function doDestroyApprovals(id: number, maxItems: number): number {
    return transactional(() => {
      const d = { ...details(id) };
      if (d.status.type !== 'Destroying') throw errors.IncorrectStatus;
      const batch: [AccountId, AccountId, bigint][] = [];
      for (const [[asset, owner, delegate], approval] of Approvals.entries()) {
        if (asset !== id) continue;
        batch.push([owner, delegate, approval.deposit]);
        if (batch.length >= maxItems) break;
      }
      for (const [owner, delegate, deposit] of batch) {
        Approvals.remove([id, owner, delegate]);
        unreserve(owner, deposit);
        d.approvals = Math.max(d.approvals - 1, 0);
      }
      Asset.insert(id, d);
      events.emit({
        type: 'ApprovalsDestroyed',
        value: { asset_id: id, approvals_destroyed: batch.length, approvals_remaining: d.approvals },
      });
      return batch.length;
    });
  }

  function doFinishDestroy(id: number): void {
    transactional(() => {
      const d = details(id);
      if (d.status.type !== 'Destroying') throw errors.IncorrectStatus;
      if (d.accounts !== 0) throw errors.InUse;
      if (d.approvals !== 0) throw errors.InUse;
      const metadataDeposit = Metadata.get(id).deposit;
      Metadata.remove(id);
      Asset.remove(id);
      unreserve(d.owner, d.deposit + metadataDeposit);
      events.emit({ type: 'Destroyed', value: { asset_id: id } });
    });
  }

  // ---------- asset accounts: touch / refund ----------

  function doTouch(id: number, who: AccountId, depositor: AccountId, checkDepositor: boolean): void {
    transactional(() => {
      if (Account.contains(id, who)) throw errors.AlreadyExists;
      const deposit = config.assetAccountDeposit;
      const d = { ...details(id) };
      if (d.status.type !== 'Live') throw errors.AssetNotLive;
      if (checkDepositor && !sameAccount(depositor, d.admin) && !sameAccount(depositor, d.freezer))
        throw errors.NoPermission;
      const reason = newAccount(who, d, { depositor, amount: deposit });
      reserve(depositor, deposit);
      Asset.insert(id, d);
      Account.insert(id, who, { balance: 0n, status: { type: 'Liquid' }, reason, extra: undefined });
      events.emit({ type: 'Touched', value: { asset_id: id, who, depositor } });
    });
  }

  function doRefund(id: number, who: AccountId, allowBurn: boolean): void {
    transactional(() => {
      const acc = Account.tryGet(id, who);
      if (!acc) throw errors.NoDeposit;
      if (acc.reason.type !== 'Consumer' && acc.reason.type !== 'DepositHeld') throw errors.NoDeposit;
      const d = { ...details(id) };
      if (d.status.type !== 'Live' && d.status.type !== 'Frozen') throw errors.IncorrectStatus;
      if (acc.balance !== 0n && !allowBurn) throw errors.WouldBurn;
      let reason: ExistenceReasonValue = acc.reason;
      if (reason.type === 'DepositHeld') {
        unreserve(who, reason.value);
        reason = { type: 'DepositRefunded' };
      }
      if (!deadAccount(who, d, reason, false)) {
        Account.insert(id, who, { ...acc, reason });
        return;
      }
      // The burned balance leaves the supply, as FRAME does since it stopped leaking supply here.
      d.supply -= acc.balance;
      Account.remove(id, who);
      if (acc.balance !== 0n)
        events.emit({ type: 'Burned', value: { asset_id: id, owner: who, balance: acc.balance } });
      Asset.insert(id, d);
    });
  }

  function doRefundOther(id: number, who: AccountId, checkCaller?: AccountId): void {
    transactional(() => {
      const acc = Account.tryGet(id, who);
      if (!acc) throw errors.NoDeposit;
      if (acc.reason.type !== 'DepositFrom') throw errors.NoDeposit;
      const [depositor, deposit] = acc.reason.value;
      const d = { ...details(id) };
      if (d.status.type !== 'Live') throw errors.AssetNotLive;
      if (isFrozenStatus(acc.status.type)) throw errors.Frozen;
      if (checkCaller && !sameAccount(checkCaller, depositor) && !sameAccount(checkCaller, d.admin))
        throw errors.NoPermission;
      if (acc.balance !== 0n) throw errors.WouldBurn;
      unreserve(depositor, deposit);
      const reason: ExistenceReasonValue = { type: 'DepositRefunded' };
      if (deadAccount(who, d, reason, false)) Account.remove(id, who);
      else Account.insert(id, who, { ...acc, reason });
      Asset.insert(id, d);
    });
  }

  // ---------- approvals ----------

  function doApproveTransfer(id: number, owner: AccountId, delegate: AccountId, amount: bigint): void {
    transactional(() => {
      const d = { ...details(id) };
      if (d.status.type !== 'Live') throw errors.AssetNotLive;
      const key: [number, AccountId, AccountId] = [id, owner, delegate];
      let approved = Approvals.get(key);
      if (!approved) {
        d.approvals = Math.min(d.approvals + 1, U32_MAX);
        approved = { amount: 0n, deposit: 0n };
      }
      let deposit = approved.deposit;
      if (deposit < config.approvalDeposit) {
        reserve(owner, config.approvalDeposit - deposit);
        deposit = config.approvalDeposit;
      }
      const total = approved.amount + amount;
      Approvals.insert(key, { amount: total > U128_MAX ? U128_MAX : total, deposit });
      Asset.insert(id, d);
      events.emit({ type: 'ApprovedTransfer', value: { asset_id: id, source: owner, delegate, amount } });
    });
  }

  function doCancelApproval(id: number, owner: AccountId, delegate: AccountId): void {
    transactional(() => {
      const d = { ...details(id) };
      if (d.status.type !== 'Live') throw errors.AssetNotLive;
      const key: [number, AccountId, AccountId] = [id, owner, delegate];
      const approval = Approvals.get(key);
      if (!approval) throw errors.Unknown;
      Approvals.remove(key);
      unreserve(owner, approval.deposit);
      d.approvals = Math.max(d.approvals - 1, 0);
      Asset.insert(id, d);
      events.emit({ type: 'ApprovalCancelled', value: { asset_id: id, owner, delegate } });
    });
  }

  function doTransferApproved(
    id: number,
    owner: AccountId,
    delegate: AccountId,
    destination: AccountId,
    amount: bigint,
  ): void {
    transactional(() => {
      if (details(id).status.type !== 'Live') throw errors.AssetNotLive;
      const key: [number, AccountId, AccountId] = [id, owner, delegate];
      const approved = Approvals.get(key);
      if (!approved || approved.amount < amount) throw errors.Unapproved;
      const remaining = approved.amount - amount;
      doTransfer(id, owner, destination, amount, undefined, {
        keepAlive: false,
        bestEffort: false,
        burnDust: false,
      });
      if (remaining === 0n) {
        Approvals.remove(key);
        unreserve(owner, approved.deposit);
        const d = Asset.get(id);
        if (d) Asset.insert(id, { ...d, approvals: Math.max(d.approvals - 1, 0) });
      } else {
        Approvals.insert(key, { ...approved, amount: remaining });
      }
    });
  }

  // ---------- metadata ----------

  function bounded(s: Uint8Array): Uint8Array {
    if (s.length > config.stringLimit) throw errors.BadMetadata;
    return s;
  }

  const metadataDeposit = (name: Uint8Array, symbol: Uint8Array): bigint =>
    config.metadataDepositPerByte * BigInt(name.length + symbol.length) + config.metadataDepositBase;

  function doSetMetadata(
    id: number,
    from: AccountId,
    name: Uint8Array,
    symbol: Uint8Array,
    decimals: number,
  ) {
    transactional(() => {
      bounded(name);
      bounded(symbol);
      const d = details(id);
      if (d.status.type !== 'Live') throw errors.AssetNotLive;
      if (!sameAccount(from, d.owner)) throw errors.NoPermission;
      const old = Metadata.tryGet(id);
      if (old?.is_frozen) throw errors.NoPermission;
      const oldDeposit = old?.deposit ?? 0n;
      const newDeposit = metadataDeposit(name, symbol);
      if (newDeposit > oldDeposit) reserve(from, newDeposit - oldDeposit);
      else unreserve(from, oldDeposit - newDeposit);
      Metadata.insert(id, { deposit: newDeposit, name, symbol, decimals, is_frozen: false });
      events.emit({ type: 'MetadataSet', value: { asset_id: id, name, symbol, decimals, is_frozen: false } });
    });
  }

  function doForceSetMetadata(
    id: number,
    name: Uint8Array,
    symbol: Uint8Array,
    decimals: number,
    isFrozen: boolean,
  ): void {
    bounded(name);
    bounded(symbol);
    if (!Asset.contains(id)) throw errors.Unknown;
    const deposit = Metadata.tryGet(id)?.deposit ?? 0n;
    Metadata.insert(id, { deposit, name, symbol, decimals, is_frozen: isFrozen });
    events.emit({
      type: 'MetadataSet',
      value: { asset_id: id, name, symbol, decimals, is_frozen: isFrozen },
    });
  }

  function doClearMetadata(id: number, owner: AccountId): void {
    transactional(() => {
      const m = Metadata.tryGet(id);
      if (!m) throw errors.Unknown;
      Metadata.remove(id);
      unreserve(owner, m.deposit);
      events.emit({ type: 'MetadataCleared', value: { asset_id: id } });
    });
  }

  function doTransferOwnership(id: number, origin: AccountId, owner: AccountId): void {
    transactional(() => {
      const d = details(id);
      if (d.status.type !== 'Live') throw errors.LiveAsset;
      if (!sameAccount(origin, d.owner)) throw errors.NoPermission;
      if (sameAccount(d.owner, owner)) return;
      const deposit = d.deposit + Metadata.get(id).deposit;
      repatriateReserved(d.owner, owner, deposit, 'Reserved');
      Asset.insert(id, { ...d, owner });
      events.emit({ type: 'OwnerChanged', value: { asset_id: id, owner } });
    });
  }

  // ---------- fungibles (what AssetConversion and other pallets call) ----------

  const fungibles = {
    /** The pallet (instance) these functions act on. */
    pallet: config.name,
    /** fungibles::Inspect::balance: 0 when the asset account does not exist. */
    balance: (id: number, who: AccountId): bigint => Account.tryGet(id, who)?.balance ?? 0n,
    /** fungibles::Inspect::total_issuance: the asset's supply, 0 for an unknown asset. */
    totalIssuance: (id: number): bigint => Asset.get(id)?.supply ?? 0n,
    /** fungibles::Inspect::minimum_balance: 0 for an unknown asset, as FRAME. */
    minimumBalance: (id: number): bigint => Asset.get(id)?.min_balance ?? 0n,
    assetExists: (id: number): boolean => Asset.contains(id),
    /** Whether `who` has an account (possibly empty) for the asset. */
    accountExists: (id: number, who: AccountId): boolean => Account.contains(id, who),
    /** fungibles::Inspect::reducible_balance (keepAlive = Preserve/Protect); 0 when frozen, unknown, ... */
    reducibleBalance(id: number, who: AccountId, keepAlive: boolean): bigint {
      try {
        return reducibleBalanceChecked(id, who, keepAlive);
      } catch (e) {
        if (e instanceof DispatchError) return 0n;
        throw e;
      }
    },
    canDeposit: (id: number, who: AccountId, amount: bigint, minted: boolean): DepositConsequence =>
      canIncrease(id, who, amount, minted),
    canWithdraw: (id: number, who: AccountId, amount: bigint): WithdrawConsequence =>
      canDecrease(id, who, amount, false),
    /** fungibles::Mutate::transfer: exactly `amount` or a DispatchError; emits Transferred. */
    transfer(id: number, from: AccountId, to: AccountId, amount: bigint, keepAlive: boolean): bigint {
      return transactional(() => {
        withdrawResult(canDecrease(id, from, amount, false), keepAlive);
        depositResult(canIncrease(id, to, amount, false));
        if (sameAccount(from, to)) return amount;
        decreaseBalance(id, from, amount, { keepAlive, bestEffort: true }, () => {});
        increaseBalance(id, to, amount, () => {});
        events.emit({ type: 'Transferred', value: { asset_id: id, from, to, amount } });
        return amount;
      });
    },
    /** fungibles::Mutate::mint_into: new units for `who`; emits Issued. */
    mintInto(id: number, who: AccountId, amount: bigint): bigint {
      return transactional(() => {
        if (fungibles.totalIssuance(id) + amount > U128_MAX) throw DispatchError.arithmetic('Overflow');
        increaseBalance(id, who, amount, (d) => {
          d.supply += amount;
        });
        events.emit({ type: 'Issued', value: { asset_id: id, owner: who, amount } });
        return amount;
      });
    },
    /**
     * fungibles::Mutate::burn_from with Precision::Exact and Fortitude::Polite (Preservation::Expendable
     * unless keepAlive): exactly `amount` leaves `who` and the supply, or a DispatchError; emits Burned.
     */
    burnFrom(id: number, who: AccountId, amount: bigint, keepAlive = false): bigint {
      return transactional(() => {
        const reducible = fungibles.reducibleBalance(id, who, keepAlive);
        if (reducible < amount) throw DispatchError.token('FundsUnavailable');
        if (fungibles.totalIssuance(id) < amount) throw DispatchError.arithmetic('Overflow');
        const actual = decreaseBalance(id, who, amount, { keepAlive, bestEffort: true }, (a, d) => {
          d.supply -= a;
        });
        events.emit({ type: 'Burned', value: { asset_id: id, owner: who, balance: actual } });
        return actual;
      });
    },
    /** fungibles::Create: a new asset class owned by `admin`, without deposit (do_force_create). */
    create: (id: number, admin: AccountId, isSufficient: boolean, minBalance: bigint): void =>
      doForceCreate(id, admin, isSufficient, minBalance, true),
    /** AccountTouch::deposit_required. */
    depositRequired: (_id: number): bigint => config.assetAccountDeposit,
    /** AccountTouch::should_touch: whether `who` needs `touch` before it can receive the asset. */
    shouldTouch(id: number, who: AccountId): boolean {
      const d = Asset.get(id);
      if (!d) return true;
      if (d.is_sufficient) return false;
      if (canAccrueConsumers(who, 2)) return false;
      return !Account.contains(id, who);
    },
    /** AccountTouch::touch: an empty account for `who` on `depositor`'s deposit (no permission check). */
    touch: (id: number, who: AccountId, depositor: AccountId): void => doTouch(id, who, depositor, false),
    /** Metadata without deposit or owner check, as genesis and force_set_metadata write it. */
    setMetadataRaw(id: number, name: Uint8Array, symbol: Uint8Array, decimals: number): void {
      transactional(() => doForceSetMetadata(id, name, symbol, decimals, false));
    },
    metadata: (id: number) => Metadata.get(id),
    details: (id: number): AssetDetailsValue | undefined => Asset.get(id),
  };

  return {
    fungibles,
    details,
    newAccount,
    increaseBalance,
    reducibleBalanceChecked,
    doMint,
    doBurn,
    doTransfer,
    doCreate,
    doForceCreate,
    doStartDestroy,
    doDestroyAccounts,
    doDestroyApprovals,
    doFinishDestroy,
    doTouch,
    doRefund,
    doRefundOther,
    doApproveTransfer,
    doCancelApproval,
    doTransferApproved,
    doSetMetadata,
    doForceSetMetadata,
    doClearMetadata,
    doTransferOwnership,
    metadataDeposit,
  };
}

export type AssetsFunctions = ReturnType<typeof makeFunctions>;
export type AssetsFungibles = AssetsFunctions['fungibles'];
