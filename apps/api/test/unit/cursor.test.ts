import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../src/http/cursor.ts';

describe('activity cursor', () => {
  it('round-trips every position', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffff_ffff }),
        fc.integer({ min: 0, max: 999_999 }),
        (block, eventIndex) => {
          expect(decodeCursor(encodeCursor({ block, eventIndex }))).toEqual({ block, eventIndex });
        },
      ),
    );
  });

  it('is opaque text without padding', () => {
    expect(encodeCursor({ block: 12, eventIndex: 3 })).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('refuses anything it did not produce', () => {
    for (const bad of [
      '',
      '!!',
      'MTIuMw==',
      Buffer.from('12').toString('base64url'),
      Buffer.from('-1.2').toString('base64url'),
      Buffer.from('1.2.3').toString('base64url'),
      Buffer.from('99999999999.1').toString('base64url'),
      Buffer.from('012.3').toString('base64url'),
      'x'.repeat(41),
    ]) {
      expect(decodeCursor(bad), bad).toBeUndefined();
    }
  });
});
