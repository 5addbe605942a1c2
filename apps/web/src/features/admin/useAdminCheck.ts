import { useChainConnection } from '../../shared/chain/ChainContext.ts';
import { checkTransaction } from '../../shared/tx/checkTransaction.ts';
import { verdictFor, type TxVerdict } from '../../shared/tx/txCheck.ts';
import { useTxCheck } from '../../shared/tx/useTxCheck.ts';
import type { AdminAction } from './adminAction.ts';

/**
 * Dry-runs the call an admin form would sign, as `address`, once its values (`formKey`) stop changing. Undefined
 * while the form is incomplete (no action).
 */
export function useAdminCheck(
  action: AdminAction | undefined,
  formKey: string,
  address: string,
): TxVerdict | undefined {
  const { api } = useChainConnection();
  const key = action ? `${address}|${formKey}` : undefined;
  const check = useTxCheck(key, () => {
    if (!action) throw new Error('No admin call to check');
    const request = action.request();
    return checkTransaction(api, request.tx, address, { inspect: request.inspect });
  });
  return key === undefined ? undefined : verdictFor(check, key);
}
