import { message } from '../../shared/i18n/message.ts';
import type { DepositPlan } from '@lumi/chain';
import { CONNECT, type ActionState } from '../../shared/tx/decision.ts';
import type { TxVerdict } from '../../shared/tx/txCheck.ts';

export interface AddLiquidityActionInput {
  account: string | undefined;
  amount: 'empty' | 'invalid' | 'valid';
  /** planDeposit's answer for the typed amount. */
  plan: { ok: true; plan: DepositPlan } | { ok: false; reason: string } | undefined;
  /** Transferable balances of the pool's two assets, in its order; undefined while loading. */
  balances: { first: bigint; second: bigint } | undefined;
  /** The two assets' symbols, in the pool's order. */
  symbols: readonly [string, string];
  verdict: TxVerdict;
}

/** What the Add liquidity button says and whether it opens the review. */
export function addLiquidityAction(input: AddLiquidityActionInput): ActionState {
  const { account, amount, plan, balances, symbols, verdict } = input;
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
  if (plan.plan.amount1 > balances.first)
    return { kind: 'blocked', label: message('action.insufficient', { token: symbols[0] }) };
  if (plan.plan.amount2 > balances.second)
    return { kind: 'blocked', label: message('action.insufficient', { token: symbols[1] }) };
  if (verdict.failure)
    return { kind: 'blocked', label: message('action.depositWouldFail'), reason: verdict.failure };
  if (verdict.pending) return { kind: 'wait', label: message('action.checking') };
  return { kind: 'ready', label: message('action.addLiquidity') };
}
