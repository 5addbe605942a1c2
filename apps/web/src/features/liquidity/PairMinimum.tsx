import { FiatValue } from '../../shared/fiat/FiatValue.tsx';
import { useFormat } from '../../shared/format/useFormat.ts';
import type { PoolTokens } from './poolTokens.ts';

/** The least of each pool token a deposit or withdrawal accepts, each with its value ("a ≈ $x · b ≈ $y"). */
export function PairMinimum({
  testId,
  tokens,
  min1,
  min2,
}: {
  testId: string;
  tokens: PoolTokens;
  min1: bigint;
  min2: bigint;
}) {
  const f = useFormat();
  return (
    <dd data-testid={testId}>
      {f.token(min1, tokens.first)} <FiatValue amount={min1} symbol={tokens.first.symbol} />
      {' · '}
      {f.token(min2, tokens.second)} <FiatValue amount={min2} symbol={tokens.second.symbol} />
    </dd>
  );
}
