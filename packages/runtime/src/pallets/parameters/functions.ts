// pallet_parameters' logic and the typed getters other pallets read their dynamic settings through.
import { DEFAULT_LP_FEE_PER_MILLE, FEE_DENOMINATOR } from '@lumi/chain';
import { DispatchError } from '../../primitives/dispatch-error.ts';
import { events } from './events.ts';
import { Parameters } from './storage.ts';
import { intoParts } from './types.ts';
import type { RuntimeParametersKeyValue, RuntimeParametersValueOf } from './types.ts';

const LP_FEE_KEY: RuntimeParametersKeyValue = { type: 'Dex', value: { type: 'LpFee', value: {} } };

/**
 * The live AssetConversion LP fee in per-mille: the `Dex.LpFee` parameter, or the default (3 = 0.3 %) when unset.
 * Values are validated when set, so this is always below 1000.
 */
export function lpFee(): bigint {
  const stored = Parameters.get(LP_FEE_KEY);
  if (stored?.type === 'Dex' && stored.value.type === 'LpFee') {
    const fee = BigInt(stored.value.value);
    if (fee < FEE_DENOMINATOR) return fee;
  }
  return DEFAULT_LP_FEE_PER_MILLE;
}

/**
 * Rejects values the runtime cannot use. pallet_parameters has no error enum (FRAME leaves validation to the
 * runtime), so a bad value fails with `DispatchError::Other`, whose message names the rule.
 */
export function validateParameter(p: RuntimeParametersValueOf): void {
  switch (p.type) {
    case 'Dex':
      switch (p.value.type) {
        case 'LpFee': {
          const v = p.value.value[1];
          if (v !== undefined && BigInt(v) >= FEE_DENOMINATOR) {
            throw otherError(`Dex.LpFee must be below ${FEE_DENOMINATOR} per-mille (got ${v})`);
          }
          return;
        }
      }
  }
}

function otherError(message: string): DispatchError {
  const e = DispatchError.of({ type: 'Other' });
  // DispatchError::Other's text is not part of its SCALE encoding (as in Substrate); keep it for logs and tests.
  e.message = `Other: ${message}`;
  return e;
}

/** set_parameter after the origin check: stores (or, for None, deletes) the value and emits Updated. */
export function setParameter(keyValue: RuntimeParametersValueOf): void {
  validateParameter(keyValue);
  const { key, value } = intoParts(keyValue);
  const old = Parameters.get(key);
  if (value === undefined) Parameters.remove(key);
  else Parameters.insert(key, value);
  events.emit({ type: 'Updated', value: { key, old_value: old, new_value: value } });
}
