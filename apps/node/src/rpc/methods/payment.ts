// payment_*: fee queries through the runtime's TransactionPaymentApi.
import { u8aConcatStrict } from '@polkadot/util';
import { Reader, u32 } from '@lumi/runtime/scale';
import { blockAt, type NodeContext } from '../context.ts';
import { RpcError } from '../errors.ts';
import { blockHash, hexBytes } from '../params.ts';
import { opt, req, type Registry } from '../registry.ts';

// pallet-transaction-payment-rpc's own error codes.
const RUNTIME_ERROR = 1;
const DECODE_ERROR = 2;
const MAX_EXTRINSIC_BYTES = 5 * 1024 * 1024;
const CLASSES = ['normal', 'operational', 'mandatory'] as const;

const u128 = (r: Reader): bigint => r.bigUint(16);
/** A Compact<u64> weight part as a number, as Substrate's JSON gives it. */
const weightPart = (r: Reader): number => Number(r.compactBig(64));

const hex = (v: bigint) => `0x${v.toString(16)}`;

export function decodeDispatchInfo(raw: Uint8Array): {
  weight: { refTime: number; proofSize: number };
  class: string;
  partialFee: string;
} {
  const r = new Reader(raw);
  const refTime = weightPart(r);
  const proofSize = weightPart(r);
  const cls = CLASSES[r.u8()];
  if (!cls) throw new Error('unknown dispatch class');
  const partialFee = u128(r);
  return { weight: { refTime, proofSize }, class: cls, partialFee: partialFee.toString() };
}

export function decodeFeeDetails(raw: Uint8Array): unknown {
  const r = new Reader(raw);
  const some = r.u8();
  let inclusionFee: unknown = null;
  if (some === 1) {
    inclusionFee = { baseFee: hex(u128(r)), lenFee: hex(u128(r)), adjustedWeightFee: hex(u128(r)) };
  } else if (some !== 0) throw new Error('bad Option tag');
  u128(r); // tip: Substrate's RPC reports the default (0) rather than the runtime's value.
  return { inclusionFee, tip: 0 };
}

export function registerPayment(r: Registry, ctx: NodeContext): void {
  const query = (bytes: Uint8Array, at: string | undefined, method: string, what: string): Uint8Array => {
    if (bytes.length > MAX_EXTRINSIC_BYTES) {
      throw new RpcError(
        -32602,
        `Encoded extrinsic length (${bytes.length}) exceeds maximum allowed for fee query (${MAX_EXTRINSIC_BYTES})`,
      );
    }
    const ref = blockAt(ctx, at as `0x${string}` | undefined);
    try {
      return ctx.chain.runtime.call(
        ctx.chain.stateAt(ref),
        method,
        u8aConcatStrict([bytes, u32.encode(bytes.length)]),
        ctx.chain.context(ref),
      );
    } catch (e) {
      const msg = (e as Error).message;
      const code = /decode/i.test(msg) ? DECODE_ERROR : RUNTIME_ERROR;
      throw new RpcError(code, `Unable to query ${what}.`, msg);
    }
  };

  r.method('payment_queryInfo', [req('extrinsic', hexBytes), opt('at', blockHash)], ([bytes, at]) =>
    decodeDispatchInfo(query(bytes, at, 'TransactionPaymentApi_query_info', 'dispatch info')),
  );

  r.method('payment_queryFeeDetails', [req('extrinsic', hexBytes), opt('at', blockHash)], ([bytes, at]) =>
    decodeFeeDetails(query(bytes, at, 'TransactionPaymentApi_query_fee_details', 'fee details')),
  );
}
