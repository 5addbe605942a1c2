// The fee logic of ChargeAssetTxPayment (polkadot-sdk's pallet_asset_conversion_tx_payment with its
// SwapAssetAdapter): no asset → the plain LUMI payment of TransactionPayment; an asset → the LUMI fee bought
// from the asset's pool with an exact-out swap before dispatch, and the unused part swapped back after it.
// Every LUMI fee ends burned, as TransactionPayment's.
import type { AccountId } from '../../primitives/core.ts';
import { DispatchError } from '../../primitives/dispatch-error.ts';
import { isNativeAsset, nativeAsset } from '../../primitives/asset-kind.ts';
import type { AssetKind } from '../../primitives/asset-kind.ts';
import { transactional } from '../../support/context.ts';
import { config } from './config.ts';
import type { FeeCredit } from './config.ts';
import { events } from './events.ts';
import type { InitialPayment } from './types.ts';

/** A DispatchError means "cannot"; anything else is a bug and propagates. */
function attempt<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch (e) {
    if (e instanceof DispatchError) return undefined;
    throw e;
  }
}

/**
 * The check pool admission makes (`validate`): whether `who` can pay `fee` LUMI (tip included) in `asset`.
 * Without an asset it is TransactionPayment's withdrawal itself, which validation runs on a throwaway overlay;
 * with one it is FRAME's can_withdraw_fee: a pool quotes the asset amount and `who` can pay it staying alive.
 */
export function canWithdrawFee(who: AccountId, asset: AssetKind | undefined, fee: bigint): boolean {
  if (fee === 0n) return true;
  const { native, fungibles, swap } = config.get();
  if (asset === undefined) return native.withdrawFee(who, fee) !== undefined;
  const due = isNativeAsset(asset) ? fee : swap.quoteTokensForExactTokens(asset, nativeAsset(), fee);
  return due !== undefined && fungibles.reducibleBalance(asset, who) >= due;
}

/**
 * pre_dispatch's withdrawal. With an asset other than LUMI: quote the asset amount for exactly `fee` LUMI, take
 * it from `who` (staying alive) and swap it through the pool. Undefined when `who` cannot pay (the transaction
 * is then InvalidTransaction::Payment), with nothing changed.
 */
export function withdrawFee(
  who: AccountId,
  asset: AssetKind | undefined,
  fee: bigint,
): InitialPayment | undefined {
  if (fee === 0n) return { type: 'Nothing' };
  const { native, fungibles, swap } = config.get();
  if (asset === undefined) {
    const paid = native.withdrawFee(who, fee);
    return paid === undefined ? undefined : { type: 'Native', paid };
  }
  if (isNativeAsset(asset)) {
    const credit = attempt(() => fungibles.withdraw(asset, who, fee));
    return credit && { type: 'Asset', asset, credit, assetConsumed: fee };
  }
  const assetFee = swap.quoteTokensForExactTokens(asset, nativeAsset(), fee);
  if (assetFee === undefined) return undefined;
  return attempt(() =>
    transactional(() => {
      const credit = fungibles.withdraw(asset, who, assetFee);
      const { out, change } = swap.swapCreditForExact([asset, nativeAsset()], credit, fee);
      // The quote was for exactly `fee`, so the swap spends all of it.
      if (change.amount !== 0n) throw DispatchError.of({ type: 'Other' });
      return { type: 'Asset', asset, credit: out, assetConsumed: assetFee } as const;
    }),
  );
}

/**
 * post_dispatch: `correctedFee` is the fee of the weight the call really used (tip included). Refunds the
 * difference — as LUMI, or swapped back into the asset that paid — burns the rest and emits the fee event:
 * TransactionPayment.TransactionFeePaid without an asset, AssetTxPayment.AssetTxFeePaid with one (its
 * `actual_fee` in that asset). A refund that cannot be swapped back is kept, with AssetRefundFailed.
 */
export function correctAndDepositFee(
  who: AccountId,
  payment: InitialPayment,
  correctedFee: bigint,
  tip: bigint,
): void {
  if (payment.type === 'Nothing') return;
  const { native, fungibles } = config.get();
  if (payment.type === 'Native') {
    native.correctAndDepositFee(who, correctedFee, tip, payment.paid);
    return;
  }
  const { asset, credit, assetConsumed } = payment;
  const refund = credit.amount > correctedFee ? credit.amount - correctedFee : 0n;
  let kept: FeeCredit = credit;
  let feeInAsset = assetConsumed;
  if (refund > 0n && fungibles.totalBalance(asset, who) > 0n) {
    const [refundCredit, rest] = fungibles.split(credit, refund);
    const back = isNativeAsset(asset)
      ? refundNative(who, refundCredit)
      : refundInAsset(who, asset, refundCredit);
    if (back !== undefined) {
      kept = rest;
      feeInAsset = assetConsumed > back ? assetConsumed - back : 0n;
    } else if (!isNativeAsset(asset)) {
      events.emit({ type: 'AssetRefundFailed', value: { native_amount_kept: refund } });
    }
  }
  fungibles.dropCredit(kept);
  events.emit({ type: 'AssetTxFeePaid', value: { who, actual_fee: feeInAsset, tip, asset_id: asset } });
}

/** The LUMI refund straight back to `who`; returns it, or undefined when `who` cannot take it. */
function refundNative(who: AccountId, refund: FeeCredit): bigint | undefined {
  const { fungibles } = config.get();
  return attempt(() => {
    fungibles.resolve(who, refund);
    return refund.amount;
  });
}

/** The LUMI refund swapped back into `asset` for `who`; returns the asset amount, or undefined with nothing moved. */
function refundInAsset(who: AccountId, asset: AssetKind, refund: FeeCredit): bigint | undefined {
  const { fungibles, swap } = config.get();
  const quoted = swap.quoteExactTokensForTokens(nativeAsset(), asset, refund.amount);
  if (quoted === undefined || quoted === 0n) return undefined;
  return attempt(() =>
    transactional(() => {
      const out = swap.swapExactCredit([nativeAsset(), asset], refund, quoted);
      fungibles.resolve(who, out);
      return out.amount;
    }),
  );
}
