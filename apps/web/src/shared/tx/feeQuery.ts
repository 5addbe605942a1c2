import { queryOptions } from '@tanstack/react-query';
import type { LumiApi } from '../chain/connection.ts';
import { queryKeys } from '../data/keys.ts';
import { estimateFees } from '../fees/estimateFee.ts';
import type { CheckableTx } from './checkTransaction.ts';

/**
 * The network fee of one exact call signed by `account` (`call` names the call and its arguments), in LUMI and
 * PHPU: the fee estimate of the form checks, used by the Max buttons of Swap and Send through
 * `queryClient.query`.
 */
export const txFeeQuery = (
  endpoint: string,
  account: string,
  call: string,
  api: LumiApi,
  phpuId: number | undefined,
  tx: () => CheckableTx,
) =>
  queryOptions({
    queryKey: queryKeys.txFee(endpoint, account, `${call}:${phpuId ?? ''}`),
    queryFn: () => estimateFees(api, tx(), account, phpuId),
  });
