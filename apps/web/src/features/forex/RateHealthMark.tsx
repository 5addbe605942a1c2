import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import type { RateHealth } from './rateHealth.ts';

/** A rate's warning mark: a short word, the full reason in a tooltip (hover or keyboard focus) and for screen readers. */
export function RateHealthMark({ health }: { health: RateHealth }) {
  if (!health.mark || !health.description) return null;
  return (
    <Tooltip
      label={health.description}
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
        {health.mark}
        <VisuallyHidden>{`: ${health.description}`}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}
