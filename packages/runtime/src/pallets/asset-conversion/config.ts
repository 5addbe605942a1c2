// AssetConversion's Config, as pallet_asset_conversion's: T::Assets (one fungibles interface over the native
// token and the Assets pallet, the runtime's NativeAndAssets), T::PoolAssets (the LP tokens, the PoolAssets
// instance) and T::LPFee (here the live `Dex.LpFee` runtime parameter).
import type { AccountId } from '../../primitives/core.ts';
import { configSeam } from '../../support/config.ts';
import type { AssetKind } from './types.ts';

export type Preservation = 'Expendable' | 'Preserve';

/** An amount of `asset` taken from an account and not yet deposited anywhere (fungibles::Credit). */
export interface Credit {
  readonly asset: AssetKind;
  readonly amount: bigint;
  /** Asset credits only: the account still holding the units, and whether it must stay alive. */
  readonly source?: { who: AccountId; preservation: Preservation };
}

/** fungibles::{Inspect, Mutate, Balanced} + AccountTouch over every AssetKind. */
export interface PoolFungibles {
  /** Inspect::reducible_balance with Fortitude::Polite. */
  reducibleBalance(asset: AssetKind, who: AccountId, preservation: Preservation): bigint;
  /** Inspect::minimum_balance: the existential deposit or the asset's min_balance. */
  minimumBalance(asset: AssetKind): bigint;
  /** Mutate::transfer: exactly `amount`, or a DispatchError. */
  transfer(
    asset: AssetKind,
    from: AccountId,
    to: AccountId,
    amount: bigint,
    preservation: Preservation,
  ): void;
  /** Balanced::withdraw with Precision::Exact and Fortitude::Polite. */
  withdraw(asset: AssetKind, who: AccountId, amount: bigint, preservation: Preservation): Credit;
  /** Balanced::resolve: deposits the whole credit into `who`, or throws the deposit's DispatchError. */
  resolve(who: AccountId, credit: Credit): void;
  /** OnUnbalanced for a credit nobody takes. */
  dropCredit(credit: Credit): void;
  /** AccountTouch::should_touch. */
  shouldTouch(asset: AssetKind, who: AccountId): boolean;
  /** AccountTouch::touch: creates `who`'s account for the asset on `depositor`'s deposit. */
  touch(asset: AssetKind, who: AccountId, depositor: AccountId): void;
}

/** The LP tokens: fungibles::{Inspect, Mutate, Create} + AccountTouch of one asset-id space. */
export interface LpTokens {
  totalIssuance(id: number): bigint;
  mintInto(id: number, who: AccountId, amount: bigint): bigint;
  /** burn_from with Precision::Exact and Fortitude::Polite. */
  burnFrom(id: number, who: AccountId, amount: bigint, keepAlive: boolean): bigint;
  create(id: number, admin: AccountId, isSufficient: boolean, minBalance: bigint): void;
  shouldTouch(id: number, who: AccountId): boolean;
  touch(id: number, who: AccountId, depositor: AccountId): void;
  /** Metadata without deposit or owner check (genesis names the LP tokens). */
  setMetadataRaw(id: number, name: Uint8Array, symbol: Uint8Array, decimals: number): void;
}

export interface AssetConversionConfig {
  readonly assets: PoolFungibles;
  readonly poolAssets: LpTokens;
  /** T::LPFee, read at every quote and swap. */
  lpFee(): bigint;
}

export const config = configSeam<AssetConversionConfig>('AssetConversion');
