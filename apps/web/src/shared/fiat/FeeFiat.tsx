import { feeAmount } from '../fees/feeAmount.ts';
import type { TxVerdict } from '../tx/txCheck.ts';
import { useNativeToken } from '../fees/useNativeToken.ts';
import { FiatValue } from './FiatValue.tsx';

/** The fiat value of a network fee in the token that pays it; nothing while unknown or unvalued. */
export function FeeFiat({ verdict }: { verdict: Pick<TxVerdict, 'fee' | 'payment'> }) {
  const valued = feeAmount(verdict, useNativeToken());
  return <FiatValue amount={valued?.amount} symbol={valued?.symbol} />;
}
