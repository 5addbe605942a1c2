// The format check Substrate's RPC makes before it hands an extrinsic to the pool: the bytes must be exactly
// one length-prefixed extrinsic (an OpaqueExtrinsic). Read with the runtime's SCALE reader.
import { Reader } from '@lumi/runtime/scale';

/** Substrate's error text when `bytes` is not exactly one length-prefixed extrinsic, else undefined. */
export function checkOpaqueExtrinsic(bytes: Uint8Array): string | undefined {
  const r = new Reader(bytes);
  let len: number;
  try {
    len = r.compactNumber();
  } catch (e) {
    return (e as Error).message;
  }
  if (len !== r.remaining) {
    return len > r.remaining
      ? 'Not enough data to fill buffer'
      : 'Input buffer has still data left after decoding!';
  }
  if (len === 0) return 'Empty extrinsic';
  return undefined;
}
