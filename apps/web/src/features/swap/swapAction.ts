import { message, type Message } from '../../shared/i18n/message.ts';
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

const QUOTE_FAILURE: Record<Extract<SwapQuoteResult, { ok: false }>['reason'], Message> = {
  'zero-amount': message('action.amountTooSmall'),
  'exceeds-reserve': message('action.notEnoughLiquidity'),
  'no-liquidity': message('action.noLiquidity'),
  overflow: message('action.amountTooLarge'),
};

/** What the Swap button says and whether it opens the review. */
export function swapAction(input: SwapActionInput): ActionState {
  const { account, pool, amount, quote, tokenIn, balanceIn, expertMode, verdict } = input;
  if (!account) return CONNECT;
  if (pool === 'missing') return { kind: 'blocked', label: message('action.noLiquidity') };
  if (amount === 'empty') return { kind: 'blocked', label: message('action.enterAmount') };
  if (amount === 'invalid') return { kind: 'blocked', label: message('action.enterValidAmount') };
  if (quote && !quote.ok) return { kind: 'blocked', label: QUOTE_FAILURE[quote.reason] };
  if (!quote || pool === 'loading' || balanceIn === undefined)
    return { kind: 'wait', label: message('action.swap') };
  if (quote.quote.maxSold > balanceIn)
    return { kind: 'blocked', label: message('action.insufficient', { token: tokenIn }) };
  if (impactBlocked(quote.quote.priceImpactBps, expertMode)) {
    return { kind: 'blocked', label: message('action.impactTooHigh') };
  }
  if (verdict.failure)
    return { kind: 'blocked', label: message('action.swapWouldFail'), reason: verdict.failure };
  if (verdict.pending) return { kind: 'wait', label: message('action.checking') };
  return { kind: 'ready', label: message('action.swap') };
}
