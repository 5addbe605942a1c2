// pallet_assets approvals for one instance: approve_transfer (on a deposit), cancel_approval and
// transfer_approved.
import type { AccountId } from '../../primitives/core.ts';
import { transactional } from '../../support/context.ts';
import { U128_MAX, U32_MAX } from './functions-ledger.ts';
import type { AssetsLedger, AssetsParts } from './functions-ledger.ts';

export function makeApprovals<Id>(
  { config, store, events, errors, seam }: AssetsParts<Id>,
  ledger: AssetsLedger<Id>,
) {
  const { Asset, Approvals } = store;
  const { details, doTransfer } = ledger;
  const currency = () => seam.get().currency;

  // ---------- approvals ----------

  function doApproveTransfer(id: Id, owner: AccountId, delegate: AccountId, amount: bigint): void {
    transactional(() => {
      const d = { ...details(id) };
      if (d.status.type !== 'Live') throw errors.AssetNotLive;
      const key: [Id, AccountId, AccountId] = [id, owner, delegate];
      let approved = Approvals.get(key);
      if (!approved) {
        d.approvals = Math.min(d.approvals + 1, U32_MAX);
        approved = { amount: 0n, deposit: 0n };
      }
      let deposit = approved.deposit;
      if (deposit < config.approvalDeposit) {
        currency().reserve(owner, config.approvalDeposit - deposit);
        deposit = config.approvalDeposit;
      }
      const total = approved.amount + amount;
      Approvals.insert(key, { amount: total > U128_MAX ? U128_MAX : total, deposit });
      Asset.insert(id, d);
      events.emit({ type: 'ApprovedTransfer', value: { asset_id: id, source: owner, delegate, amount } });
    });
  }

  function doCancelApproval(id: Id, owner: AccountId, delegate: AccountId): void {
    transactional(() => {
      const d = { ...details(id) };
      if (d.status.type !== 'Live') throw errors.AssetNotLive;
      const key: [Id, AccountId, AccountId] = [id, owner, delegate];
      const approval = Approvals.get(key);
      if (!approval) throw errors.Unknown;
      Approvals.remove(key);
      currency().unreserve(owner, approval.deposit);
      d.approvals = Math.max(d.approvals - 1, 0);
      Asset.insert(id, d);
      events.emit({ type: 'ApprovalCancelled', value: { asset_id: id, owner, delegate } });
    });
  }

  function doTransferApproved(
    id: Id,
    owner: AccountId,
    delegate: AccountId,
    destination: AccountId,
    amount: bigint,
  ): void {
    transactional(() => {
      if (details(id).status.type !== 'Live') throw errors.AssetNotLive;
      const key: [Id, AccountId, AccountId] = [id, owner, delegate];
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
        currency().unreserve(owner, approved.deposit);
        const d = Asset.get(id);
        if (d) Asset.insert(id, { ...d, approvals: Math.max(d.approvals - 1, 0) });
      } else {
        Approvals.insert(key, { ...approved, amount: remaining });
      }
    });
  }

  return { doApproveTransfer, doCancelApproval, doTransferApproved };
}

export type AssetsApprovals<Id = number> = ReturnType<typeof makeApprovals<Id>>;
