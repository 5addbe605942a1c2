import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFiat } from './useFiat.ts';

/**
 * An amount's value in the display currency, "≈ ₱1,234.56", read out as "about ₱1,234.56"; nothing at all when
 * the amount has no value on this chain (no oracle, an unpriced or unnamed asset, no pool yet).
 */
export function FiatValue({ amount, symbol }: { amount: bigint | undefined; symbol: string | undefined }) {
  const fiat = useFiat();
  const { t } = useTranslation();
  const known = amount !== undefined && symbol !== undefined;
  const text = known ? fiat.text(amount, symbol) : undefined;
  const plain = known ? fiat.plain(amount, symbol) : undefined;
  if (text === undefined || plain === undefined) return null;
  return (
    <Text span size="xs" c="dimmed" className="fiat-value" data-fiat={fiat.inputs.currency}>
      <span aria-hidden="true">{text}</span>
      <VisuallyHidden>{t('fiat.about', { value: plain })}</VisuallyHidden>
    </Text>
  );
}
