import { Text, Tooltip } from '@mantine/core';
import { FEE_DENOMINATOR, LUMI, type AssetInfo, type SwapQuote } from '@lumi/chain';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import { formatBps, formatEstimate, formatExact } from '../../shared/format/index.ts';
import { impactTier } from './priceImpact.ts';

const IMPACT_COLOR = { none: 'teal', low: 'yellow', warn: 'orange', confirm: 'red', block: 'red' } as const;

/** The live quote's details under the form: price impact, limit, swap fee, network fee. */
export function SwapDetails(props: {
  quote: SwapQuote;
  tokenIn: AssetInfo;
  tokenOut: AssetInfo;
  lpFee: number;
  networkFee: bigint | undefined;
}) {
  const { quote, tokenIn, tokenOut, lpFee, networkFee } = props;
  const { locale } = useLocaleSettings();
  const fmt = (amount: bigint, token: AssetInfo) => formatExact(amount, token, locale);
  const tier = impactTier(quote.priceImpactBps);
  return (
    <dl className="details-list" aria-label="Swap details">
      <div>
        <dt>
          <Tooltip
            multiline
            w={260}
            withArrow
            label="How much worse than the pool’s current price this swap fills, because the swap itself moves the price. The swap fee is not included."
          >
            <span tabIndex={0} className="details-list__hint">
              Price impact
            </span>
          </Tooltip>
        </dt>
        <dd>
          <Text span c={IMPACT_COLOR[tier]} fw={600} data-severity={tier} data-testid="price-impact">
            {formatBps(quote.priceImpactBps, locale)}
          </Text>
        </dd>
      </div>
      <div>
        <dt>{quote.side === 'exactIn' ? 'Minimum received' : 'Maximum sold'}</dt>
        <dd data-testid={quote.side === 'exactIn' ? 'minimum-received' : 'maximum-sold'}>
          {quote.side === 'exactIn' ? fmt(quote.minReceived, tokenOut) : fmt(quote.maxSold, tokenIn)}
        </dd>
      </div>
      <div>
        <dt>Swap fee</dt>
        <dd data-testid="swap-fee">
          {`${fmt(quote.feeAmount, tokenIn)} (${formatBps((BigInt(lpFee) * 10_000n) / FEE_DENOMINATOR, locale)})`}
        </dd>
      </div>
      <div>
        <dt>Network fee</dt>
        <dd data-testid="network-fee">
          {networkFee === undefined ? '…' : formatEstimate(networkFee, LUMI, locale)}
        </dd>
      </div>
    </dl>
  );
}
