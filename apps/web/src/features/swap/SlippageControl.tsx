import { Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../shared/i18n/message.ts';
import { formatBps } from '../../shared/format/index.ts';
import { HIGH_SLIPPAGE_BPS, parseSlippage } from '../../shared/preferences/slippage.ts';

const PRESETS = [10n, 50n, 100n];

/** Slippage tolerance: presets, a custom value, and a warning above 5 %. */
export function SlippageControl({ value, onChange }: { value: bigint; onChange: (bps: bigint) => void }) {
  const isPreset = PRESETS.includes(value);
  const [custom, setCustom] = useState(isPreset ? '' : formatBps(value, 'en-US').replace(' %', ''));
  const [error, setError] = useState<Message | undefined>();
  const labelId = useId();
  const { t } = useTranslation();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={600} mb={4}>
        {t('slippage.label')}
      </Text>
      <Group gap="xs" align="flex-start">
        <SegmentedControl
          size="xs"
          value={isPreset ? value.toString() : 'custom'}
          onChange={(next) => {
            if (next === 'custom') return;
            setCustom('');
            setError(undefined);
            onChange(BigInt(next));
          }}
          data={[
            ...PRESETS.map((bps) => ({ value: bps.toString(), label: formatBps(bps, 'en-US') })),
            { value: 'custom', label: t('slippage.custom'), disabled: true },
          ]}
          aria-label={t('slippage.presets')}
        />
        <TextInput
          size="xs"
          w={110}
          placeholder={t('slippage.customPlaceholder')}
          aria-label={t('slippage.customLabel')}
          value={custom}
          error={error && t(error.key, error.values)}
          rightSection={<Text size="xs">%</Text>}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setCustom(text);
            if (text.trim() === '') return setError(undefined);
            const parsed = parseSlippage(text);
            if (parsed.ok) {
              setError(undefined);
              onChange(parsed.bps);
            } else setError(parsed.error);
          }}
        />
      </Group>
      {value > HIGH_SLIPPAGE_BPS && (
        <Text size="xs" c="orange" mt={4} role="status">
          {t('slippage.high', { limit: formatBps(HIGH_SLIPPAGE_BPS, 'en-US') })}
        </Text>
      )}
    </div>
  );
}
