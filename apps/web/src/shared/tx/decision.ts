// The shapes every form's decisions share: what its main button says and does, and the warnings it shows.
// Decisions are pure functions of the form's inputs (one small file each, in the feature's folder);
// components only render them.
import type { ErrorText } from '@lumi/chain';
import { message, type Message } from '../i18n/message.ts';
import type { ChainReadiness } from '../chain/readiness.ts';

/**
 * The main button of a form. `connect` opens the wallet dialog; `ready` opens the review; `wait` (data still
 * loading or a check running) and `blocked` (the action would fail or is not allowed) are disabled, and
 * `blocked` may carry the reason and the fix to show next to the button.
 */
export type ActionState =
  | { kind: 'connect'; label: Message }
  | { kind: 'wait'; label: Message }
  | { kind: 'blocked'; label: Message; reason?: ErrorText }
  | { kind: 'ready'; label: Message };

export const CONNECT: ActionState = { kind: 'connect', label: message('action.connect') };

/** While the node is away, every action that needs the chain is blocked with the reason; connecting a wallet is not. */
export const gateOnChain = (action: ActionState, chain: ChainReadiness): ActionState =>
  chain.ready || action.kind === 'connect' ? action : { kind: 'blocked', label: chain.reason };

export const isActionEnabled = (action: ActionState): boolean =>
  action.kind === 'connect' || action.kind === 'ready';

/**
 * A warning next to a form. `caution` informs; `danger` means the user stands to lose money and the review asks
 * for an explicit confirmation when the warning says so.
 */
export interface Warning {
  /** Stable id (also the element's data-warning attribute, for tests and styling). */
  id: string;
  level: 'caution' | 'danger';
  message: Message;
}

/** The warnings that apply, in order, without the ones that do not. */
export const presentWarnings = (...warnings: (Warning | undefined)[]): Warning[] =>
  warnings.filter((warning): warning is Warning => warning !== undefined);
