import type { DepositPlan, WithdrawalPlan } from '@lumi/chain';
import { addLiquidity, removeLiquidity, type AssetKindScheme } from '@lumi/chain/asset-kind';
import type { LumiApi } from '../../shared/chain/connection.ts';
import type { DexPair } from '../../shared/chain/dex/pairs.ts';
import { unsafeTx } from '../../shared/tx/unsafeTx.ts';

// Asset 1 and 2 are the pair's tokens in the pool id's order, as the plans number them; the assets are named in
// the chain's asset kind (NativeOrWithId on Lumi, XCM Location on Asset Hub).

export function buildAddLiquidityTx(
  api: LumiApi,
  scheme: AssetKindScheme,
  pair: DexPair,
  plan: DepositPlan,
  account: string,
) {
  return unsafeTx(
    api,
    addLiquidity(scheme, {
      asset1: pair.tokens[0].ref,
      asset2: pair.tokens[1].ref,
      amount1Desired: plan.amount1,
      amount2Desired: plan.amount2,
      amount1Min: plan.min1,
      amount2Min: plan.min2,
      mintTo: account,
    }),
  );
}

export function buildRemoveLiquidityTx(
  api: LumiApi,
  scheme: AssetKindScheme,
  pair: DexPair,
  plan: WithdrawalPlan,
  account: string,
) {
  return unsafeTx(
    api,
    removeLiquidity(scheme, {
      asset1: pair.tokens[0].ref,
      asset2: pair.tokens[1].ref,
      lpTokenBurn: plan.lpBurn,
      amount1MinReceive: plan.min1,
      amount2MinReceive: plan.min2,
      withdrawTo: account,
    }),
  );
}
