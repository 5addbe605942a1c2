import { describe, expect, it } from 'vitest';
import { currencyCodeOf, hexToBytes } from '../../src/shared/chain/dex/bytes.ts';

describe('chain bytes', () => {
  it('decodes 0x-prefixed whole-byte hex and refuses anything else', () => {
    expect([...hexToBytes('0x0aff')]).toEqual([10, 255]);
    expect([...hexToBytes('0x')]).toEqual([]);
    for (const bad of ['0x0af', '0xzz', '0aff', '']) expect(() => hexToBytes(bad)).toThrow();
  });

  it('reads an oracle key as a three-letter currency code, or nothing', () => {
    expect(currencyCodeOf('0x504850')).toBe('PHP');
    expect(currencyCodeOf('0x5048')).toBeUndefined();
    expect(currencyCodeOf('0x706870')).toBeUndefined();
    expect(currencyCodeOf('not hex')).toBeUndefined();
  });
});
