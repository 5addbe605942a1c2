import type { ErrorContext } from '@lumi/chain';
import { assetRefKey, type AssetKindScheme } from '@lumi/chain/asset-kind';
import { useQueryClient } from '@tanstack/react-query';
import type { TokenBalance } from '../../shared/chain/balances.ts';
import type { LumiApi } from '../../shared/chain/connection.ts';
import { useChainConnection } from '../../shared/chain/ChainContext.ts';
import { useFees, type CallSpend } from '../../shared/fees/useFees.ts';
import { checkTransaction } from '../../shared/tx/checkTransaction.ts';
import { txFeeQuery } from '../../shared/tx/feeQuery.ts';
import { verdictFor } from '../../shared/tx/txCheck.ts';
import { useTxCheck } from '../../shared/tx/useTxCheck.ts';
import { buildTransferTx } from './buildTransfer.ts';
import type { ReviewedTransfer } from './SendReview.tsx';

type Transfer = Omit<ReviewedTransfer, 'networkFee'>;

const callKey = (t: Transfer, account: string) =>
  `${account}:${assetRefKey(t.asset.ref)}:${t.recipient}:${t.amount}:${t.keepAlive}`;

/** What a transfer moves besides its fee (PHPU counts only where it can pay fees: `phpuId` defined). */
const spendOf = (t: Transfer, phpuId: number | undefined): CallSpend => {
  const native = t.asset.ref.type === 'Native';
  const phpu = t.asset.ref.type === 'Local' && t.asset.ref.id === phpuId;
  return {
    lumi: native ? t.amount : 0n,
    // Only a native-token transfer can take the account below the ED; the fee itself always keeps it.
    lumiKeepAlive: native ? t.keepAlive : true,
    phpu: phpu ? t.amount : 0n,
    phpuKeepAlive: phpu ? t.keepAlive : true,
  };
};

/**
 * The checks of the transfer the form would make (debounced) and of the one under review (at once, on each
 * opening), with the fee's asset decided (the native token, or PHPU where Lumi's pool lets it pay) and its
 * budget folded in.
 */
export function useSendChecks(input: {
  api: LumiApi;
  /** The asset-kind scheme the transfer is built for (undefined while the chain is read). */
  chain: { scheme: AssetKindScheme } | undefined;
  address: string | undefined;
  /** The sender's native-token balance (it pays the fee unless PHPU does). */
  nativeBalance: TokenBalance | undefined;
  /** The sender's PHPU balance, where PHPU can pay the fee (see usePhpuFeeId). */
  phpuBalance: TokenBalance | undefined;
  existentialDeposit: bigint | undefined;
  errorContext: ErrorContext;
  form: Transfer | undefined;
  review: (Transfer & { opening: number }) | undefined;
}) {
  const { api, chain, address, nativeBalance, phpuBalance, existentialDeposit, errorContext, form, review } =
    input;
  const client = useQueryClient();
  const { endpoint } = useChainConnection();
  const fees = useFees({
    balances: nativeBalance && { native: nativeBalance, phpu: phpuBalance },
    existentialDeposit,
    existentialDepositText: errorContext.existentialDeposit,
  });
  const { phpuId } = fees;
  const txFor = (t: Transfer) => {
    if (!chain) throw new Error('the chain has not been read yet');
    return buildTransferTx(api, chain.scheme, t.asset.ref, t.recipient, t.amount, t.keepAlive);
  };
  /** The network fee of `t` sent by `from`, in the asset that would pay it. */
  const feeOf = (t: Transfer, from: string) =>
    client.query(txFeeQuery(endpoint, from, callKey(t, from), api, phpuId, () => txFor(t))).then(fees.choose);
  const check = (t: Transfer) => checkTransaction(api, txFor(t), address!, { context: errorContext, phpuId });
  const formKey = form && address ? `${callKey(form, address)}:${phpuId ?? ''}` : undefined;
  const formCheck = useTxCheck(formKey, () => check(form!));
  const reviewKey =
    review && address ? `${review.opening}:${callKey(review, address)}:${phpuId ?? ''}` : undefined;
  const reviewCheck = useTxCheck(reviewKey, () => check(review!), 0);
  const reviewVerdict = fees.apply(
    verdictFor(reviewCheck, reviewKey ?? ''),
    review && spendOf(review, phpuId),
  );
  return {
    txFor,
    feeOf,
    verdict: fees.apply(verdictFor(formCheck, formKey ?? ''), form && spendOf(form, phpuId)),
    reviewVerdict,
    /** The asset the reviewed transfer pays its fee with. */
    feeForReview: fees.signWith(reviewVerdict),
  };
}
