// Fiat value of LUMI, PHPU and LPHPU from the pool's spot price and the Oracle's forex rates, in integer
// arithmetic: one division at the end, so a value is the exact floor of amount × price × rate.
//
// PHPU is the peso stablecoin: 1 PHPU is valued as 1 PHP. LUMI is valued at the pool's spot price in PHPU
// (reservePhpu / reserveLumi, the mid price, not what a swap of that size would get). LPHPU is valued by the
// LUMI and PHPU it can be burnt for.
import { amountsForBurn } from './amm.ts';
import { LPHPU, LUMI, PHPU } from './assets.ts';

/** Values are fixed-point with this many decimals, FixedU128's (the Oracle's rates use the same scale). */
export const VALUE_DECIMALS = 18;
/** Every forex rate is quoted against this currency; its own rate is 1.0 even when the oracle omits it. */
const QUOTE_CURRENCY = 'USD';

export interface Market {
  /** The pool's reserves (reducible balances of the pool account), in each token's smallest unit. */
  reserveLumi: bigint;
  reservePhpu: bigint;
  /** Total LPHPU supply. */
  lpSupply: bigint;
  /** Units of each currency per 1 USD, FixedU128 inner values (10^18 = 1.0), as Oracle.Values holds them. */
  rates: ReadonlyMap<string, bigint>;
}

const pow10 = (n: number) => 10n ** BigInt(n);

/** The rate of `currency` per USD; USD itself is 1.0 even when the oracle does not list it. */
export function rateOf(rates: ReadonlyMap<string, bigint>, currency: string): bigint | undefined {
  const rate = rates.get(currency);
  if (rate !== undefined && rate > 0n) return rate;
  return currency === QUOTE_CURRENCY ? pow10(VALUE_DECIMALS) : undefined;
}

/**
 * Value of `phpuUnits × num / den` PHPU smallest units in `currency`, with VALUE_DECIMALS decimals; undefined
 * when a rate is missing. value = units · 10^(18−6) · rate(currency) · num / (rate(PHP) · den).
 */
function phpuEquivalentValue(
  phpuUnitsNum: bigint,
  den: bigint,
  rates: ReadonlyMap<string, bigint>,
  currency: string,
): bigint | undefined {
  const php = rateOf(rates, 'PHP');
  const target = rateOf(rates, currency);
  if (php === undefined || target === undefined || den === 0n) return undefined;
  return (phpuUnitsNum * pow10(VALUE_DECIMALS - PHPU.decimals) * target) / (php * den);
}

/** Fiat value of `amount` smallest units of a token, VALUE_DECIMALS decimals; undefined when unknown. */
export function fiatValue(
  symbol: 'LUMI' | 'PHPU' | 'LPHPU',
  amount: bigint,
  market: Market,
  currency: string,
): bigint | undefined {
  switch (symbol) {
    case 'PHPU':
      return phpuEquivalentValue(amount, 1n, market.rates, currency);
    case 'LUMI':
      if (market.reserveLumi === 0n || market.reservePhpu === 0n) return undefined;
      return phpuEquivalentValue(amount * market.reservePhpu, market.reserveLumi, market.rates, currency);
    case 'LPHPU': {
      if (market.lpSupply === 0n) return undefined;
      const [lumi, phpu] = amountsForBurn(amount, market.reserveLumi, market.reservePhpu, market.lpSupply);
      const lumiValue = fiatValue('LUMI', lumi, market, currency);
      const phpuValue = fiatValue('PHPU', phpu, market, currency);
      return lumiValue === undefined || phpuValue === undefined ? undefined : lumiValue + phpuValue;
    }
  }
}

/** Price of one whole `symbol` in `currency` (VALUE_DECIMALS decimals); undefined when unknown. */
export function unitPrice(
  symbol: 'LUMI' | 'PHPU' | 'LPHPU',
  market: Market,
  currency: string,
): bigint | undefined {
  const decimals = { LUMI: LUMI.decimals, PHPU: PHPU.decimals, LPHPU: LPHPU.decimals }[symbol];
  return fiatValue(symbol, pow10(decimals), market, currency);
}

/** A holder's share of the pool, in parts per 10^18 (1.0 = the whole pool), and what it can be burnt for. */
export function lpPosition(
  lpBalance: bigint,
  market: Pick<Market, 'reserveLumi' | 'reservePhpu' | 'lpSupply'>,
): { share: bigint; lumi: bigint; phpu: bigint } | undefined {
  if (market.lpSupply === 0n) return undefined;
  const [lumi, phpu] = amountsForBurn(lpBalance, market.reserveLumi, market.reservePhpu, market.lpSupply);
  return { share: (lpBalance * pow10(VALUE_DECIMALS)) / market.lpSupply, lumi, phpu };
}
