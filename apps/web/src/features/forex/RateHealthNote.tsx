import { Text } from '@mantine/core';
import { useRateHealth } from './useRateHealth.ts';

/** Under a valuation: one line per rate it used that is stale or under quorum, with the reason in words. */
export function RateHealthNote({ currencies }: { currencies: readonly string[] }) {
  const health = useRateHealth();
  if (!health) return null;
  const marked = [...new Set(currencies)]
    .map((currency) => ({ currency, h: health(currency) }))
    .filter(({ h }) => h.mark);
  if (marked.length === 0) return null;
  return (
    <>
      {marked.map(({ currency, h }) => (
        <Text
          key={currency}
          size="xs"
          c="orange"
          mt={4}
          data-rate-health={h.stale ? 'stale' : 'under-quorum'}
          data-currency={currency}
        >
          {`The ${currency} rate used here is marked ${h.mark?.toLowerCase()}: ${h.description}`}
        </Text>
      ))}
    </>
  );
}
