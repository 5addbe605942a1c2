// The one network-fee estimate of the app, shared by every form's checks and Max buttons. The LUMI fee comes
// from TransactionPaymentApi for the exact signed shape (the `asset` option changes the extension's bytes,
// so each asset's variant is estimated as it would be signed); the PHPU fee is what the runtime would swap for
// that LUMI fee: AssetConversionApi's quote of PHPU in for exactly that LUMI out, LP fee included.
import type { LumiApi } from '../chain/connection.ts';
import type { FeeAssetKind, FeeQuote } from './feeAsset.ts';

/** What the estimate needs of a polkadot-api transaction. */
export interface EstimableTx {
  getEstimatedFees(from: string, options?: { asset?: FeeAssetKind }): Promise<bigint>;
}

const BEST = { at: 'best' } as const;
const NATIVE = { type: 'Native', value: undefined } as const;

/** The fee of `tx` signed by `from`, in LUMI and (when `phpuId` is given and the pool quotes it) in PHPU. */
export async function estimateFees(
  api: LumiApi,
  tx: EstimableTx,
  from: string,
  phpuId: number | undefined,
): Promise<FeeQuote> {
  const phpu = phpuId === undefined ? undefined : ({ type: 'WithId', value: phpuId } as const);
  const [lumi, phpuFee] = await Promise.all([
    tx.getEstimatedFees(from),
    phpu === undefined ? undefined : quoteFeeIn(api, tx, from, phpu).catch(() => undefined),
  ]);
  return { native: lumi, PHPU: phpuFee };
}

async function quoteFeeIn(
  api: LumiApi,
  tx: EstimableTx,
  from: string,
  asset: { type: 'WithId'; value: number },
): Promise<bigint | undefined> {
  const lumiFee = await tx.getEstimatedFees(from, { asset });
  if (lumiFee === 0n) return 0n;
  const quoted = await api.apis.AssetConversionApi.quote_price_tokens_for_exact_tokens(
    asset,
    NATIVE,
    lumiFee,
    true,
    BEST,
  );
  return quoted ?? undefined;
}
