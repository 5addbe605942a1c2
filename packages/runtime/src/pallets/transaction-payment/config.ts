// TransactionPayment's Config: FRAME's `OnChargeTransaction` (here FungibleAdapter<Balances, ()>: fees are
// burned) and the block limits of frame_system::Config that fees and priorities are scaled by.
import type { AccountId } from '../../primitives/core.ts';
import type { DispatchClass, Weight } from '../../primitives/weight.ts';
import { configSeam } from '../../support/config.ts';

/** The fungible currency fees are paid in. */
export interface FeeCurrency {
  /** Takes exactly `amount` from `who`, keeping it alive; throws a DispatchError when it cannot pay. */
  withdrawFee(who: AccountId, amount: bigint): bigint;
  /** Credits up to `amount` to `who` (best effort); returns what was credited. */
  refund(who: AccountId, amount: bigint): bigint;
  /** Free plus reserved: 0 for an account that does not exist. */
  totalBalance(who: AccountId): bigint;
  /** Drops a withdrawn credit nobody takes: it leaves the total issuance. */
  burn(amount: bigint): void;
}

export interface TransactionPaymentConfig {
  readonly currency: FeeCurrency;
  /** frame_system's BlockWeights: the most a block may weigh, and each class's base extrinsic weight. */
  readonly maxBlockWeight: Weight;
  baseExtrinsicWeight(cls: DispatchClass): Weight;
  /** frame_system's BlockLength: the most bytes a block may hold of a class. */
  maxBlockLength(cls: DispatchClass): number;
}

export const config = configSeam<TransactionPaymentConfig>('TransactionPayment');
