import { LUMI, type AssetInfo, type SwapQuote } from '@lumi/chain';
import { useLocaleSettings } from '../app/LocaleContext.ts';
import { formatTokenAmount } from '../lib/format/index.ts';
import { formatBps } from './formatBps.ts';
import { tokensOf, type Direction } from './pair.ts';

/** A quote as the user reviews it: numbers and block frozen until accepted again. */
export interface Reviewed {
  quote: SwapQuote;
  block: number;
  direction: Direction;
  fee: number;
  networkFee: bigint | undefined;
}

/** The numbers of a swap under review. */
export function ReviewSummary({ reviewed, slippage }: { reviewed: Reviewed; slippage: bigint }) {
  const { networkFee } = reviewed;
  const { locale } = useLocaleSettings();
  const { tokenIn, tokenOut } = tokensOf(reviewed.direction);
  const fmt = (amount: bigint, token: AssetInfo) =>
    formatTokenAmount(amount, token.decimals, { locale, symbol: token.symbol });
  const q = reviewed.quote;
  return (
    <dl className="details-list" aria-label="Review">
      <div>
        <dt>You pay</dt>
        <dd data-testid="review-pay">
          {q.side === 'exactIn' ? fmt(q.amountIn, tokenIn) : `≈ ${fmt(q.amountIn, tokenIn)}`}
        </dd>
      </div>
      <div>
        <dt>You receive</dt>
        <dd data-testid="review-receive">
          {q.side === 'exactOut' ? fmt(q.amountOut, tokenOut) : `≈ ${fmt(q.amountOut, tokenOut)}`}
        </dd>
      </div>
      <div>
        <dt>{q.side === 'exactIn' ? 'Minimum received' : 'Maximum sold'}</dt>
        <dd>{q.side === 'exactIn' ? fmt(q.minReceived, tokenOut) : fmt(q.maxSold, tokenIn)}</dd>
      </div>
      <div>
        <dt>Slippage tolerance</dt>
        <dd>{formatBps(slippage, locale)}</dd>
      </div>
      <div>
        <dt>Price impact</dt>
        <dd>{formatBps(q.priceImpactBps, locale)}</dd>
      </div>
      <div>
        <dt>Network fee</dt>
        <dd>{networkFee === undefined ? '…' : `≈ ${fmt(networkFee, LUMI)}`}</dd>
      </div>
      <div>
        <dt>Quoted at block</dt>
        <dd>#{reviewed.block.toLocaleString('en-US')}</dd>
      </div>
    </dl>
  );
}
