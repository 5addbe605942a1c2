import { message } from '../../shared/i18n/message.ts';
import type { DepositPlan } from '@lumi/chain';
import { CONNECT, type ActionState } from '../../shared/tx/decision.ts';
import type { TxVerdict } from '../../shared/tx/txCheck.ts';

export interface AddLiquidityActionInput {
  account: string | undefined;
  amount: 'empty' | 'invalid' | 'valid';
  /** planDeposit's answer for the typed amount. */
  plan: { ok: true; plan: DepositPlan } | { ok: false; reason: string } | undefined;
  /** Transferable LUMI and PHPU; undefined while loading. */
  balances: { lumi: bigint; phpu: bigint } | undefined;
  verdict: TxVerdict;
}

/** What the Add liquidity button says and whether it opens the review. */
export function addLiquidityAction(input: AddLiquidityActionInput): ActionState {
  const { account, amount, plan, balances, verdict } = input;
  if (!account) return CONNECT;
  if (amount === 'empty') return { kind: 'blocked', label: message('action.enterAmount') };
  if (amount === 'invalid') return { kind: 'blocked', label: message('action.enterValidAmount') };
  if (plan && !plan.ok) {
    return {
      kind: 'blocked',
      label: plan.reason === 'too-small' ? message('action.amountTooSmall') : message('action.cannotDeposit'),
    };
  }
  if (!plan || !balances) return { kind: 'wait', label: message('action.addLiquidity') };
  if (plan.plan.amount1 > balances.lumi)
    return { kind: 'blocked', label: message('action.insufficient', { token: 'LUMI' }) };
  if (plan.plan.amount2 > balances.phpu)
    return { kind: 'blocked', label: message('action.insufficient', { token: 'PHPU' }) };
  if (verdict.failure)
    return { kind: 'blocked', label: message('action.depositWouldFail'), reason: verdict.failure };
  if (verdict.pending) return { kind: 'wait', label: message('action.checking') };
  return { kind: 'ready', label: message('action.addLiquidity') };
}
