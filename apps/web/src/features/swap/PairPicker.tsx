import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DexPair } from '../../shared/chain/dex/pairs.ts';

/** Which of the chain's pools to trade in, shown where the profile has more than one. */
export function PairPicker(props: {
  pairs: readonly DexPair[];
  value: string;
  onChange: (key: string) => void;
}) {
  const { t } = useTranslation();
  const { pairs, value, onChange } = props;
  return (
    <Select
      label={t('swap.pool')}
      data={pairs.map((pair) => ({
        value: pair.key,
        label: t('swap.poolName', { first: pair.tokens[0].symbol, second: pair.tokens[1].symbol }),
      }))}
      value={value}
      onChange={(key) => key !== null && onChange(key)}
      allowDeselect={false}
    />
  );
}
