// Max on Add liquidity: the largest deposit at the pool ratio the account can make. Each side is what Send's Max
// would let leave the account (add_liquidity moves both tokens keeping the account alive, and the network fee
// is withdrawn first from the token that pays it); the side that runs out first is the one typed, the other
// follows the pool ratio.
import { planDeposit, type DepositPlan, type PoolReserves } from '@lumi/chain';
import type { FeePayment } from '../../shared/fees/feeAsset.ts';
import { maxSendable } from '../send/index.ts';

export interface MaxDepositInput {
  /** Transferable LUMI and the existential deposit. */
  lumi: { transferable: bigint; existentialDeposit: bigint };
  /** Transferable PHPU and its min_balance. */
  phpu: { transferable: bigint; minBalance: bigint };
  /** The deposit's network fee in the asset paying it. */
  fee: Pick<FeePayment, 'token' | 'amount'>;
  pool: PoolReserves;
  slippageBps: bigint;
}

export type MaxDeposit =
  | { ok: true; side: 1 | 2; amount: bigint; plan: DepositPlan }
  | { ok: false; reason: 'nothing-spare' | 'empty-pool' | 'too-small' };

export function maxDeposit(input: MaxDepositInput): MaxDeposit {
  const { lumi, phpu, fee, pool, slippageBps } = input;
  if (pool.reserve1 === 0n || pool.reserve2 === 0n) return { ok: false, reason: 'empty-pool' };
  const spare1 = maxSendable({
    native: true,
    transferable: lumi.transferable,
    keepAlive: true,
    minimum: lumi.existentialDeposit,
    fee,
  });
  const spare2 = maxSendable({
    native: false,
    phpu: true,
    transferable: phpu.transferable,
    keepAlive: true,
    minimum: phpu.minBalance,
    fee,
  });
  if (spare1 === 0n || spare2 === 0n) return { ok: false, reason: 'nothing-spare' };
  // All the spare LUMI needs floor(spare1 · r2 / r1) PHPU; if that is more than there is, PHPU limits, and then
  // floor(spare2 · r1 / r2) < spare1, so the LUMI side fits.
  const side: 1 | 2 = (spare1 * pool.reserve2) / pool.reserve1 <= spare2 ? 1 : 2;
  const amount = side === 1 ? spare1 : spare2;
  const result = planDeposit(side, amount, pool, slippageBps);
  if (!result.ok) return { ok: false, reason: result.reason === 'empty-pool' ? 'empty-pool' : 'too-small' };
  return { ok: true, side, amount, plan: result.plan };
}
