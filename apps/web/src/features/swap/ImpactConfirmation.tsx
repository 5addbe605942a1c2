import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The explicit confirmation a high price-impact swap needs before it can be signed. */
export function ImpactConfirmation(props: {
  impact: string;
  /** The value lost, formatted in the display currency; undefined when no forex rate is known. */
  loss: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { impact, loss, checked, onChange } = props;
  const { t } = useTranslation();
  return (
    <Checkbox
      color="red"
      data-testid="impact-confirmation"
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={
        loss === undefined
          ? t('swap.review.accept', { impact })
          : t('swap.review.acceptLoss', { impact, loss })
      }
    />
  );
}
