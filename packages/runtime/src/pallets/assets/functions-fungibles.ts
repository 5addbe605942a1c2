// pallet_assets' fungibles traits for one instance (FRAME's impl_fungibles.rs): Inspect, Mutate, Create and
// AccountTouch, what other pallets are given of this instance through their Config.
import type { AccountId } from '../../primitives/core.ts';
import { DispatchError } from '../../primitives/dispatch-error.ts';
import { transactional } from '../../support/context.ts';
import type { AssetsClasses } from './functions-classes.ts';
import {
  U128_MAX,
  depositResult,
  sameAccount,
  withdrawResult,
  type AssetsLedger,
  type AssetsParts,
  type DepositConsequence,
  type WithdrawConsequence,
} from './functions-ledger.ts';
import type { AssetsMetadataFns } from './functions-metadata.ts';
import type { AssetsTouch } from './functions-touch.ts';
import type { AssetDetailsValue } from './types.ts';

export function makeFungibles<Id>(
  { config, store, events, seam }: AssetsParts<Id>,
  ledger: AssetsLedger<Id>,
  classes: AssetsClasses<Id>,
  touch: AssetsTouch<Id>,
  metadata: AssetsMetadataFns<Id>,
) {
  const { Asset, Account, Metadata } = store;
  const { reducibleBalanceChecked, canIncrease, canDecrease, decreaseBalance, increaseBalance } = ledger;
  const { doForceCreate } = classes;
  const { doTouch } = touch;
  const { doForceSetMetadata } = metadata;
  const system = () => seam.get().system;

  const fungibles = {
    /** The pallet (instance) these functions act on. */
    pallet: config.name,
    /** fungibles::Inspect::balance: 0 when the asset account does not exist. */
    balance: (id: Id, who: AccountId): bigint => Account.tryGet(id, who)?.balance ?? 0n,
    /** fungibles::Inspect::total_issuance: the asset's supply, 0 for an unknown asset. */
    totalIssuance: (id: Id): bigint => Asset.get(id)?.supply ?? 0n,
    /** fungibles::Inspect::minimum_balance: 0 for an unknown asset, as FRAME. */
    minimumBalance: (id: Id): bigint => Asset.get(id)?.min_balance ?? 0n,
    assetExists: (id: Id): boolean => Asset.contains(id),
    /** Whether `who` has an account (possibly empty) for the asset. */
    accountExists: (id: Id, who: AccountId): boolean => Account.contains(id, who),
    /** fungibles::Inspect::reducible_balance (keepAlive = Preserve/Protect); 0 when frozen, unknown, ... */
    reducibleBalance(id: Id, who: AccountId, keepAlive: boolean): bigint {
      try {
        return reducibleBalanceChecked(id, who, keepAlive);
      } catch (e) {
        if (e instanceof DispatchError) return 0n;
        throw e;
      }
    },
    canDeposit: (id: Id, who: AccountId, amount: bigint, minted: boolean): DepositConsequence =>
      canIncrease(id, who, amount, minted),
    canWithdraw: (id: Id, who: AccountId, amount: bigint): WithdrawConsequence =>
      canDecrease(id, who, amount, false),
    /** fungibles::Mutate::transfer: exactly `amount` or a DispatchError; emits Transferred. */
    transfer(id: Id, from: AccountId, to: AccountId, amount: bigint, keepAlive: boolean): bigint {
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
    mintInto(id: Id, who: AccountId, amount: bigint): bigint {
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
    burnFrom(id: Id, who: AccountId, amount: bigint, keepAlive = false): bigint {
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
    create: (id: Id, admin: AccountId, isSufficient: boolean, minBalance: bigint): void =>
      doForceCreate(id, admin, isSufficient, minBalance, true),
    /** AccountTouch::deposit_required. */
    depositRequired: (_id: Id): bigint => config.assetAccountDeposit,
    /** AccountTouch::should_touch: whether `who` needs `touch` before it can receive the asset. */
    shouldTouch(id: Id, who: AccountId): boolean {
      const d = Asset.get(id);
      if (!d) return true;
      if (d.is_sufficient) return false;
      if (system().canAccrueConsumers(who, 2)) return false;
      return !Account.contains(id, who);
    },
    /** AccountTouch::touch: an empty account for `who` on `depositor`'s deposit (no permission check). */
    touch: (id: Id, who: AccountId, depositor: AccountId): void => doTouch(id, who, depositor, false),
    /** Metadata without deposit or owner check, as genesis and force_set_metadata write it. */
    setMetadataRaw(id: Id, name: Uint8Array, symbol: Uint8Array, decimals: number): void {
      transactional(() => doForceSetMetadata(id, name, symbol, decimals, false));
    },
    metadata: (id: Id) => Metadata.get(id),
    details: (id: Id): AssetDetailsValue | undefined => Asset.get(id),
  };

  return fungibles;
}

export type AssetsFungibles<Id = number> = ReturnType<typeof makeFungibles<Id>>;
