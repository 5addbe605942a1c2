// Whole-token decimal text → base units, exactly ("2.5" LUMI with 12 decimals → 2_500_000_000_000n).

export function parseTokenUnits(text: string, decimals: number): bigint {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) throw new RangeError(`not a decimal amount: ${JSON.stringify(text)}`);
  const frac = m[2] ?? '';
  if (frac.length > decimals) throw new RangeError(`${text} has more than ${decimals} decimals`);
  return BigInt(m[1]!) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
}
