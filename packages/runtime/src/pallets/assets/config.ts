// The part of pallet_assets' Config that names other pallets, per instance: T::Currency (the native token
// deposits are reserved in; Balances in this runtime) and frame_system's account reference counting, which
// FRAME pallets reach through their frame_system::Config supertrait.
import type { AccountId } from '../../primitives/core.ts';

/** ReservableCurrency, as far as deposits need it. */
export interface DepositCurrency {
  /** Moves `amount` from free to reserved, or throws a DispatchError. */
  reserve(who: AccountId, amount: bigint): void;
  /** Moves up to `amount` back to free; returns what could not be unreserved. */
  unreserve(who: AccountId, amount: bigint): bigint;
  /** Moves reserved funds of `from` to `to`, into its free or reserved balance. */
  repatriateReserved(from: AccountId, to: AccountId, amount: bigint, status: 'Free' | 'Reserved'): bigint;
}

/** frame_system's reference counts an asset account holds on its owner's account. */
export interface AccountRefs {
  incConsumers(who: AccountId): void;
  decConsumers(who: AccountId): void;
  canIncConsumer(who: AccountId): boolean;
  /** frame_system::can_accrue_consumers: `who` has a provider and room for `amount` more consumers. */
  canAccrueConsumers(who: AccountId, amount: number): boolean;
  incSufficients(who: AccountId): unknown;
  decSufficients(who: AccountId): unknown;
  /**
   * The storage keys holding `who`'s account, for access hints (CallSpec.touches); a store without it gives
   * none.
   */
  keys?(who: AccountId): readonly Uint8Array[];
}

export interface AssetsSeam {
  readonly currency: DepositCurrency;
  readonly system: AccountRefs;
}
