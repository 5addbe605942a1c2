import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../data/keys.ts';
import type { CheckableTx } from './checkTransaction.ts';

/**
 * The network fee of one exact call signed by `account` (`call` names the call and its arguments): the one fee
 * estimate outside the form checks, used by the Max buttons of Swap and Send through `queryClient.fetchQuery`.
 */
export const txFeeQuery = (endpoint: string, account: string, call: string, tx: () => CheckableTx) =>
  queryOptions({
    queryKey: queryKeys.txFee(endpoint, account, call),
    queryFn: () => tx().getEstimatedFees(account),
  });
