import { NATIVE, type DepositPlan, type WithdrawalPlan } from '@lumi/chain';
import type { LumiApi } from '../../shared/chain/connection.ts';
import { toPapiAssetKind } from '../../shared/chain/dex/assetKind.ts';

// The pool's asset 1 is LUMI (Native) and asset 2 PHPU, as AssetConversion orders the LUMI/PHPU pool id.
const assets = (phpuId: number) => ({
  asset1: toPapiAssetKind(NATIVE),
  asset2: toPapiAssetKind({ type: 'WithId', id: phpuId }),
});

export function buildAddLiquidityTx(api: LumiApi, plan: DepositPlan, phpuId: number, account: string) {
  return api.tx.AssetConversion.add_liquidity({
    ...assets(phpuId),
    amount1_desired: plan.amount1,
    amount2_desired: plan.amount2,
    amount1_min: plan.min1,
    amount2_min: plan.min2,
    mint_to: account,
  });
}

export function buildRemoveLiquidityTx(api: LumiApi, plan: WithdrawalPlan, phpuId: number, account: string) {
  return api.tx.AssetConversion.remove_liquidity({
    ...assets(phpuId),
    lp_token_burn: plan.lpBurn,
    amount1_min_receive: plan.min1,
    amount2_min_receive: plan.min2,
    withdraw_to: account,
  });
}
