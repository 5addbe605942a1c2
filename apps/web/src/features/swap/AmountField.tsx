import { Anchor, Group, Text, TextInput } from '@mantine/core';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import { formatExact, toDecimalString } from '../../shared/format/index.ts';
import type { PairToken } from '../../shared/chain/dex/pairs.ts';
import { useTranslation } from 'react-i18next';
import { FiatOfText } from '../../shared/fiat/FiatOfText.tsx';
import { FiatValue } from '../../shared/fiat/FiatValue.tsx';

/** An amount as the plain decimal text an input holds. */
export function plain(amount: bigint, decimals: number): string {
  return toDecimalString(amount, decimals);
}

/** A token amount input with the balance under it and an optional Max. */
export function AmountField(props: {
  /** Which side of the swap the field is. */
  side: 'pay' | 'receive';
  token: PairToken;
  text: string;
  onChange: (text: string) => void;
  error?: string | undefined;
  balance: bigint | undefined;
  onMax?: (() => void) | undefined;
}) {
  const { locale } = useLocaleSettings();
  const { t } = useTranslation();
  const { side, token, text, onChange, error, balance, onMax } = props;
  return (
    <div className="swap-field">
      <TextInput
        label={side === 'pay' ? t('swap.pay') : t('swap.receive')}
        value={text}
        onChange={(event) => onChange(event.currentTarget.value)}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        error={error}
        size="lg"
        rightSectionWidth={80}
        rightSection={
          <Text fw={700} size="sm">
            {token.symbol}
          </Text>
        }
      />
      <FiatOfText text={text} token={token} />
      <Group justify="space-between" mt={4}>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" c="dimmed">
            {balance === undefined ? ' ' : t('swap.balance', { amount: formatExact(balance, token, locale) })}
          </Text>
          <FiatValue amount={balance} symbol={token.symbol} />
        </Group>
        {onMax && (
          <Anchor
            component="button"
            type="button"
            size="xs"
            onClick={onMax}
            aria-label={t('swap.maxLabel', { symbol: token.symbol })}
          >
            {t('swap.max')}
          </Anchor>
        )}
      </Group>
    </div>
  );
}
