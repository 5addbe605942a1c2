// pallet_assets asset accounts held by a deposit, for one instance: touch (an empty account on a deposit)
// and refund / refund_other (the account removed, the deposit or consumer reference returned).
import type { AccountId } from '../../primitives/core.ts';
import { transactional } from '../../support/context.ts';
import { sameAccount } from './functions-ledger.ts';
import type { AssetsLedger, AssetsParts } from './functions-ledger.ts';
import { isFrozenStatus } from './types.ts';
import type { ExistenceReasonValue } from './types.ts';

export function makeTouch<Id>(
  { config, store, events, errors, seam }: AssetsParts<Id>,
  ledger: AssetsLedger<Id>,
) {
  const { Asset, Account } = store;
  const { details, newAccount, deadAccount } = ledger;
  const currency = () => seam.get().currency;

  // ---------- asset accounts: touch / refund ----------

  function doTouch(id: Id, who: AccountId, depositor: AccountId, checkDepositor: boolean): void {
    transactional(() => {
      if (Account.contains(id, who)) throw errors.AlreadyExists;
      const deposit = config.assetAccountDeposit;
      const d = { ...details(id) };
      if (d.status.type !== 'Live') throw errors.AssetNotLive;
      if (checkDepositor && !sameAccount(depositor, d.admin) && !sameAccount(depositor, d.freezer))
        throw errors.NoPermission;
      const reason = newAccount(who, d, { depositor, amount: deposit });
      currency().reserve(depositor, deposit);
      Asset.insert(id, d);
      Account.insert(id, who, { balance: 0n, status: { type: 'Liquid' }, reason, extra: undefined });
      events.emit({ type: 'Touched', value: { asset_id: id, who, depositor } });
    });
  }

  function doRefund(id: Id, who: AccountId, allowBurn: boolean): void {
    transactional(() => {
      const acc = Account.tryGet(id, who);
      if (!acc) throw errors.NoDeposit;
      if (acc.reason.type !== 'Consumer' && acc.reason.type !== 'DepositHeld') throw errors.NoDeposit;
      const d = { ...details(id) };
      if (d.status.type !== 'Live' && d.status.type !== 'Frozen') throw errors.IncorrectStatus;
      if (acc.balance !== 0n && !allowBurn) throw errors.WouldBurn;
      let reason: ExistenceReasonValue = acc.reason;
      if (reason.type === 'DepositHeld') {
        currency().unreserve(who, reason.value);
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

  function doRefundOther(id: Id, who: AccountId, checkCaller?: AccountId): void {
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
      currency().unreserve(depositor, deposit);
      const reason: ExistenceReasonValue = { type: 'DepositRefunded' };
      if (deadAccount(who, d, reason, false)) Account.remove(id, who);
      else Account.insert(id, who, { ...acc, reason });
      Asset.insert(id, d);
    });
  }

  return { doTouch, doRefund, doRefundOther };
}

export type AssetsTouch<Id = number> = ReturnType<typeof makeTouch<Id>>;
