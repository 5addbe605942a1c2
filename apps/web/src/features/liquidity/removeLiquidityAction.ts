import { message } from '../../shared/i18n/message.ts';
import type { WithdrawalPlan } from '@lumi/chain';
import type { ActionState } from '../../shared/tx/decision.ts';
import type { TxVerdict } from '../../shared/tx/txCheck.ts';

export interface RemoveLiquidityActionInput {
  account: string | undefined;
  /** The LP balance; undefined while loading, 0 when the account holds none. */
  lpBalance: bigint | undefined;
  plan: WithdrawalPlan | undefined;
  verdict: TxVerdict;
}

/** What the Remove liquidity button says and whether it opens the review. */
export function removeLiquidityAction(input: RemoveLiquidityActionInput): ActionState {
  const { account, lpBalance, plan, verdict } = input;
  const label = message('action.removeLiquidity');
  // The Add card beside it offers Connect wallet; one such button per page.
  if (!account) return { kind: 'blocked', label };
  if (lpBalance === undefined || !plan) return { kind: 'wait', label };
  if (lpBalance === 0n) return { kind: 'blocked', label };
  if (plan.amount1 === 0n) return { kind: 'blocked', label: message('action.amountTooSmall') };
  if (verdict.failure)
    return { kind: 'blocked', label: message('action.withdrawalWouldFail'), reason: verdict.failure };
  if (verdict.pending) return { kind: 'wait', label: message('action.checking') };
  return { kind: 'ready', label };
}
