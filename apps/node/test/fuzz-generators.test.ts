// The hostile-extrinsic generators shared by the fuzz test and the attack script.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mutate, mutatedExtrinsicArb, randomExtrinsicArb } from '../src/testing/fuzz.ts';

const bytes = (...b: number[]) => Uint8Array.from(b);
/** A well-formed length-prefixed body of 4 bytes. */
const valid = bytes(4 << 2, 1, 2, 3, 4);

describe('fuzz generators', () => {
  it.each([
    { m: { kind: 'flip', at: 1, xor: 0xff } as const, out: bytes(16, 0xfe, 2, 3, 4) },
    { m: { kind: 'flip', at: 6, xor: 1 } as const, out: bytes(16, 0, 2, 3, 4) },
    { m: { kind: 'cut', at: 2, count: 2 } as const, out: bytes(16, 1, 4) },
    { m: { kind: 'insert', at: 6, bytes: bytes(9, 9) } as const, out: bytes(16, 9, 9, 1, 2, 3, 4) },
    { m: { kind: 'reprefix' } as const, out: valid },
  ])('$m.kind', ({ m, out }) => {
    expect(mutate(valid, m)).toEqual(out);
  });

  it('reprefix makes the length prefix true after a cut', () => {
    const cut = mutate(valid, { kind: 'cut', at: 1, count: 2 });
    expect(mutate(cut, { kind: 'reprefix' })).toEqual(bytes(2 << 2, 3, 4));
  });

  it('replays from a seed (the attack script prints it) and mostly changes the extrinsic', () => {
    const arb = fc.oneof(randomExtrinsicArb(), mutatedExtrinsicArb([valid]));
    const first = fc.sample(arb, { numRuns: 200, seed: 7 });
    expect(fc.sample(arb, { numRuns: 200, seed: 7 })).toEqual(first);
    const changed = first.filter((s) => s.length !== valid.length || s.some((b, i) => b !== valid[i]));
    expect(changed.length).toBeGreaterThan(150);
  });
});
