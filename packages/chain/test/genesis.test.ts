import { describe, expect, it } from 'vitest';
import {
  GENESIS_LUMI_USD,
  GENESIS_PHP_PER_USD,
  GENESIS_POOL_LUMI,
  GENESIS_POOL_PHPU,
  RATE_SCALE,
  phpuForLumi,
} from '../src/genesis.ts';

describe('genesis economics', () => {
  it('states the rates as FixedU128 values', () => {
    expect(GENESIS_PHP_PER_USD).toBe((585n * RATE_SCALE) / 10n);
    expect(GENESIS_LUMI_USD).toBe(RATE_SCALE);
  });
  it('prices the genesis pool at 58.50 PHPU per LUMI', () => {
    expect(GENESIS_POOL_LUMI).toBe(10_000n);
    expect(GENESIS_POOL_PHPU).toBe(585_000n);
    expect(phpuForLumi(2n)).toBe(117n);
  });
  it('refuses amounts that would need a rounded price', () => {
    expect(() => phpuForLumi(1n)).toThrow(RangeError);
  });
});
