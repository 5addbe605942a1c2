import { SegmentedControl } from '@mantine/core';
import { CHART_RANGES, type ChartRangeKey } from './series.ts';

export function RangeControl({
  value,
  onChange,
  label,
}: {
  value: ChartRangeKey;
  onChange: (value: ChartRangeKey) => void;
  label: string;
}) {
  return (
    <SegmentedControl
      size="xs"
      aria-label={label}
      value={value}
      onChange={(next) => onChange(next)}
      data={CHART_RANGES}
    />
  );
}
