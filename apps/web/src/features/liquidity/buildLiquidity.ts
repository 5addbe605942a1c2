import type { DepositPlan, WithdrawalPlan } from '@lumi/chain';
import { addLiquidity, removeLiquidity, type AssetRef } from '@lumi/chain/asset-kind';
import type { LumiApi } from '../../shared/chain/connection.ts';
import type { DexAssets } from '../../shared/chain/dex/dexConfig.ts';

// The pool's asset 1 is LUMI (Native) and asset 2 PHPU, as AssetConversion orders the LUMI/PHPU pool id.
const NATIVE: AssetRef = { type: 'Native' };
const phpu = (dex: DexAssets): AssetRef => ({ type: 'Local', id: dex.phpuId });

type Args<K extends 'add_liquidity' | 'remove_liquidity'> = Parameters<
  LumiApi['tx']['AssetConversion'][K]
>[0];

export function buildAddLiquidityTx(api: LumiApi, plan: DepositPlan, dex: DexAssets, account: string) {
  const call = addLiquidity(dex.assetKinds, {
    asset1: NATIVE,
    asset2: phpu(dex),
    amount1Desired: plan.amount1,
    amount2Desired: plan.amount2,
    amount1Min: plan.min1,
    amount2Min: plan.min2,
    mintTo: account,
  });
  return api.tx.AssetConversion.add_liquidity(call.args as Args<'add_liquidity'>);
}

export function buildRemoveLiquidityTx(api: LumiApi, plan: WithdrawalPlan, dex: DexAssets, account: string) {
  const call = removeLiquidity(dex.assetKinds, {
    asset1: NATIVE,
    asset2: phpu(dex),
    lpTokenBurn: plan.lpBurn,
    amount1MinReceive: plan.min1,
    amount2MinReceive: plan.min2,
    withdrawTo: account,
  });
  return api.tx.AssetConversion.remove_liquidity(call.args as Args<'remove_liquidity'>);
}
