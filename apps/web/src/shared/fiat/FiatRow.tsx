import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { FiatValue } from './FiatValue.tsx';
import { useFiat } from './useFiat.ts';

/**
 * A review's row of fiat values for the amounts above it ("Value  ≈ ₱500.00 · ≈ ₱498.20"), in their order;
 * nothing when none of them has a value on this chain.
 */
export function FiatRow({ amounts }: { amounts: readonly { amount: bigint | undefined; symbol: string }[] }) {
  const { t } = useTranslation();
  const fiat = useFiat();
  const valued = amounts.filter(
    (a): a is { amount: bigint; symbol: string } => a.amount !== undefined && fiat.of(a.amount, a.symbol).ok,
  );
  if (valued.length === 0) return null;
  return (
    <div data-testid="fiat-row">
      <dt>{t('fiat.value', { currency: fiat.inputs.currency })}</dt>
      <dd>
        {valued.map(({ amount, symbol }, i) => (
          <Fragment key={`${symbol}-${i}`}>
            {i > 0 && ' · '}
            <FiatValue amount={amount} symbol={symbol} />
          </Fragment>
        ))}
      </dd>
    </div>
  );
}
