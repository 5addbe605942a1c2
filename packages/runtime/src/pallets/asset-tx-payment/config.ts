// AssetTxPayment's Config, as pallet_asset_conversion_tx_payment's: the native payment it falls back to
// (pallet_transaction_payment's OnChargeTransaction), and the parts of its OnChargeAssetTransaction
// (polkadot-sdk's SwapAssetAdapter<A, F, S, OU>): A the asset fees are due in (Native), F the fungibles over every
// asset kind (the runtime's NativeAndAssets), S AssetConversion's SwapCredit + QuotePrice, OU what becomes of
// the fee (burned, as the native fees are).
import type { AccountId } from '../../primitives/core.ts';
import type { AssetKind } from '../../primitives/asset-kind.ts';
import { configSeam } from '../../support/config.ts';

/** An amount of an asset taken from an account and not yet placed anywhere (fungibles::Credit). */
export interface FeeCredit {
  readonly asset: AssetKind;
  readonly amount: bigint;
}

/** T::OnChargeTransaction: the plain LUMI payment of pallet_transaction_payment. */
export interface NativePayment {
  /** Takes the fee keeping the payer alive; undefined when it cannot pay. */
  withdrawFee(who: AccountId, fee: bigint): bigint | undefined;
  /** Refunds `paid - correctedFee`, burns the rest and emits TransactionPayment.TransactionFeePaid. */
  correctAndDepositFee(who: AccountId, correctedFee: bigint, tip: bigint, paid: bigint): void;
}

/** F: fungibles::{Inspect, Balanced} over Native and the Assets pallet's tokens. */
export interface FeeFungibles {
  /** Inspect::reducible_balance(Preserve, Polite): what `who` can pay while staying alive. */
  reducibleBalance(asset: AssetKind, who: AccountId): bigint;
  /** Inspect::total_balance: 0 once the account is gone. */
  totalBalance(asset: AssetKind, who: AccountId): bigint;
  /** Balanced::withdraw(Exact, Preserve, Polite); throws a DispatchError when `who` cannot pay it all. */
  withdraw(asset: AssetKind, who: AccountId, amount: bigint): FeeCredit;
  /** Balanced::resolve: the whole credit to `who`, or a DispatchError with nothing moved. */
  resolve(who: AccountId, credit: FeeCredit): void;
  /** OU: the fee nobody takes; LUMI leaves the total issuance. */
  dropCredit(credit: FeeCredit): void;
  /** Credit::split: the first `amount` and the rest. */
  split(credit: FeeCredit, amount: bigint): [FeeCredit, FeeCredit];
}

/** S: AssetConversion's QuotePrice and SwapCredit, with the LP fee included in every quote. */
export interface FeeSwap {
  /** How much `assetIn` buys exactly `amountOut` of `assetOut`; undefined when no pool can. */
  quoteTokensForExactTokens(assetIn: AssetKind, assetOut: AssetKind, amountOut: bigint): bigint | undefined;
  /** How much `assetOut` exactly `amountIn` of `assetIn` buys; undefined when no pool can. */
  quoteExactTokensForTokens(assetIn: AssetKind, assetOut: AssetKind, amountIn: bigint): bigint | undefined;
  /** Buys exactly `amountOut` with part of `credit`; a DispatchError leaves everything as it was. */
  swapCreditForExact(
    path: readonly AssetKind[],
    credit: FeeCredit,
    amountOut: bigint,
  ): { out: FeeCredit; change: FeeCredit };
  /** Swaps all of `credit`, for at least `amountOutMin`; a DispatchError leaves everything as it was. */
  swapExactCredit(path: readonly AssetKind[], credit: FeeCredit, amountOutMin: bigint | undefined): FeeCredit;
}

export interface AssetTxPaymentConfig {
  readonly native: NativePayment;
  readonly fungibles: FeeFungibles;
  readonly swap: FeeSwap;
}

export const config = configSeam<AssetTxPaymentConfig>('AssetTxPayment');
