import type { DepositPlan, ErrorContext, WithdrawalPlan } from '@lumi/chain';
import type { AccountBalances } from '../../shared/chain/balances.ts';
import type { LumiApi } from '../../shared/chain/connection.ts';
import type { DexAssets } from '../../shared/chain/dex/dexConfig.ts';
import { checkTransaction } from '../../shared/tx/checkTransaction.ts';
import { withLumiBudget } from '../../shared/tx/lumiBudget.ts';
import { verdictFor, type TxVerdict } from '../../shared/tx/txCheck.ts';
import { useTxCheck } from '../../shared/tx/useTxCheck.ts';
import { buildAddLiquidityTx, buildRemoveLiquidityTx } from './buildLiquidity.ts';

/** What the liquidity checks need from the page. */
export interface LiquidityEnv {
  api: LumiApi;
  address: string | undefined;
  dex: DexAssets | undefined;
  balances: AccountBalances | undefined;
  existentialDeposit: bigint | undefined;
  errorContext: ErrorContext;
}

export type LiquidityChange = { kind: 'add'; plan: DepositPlan } | { kind: 'remove'; plan: WithdrawalPlan };

export function liquidityTx(env: LiquidityEnv, change: LiquidityChange) {
  return change.kind === 'add'
    ? buildAddLiquidityTx(env.api, change.plan, env.dex!, env.address!)
    : buildRemoveLiquidityTx(env.api, change.plan, env.dex!, env.address!);
}

const keyOf = (change: LiquidityChange) =>
  change.kind === 'add'
    ? `add:${change.plan.amount1}:${change.plan.amount2}:${change.plan.min1}:${change.plan.min2}`
    : `remove:${change.plan.lpBurn}:${change.plan.min1}:${change.plan.min2}`;

/**
 * The dry run and fee of a liquidity change, with the LUMI budget: a deposit moves its LUMI keeping the account
 * alive (AssetConversion transfers with Preserve), a withdrawal only pays the fee. `opening` (the review's
 * opening count) checks at once instead of after the form settles.
 */
export function useLiquidityCheck(
  env: LiquidityEnv,
  change: LiquidityChange | undefined,
  opening?: number,
): TxVerdict {
  const { address, dex, balances, existentialDeposit, errorContext } = env;
  const key =
    change && address && dex !== undefined ? `${opening ?? 'form'}:${address}:${keyOf(change)}` : undefined;
  const check = useTxCheck(
    key,
    () => checkTransaction(env.api, liquidityTx(env, change!), address!, { context: errorContext }),
    opening === undefined ? 300 : 0,
  );
  const budget =
    change && balances && existentialDeposit !== undefined && errorContext.existentialDeposit
      ? {
          transferable: balances.LUMI.transferable,
          existentialDeposit,
          lumiSpent: change.kind === 'add' ? change.plan.amount1 : 0n,
          keepAlive: true,
          existentialDepositText: errorContext.existentialDeposit,
        }
      : undefined;
  return withLumiBudget(verdictFor(check, key ?? ''), budget);
}
