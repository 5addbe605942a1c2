import { Button, Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../shared/i18n/message.ts';
import { formatBps } from '../../shared/format/index.ts';
import { HIGH_SLIPPAGE_BPS, parseSlippage } from '../../shared/preferences/slippage.ts';

const PRESETS = [10n, 50n, 100n];

/** The automatic tolerance (shared/preferences/useSlippage.ts): whether it is in use and its current value. */
export interface AutoSlippage {
  active: boolean;
  /** Undefined where no trade is in view (Settings): the button then says "Auto" alone. */
  bps: bigint | undefined;
  onSelect: () => void;
}

/** Slippage tolerance: Auto, presets, a custom value, and a warning above 5 %. */
export function SlippageControl({
  value,
  onChange,
  auto,
}: {
  value: bigint;
  onChange: (bps: bigint) => void;
  auto?: AutoSlippage;
}) {
  const isAuto = auto?.active === true;
  const isPreset = !isAuto && PRESETS.includes(value);
  const [custom, setCustom] = useState(isAuto || isPreset ? '' : formatBps(value, 'en-US').replace(' %', ''));
  const [error, setError] = useState<Message | undefined>();
  const labelId = useId();
  const { t } = useTranslation();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={600} mb={4}>
        {t('slippage.label')}
      </Text>
      <Group gap="xs" align="flex-start">
        {auto && (
          <Button
            size="compact-sm"
            variant={isAuto ? 'filled' : 'default'}
            aria-pressed={isAuto}
            data-testid="slippage-auto"
            onClick={() => {
              setCustom('');
              setError(undefined);
              auto.onSelect();
            }}
          >
            {auto.bps === undefined
              ? t('lp.slippage.auto')
              : t('lp.slippage.autoValue', { value: formatBps(auto.bps, 'en-US') })}
          </Button>
        )}
        <SegmentedControl
          size="xs"
          value={isAuto ? '' : isPreset ? value.toString() : 'custom'}
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
