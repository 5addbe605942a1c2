import { describe, expect, it } from 'vitest';
import {
  location,
  locationKey,
  parseLocationKey,
  PARENT,
  palletAssetLocation,
} from '../../src/asset-kind/location.ts';

describe('locationKey and parseLocationKey', () => {
  it.each([
    ['the relay token', PARENT],
    ['an Assets id', palletAssetLocation(50, 1984)],
    ['a u128 GeneralIndex beyond 2^53', palletAssetLocation(50, (1n << 127n) + 3n)],
    [
      'a sibling chain asset',
      location(
        1,
        { type: 'Parachain', value: 4242 },
        { type: 'PalletInstance', value: 5 },
        { type: 'GeneralIndex', value: 1n },
      ),
    ],
  ])('gives back %s exactly', (_name, loc) => {
    const back = parseLocationKey(locationKey(loc));
    expect(back).toEqual(loc);
    expect(locationKey(back!)).toBe(locationKey(loc));
  });

  it.each([
    ['not json'],
    ['{"parents":"1","interior":{"type":"Here"}}'],
    ['{"parents":0,"interior":{"type":"X1"}}'],
    ['null'],
  ])('refuses %s', (text) => expect(parseLocationKey(text)).toBeUndefined());
});
