// pallet_sudo's logic: the sudo-origin check, dispatching the boxed call, and the key for other pallets.
import type { AccountId } from '../../primitives/core.ts';
import { DispatchError } from '../../primitives/dispatch-error.ts';
import type { DispatchErrorValue } from '../../primitives/dispatch-error.ts';
import type { ResultValue } from '../../scale/index.ts';
import { equalBytes } from '../../support/bytes.ts';
import type { Origin } from '../../support/origin.ts';
import { dispatchCall } from '../../support/outer.ts';
import type { RuntimeCallValue } from '../../support/outer.ts';
import { errors } from './errors.ts';
import { Key } from './storage.ts';

/** The current sudo key, if any. */
export const sudoKey = (): AccountId | undefined => Key.get();

/** ensure_sudo: Root, or Signed by the current key. */
export function ensureSudo(origin: Origin): void {
  if (origin.type === 'Root') return;
  if (origin.type !== 'Signed') throw DispatchError.badOrigin();
  const key = Key.get();
  if (!key || !equalBytes(key, origin.who)) throw errors.RequireSudo;
}

/** Dispatches the inner call; its failure is the DispatchResult Sudid/SudoAsDone report, not the sudo call's. */
export function run(origin: Origin, c: RuntimeCallValue): ResultValue<undefined, DispatchErrorValue> {
  try {
    dispatchCall(origin, c);
    return { ok: true, value: undefined };
  } catch (e) {
    if (e instanceof DispatchError) return { ok: false, error: e.toValue() };
    throw e;
  }
}
