import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={label}
      value={value}
      onChange={(next) => onChange(next)}
      // "All" is a word; the other ranges are numbers and units written the same in both languages.
      data={CHART_RANGES.map((range) =>
        range.value === 'all' ? { ...range, label: t('charts.all') } : range,
      )}
    />
  );
}
