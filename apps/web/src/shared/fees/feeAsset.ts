// Which asset pays a transaction's network fee. The runtime's ChargeAssetTxPayment takes the fee in LUMI when
// no asset is named, or buys exactly the LUMI fee from the named asset's pool (polkadot-sdk's
// asset-conversion tx payment). The app offers LUMI and PHPU where the chain has Lumi's LUMI/PHPU pool;
// elsewhere the native token pays.
import type { DexConfig } from '../chain/dex/dexConfig.ts';

/** The chain's native token (LUMI on Lumi) or PHPU, which Lumi's LUMI/PHPU pool can swap for the fee. */
export type FeeToken = 'native' | 'PHPU';

/** What the user asked for: a token, or `auto` (LUMI unless LUMI cannot pay it). */
export type FeeChoice = 'auto' | FeeToken;

/** The ChargeAssetTxPayment `asset_id` value of polkadot-api's `asset` transaction option. */
export type FeeAssetKind = { type: 'Native'; value?: undefined } | { type: 'WithId'; value: number };

/** A fee estimate in each asset that can pay it; PHPU undefined when the pool cannot quote it. */
export interface FeeQuote {
  native: bigint;
  PHPU: bigint | undefined;
}

/** The asset a transaction pays its fee in, and how much (an estimate before signing). */
export interface FeePayment {
  token: FeeToken;
  amount: bigint;
  /** Chosen by the app because LUMI could not pay the fee (the user did not ask for it). */
  automatic: boolean;
}

export interface FeeChoiceInput {
  choice: FeeChoice;
  quote: FeeQuote;
  /** Transferable LUMI before the fee. */
  nativeTransferable: bigint;
  existentialDeposit: bigint;
}

/**
 * The paying asset: what the user chose; on `auto`, LUMI when its transferable balance covers the fee while
 * keeping the existential deposit (as the chain withdraws it), else PHPU when the pool can quote the fee.
 */
export function chooseFeePayment(input: FeeChoiceInput): FeePayment {
  const { choice, quote, nativeTransferable, existentialDeposit } = input;
  if (choice === 'PHPU' && quote.PHPU !== undefined) {
    return { token: 'PHPU', amount: quote.PHPU, automatic: false };
  }
  if (choice === 'native') return { token: 'native', amount: quote.native, automatic: false };
  const spendable = nativeTransferable > existentialDeposit ? nativeTransferable - existentialDeposit : 0n;
  if (quote.native > spendable && quote.PHPU !== undefined) {
    return { token: 'PHPU', amount: quote.PHPU, automatic: true };
  }
  return { token: 'native', amount: quote.native, automatic: false };
}

/** The `asset` option to sign with: none for LUMI (plain payment, TransactionFeePaid), PHPU by its id. */
export function feeAssetKind(token: FeeToken, phpuId: number): FeeAssetKind | undefined {
  return token === 'PHPU' ? { type: 'WithId', value: phpuId } : undefined;
}

/** What `token` pays of a fee: the amount when it is the paying asset, else nothing. */
export function feeIn(token: FeeToken, payment: Pick<FeePayment, 'token' | 'amount'> | undefined): bigint {
  return payment && payment.token === token ? payment.amount : 0n;
}

/**
 * PHPU's id when it can pay fees on the connected chain: Lumi's asset kinds (NativeOrWithId, what the `asset`
 * option is signed with) and a LUMI/PHPU pool to buy the fee from. Undefined elsewhere (Asset Hub profiles, a
 * Lumi chain before its pool exists): the native token pays and the app offers no choice.
 */
export function phpuFeeId(
  dex: Pick<DexConfig, 'assetKinds' | 'pool' | 'phpuId'> | undefined,
): number | undefined {
  return dex?.assetKinds.type === 'NativeOrWithId' && dex.pool !== undefined ? dex.phpuId : undefined;
}
