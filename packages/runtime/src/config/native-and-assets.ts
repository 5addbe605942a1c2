// Runtime configuration: one fungibles interface over the native token (Balances) and the asset pallets, given
// to AssetConversion as its `T::Assets`. Lumi's is kitchensink's `NativeAndAssets` (FRAME's
// `UnionOf<Balances, Assets, NativeFromLeft, NativeOrWithId<u32>, AccountId>`); asset-hub-dev's is Asset Hub's
// `NativeAndAssets` over Location: the relay token goes to Balances (`TargetFromLeft`), everything else to its
// `LocalAndForeignAssets`, which sends `X2[PalletInstance(50), GeneralIndex(u32)]` to Assets (`LocalFromLeft`)
// and any other Location, as it is, to ForeignAssets. It lives beside the runtime, not in a pallet folder,
// because in FRAME it is neither pallet's code but the runtime's wiring.
//
// Balanced credits: a native credit is real (Balances::withdraw took it out of the account and out of the
// issuance until it is deposited). The Assets pallet exposes no credit API, so an asset credit is deferred: the
// withdrawal is checked up front and the units move with one `transfer` when the credit is resolved. Amounts,
// balances and errors are the same as FRAME's; the Assets events are Transferred instead of Withdrawn/Deposited.
import type { AccountId } from '../primitives/core.ts';
import { DispatchError } from '../primitives/dispatch-error.ts';
import type { AssetKind, LocationValue } from '../primitives/asset-kind.ts';
import type { NativeOrWithIdValue } from '../primitives/native-or-with-id.ts';
import { assetsFungibles, foreignAssetsFungibles } from '../pallets/assets/index.ts';
import type { AssetsFungibles } from '../pallets/assets/index.ts';
import * as balances from '../pallets/balances/functions.ts';
import type { Credit, PoolFungibles, Preservation } from '../pallets/asset-conversion/config.ts';
import { RELAY_NATIVE, compareLocations, localAssetId } from '../xcm/location-kind.ts';

/** One asset of one fungibles pallet: its instance's functions with the id applied, whatever the id's type. */
interface PlacedAsset {
  balance(who: AccountId): bigint;
  reducibleBalance(who: AccountId, keepAlive: boolean): bigint;
  minimumBalance(): bigint;
  transfer(from: AccountId, to: AccountId, amount: bigint, keepAlive: boolean): void;
  shouldTouch(who: AccountId): boolean;
  touch(who: AccountId, depositor: AccountId): void;
}

function placed<Id>(f: AssetsFungibles<Id>, id: Id): PlacedAsset {
  return {
    balance: (who) => f.balance(id, who),
    reducibleBalance: (who, keepAlive) => f.reducibleBalance(id, who, keepAlive),
    minimumBalance: () => f.minimumBalance(id),
    transfer: (from, to, amount, keepAlive) => void f.transfer(id, from, to, amount, keepAlive),
    shouldTouch: (who) => f.shouldTouch(id, who),
    touch: (who, depositor) => f.touch(id, who, depositor),
  };
}

/** Where an asset kind lives: the native token (undefined), or an asset of a fungibles pallet. */
type Placement = undefined | PlacedAsset;

/** Lumi: Native, or WithId(id) in Assets. */
function placeNativeOrWithId(asset: AssetKind): Placement {
  const a = asset as NativeOrWithIdValue;
  return a.type === 'Native' ? undefined : placed(assetsFungibles, a.value);
}

/**
 * asset-hub-dev: the relay token is native; `X2[PalletInstance(50), GeneralIndex(id)]` with a u32 id is Assets'
 * `id`; any other Location is a ForeignAssets id, where one nobody created is `TokenError::UnknownAsset`.
 */
function placeLocation(asset: AssetKind): Placement {
  const l = asset as LocationValue;
  if (compareLocations(l, RELAY_NATIVE) === 0) return undefined;
  const id = localAssetId(l);
  return id !== undefined ? placed(assetsFungibles, id) : placed(foreignAssetsFungibles, l);
}

/** The union's fungibles interface, for one way of placing asset kinds. */
function unionOf(place: (asset: AssetKind) => Placement) {
  /** fungibles::Inspect::reducible_balance with Fortitude::Polite. */
  function reducibleBalance(asset: AssetKind, who: AccountId, preservation: Preservation): bigint {
    const p = place(asset);
    if (!p) return balances.reducibleBalance(who, preservation, 'Polite');
    return p.reducibleBalance(who, preservation === 'Preserve');
  }

  /** fungibles::Inspect::total_balance: free plus reserved LUMI, or the asset balance; 0 for no account. */
  function totalBalance(asset: AssetKind, who: AccountId): bigint {
    const p = place(asset);
    if (!p) return balances.totalBalance(who);
    return p.balance(who);
  }

  /** fungibles::Inspect::minimum_balance: the existential deposit or the asset's min_balance. */
  function minimumBalance(asset: AssetKind): bigint {
    const p = place(asset);
    if (!p) return balances.minimumBalance();
    return p.minimumBalance();
  }

  /** fungibles::Mutate::transfer. */
  function transfer(
    asset: AssetKind,
    from: AccountId,
    to: AccountId,
    amount: bigint,
    preservation: Preservation,
  ): void {
    const p = place(asset);
    if (!p) balances.transfer(from, to, amount, preservation);
    else p.transfer(from, to, amount, preservation === 'Preserve');
  }

  /** fungibles::Balanced::withdraw with Precision::Exact and Fortitude::Polite. */
  function withdraw(asset: AssetKind, who: AccountId, amount: bigint, preservation: Preservation): Credit {
    const p = place(asset);
    if (!p) return { asset, amount: balances.withdraw(who, amount, 'Exact', preservation, 'Polite') };
    // decrease_balance(Exact): the reducible balance must cover the whole amount.
    if (amount !== 0n && p.reducibleBalance(who, preservation === 'Preserve') < amount)
      throw DispatchError.token('FundsUnavailable');
    return { asset, amount, source: { who, preservation } };
  }

  /**
   * fungibles::Balanced::resolve: deposits the whole credit into `who`. Throws the deposit's DispatchError when
   * `who` cannot receive it (below the minimum balance, cannot be created, ...).
   */
  function resolve(who: AccountId, credit: Credit): void {
    if (credit.amount === 0n) return;
    const p = place(credit.asset);
    if (!p) {
      balances.deposit(who, credit.amount, 'Exact');
      return;
    }
    if (!credit.source) throw new Error('an asset credit always records its source');
    p.transfer(credit.source.who, who, credit.amount, credit.source.preservation === 'Preserve');
  }

  /** OnUnbalanced for a credit nobody takes: a native credit leaves the issuance; an asset credit stays put. */
  function dropCredit(credit: Credit): void {
    if (!place(credit.asset)) balances.burnCredit(credit.amount);
  }

  /** AccountTouch::should_touch: Balances never needs a touch (its deposit requirement is zero). */
  function shouldTouch(asset: AssetKind, who: AccountId): boolean {
    const p = place(asset);
    return p !== undefined && p.shouldTouch(who);
  }

  /** AccountTouch::touch: creates `who`'s account for the asset on `depositor`'s deposit. */
  function touch(asset: AssetKind, who: AccountId, depositor: AccountId): void {
    const p = place(asset);
    if (p) p.touch(who, depositor);
  }

  const fungibles: PoolFungibles = {
    reducibleBalance,
    minimumBalance,
    transfer,
    withdraw,
    resolve,
    dropCredit,
    shouldTouch,
    touch,
  };
  return { fungibles, totalBalance };
}

/** Lumi's T::Assets (kitchensink's NativeAndAssets). */
export const nativeAndAssets = unionOf(placeNativeOrWithId);
/** asset-hub-dev's T::Assets: Balances, Assets and ForeignAssets by Location. */
export const locationNativeAndAssets = unionOf(placeLocation);
