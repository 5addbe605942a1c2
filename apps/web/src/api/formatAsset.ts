// Amounts as the Lumi API sends them (a symbol and base units), in words for the screens that show them.
import { LPHPU, LUMI, PHPU } from '@lumi/chain';
import type { TokenAmount } from './lumiApi.ts';
import { formatTokenAmount } from '../lib/format/index.ts';

const KNOWN_DECIMALS = new Map([LUMI, PHPU, LPHPU].map((asset) => [asset.symbol as string, asset.decimals]));

/** An amount with its symbol; a symbol the app does not know is shown in base units, saying so. */
export function formatAsset(
  value: TokenAmount,
  locale: string,
  decimals?: number | null,
  maxDigits = 6,
): string {
  const d = decimals ?? KNOWN_DECIMALS.get(value.asset);
  if (d === undefined) return `${value.amount.toString()} base units of ${value.asset}`;
  return formatTokenAmount(value.amount, d, {
    locale,
    symbol: value.asset,
    maximumFractionDigits: Math.min(d, maxDigits),
  });
}
