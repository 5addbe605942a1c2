import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDexConfig } from '../../shared/chain/queries.ts';
import { pegOf, PEG_WARNING_BPS } from '../../shared/fiat/peg.ts';
import { useFiat } from '../../shared/fiat/useFiat.ts';
import { formatBps } from '../../shared/format/bps.ts';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import { age, healthText, useNow, useRateHealth } from '../forex/index.ts';
import { fiatNotice, type FiatWarning } from './rateNotice.ts';

/**
 * Once per form or review with fiat values: how old the forex rate behind them is, and a warning when it is
 * stale or under quorum or the pool has PHPU off its peg. Nothing on a chain without the forex oracle.
 */
export function FiatRateNote() {
  const { t } = useTranslation();
  const { locale, currency } = useLocaleSettings();
  const fiat = useFiat();
  const config = useDexConfig();
  const health = useRateHealth();
  const now = useNow(15_000);
  const market = fiat.inputs.market;
  const notice = fiatNotice({
    hasOracle: fiat.inputs.profile?.features.forexOracle === true,
    currency,
    phpFedAt: config.data?.forex.fedAt.get('PHP') ?? (config.data ? 0 : undefined),
    health,
    peg: market && pegOf(market.reserveLumi, market.reservePhpu, market.rates.get('PHP')),
  });
  if (!notice.show) return null;
  const say = (warning: FiatWarning) => {
    if (warning.kind === 'off-peg') {
      const off = warning.deviationBps < 0n ? -warning.deviationBps : warning.deviationBps;
      return t(warning.deviationBps < 0n ? 'fiat.warning.belowPeg' : 'fiat.warning.abovePeg', {
        deviation: formatBps(off, locale),
        limit: formatBps(PEG_WARNING_BPS, locale),
      });
    }
    return t(warning.kind === 'stale' ? 'fiat.warning.stale' : 'fiat.warning.underQuorum', {
      currency: warning.currency,
      reasons: healthText(t, warning.health),
    });
  };
  return (
    <Stack gap={2} data-testid="fiat-rate-note">
      <Text size="xs" c="dimmed" data-field="rate-age">
        {notice.age.kind === 'genesis'
          ? t('fiat.rate.genesis')
          : t('fiat.rate.age', { age: age(notice.age.at, now, locale) })}
      </Text>
      {notice.warnings.map((warning) => (
        <Text
          key={warning.kind === 'off-peg' ? warning.kind : `${warning.kind}-${warning.currency}`}
          size="xs"
          c="orange"
          data-fiat-warning={warning.kind}
        >
          {say(warning)}
        </Text>
      ))}
    </Stack>
  );
}
