// apply_extrinsic as FRAME's Executive runs it: check signature → pre_dispatch (nonce, weight, fee) →
// dispatch in a transactional layer → post_dispatch (weight refund, fee correction, TransactionFeePaid or
// AssetTxFeePaid) → ExtrinsicSuccess / ExtrinsicFailed. A rejection (TransactionRejected) leaves no trace in state.
import type { TransactionSource, ValidTransaction } from '../host.ts';
import { DispatchError } from '../primitives/dispatch-error.ts';
import type { DispatchErrorValue } from '../primitives/dispatch-error.ts';
import { addWeight, minWeight } from '../primitives/weight.ts';
import type { Pays, Weight } from '../primitives/weight.ts';
import { SystemEvents } from '../pallets/system/index.ts';
import { correctAndDepositFee } from '../pallets/asset-tx-payment/functions.ts';
import type { InitialPayment } from '../pallets/asset-tx-payment/types.ts';
import { baseExtrinsicWeight, computeFee } from '../pallets/transaction-payment/functions.ts';
import { runtime } from '../runtime.ts';
import type { DispatchInfo, PostDispatchInfo } from '../support/calls.ts';
import { ctx } from '../support/context.ts';
import type { Origin } from '../support/origin.ts';
import type { RuntimeCallValue } from '../support/outer.ts';
import { checkSigned, prepareBare, prepareSigned, refundWeight, validateSigned } from './checks.ts';
import type { DecodedExtrinsic } from './decode.ts';
import { invalid, unknown } from './validity.ts';

export interface AppliedExtrinsic {
  ok: boolean;
  error?: DispatchErrorValue;
  /** Human-readable detail of a failure (pallet.Error or the DispatchError variant). */
  errorText?: string;
  /** Weight the block was charged for it, base extrinsic weight included. */
  weight: Weight;
}

export function dispatchInfo(x: DecodedExtrinsic): DispatchInfo {
  return runtime().info(x.call);
}

function isInherent(x: DecodedExtrinsic): boolean {
  const p = runtime().pallet(x.call.type)?.pallet;
  return !!p?.inherent?.isInherent(x.call.value);
}

/**
 * Runs `call` in its own transactional layer; a non-DispatchError (a runtime bug) becomes
 * DispatchError::Other rather than a crash. Shared by block building and DryRunApi.
 */
export function dispatchCall(
  origin: Origin,
  call: RuntimeCallValue,
): { post?: PostDispatchInfo; error?: DispatchError } {
  try {
    return { post: runtime().dispatch(origin, call) ?? undefined };
  } catch (e) {
    if (e instanceof DispatchError) return { error: e };
    return { error: DispatchError.of({ type: 'Other' }) };
  }
}

/** Applies a decoded extrinsic to the current context's state. Throws TransactionRejected when invalid. */
export function applyExtrinsic(x: DecodedExtrinsic): AppliedExtrinsic {
  const c = ctx();
  const info = dispatchInfo(x);
  const s = x.signed;
  let paid: InitialPayment = { type: 'Nothing' };
  let origin: Origin;
  if (s) {
    checkSigned(x, c.blockNumber);
    paid = prepareSigned(x, info);
    origin = { type: 'Signed', who: s.signer };
  } else {
    if (!isInherent(x)) throw unknown('NoUnsignedValidator');
    prepareBare(x, info);
    origin = { type: 'None' };
  }
  const { post, error } = dispatchCall(origin, x.call);
  if (error && info.class === 'Mandatory') throw invalid('BadMandatory');
  const actual = post?.actualWeight ? minWeight(post.actualWeight, info.weight) : info.weight;
  const pays: Pays = info.paysFee === 'No' || post?.paysFee === 'No' ? 'No' : 'Yes';
  refundWeight(info, actual);
  if (s) {
    const actualFee = computeFee(x.len, { weight: actual, class: info.class, paysFee: pays }, s.tip);
    correctAndDepositFee(s.signer, paid, actualFee, s.tip);
  }
  const weight = addWeight(actual, baseExtrinsicWeight(info.class));
  const dispatchInfoValue = { weight, class: { type: info.class }, pays_fee: { type: pays } } as const;
  if (error) {
    const value = error.toValue();
    SystemEvents.emit({
      type: 'ExtrinsicFailed',
      value: { dispatch_error: value, dispatch_info: dispatchInfoValue },
    });
    return { ok: false, error: value, errorText: error.message, weight };
  }
  SystemEvents.emit({ type: 'ExtrinsicSuccess', value: { dispatch_info: dispatchInfoValue } });
  return { ok: true, weight };
}

/** TaggedTransactionQueue::validate_transaction on the current context's (throwaway) state. */
export function validateExtrinsic(x: DecodedExtrinsic, _source: TransactionSource): ValidTransaction {
  const c = ctx();
  const info = dispatchInfo(x);
  if (!x.signed) {
    if (info.class === 'Mandatory' || isInherent(x)) throw invalid('MandatoryValidation');
    throw unknown('NoUnsignedValidator');
  }
  checkSigned(x, c.blockNumber);
  if (info.class === 'Mandatory') throw invalid('MandatoryValidation');
  return validateSigned(x, info, c.blockNumber);
}
