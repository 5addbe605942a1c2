// Kept apart from FiatValue so screens that only value known amounts (Portfolio, in /dapp's first paint) do not
// load the amount parser with it.
import { useLocaleSettings } from '../format/LocaleContext.ts';
import { parseTokenAmount } from '../format/parse.ts';
import { FiatValue } from './FiatValue.tsx';

/** The value of what is typed in an amount field, as it is typed; nothing while the text is not an amount. */
export function FiatOfText({ text, token }: { text: string; token: { symbol: string; decimals: number } }) {
  const { locale } = useLocaleSettings();
  const parsed = text.trim() === '' ? undefined : parseTokenAmount(text, token, locale);
  return <FiatValue amount={parsed?.ok ? parsed.value : undefined} symbol={token.symbol} />;
}
