// Pallet constants: a typed value for pallet logic plus its SCALE bytes for metadata.
import type { AnyType, ScaleType, ValueOf } from '../scale/index.ts';

export interface Constant<T> {
  readonly type: ScaleType<T>;
  readonly value: T;
  readonly docs: readonly string[];
}

export function constant<S extends AnyType>(
  type: S,
  value: ValueOf<S>,
  docs: readonly string[] = [],
): Constant<ValueOf<S>> {
  type.encode(value); // fail at declaration time if the value does not fit its type
  return { type, value, docs };
}

// `any`: constants of different types in one record; each keeps its own type through inference.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ConstantsDecl = Record<string, Constant<any>>;
