import { useDexConfig } from '../../shared/chain/queries.ts';
import { rateHealth, type RateHealth } from './rateHealth.ts';
import { useNow } from './useNow.ts';

/** Judges a currency's on-chain rate against the Oracle's quorum and expiry; undefined until the chain is read. */
export function useRateHealth(): ((currency: string) => RateHealth) | undefined {
  const config = useDexConfig();
  const now = useNow(15_000);
  if (!config.data) return undefined;
  const { forex, oracle } = config.data;
  return (currency) =>
    rateHealth({
      currency,
      fedAt: forex.fedAt.get(currency) ?? 0,
      feedTimes: oracle.feedTimes.get(currency) ?? [],
      quorum: oracle.quorum,
      expiresInMs: oracle.expiresInMs,
      now,
    });
}
