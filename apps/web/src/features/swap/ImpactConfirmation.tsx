import { Checkbox } from '@mantine/core';

/** The explicit confirmation a high price-impact swap needs before it can be signed. */
export function ImpactConfirmation(props: {
  impact: string;
  /** The value lost, formatted in the display currency; undefined when no forex rate is known. */
  loss: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { impact, loss, checked, onChange } = props;
  return (
    <Checkbox
      color="red"
      data-testid="impact-confirmation"
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={
        loss === undefined
          ? `I accept a price impact of ${impact}: I get much less than this swap is worth.`
          : `I accept a price impact of ${impact}: I lose about ${loss} of value on this swap.`
      }
    />
  );
}
