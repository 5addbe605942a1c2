// Dispatch origins (frame_system::RawOrigin) and the ensure_* guards.
import type { AccountId } from '../primitives/core.ts';
import { DispatchError } from '../primitives/dispatch-error.ts';

export type Origin =
  | { type: 'Root' }
  | { type: 'Signed'; who: AccountId }
  | { type: 'None' }
  /** An unsigned transaction admitted by an authorization; only dry runs can produce it on Lumi. */
  | { type: 'Authorized' };

export const Root: Origin = Object.freeze({ type: 'Root' });
export const NoneOrigin: Origin = Object.freeze({ type: 'None' });
export const signed = (who: AccountId): Origin => ({ type: 'Signed', who });

export function ensureSigned(origin: Origin): AccountId {
  if (origin.type !== 'Signed') throw DispatchError.badOrigin();
  return origin.who;
}

export function ensureRoot(origin: Origin): void {
  if (origin.type !== 'Root') throw DispatchError.badOrigin();
}

export function ensureNone(origin: Origin): void {
  if (origin.type !== 'None') throw DispatchError.badOrigin();
}
