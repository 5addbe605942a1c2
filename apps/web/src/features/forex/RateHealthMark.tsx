import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MARK_KEY, healthText } from './healthText.ts';
import type { RateHealth } from './rateHealth.ts';

/** A rate's warning mark: a short word, the full reason in a tooltip (hover or keyboard focus) and for screen readers. */
export function RateHealthMark({ health }: { health: RateHealth }) {
  const { t } = useTranslation();
  if (!health.mark || !health.reasons) return null;
  const description = healthText(t, health);
  return (
    <Tooltip
      label={description}
      multiline
      w={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge
        component="span"
        tabIndex={0}
        size="xs"
        variant="light"
        color={health.stale ? 'orange' : 'yellow'}
        ml={6}
        data-rate-health={health.stale ? 'stale' : 'under-quorum'}
      >
        {t(MARK_KEY[health.mark])}
        <VisuallyHidden>{`: ${description}`}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}
