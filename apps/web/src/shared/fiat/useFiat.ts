import { VALUE_DECIMALS } from '@lumi/chain';
import { useQuery } from '@tanstack/react-query';
import { useChainConnection } from '../chain/ChainContext.ts';
import { useChainProfile } from '../chain/profile/useChainProfile.ts';
import { marketQuery } from '../chain/queries.ts';
import { useLocaleSettings } from '../format/LocaleContext.ts';
import { formatFiat, formatFiatEstimate } from '../format/fiat.ts';
import { fiatOf, type FiatInputs, type FiatResult } from './fiatOf.ts';

export interface Fiat {
  /** The valuation's inputs: the active profile, the pool and rates, the display currency. */
  inputs: FiatInputs;
  of: (amount: bigint, symbol: string) => FiatResult;
  /** "≈ ₱1,234.56", or undefined when the amount has no value here (show nothing then). */
  text: (amount: bigint, symbol: string) => string | undefined;
  /** The value alone, "₱1,234.56" (for words that say "about" themselves), or undefined as above. */
  plain: (amount: bigint, symbol: string) => string | undefined;
}

/**
 * Values amounts in the display currency on the active chain. The pool and rates are read only where the
 * profile has the forex oracle, so a chain without it never subscribes to storage it lacks.
 */
export function useFiat(): Fiat {
  const active = useChainProfile();
  const profile = active.state === 'ready' ? active.profile : undefined;
  const { locale, currency } = useLocaleSettings();
  const market = useQuery({
    ...marketQuery(useChainConnection()),
    enabled: profile?.features.forexOracle === true,
  });
  const inputs: FiatInputs = { profile, market: market.data, currency };
  const of = (amount: bigint, symbol: string) => fiatOf(amount, symbol, inputs);
  return {
    inputs,
    of,
    text: (amount, symbol) => {
      const result = of(amount, symbol);
      return result.ok ? formatFiatEstimate(result.value, VALUE_DECIMALS, { locale, currency }) : undefined;
    },
    plain: (amount, symbol) => {
      const result = of(amount, symbol);
      return result.ok ? formatFiat(result.value, VALUE_DECIMALS, { locale, currency }) : undefined;
    },
  };
}
