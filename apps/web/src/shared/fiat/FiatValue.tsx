import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocaleSettings } from '../format/LocaleContext.ts';
import { parseTokenAmount } from '../format/parse.ts';
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

/** The value of what is typed in an amount field, as it is typed; nothing while the text is not an amount. */
export function FiatOfText({ text, token }: { text: string; token: { symbol: string; decimals: number } }) {
  const { locale } = useLocaleSettings();
  const parsed = text.trim() === '' ? undefined : parseTokenAmount(text, token, locale);
  return <FiatValue amount={parsed?.ok ? parsed.value : undefined} symbol={token.symbol} />;
}
