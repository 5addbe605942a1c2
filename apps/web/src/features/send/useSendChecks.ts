import type { ErrorContext } from '@lumi/chain';
import { useQueryClient } from '@tanstack/react-query';
import type { AccountBalances } from '../../shared/chain/balances.ts';
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
  `${account}:${t.token}:${t.assetId}:${t.recipient}:${t.amount}:${t.keepAlive}`;

/** What a transfer moves besides its fee. */
const spendOf = (t: Transfer): CallSpend => ({
  lumi: t.token === 'LUMI' ? t.amount : 0n,
  // Only a LUMI transfer can take the account below the ED; the fee itself always keeps it.
  lumiKeepAlive: t.token === 'LUMI' ? t.keepAlive : true,
  phpu: t.token === 'PHPU' ? t.amount : 0n,
  phpuKeepAlive: t.token === 'PHPU' ? t.keepAlive : true,
});

/**
 * The checks of the transfer the form would make (debounced) and of the one under review (at once, on each
 * opening), with the fee's asset decided and its budget folded in.
 */
export function useSendChecks(input: {
  api: LumiApi;
  address: string | undefined;
  balances: AccountBalances | undefined;
  existentialDeposit: bigint | undefined;
  errorContext: ErrorContext;
  form: Transfer | undefined;
  review: (Transfer & { opening: number }) | undefined;
}) {
  const { api, address, balances, existentialDeposit, errorContext, form, review } = input;
  const client = useQueryClient();
  const { endpoint } = useChainConnection();
  const fees = useFees({
    balances,
    existentialDeposit,
    existentialDepositText: errorContext.existentialDeposit,
  });
  const { phpuId } = fees;
  const txFor = (t: Transfer) => buildTransferTx(api, t.token, t.assetId, t.recipient, t.amount, t.keepAlive);
  /** The network fee of `t` sent by `from`, in the asset that would pay it. */
  const feeOf = (t: Transfer, from: string) =>
    client
      .fetchQuery(txFeeQuery(endpoint, from, callKey(t, from), api, phpuId, () => txFor(t)))
      .then(fees.choose);
  const check = (t: Transfer) => checkTransaction(api, txFor(t), address!, { context: errorContext, phpuId });
  const formKey = form && address ? `${callKey(form, address)}:${phpuId ?? ''}` : undefined;
  const formCheck = useTxCheck(formKey, () => check(form!));
  const reviewKey =
    review && address ? `${review.opening}:${callKey(review, address)}:${phpuId ?? ''}` : undefined;
  const reviewCheck = useTxCheck(reviewKey, () => check(review!), 0);
  const reviewVerdict = fees.apply(verdictFor(reviewCheck, reviewKey ?? ''), review && spendOf(review));
  return {
    txFor,
    feeOf,
    verdict: fees.apply(verdictFor(formCheck, formKey ?? ''), form && spendOf(form)),
    reviewVerdict,
    /** The asset the reviewed transfer pays its fee with. */
    feeForReview: fees.signWith(reviewVerdict),
  };
}
