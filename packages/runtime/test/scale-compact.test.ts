// Compact integers decoded as numbers (lengths, Compact<u8|u16|u32>) take a path without BigInt; it must
// agree with the general decoder on every input: same value, same error, same position.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Reader } from '../src/scale/index.ts';

function outcome(read: (r: Reader) => number | bigint, bytes: Uint8Array): string {
  const r = new Reader(bytes);
  try {
    return `ok ${String(read(r))} at ${r.pos}`;
  } catch (e) {
    return `error ${(e as Error).message}`;
  }
}

describe('compact decoding', () => {
  it('compactNumber agrees with compactBig for any bytes and width', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 0, maxLength: 6 }),
        fc.constantFrom(8, 16, 32),
        (bytes, bits) => {
          expect(outcome((r) => r.compactNumber(bits), bytes)).toBe(
            outcome((r) => Number(r.compactBig(bits)), bytes),
          );
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('rejects non-canonical and out-of-range two- and four-byte forms', () => {
    expect(outcome((r) => r.compactNumber(32), new Uint8Array([0xfd, 0x00]))).toMatch(/non-canonical/);
    expect(outcome((r) => r.compactNumber(32), new Uint8Array([0x02, 0x01, 0x00, 0x00]))).toMatch(
      /non-canonical/,
    );
    expect(outcome((r) => r.compactNumber(8), new Uint8Array([0x01, 0x04]))).toMatch(/out of range for u8/);
    expect(outcome((r) => r.compactNumber(16), new Uint8Array([0x02, 0x00, 0x04, 0x00]))).toMatch(
      /out of range for u16/,
    );
    expect(outcome((r) => r.compactNumber(8), new Uint8Array([0xfd, 0x03]))).toBe('ok 255 at 2');
    expect(outcome((r) => r.compactNumber(32), new Uint8Array([0xfe, 0xff, 0xff, 0xff]))).toBe(
      'ok 1073741823 at 4',
    );
  });
});
