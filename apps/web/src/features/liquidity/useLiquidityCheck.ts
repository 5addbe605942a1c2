import type { DepositPlan, ErrorContext, WithdrawalPlan } from '@lumi/chain';
import type { AccountBalances } from '../../shared/chain/balances.ts';
import type { LumiApi } from '../../shared/chain/connection.ts';
import type { DexAssets } from '../../shared/chain/dex/dexConfig.ts';
import type { DexPair } from '../../shared/chain/dex/pairs.ts';
import { checkTransaction } from '../../shared/tx/checkTransaction.ts';
import { useFees } from '../../shared/fees/useFees.ts';
import type { TxRequest } from '../../shared/tx/jobs.ts';
import { verdictFor, type TxVerdict } from '../../shared/tx/txCheck.ts';
import { useTxCheck } from '../../shared/tx/useTxCheck.ts';
import { buildAddLiquidityTx, buildRemoveLiquidityTx } from './buildLiquidity.ts';

/** What the liquidity checks need from the page. */
export interface LiquidityEnv {
  /** The connected chain's API (the calls go through its untyped part); used only once the chain is ready. */
  api: LumiApi;
  /** The pool the change is made in. */
  pair: DexPair | undefined;
  address: string | undefined;
  dex: DexAssets | undefined;
  balances: AccountBalances | undefined;
  existentialDeposit: bigint | undefined;
  errorContext: ErrorContext;
}

export type LiquidityChange = { kind: 'add'; plan: DepositPlan } | { kind: 'remove'; plan: WithdrawalPlan };

export function liquidityTx(env: LiquidityEnv, change: LiquidityChange) {
  const { assetKinds } = env.dex!;
  return change.kind === 'add'
    ? buildAddLiquidityTx(env.api, assetKinds, env.pair!, change.plan, env.address!)
    : buildRemoveLiquidityTx(env.api, assetKinds, env.pair!, change.plan, env.address!);
}

const keyOf = (change: LiquidityChange) =>
  change.kind === 'add'
    ? `add:${change.plan.amount1}:${change.plan.amount2}:${change.plan.min1}:${change.plan.min2}`
    : `remove:${change.plan.lpBurn}:${change.plan.min1}:${change.plan.min2}`;

/**
 * What a change moves besides its fee, in the fee's two possible assets: a deposit's native token and PHPU
 * (AssetConversion transfers them with Preserve, keeping the account alive); a withdrawal moves neither.
 */
function depositSpend(change: LiquidityChange, pair: DexPair, phpuId: number | undefined) {
  const amounts = change.kind === 'add' ? [change.plan.amount1, change.plan.amount2] : [0n, 0n];
  const paid = (pick: (ref: DexPair['tokens'][number]['ref']) => boolean) =>
    pair.tokens.reduce((sum, token, i) => (pick(token.ref) ? sum + amounts[i]! : sum), 0n);
  return {
    lumi: paid((ref) => ref.type === 'Native'),
    lumiKeepAlive: true,
    phpu: paid((ref) => ref.type === 'Local' && ref.id === phpuId),
    phpuKeepAlive: true,
  };
}

export interface LiquidityCheck extends TxVerdict {
  /** The asset the checked call pays its fee with, for signing. */
  feeAsset: TxRequest['fee'];
}

/**
 * The dry run and fee of a liquidity change, with the fee's asset decided and its budget: a deposit moves its
 * LUMI and PHPU keeping the account alive (AssetConversion transfers with Preserve), a withdrawal only pays the
 * fee. `opening` (the review's opening count) checks at once instead of after the form settles.
 */
export function useLiquidityCheck(
  env: LiquidityEnv,
  change: LiquidityChange | undefined,
  opening?: number,
): LiquidityCheck {
  const { address, dex, pair, balances, existentialDeposit, errorContext } = env;
  const fees = useFees({
    balances: balances && { native: balances.LUMI, phpu: balances.PHPU },
    existentialDeposit,
    existentialDepositText: errorContext.existentialDeposit,
  });
  const { phpuId } = fees;
  const key =
    change && address && dex !== undefined && pair !== undefined
      ? `${opening ?? 'form'}:${address}:${pair.key}:${keyOf(change)}:${phpuId}`
      : undefined;
  const check = useTxCheck(
    key,
    () => checkTransaction(env.api, liquidityTx(env, change!), address!, { context: errorContext, phpuId }),
    opening === undefined ? 300 : 0,
  );
  const verdict = fees.apply(
    verdictFor(check, key ?? ''),
    change && pair && depositSpend(change, pair, phpuId),
  );
  return { ...verdict, feeAsset: fees.signWith(verdict) };
}
