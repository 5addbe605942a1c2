import { LUMI, type AssetInfo, type SwapQuote } from '@lumi/chain';
import { swapExactIn, swapExactOut, type AssetRef } from '@lumi/chain/asset-kind';
import type { LumiApi } from '../../shared/chain/connection.ts';
import type { DexAssets } from '../../shared/chain/dex/dexConfig.ts';

const refOf = (token: AssetInfo, phpuId: number): AssetRef =>
  token.symbol === LUMI.symbol ? { type: 'Native' } : { type: 'Local', id: phpuId };

/** The AssetConversion call for a quote: exact-in with its minimum out, or exact-out with its maximum in. */
export function buildSwapTx(
  api: LumiApi,
  quote: SwapQuote,
  tokenIn: AssetInfo,
  tokenOut: AssetInfo,
  dex: DexAssets,
  account: string,
) {
  const path = [refOf(tokenIn, dex.phpuId), refOf(tokenOut, dex.phpuId)];
  // Paying with LUMI must not reap the account: the swap keeps the existential deposit.
  const keepAlive = tokenIn.symbol === LUMI.symbol;
  // The builders shape the arguments for the chain's asset kind (Lumi's NativeOrWithId here, checked against
  // the descriptors in packages/descriptors/test/asset-kind-codecs.test.ts).
  if (quote.side === 'exactIn') {
    const call = swapExactIn(dex.assetKinds, {
      path,
      amountIn: quote.amountIn,
      amountOutMin: quote.minReceived,
      sendTo: account,
      keepAlive,
    });
    return api.tx.AssetConversion.swap_exact_tokens_for_tokens(
      call.args as Parameters<LumiApi['tx']['AssetConversion']['swap_exact_tokens_for_tokens']>[0],
    );
  }
  const call = swapExactOut(dex.assetKinds, {
    path,
    amountOut: quote.amountOut,
    amountInMax: quote.maxSold,
    sendTo: account,
    keepAlive,
  });
  return api.tx.AssetConversion.swap_tokens_for_exact_tokens(
    call.args as Parameters<LumiApi['tx']['AssetConversion']['swap_tokens_for_exact_tokens']>[0],
  );
}
