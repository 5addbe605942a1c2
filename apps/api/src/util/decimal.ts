// Exact decimal arithmetic on bigint base units: prices and USD values are computed as fixed-point integers
// and rendered as decimal strings, never through floats.

export const PRICE_DECIMALS = 18;
const PRICE_ONE = 10n ** BigInt(PRICE_DECIMALS);

/** `units` with `decimals` fraction digits as a decimal string without trailing zeros ("1.5", "42"). */
export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const scale = 10n ** BigInt(decimals);
  const whole = abs / scale;
  const frac = decimals > 0 ? (abs % scale).toString().padStart(decimals, '0').replace(/0+$/, '') : '';
  return `${negative ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

/** Rounds a ≥ 0 rational n/d to the nearest integer, halves up. */
export function divRound(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError('division by a non-positive number');
  return (n * 2n + d) / (2n * d);
}

/**
 * Price of one whole `base` in whole `quote` units, scaled by 10^18, from amounts in base units:
 * quote·10^baseDecimals·10^18 / (base·10^quoteDecimals). Undefined when base is 0.
 */
export function priceScaled(
  baseAmount: bigint,
  baseDecimals: number,
  quoteAmount: bigint,
  quoteDecimals: number,
): bigint | undefined {
  if (baseAmount <= 0n) return undefined;
  return divRound(
    quoteAmount * 10n ** BigInt(baseDecimals) * PRICE_ONE,
    baseAmount * 10n ** BigInt(quoteDecimals),
  );
}

/** A 10^18-scaled value as a decimal string. */
export const formatScaled = (v: bigint): string => formatUnits(v, PRICE_DECIMALS);
export { PRICE_ONE };
