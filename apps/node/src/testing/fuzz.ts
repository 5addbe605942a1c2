// Generators of hostile extrinsic bytes, shared by the fuzz test (test/e2e/fuzz.test.ts) and the attack script
// (scripts/attack/fuzz.ts), so both throw the same kinds of input at author_submitExtrinsic.
import { compactAddLength, compactFromU8a } from '@polkadot/util';
import fc from 'fast-check';

/** Random bytes, half the time behind a correct compact length prefix so the runtime's decoder is reached. */
export function randomExtrinsicArb(maxLength = 400): fc.Arbitrary<Uint8Array> {
  return fc
    .tuple(fc.uint8Array({ minLength: 0, maxLength }), fc.boolean())
    .map(([body, prefixed]) => (prefixed ? compactAddLength(body) : body));
}

export type Mutation =
  | { kind: 'flip'; at: number; xor: number }
  | { kind: 'cut'; at: number; count: number }
  | { kind: 'insert'; at: number; bytes: Uint8Array }
  | { kind: 'reprefix' };

/** Applies one mutation; positions wrap around the length so every generated position hits the extrinsic. */
export function mutate(bytes: Uint8Array, m: Mutation): Uint8Array {
  if (m.kind === 'reprefix') {
    // Makes the length prefix true again after cuts and inserts, so the body reaches the decoder.
    const [offset] = compactFromU8a(bytes.length > 0 ? bytes : Uint8Array.of(0));
    return compactAddLength(bytes.subarray(Math.min(offset, bytes.length)));
  }
  if (bytes.length === 0) return m.kind === 'insert' ? m.bytes : bytes;
  const at = m.at % bytes.length;
  if (m.kind === 'flip') {
    const out = bytes.slice();
    out[at] = out[at]! ^ m.xor;
    return out;
  }
  if (m.kind === 'cut') return Uint8Array.from([...bytes.subarray(0, at), ...bytes.subarray(at + m.count)]);
  return Uint8Array.from([...bytes.subarray(0, at), ...m.bytes, ...bytes.subarray(at)]);
}

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), xor: fc.integer({ min: 1, max: 255 }) }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat(), count: fc.integer({ min: 1, max: 16 }) }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    bytes: fc.uint8Array({ minLength: 1, maxLength: 16 }),
  }),
  fc.constant({ kind: 'reprefix' as const }),
);

/**
 * A valid signed extrinsic (length-prefixed, as submitted) changed in one to four places: a flipped byte in
 * the signature, the signed extensions or the call, bytes cut or inserted, the length prefix made true again.
 */
export function mutatedExtrinsicArb(valid: readonly Uint8Array[]): fc.Arbitrary<Uint8Array> {
  return fc
    .tuple(fc.constantFrom(...valid), fc.array(mutationArb, { minLength: 1, maxLength: 4 }))
    .map(([base, mutations]) => mutations.reduce(mutate, base));
}
