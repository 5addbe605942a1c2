import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { healthText } from './healthText.ts';
import { useRateHealth } from './useRateHealth.ts';

/** Under a valuation: one line per rate it used that is stale or under quorum, with the reason in words. */
export function RateHealthNote({ currencies }: { currencies: readonly string[] }) {
  const health = useRateHealth();
  const { t } = useTranslation();
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
          {t(h.stale ? 'forex.note.stale' : 'forex.note.underQuorum', {
            currency,
            reasons: healthText(t, h),
          })}
        </Text>
      ))}
    </>
  );
}
