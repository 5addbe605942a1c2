import type { SwapQuoteResult } from '@lumi/chain';
import { CONNECT, type ActionState } from '../../shared/tx/decision.ts';
import type { TxVerdict } from '../../shared/tx/txCheck.ts';
import { impactBlocked } from './priceImpact.ts';

export interface SwapActionInput {
  /** The connected account, if any. */
  account: string | undefined;
  pool: 'loading' | 'missing' | 'ready';
  /** The typed amount: nothing yet, not a valid number, or a number. */
  amount: 'empty' | 'invalid' | 'valid';
  quote: SwapQuoteResult | undefined;
  tokenIn: string;
  /** Transferable balance of the token paid; undefined while loading. */
  balanceIn: bigint | undefined;
  expertMode: boolean;
  /** The dry run and fee check of the exact call, with the fee budget folded in. */
  verdict: TxVerdict;
}

const QUOTE_FAILURE: Record<Extract<SwapQuoteResult, { ok: false }>['reason'], string> = {
  'zero-amount': 'Amount too small',
  'exceeds-reserve': 'Not enough liquidity',
  'no-liquidity': 'No liquidity',
  overflow: 'Amount too large',
};

/** What the Swap button says and whether it opens the review. */
export function swapAction(input: SwapActionInput): ActionState {
  const { account, pool, amount, quote, tokenIn, balanceIn, expertMode, verdict } = input;
  if (!account) return CONNECT;
  if (pool === 'missing') return { kind: 'blocked', label: 'No liquidity' };
  if (amount === 'empty') return { kind: 'blocked', label: 'Enter an amount' };
  if (amount === 'invalid') return { kind: 'blocked', label: 'Enter a valid amount' };
  if (quote && !quote.ok) return { kind: 'blocked', label: QUOTE_FAILURE[quote.reason] };
  if (!quote || pool === 'loading' || balanceIn === undefined) return { kind: 'wait', label: 'Swap' };
  if (quote.quote.maxSold > balanceIn) return { kind: 'blocked', label: `Insufficient ${tokenIn} balance` };
  if (impactBlocked(quote.quote.priceImpactBps, expertMode)) {
    return { kind: 'blocked', label: 'Price impact too high' };
  }
  if (verdict.failure) return { kind: 'blocked', label: 'Swap would fail', reason: verdict.failure };
  if (verdict.pending) return { kind: 'wait', label: 'Checking…' };
  return { kind: 'ready', label: 'Swap' };
}
