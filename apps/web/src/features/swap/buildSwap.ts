import type { SwapQuote } from '@lumi/chain';
import { swapExactIn, swapExactOut, type AssetKindScheme } from '@lumi/chain/asset-kind';
import type { LumiApi } from '../../shared/chain/connection.ts';
import type { PairToken } from '../../shared/chain/dex/pairs.ts';
import { unsafeTx } from '../../shared/tx/unsafeTx.ts';

/**
 * The AssetConversion call for a quote: exact-in with its minimum out, or exact-out with its maximum in, its path
 * named in the chain's asset kind (NativeOrWithId on Lumi, XCM Location on Asset Hub; the builders are checked
 * against both chains' codecs in packages/descriptors/test/asset-kind-codecs.test.ts).
 */
export function buildSwapTx(
  api: LumiApi,
  scheme: AssetKindScheme,
  quote: SwapQuote,
  tokenIn: PairToken,
  tokenOut: PairToken,
  account: string,
) {
  const path = [tokenIn.ref, tokenOut.ref];
  // Paying with the native token must not reap the account: the swap keeps the existential deposit.
  const keepAlive = tokenIn.ref.type === 'Native';
  return unsafeTx(
    api,
    quote.side === 'exactIn'
      ? swapExactIn(scheme, {
          path,
          amountIn: quote.amountIn,
          amountOutMin: quote.minReceived,
          sendTo: account,
          keepAlive,
        })
      : swapExactOut(scheme, {
          path,
          amountOut: quote.amountOut,
          amountInMax: quote.maxSold,
          sendTo: account,
          keepAlive,
        }),
  );
}
