// The key bytes of a trie node's place: one-to-one with nibble paths, and a path's extensions sort right after it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathFromKey, pathKey } from '../src/store/trie-path.ts';

const path = fc.array(fc.integer({ min: 0, max: 15 }), { maxLength: 80 }).map((n) => Uint8Array.from(n));

describe('trie path keys', () => {
  it('read back as the path they were made from, and differ for different paths', () => {
    fc.assert(
      fc.property(path, path, (a, b) => {
        expect(pathFromKey(pathKey(a))).toEqual(a);
        const same = a.length === b.length && a.every((n, i) => n === b[i]);
        expect(pathKey(a).equals(pathKey(b))).toBe(same);
      }),
      { numRuns: 2000 },
    );
  });

  it('keep a place’s subtree together: keys of extensions share the place’s packed nibbles', () => {
    expect(pathKey(Uint8Array.of()).toString('hex')).toBe('00');
    expect(pathKey(Uint8Array.of(0xa)).toString('hex')).toBe('a001');
    expect(pathKey(Uint8Array.of(0xa, 0)).toString('hex')).toBe('a000');
    expect(pathKey(Uint8Array.of(0xa, 0xb, 0xc)).toString('hex')).toBe('abc001');
  });

  it('refuses bytes no path makes', () => {
    for (const bad of ['', '02', '01', 'a101', 'ab02']) {
      expect(() => pathFromKey(Buffer.from(bad, 'hex'))).toThrow(/trie path key/);
    }
  });
});
