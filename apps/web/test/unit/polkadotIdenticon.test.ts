import { polkadotIcon } from '@polkadot/ui-shared';
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto';
import { describe, expect, it } from 'vitest';
import { polkadotCircles } from '../../src/shared/ui/AccountIcon/themes/polkadotCircles.ts';

// polkadot.js' own icon code is the oracle: the app draws the same icon without util-crypto's WebAssembly.
const KEYS = [
  new Uint8Array(32),
  new Uint8Array(32).fill(255),
  ...Array.from({ length: 40 }, (_, seed) =>
    Uint8Array.from({ length: 32 }, (_, i) => (seed * 97 + i * 31) % 256),
  ),
];

describe('polkadotCircles', () => {
  it.each(KEYS.map((key) => [encodeAddress(key, 42), key] as const))(
    'draws %s as polkadot.js does',
    (address, key) => {
      const expected = polkadotIcon(address, { isAlternative: false });
      const actual = polkadotCircles(key);
      expect(actual).toHaveLength(20);
      expect(actual.map(({ fill, r }) => ({ fill, r }))).toEqual(
        expected.map(({ fill, r }) => ({ fill, r })),
      );
      actual.forEach((circle, index) => {
        expect(circle.cx).toBeCloseTo(expected[index]!.cx, 9);
        expect(circle.cy).toBeCloseTo(expected[index]!.cy, 9);
      });
    },
  );

  it('depends only on the public key, not the address format', () => {
    const key = decodeAddress('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY');
    expect(polkadotCircles(key)).toEqual(polkadotCircles(decodeAddress(encodeAddress(key, 0))));
  });
});
