// Forex knowledge shared by the runtime's Oracle genesis, the node and the apps: the genesis rates (units of a
// currency per 1 USD, FixedU128-scaled as the Oracle stores them) and exact decimal ⇄ FixedU128 conversion.
import { GENESIS_PHP_PER_USD, RATE_SCALE } from './genesis.ts';

/** FixedU128 has 18 decimal places: RATE_SCALE (10^18) is 1.0. */
export const FIXED_U128_DECIMALS = 18;

/** The quote currency every rate is expressed against; its own rate is always exactly 1.0. */
export const BASE_CURRENCY = 'USD';

/** An ISO-4217 alphabetic code: exactly three ASCII uppercase letters. */
export function isCurrencyCode(s: string): boolean {
  return /^[A-Z]{3}$/.test(s);
}

const DECIMAL = /^(\d{1,21})(?:\.(\d{1,18}))?$/;
const U128_MAX = (1n << 128n) - 1n;

/**
 * Parses a decimal rate ("58.50") into FixedU128's inner integer (58_500000000000000000n), exactly.
 * Throws a RangeError for anything but a plain non-negative decimal with at most 18 fraction digits.
 */
export function parseRate(decimal: string): bigint {
  const m = DECIMAL.exec(decimal);
  if (!m)
    throw new RangeError(`not a decimal rate with at most 18 fraction digits: ${JSON.stringify(decimal)}`);
  const whole = BigInt(m[1]!);
  const frac = BigInt((m[2] ?? '').padEnd(FIXED_U128_DECIMALS, '0'));
  const v = whole * RATE_SCALE + frac;
  if (v > U128_MAX) throw new RangeError(`rate exceeds FixedU128: ${decimal}`);
  return v;
}

/** FixedU128's inner integer as a decimal string without trailing zeros ("58.5", "1"). */
export function formatRate(fixed: bigint): string {
  if (fixed < 0n || fixed > U128_MAX) throw new RangeError(`not a FixedU128: ${fixed}`);
  const whole = fixed / RATE_SCALE;
  const frac = (fixed % RATE_SCALE).toString().padStart(FIXED_U128_DECIMALS, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole.toString();
}

/**
 * The rates the dev/local genesis seeds into `Oracle.Values`. PHP is GENESIS_PHP_PER_USD, the same number the
 * LUMI/PHPU pool's genesis price is derived from, so the pool and the Oracle agree at block 0.
 */
export const GENESIS_FOREX_RATES = {
  USD: RATE_SCALE,
  PHP: GENESIS_PHP_PER_USD,
  EUR: parseRate('0.92'),
  JPY: parseRate('151.50'),
  SGD: parseRate('1.34'),
  GBP: parseRate('0.79'),
  AUD: parseRate('1.52'),
} as const satisfies Record<string, bigint>;

export type GenesisCurrency = keyof typeof GENESIS_FOREX_RATES;
