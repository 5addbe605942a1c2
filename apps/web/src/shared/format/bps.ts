/** Basis points as a percentage for people: 50n → "0.5 %", 1234n → "12.34 %". */
export function formatBps(bps: bigint, locale: string): string {
  const whole = bps / 100n;
  const fraction = (bps % 100n).toString().padStart(2, '0').replace(/0+$/u, '');
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(
    `${whole}${fraction ? `.${fraction}` : ''}` as Intl.StringNumericLiteral,
  );
  return `${number} %`;
}
