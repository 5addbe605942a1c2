// pallet_assets asset classes for one instance: create / force_create (with the NextAssetId sequence) and
// the destroy sequence (start_destroy, destroy_accounts, destroy_approvals, finish_destroy).
import type { AccountId } from '../../primitives/core.ts';
import { transactional } from '../../support/context.ts';
import { sameAccount } from './functions-ledger.ts';
import type { AssetsLedger, AssetsParts } from './functions-ledger.ts';
import type { AssetAccountValue, AssetDetailsValue, ExistenceReasonValue } from './types.ts';

export function makeClasses<Id>(
  { config, store, events, errors, seam }: AssetsParts<Id>,
  ledger: AssetsLedger<Id>,
) {
  const { Asset, Account, Approvals, Metadata, NextAssetId } = store;
  const { details, deadAccount } = ledger;
  const currency = () => seam.get().currency;

  // ---------- asset classes ----------

  const { compare, increment } = config.assetId;

  /** While NextAssetId is set, new assets must take exactly that id. */
  function checkNextId(id: Id): void {
    const next = NextAssetId.get();
    if (next !== undefined && compare(next, id) !== 0) throw errors.BadAssetId;
  }

  /**
   * AutoIncAssetId (an incrementable id only): moves NextAssetId past `id` when it is in use and `id` reached it.
   * A Location is not incrementable, so an instance keyed by Location has no such callback (Asset Hub's
   * ForeignAssets) and leaves NextAssetId where it is.
   */
  function advanceNextId(id: Id): void {
    if (!increment) return;
    const next = NextAssetId.get();
    if (next === undefined || compare(id, next) < 0) return;
    const after = increment(id);
    if (after === undefined) throw errors.CallbackFailed;
    NextAssetId.set(after);
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

  function doCreate(id: Id, owner: AccountId, admin: AccountId, minBalance: bigint): void {
    transactional(() => {
      if (Asset.contains(id)) throw errors.InUse;
      if (minBalance === 0n) throw errors.MinBalanceZero;
      checkNextId(id);
      currency().reserve(owner, config.assetDeposit);
      Asset.insert(id, newDetails(owner, admin, minBalance, false, config.assetDeposit));
      advanceNextId(id);
      events.emit({ type: 'Created', value: { asset_id: id, creator: owner, owner: admin } });
    });
  }

  /** do_force_create; only the force origin may pick an id off the NextAssetId sequence. */
  function doForceCreate(
    id: Id,
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

  function doStartDestroy(id: Id, checkOwner?: AccountId): void {
    const d = { ...details(id) };
    if (checkOwner && !sameAccount(d.owner, checkOwner)) throw errors.NoPermission;
    d.status = { type: 'Destroying' };
    Asset.insert(id, d);
    events.emit({ type: 'DestructionStarted', value: { asset_id: id } });
  }

  function doDestroyAccounts(id: Id, maxItems: number): number {
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
          currency().unreserve(reason.value[0], reason.value[1]);
          reason = { type: 'DepositRefunded' };
        } else if (reason.type === 'DepositHeld') {
          currency().unreserve(who, reason.value);
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

  function doDestroyApprovals(id: Id, maxItems: number): number {
    return transactional(() => {
      const d = { ...details(id) };
      if (d.status.type !== 'Destroying') throw errors.IncorrectStatus;
      const batch: [AccountId, AccountId, bigint][] = [];
      for (const [[asset, owner, delegate], approval] of Approvals.entries()) {
        if (compare(asset, id) !== 0) continue;
        batch.push([owner, delegate, approval.deposit]);
        if (batch.length >= maxItems) break;
      }
      for (const [owner, delegate, deposit] of batch) {
        Approvals.remove([id, owner, delegate]);
        currency().unreserve(owner, deposit);
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

  function doFinishDestroy(id: Id): void {
    transactional(() => {
      const d = details(id);
      if (d.status.type !== 'Destroying') throw errors.IncorrectStatus;
      if (d.accounts !== 0) throw errors.InUse;
      if (d.approvals !== 0) throw errors.InUse;
      const metadataDeposit = Metadata.get(id).deposit;
      Metadata.remove(id);
      Asset.remove(id);
      currency().unreserve(d.owner, d.deposit + metadataDeposit);
      events.emit({ type: 'Destroyed', value: { asset_id: id } });
    });
  }

  return { doCreate, doForceCreate, doStartDestroy, doDestroyAccounts, doDestroyApprovals, doFinishDestroy };
}

export type AssetsClasses<Id = number> = ReturnType<typeof makeClasses<Id>>;
