import type { ErrorContext } from '@lumi/chain';
import { assetRefKey, type AssetKindScheme } from '@lumi/chain/asset-kind';
import type { PolkadotClient } from 'polkadot-api';
import { useQueryClient } from '@tanstack/react-query';
import type { TokenBalance } from '../../shared/chain/balances.ts';
import type { LumiApi } from '../../shared/chain/connection.ts';
import { useChainConnection } from '../../shared/chain/ChainContext.ts';
import { checkTransaction } from '../../shared/tx/checkTransaction.ts';
import { txFeeQuery } from '../../shared/tx/feeQuery.ts';
import { withLumiBudget } from '../../shared/tx/lumiBudget.ts';
import { verdictFor } from '../../shared/tx/txCheck.ts';
import { useTxCheck } from '../../shared/tx/useTxCheck.ts';
import { buildTransferTx } from './buildTransfer.ts';
import type { ReviewedTransfer } from './SendReview.tsx';

type Transfer = Omit<ReviewedTransfer, 'networkFee'>;

const callKey = (t: Transfer, account: string) =>
  `${account}:${assetRefKey(t.asset.ref)}:${t.recipient}:${t.amount}:${t.keepAlive}`;

/**
 * The checks of the transfer the form would make (debounced) and of the one under review (at once, on each
 * opening), with the native token's fee budget folded in.
 */
export function useSendChecks(input: {
  api: LumiApi;
  /** The client and asset-kind scheme the transfer is built for (undefined while the chain is read). */
  chain: { client: PolkadotClient; scheme: AssetKindScheme } | undefined;
  address: string | undefined;
  /** The sender's native-token balance (it pays the fee). */
  nativeBalance: TokenBalance | undefined;
  existentialDeposit: bigint | undefined;
  errorContext: ErrorContext;
  form: Transfer | undefined;
  review: (Transfer & { opening: number }) | undefined;
}) {
  const { api, chain, address, nativeBalance, existentialDeposit, errorContext, form, review } = input;
  const client = useQueryClient();
  const { endpoint } = useChainConnection();
  const txFor = (t: Transfer) => {
    if (!chain) throw new Error('the chain has not been read yet');
    return buildTransferTx(chain.client, chain.scheme, t.asset.ref, t.recipient, t.amount, t.keepAlive);
  };
  /** The network fee of `t` sent by `from`. */
  const feeOf = (t: Transfer, from: string) =>
    client.query(txFeeQuery(endpoint, from, callKey(t, from), () => txFor(t)));
  const budgetFor = (t: Transfer) =>
    nativeBalance && existentialDeposit !== undefined && errorContext.existentialDeposit
      ? {
          transferable: nativeBalance.transferable,
          existentialDeposit,
          lumiSpent: t.asset.ref.type === 'Native' ? t.amount : 0n,
          // Only a native-token transfer can take the account below the ED; the fee itself always keeps it.
          keepAlive: t.asset.ref.type === 'Native' ? t.keepAlive : true,
          existentialDepositText: errorContext.existentialDeposit,
        }
      : undefined;
  const formKey = form && address ? callKey(form, address) : undefined;
  const formCheck = useTxCheck(formKey, () =>
    checkTransaction(api, txFor(form!), address!, { context: errorContext }),
  );
  const reviewKey = review && address ? `${review.opening}:${callKey(review, address)}` : undefined;
  const reviewCheck = useTxCheck(
    reviewKey,
    () => checkTransaction(api, txFor(review!), address!, { context: errorContext }),
    0,
  );
  return {
    txFor,
    feeOf,
    verdict: withLumiBudget(verdictFor(formCheck, formKey ?? ''), form && budgetFor(form)),
    reviewVerdict: withLumiBudget(verdictFor(reviewCheck, reviewKey ?? ''), review && budgetFor(review)),
  };
}
