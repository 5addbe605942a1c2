import { LUMI, NATIVE, type AssetInfo, type SwapQuote } from '@lumi/chain';
import type { LumiApi } from '../../shared/chain/connection.ts';
import { toPapiAssetKind } from '../../shared/chain/dex/assetKind.ts';

function kindOf(token: AssetInfo, phpuId: number) {
  return toPapiAssetKind(token.symbol === LUMI.symbol ? NATIVE : { type: 'WithId', id: phpuId });
}

/** The AssetConversion call for a quote: exact-in with its minimum out, or exact-out with its maximum in. */
export function buildSwapTx(
  api: LumiApi,
  quote: SwapQuote,
  tokenIn: AssetInfo,
  tokenOut: AssetInfo,
  phpuId: number,
  account: string,
) {
  const path = [kindOf(tokenIn, phpuId), kindOf(tokenOut, phpuId)];
  // Paying with LUMI must not reap the account: the swap keeps the existential deposit.
  const keepAlive = tokenIn.symbol === LUMI.symbol;
  return quote.side === 'exactIn'
    ? api.tx.AssetConversion.swap_exact_tokens_for_tokens({
        path,
        amount_in: quote.amountIn,
        amount_out_min: quote.minReceived,
        send_to: account,
        keep_alive: keepAlive,
      })
    : api.tx.AssetConversion.swap_tokens_for_exact_tokens({
        path,
        amount_out: quote.amountOut,
        amount_in_max: quote.maxSold,
        send_to: account,
        keep_alive: keepAlive,
      });
}
