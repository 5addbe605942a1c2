// Values decoded by polkadot-api → plain JS the indexer reasons about, in the shape it has always used:
// integers are bigint (never floats, whatever their width), byte arrays and accounts 0x hex, enums
// { type, value } ({ type } for a unit variant), options null when absent, struct fields in camelCase.
import { stringCamelCase } from '@polkadot/util';
import { toHex } from 'polkadot-api/utils';
import { accountHexOf } from './accounts.ts';

export type Plain = bigint | string | boolean | null | Plain[] | { [key: string]: Plain };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Uint8Array);

/** polkadot-api's enum value: exactly `type` (a string) and `value`. */
function isEnum(v: Record<string, unknown>): v is { type: string; value: unknown } {
  const keys = Object.keys(v);
  return typeof v.type === 'string' && keys.length === 2 && keys.includes('value');
}

/** polkadot-api's Result: `success` and `value`. */
function isResult(v: Record<string, unknown>): v is { success: boolean; value: unknown } {
  const keys = Object.keys(v);
  return typeof v.success === 'boolean' && keys.length === 2 && keys.includes('value');
}

export function toPlain(value: unknown): Plain {
  switch (typeof value) {
    case 'bigint':
    case 'boolean':
      return value;
    case 'number':
      if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
      return BigInt(value);
    case 'undefined':
      return null;
    case 'string':
      // Fixed-size byte arrays come as 0x hex, accounts as SS58 text; anything else is text.
      if (value.startsWith('0x')) return value.toLowerCase();
      return accountHexOf(value) ?? value;
    default:
      // An object or null, taken apart below; a decoded value is never a function or a symbol.
      break;
  }
  if (value === null) return null;
  if (value instanceof Uint8Array) return toHex(value);
  if (Array.isArray(value)) return value.map((v) => toPlain(v));
  if (isRecord(value)) {
    if (isEnum(value)) {
      return value.value === undefined
        ? { type: value.type }
        : { type: value.type, value: toPlain(value.value) };
    }
    if (isResult(value)) return { type: value.success ? 'Ok' : 'Err', value: toPlain(value.value) };
    const out: Record<string, Plain> = {};
    for (const [k, v] of Object.entries(value)) out[stringCamelCase(k)] = toPlain(v);
    return out;
  }
  throw new Error(`cannot read a decoded value of type ${typeof value}`);
}

/** An event's fields by name (camelCase); unnamed fields by position. */
export function eventFields(value: unknown): Record<string, Plain> {
  if (value === undefined) return {};
  if (isRecord(value) && !isEnum(value) && !isResult(value)) {
    return toPlain(value) as Record<string, Plain>;
  }
  const fields = Array.isArray(value) ? value : [value];
  return Object.fromEntries(fields.map((v, i) => [String(i), toPlain(v)]));
}
