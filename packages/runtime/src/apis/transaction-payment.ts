// TransactionPaymentApi (v4): query_info, query_fee_details, query_weight_to_fee, query_length_to_fee.
import { RuntimeApiError } from '../host.ts';
import { dispatchInfo } from '../extrinsic/apply.ts';
import { ExtrinsicFormatError, decodeExtrinsic } from '../extrinsic/decode.ts';
import type { DecodedExtrinsic } from '../extrinsic/decode.ts';
import { WeightType } from '../primitives/weight.ts';
import {
  FeeDetails,
  RuntimeDispatchInfo,
  computeFee,
  computeFeeDetails,
  lengthToFee,
  weightToFee,
} from '../pallets/transaction-payment/index.ts';
import { u128, u32 } from '../scale/index.ts';
import { withReadContext } from '../executive/service.ts';
import { OpaqueExtrinsicArg, api, method } from './api.ts';

function decode(tx: Uint8Array): DecodedExtrinsic {
  try {
    return decodeExtrinsic(tx);
  } catch (e) {
    if (e instanceof ExtrinsicFormatError)
      throw new RuntimeApiError(`Bad input data provided to query_info: ${e.message}`);
    throw e;
  }
}

export const TransactionPaymentApi = api('TransactionPaymentApi', 4, [
  method(
    'query_info',
    [
      ['uxt', OpaqueExtrinsicArg],
      ['len', u32],
    ],
    RuntimeDispatchInfo,
    ({ state, at }, uxt, len) =>
      withReadContext(state, at, () => {
        const x = decode(uxt);
        const info = dispatchInfo(x);
        return {
          weight: info.weight,
          class: { type: info.class },
          partial_fee: x.signed ? computeFee(len, info, 0n) : 0n,
        };
      }),
  ),
  method(
    'query_fee_details',
    [
      ['uxt', OpaqueExtrinsicArg],
      ['len', u32],
    ],
    FeeDetails,
    ({ state, at }, uxt, len) =>
      withReadContext(state, at, () => {
        const x = decode(uxt);
        return x.signed ? computeFeeDetails(len, dispatchInfo(x), 0n) : { inclusion_fee: undefined, tip: 0n };
      }),
  ),
  method('query_weight_to_fee', [['weight', WeightType]], u128, (_env, w) => weightToFee(w)),
  method('query_length_to_fee', [['length', u32]], u128, (_env, l) => lengthToFee(l)),
]);
