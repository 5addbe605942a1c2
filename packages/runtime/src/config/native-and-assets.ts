// Runtime configuration (kitchensink's `NativeAndAssets`): FRAME's
// `UnionOf<Balances, Assets, NativeFromLeft, NativeOrWithId<u32>, AccountId>`, one fungibles interface over the
// native token (Balances) and the Assets pallet, given to AssetConversion as its `T::Assets`. It lives beside
// the runtime, not in a pallet folder, because in FRAME it is neither pallet's code but the runtime's wiring.
//
// Balanced credits: a native credit is real (Balances::withdraw took it out of the account and out of the
// issuance until it is deposited). The Assets pallet exposes no credit API, so an asset credit is deferred: the
// withdrawal is checked up front and the units move with one `transfer` when the credit is resolved. Amounts,
// balances and errors are the same as FRAME's; the Assets events are Transferred instead of Withdrawn/Deposited.
import type { AccountId } from '../primitives/core.ts';
import { DispatchError } from '../primitives/dispatch-error.ts';
import { assetsFungibles } from '../pallets/assets/index.ts';
import * as balances from '../pallets/balances/functions.ts';
import type { Credit, PoolFungibles, Preservation } from '../pallets/asset-conversion/config.ts';
import type { AssetKind } from '../pallets/asset-conversion/types.ts';

/** fungibles::Inspect::reducible_balance with Fortitude::Polite. */
export function reducibleBalance(asset: AssetKind, who: AccountId, preservation: Preservation): bigint {
  if (asset.type === 'Native') return balances.reducibleBalance(who, preservation, 'Polite');
  return assetsFungibles.reducibleBalance(asset.value, who, preservation === 'Preserve');
}

/** fungibles::Inspect::total_balance: free plus reserved LUMI, or the asset balance; 0 for no account. */
export function totalBalance(asset: AssetKind, who: AccountId): bigint {
  if (asset.type === 'Native') return balances.totalBalance(who);
  return assetsFungibles.balance(asset.value, who);
}

/** fungibles::Inspect::minimum_balance: the existential deposit or the asset's min_balance. */
export function minimumBalance(asset: AssetKind): bigint {
  if (asset.type === 'Native') return balances.minimumBalance();
  return assetsFungibles.minimumBalance(asset.value);
}

/** fungibles::Mutate::transfer. */
export function transfer(
  asset: AssetKind,
  from: AccountId,
  to: AccountId,
  amount: bigint,
  preservation: Preservation,
): void {
  if (asset.type === 'Native') balances.transfer(from, to, amount, preservation);
  else assetsFungibles.transfer(asset.value, from, to, amount, preservation === 'Preserve');
}

/** fungibles::Balanced::withdraw with Precision::Exact and Fortitude::Polite. */
export function withdraw(
  asset: AssetKind,
  who: AccountId,
  amount: bigint,
  preservation: Preservation,
): Credit {
  if (asset.type === 'Native') {
    return { asset, amount: balances.withdraw(who, amount, 'Exact', preservation, 'Polite') };
  }
  // decrease_balance(Exact): the reducible balance must cover the whole amount.
  if (
    amount !== 0n &&
    assetsFungibles.reducibleBalance(asset.value, who, preservation === 'Preserve') < amount
  )
    throw DispatchError.token('FundsUnavailable');
  return { asset, amount, source: { who, preservation } };
}

/**
 * fungibles::Balanced::resolve: deposits the whole credit into `who`. Throws the deposit's DispatchError when
 * `who` cannot receive it (below the minimum balance, cannot be created, ...).
 */
export function resolve(who: AccountId, credit: Credit): void {
  if (credit.amount === 0n) return;
  if (credit.asset.type === 'Native') {
    balances.deposit(who, credit.amount, 'Exact');
    return;
  }
  if (!credit.source) throw new Error('an asset credit always records its source');
  assetsFungibles.transfer(
    credit.asset.value,
    credit.source.who,
    who,
    credit.amount,
    credit.source.preservation === 'Preserve',
  );
}

/** OnUnbalanced for a credit nobody takes: a native credit leaves the issuance; an asset credit stays put. */
export function dropCredit(credit: Credit): void {
  if (credit.asset.type === 'Native') balances.burnCredit(credit.amount);
}

/** AccountTouch::should_touch: Balances never needs a touch (its deposit requirement is zero). */
export function shouldTouch(asset: AssetKind, who: AccountId): boolean {
  return asset.type === 'WithId' && assetsFungibles.shouldTouch(asset.value, who);
}

/** AccountTouch::touch: creates `who`'s account for the asset on `depositor`'s deposit. */
export function touch(asset: AssetKind, who: AccountId, depositor: AccountId): void {
  if (asset.type === 'WithId') assetsFungibles.touch(asset.value, who, depositor);
}

/** AssetConversion's T::Assets. */
export const nativeAndAssets: PoolFungibles = {
  reducibleBalance,
  minimumBalance,
  transfer,
  withdraw,
  resolve,
  dropCredit,
  shouldTouch,
  touch,
};
