// The Lumi API reports pool figures in USD (exact decimal text); the app shows them in the user's display
// currency, converted at the chain's own forex rates like every other fiat value of the app.
import { parseRate, rateOf, VALUE_DECIMALS } from '@lumi/chain';

const ONE = 10n ** BigInt(VALUE_DECIMALS);

/**
 * A USD decimal ("1234.567891") in `currency` as a VALUE_DECIMALS fixed-point bigint (floor), or undefined
 * when the text is missing or the chain quotes no rate for the currency.
 */
export function usdInCurrency(
  usd: string | null,
  rates: ReadonlyMap<string, bigint>,
  currency: string,
): bigint | undefined {
  if (usd === null) return undefined;
  const rate = rateOf(rates, currency);
  if (rate === undefined) return undefined;
  let value: bigint;
  try {
    value = parseRate(usd);
  } catch {
    return undefined;
  }
  return (value * rate) / ONE;
}
