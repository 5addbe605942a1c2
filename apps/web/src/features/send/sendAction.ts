import { message } from '../../shared/i18n/message.ts';
import type { ErrorText } from '@lumi/chain';
import { CONNECT, type ActionState } from '../../shared/tx/decision.ts';
import type { TxVerdict } from '../../shared/tx/txCheck.ts';

export interface SendActionInput {
  account: string | undefined;
  recipient: 'empty' | 'invalid' | 'valid';
  amount: 'empty' | 'invalid' | 'zero' | 'valid';
  /** The token's id and balances are known. */
  tokenReady: boolean;
  symbol: string;
  value: bigint | undefined;
  /** Transferable balance of the token; undefined while loading. */
  transferable: bigint | undefined;
  /** The recipient would end below the token's minimum. */
  recipientFailure: ErrorText | undefined;
  verdict: TxVerdict;
}

/** What the Send button says and whether it opens the review. */
export function sendAction(input: SendActionInput): ActionState {
  const { account, recipient, amount, tokenReady, symbol, value, transferable, recipientFailure, verdict } =
    input;
  if (!account) return CONNECT;
  if (recipient !== 'valid') return { kind: 'blocked', label: message('action.enterRecipient') };
  if (amount === 'empty') return { kind: 'blocked', label: message('action.enterAmount') };
  if (amount !== 'valid' || value === undefined)
    return { kind: 'blocked', label: message('action.enterValidAmount') };
  if (!tokenReady || transferable === undefined)
    return { kind: 'wait', label: message('action.loadingToken') };
  if (value > transferable)
    return { kind: 'blocked', label: message('action.insufficient', { token: symbol }) };
  if (recipientFailure)
    return { kind: 'blocked', label: message('action.belowMinimum'), reason: recipientFailure };
  if (verdict.failure)
    return { kind: 'blocked', label: message('action.transferWouldFail'), reason: verdict.failure };
  if (verdict.pending) return { kind: 'wait', label: message('action.checking') };
  return { kind: 'ready', label: message('action.send') };
}
