import { quoteSwap, type SwapQuote } from '@lumi/chain';
import { feeIn, type FeePayment, type FeeToken } from '../../shared/fees/feeAsset.ts';
import { IMPACT_BLOCK_BPS } from './priceImpact.ts';

export interface MaxSwapInput {
  /** Transferable balance of the token paid. */
  balance: bigint;
  /** LUMI only: the chain keeps this much (the swap is keep-alive) plus the network fee. */
  keep: bigint;
  reserveIn: bigint;
  reserveOut: bigint;
  lpFee: bigint;
}

/** Whether paying `amount` stays within the price impact the app lets through without expert mode. */
function withinImpactLimit(amount: bigint, input: MaxSwapInput): boolean {
  const result = quoteSwap({
    side: 'exactIn',
    amount,
    reserveIn: input.reserveIn,
    reserveOut: input.reserveOut,
    lpFee: input.lpFee,
    slippageBps: 0n,
  });
  // An amount too small to buy anything moves no price; keeping it "within" keeps the search monotonic.
  if (!result.ok) return result.reason === 'zero-amount';
  return result.quote.priceImpactBps <= IMPACT_BLOCK_BPS;
}

/**
 * What Max proposes to pay: the balance less what must stay (ED and fee for LUMI), and never more than the
 * largest amount whose price impact is within the block threshold (price impact grows with the amount, so a
 * binary search finds it exactly).
 */
export function maxSwapIn(input: MaxSwapInput): bigint {
  const spendable = input.balance > input.keep ? input.balance - input.keep : 0n;
  if (spendable === 0n || withinImpactLimit(spendable, input)) return spendable;
  let low = 0n;
  let high = spendable;
  while (high - low > 1n) {
    const middle = (low + high) / 2n;
    if (withinImpactLimit(middle, input)) low = middle;
    else high = middle;
  }
  return low;
}

/**
 * Max for the form: paying LUMI, the swap keeps the account alive, so the existential deposit stays; the fee is
 * taken first, so when the token paid is also the one paying the fee, the fee of this very call stays too (the
 * call's amounts are fixed-size, so its fee does not depend on them).
 */
export async function proposeMax(input: {
  balance: bigint;
  /** The token paid into the swap, as a fee token (LUMI is the native token); undefined for one that never pays fees. */
  token: FeeToken | undefined;
  /** What must stay of it besides the fee (the existential deposit for LUMI, else 0). */
  keep: bigint;
  pool: Omit<MaxSwapInput, 'balance' | 'keep'>;
  feeOf: (quote: SwapQuote) => Promise<Pick<FeePayment, 'token' | 'amount'>>;
}): Promise<bigint> {
  const { balance, token, keep, pool, feeOf } = input;
  const candidate = maxSwapIn({ balance, keep, ...pool });
  const probe = quoteSwap({
    side: 'exactIn',
    amount: candidate > 0n ? candidate : 1n,
    ...pool,
    slippageBps: 0n,
  });
  const fee = probe.ok && token !== undefined ? feeIn(token, await feeOf(probe.quote)) : 0n;
  return fee === 0n ? candidate : maxSwapIn({ balance, keep: keep + fee, ...pool });
}
