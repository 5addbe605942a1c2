// Decoded @polkadot/types values → plain JS the indexer can reason about without the codec classes:
// integers are bigint (never floats), byte arrays and accounts 0x hex, enums { type, value }, structs objects.
import {
  AbstractArray,
  AbstractInt,
  Compact,
  Enum,
  Null,
  Option,
  Raw,
  Struct,
  Text,
  bool,
} from '@polkadot/types-codec';
import type { Codec } from '@polkadot/types-codec/types';
import { u8aToHex } from '@polkadot/util';

export type Plain = bigint | string | boolean | null | Plain[] | { [key: string]: Plain };

export function toPlain(value: Codec): Plain {
  if (value instanceof AbstractInt) return value.toBigInt();
  if (value instanceof Compact) return toPlain(value.unwrap());
  if (value instanceof bool) return value.isTrue;
  if (value instanceof Null) return null;
  if (value instanceof Text) return value.toString();
  if (value instanceof Raw) return u8aToHex(value);
  if (value instanceof Option) return value.isSome ? toPlain(value.unwrap()) : null;
  if (value instanceof Enum) {
    const inner = value.value;
    return inner instanceof Null ? { type: value.type } : { type: value.type, value: toPlain(inner) };
  }
  if (value instanceof Struct) {
    const out: Record<string, Plain> = {};
    for (const [k, v] of value.entries()) out[String(k)] = toPlain(v);
    return out;
  }
  if (value instanceof AbstractArray) return Array.from(value as unknown as Codec[], (v) => toPlain(v));
  // Anything else (maps, sets, wrappers) is not part of the events the indexer reads: keep its JSON text.
  return JSON.stringify(value.toJSON());
}
