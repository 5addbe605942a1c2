import { VALUE_DECIMALS } from '@lumi/chain';
import { useTranslation } from 'react-i18next';
import { formatFiat } from '../format/fiat.ts';
import { useLocaleSettings } from '../format/LocaleContext.ts';
import { useFiat } from './useFiat.ts';

export interface Valued {
  amount: bigint;
  symbol: string;
}

/**
 * For a transaction's result sentence (its toast): the sentence followed by the value of the amounts it names
 * together, "Swapped 10 LUMI for 583.1 PHPU. Worth about ₱583.10."; an empty sentence gives the value alone;
 * the sentence alone where any of the amounts has no value (a partial sum would understate it).
 */
export function useFiatWorth() {
  const fiat = useFiat();
  const { locale, currency } = useLocaleSettings();
  const { t } = useTranslation();
  return (sentence: string | undefined, amounts: readonly Valued[]): string | undefined => {
    if (sentence === undefined) return undefined;
    const results = amounts.map(({ amount, symbol }) => fiat.of(amount, symbol));
    if (results.length === 0 || !results.every((r) => r.ok)) return sentence;
    const total = results.reduce((sum, r) => sum + (r.ok ? r.value : 0n), 0n);
    const value = formatFiat(total, VALUE_DECIMALS, { locale, currency });
    return sentence === '' ? t('fiat.worthAlone', { value }) : t('fiat.worth', { sentence, value });
  };
}
