// A share of a pool (parts per 10^18) as a percentage. Truncated, never rounded up: an account that holds
// almost all of a pool (the locked minimum liquidity belongs to nobody) must not read "100 %".

const SHARE_ONE = 10n ** 18n;
/** Four decimals of a percent: millionths of the whole. */
const STEP = SHARE_ONE / 1_000_000n;

function fraction(millionths: bigint): string {
  const whole = millionths / 1_000_000n;
  const rest = (millionths % 1_000_000n).toString().padStart(6, '0');
  return `${whole}.${rest}`;
}

export function formatShare(share: bigint, locale: string): string {
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 });
  const clamped = share < 0n ? 0n : share;
  const millionths = clamped / STEP;
  if (millionths === 0n && clamped > 0n)
    return `< ${percent.format(fraction(1n) as Intl.StringNumericLiteral)}`;
  return percent.format(fraction(millionths) as Intl.StringNumericLiteral);
}
