import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DepositPlan } from '@lumi/chain';
import { assetMinimumQuery } from '../../shared/chain/assetMinimum.ts';
import { useChainConnection } from '../../shared/chain/ChainContext.ts';
import type { PairMarket } from '../../shared/chain/dex/pairMarket.ts';
import { useFees } from '../../shared/fees/useFees.ts';
import { txFeeQuery } from '../../shared/tx/feeQuery.ts';
import { maxDeposit, type MaxDeposit } from './maxDeposit.ts';
import { reservesOf } from './reserves.ts';
import { liquidityTx, type LiquidityEnv } from './useLiquidityCheck.ts';

// add_liquidity's amounts are fixed-size integers, so any amounts give the fee of the deposit Max proposes.
const PROBE: DepositPlan = { amount1: 1n, amount2: 1n, min1: 1n, min2: 1n, lpMinted: 0n };

/**
 * Max on Add liquidity: the deposit's network fee (in the asset the form would pay it with) and PHPU's
 * min_balance, then `maxDeposit`. Undefined where not `offered` (a pool other than Lumi's LUMI/PHPU) and while the account, its balances or the chain are not known.
 */
export function useDepositMax(env: LiquidityEnv, market: PairMarket, slippageBps: bigint, offered: boolean) {
  const { address, dex, balances, existentialDeposit, errorContext } = env;
  const client = useQueryClient();
  const connection = useChainConnection();
  const fees = useFees({
    balances: balances && { native: balances.LUMI, phpu: balances.PHPU },
    existentialDeposit,
    existentialDepositText: errorContext.existentialDeposit,
  });
  const minBalance = useQuery({
    ...assetMinimumQuery(connection, { type: 'Local', id: dex?.phpuId ?? 0 }),
    enabled: offered && dex !== undefined,
  }).data;
  if (
    !offered ||
    !address ||
    !dex ||
    !balances ||
    existentialDeposit === undefined ||
    minBalance === undefined
  ) {
    return undefined;
  }
  return async (): Promise<MaxDeposit> => {
    const quote = await client.query(
      txFeeQuery(connection.endpoint, address, 'add_liquidity:max', env.api, fees.phpuId, () =>
        liquidityTx(env, { kind: 'add', plan: PROBE }),
      ),
    );
    return maxDeposit({
      lumi: { transferable: balances.LUMI.transferable, existentialDeposit },
      phpu: { transferable: balances.PHPU.transferable, minBalance },
      fee: fees.choose(quote),
      pool: reservesOf(market),
      slippageBps,
    });
  };
}
