// Amounts that arrive named by a symbol (the Lumi API's rows, the faucet's grants) rather than as an AssetInfo.
import { ASSETS } from '@lumi/chain';
import { formatExact } from './token.ts';

const KNOWN_DECIMALS = new Map(ASSETS.map((asset) => [asset.symbol as string, asset.decimals]));

export interface SymbolAmount {
  asset: string;
  amount: bigint;
}

/**
 * Every digit of an amount with its symbol. `decimals` (when the source says) wins over the app's own
 * registry; a symbol neither knows is shown in base units, saying so.
 */
export function formatSymbolAmount(value: SymbolAmount, locale: string, decimals?: number | null): string {
  const d = decimals ?? KNOWN_DECIMALS.get(value.asset);
  if (d === undefined) return `${value.amount.toString()} base units of ${value.asset}`;
  return formatExact(value.amount, { decimals: d, symbol: value.asset }, locale);
}
