// A pallet's Error enum: variants indexed in declaration order, thrown as DispatchError::Module.
import { DispatchError } from '../primitives/dispatch-error.ts';
import { enumType, variant } from '../scale/index.ts';
import type { AnyType, NamedOptions, VariantDecl } from '../scale/index.ts';

export interface PalletErrorsBase {
  readonly pallet: string;
  readonly type: AnyType;
  readonly names: readonly string[];
}

export type PalletErrors<N extends string> = PalletErrorsBase & { readonly names: readonly N[] } & {
  readonly [K in N]: DispatchError;
};

/**
 * Declares errors as `{ Name: 'doc line', ... }`; indices follow declaration order as in FRAME.
 * `Errors.Name` is a DispatchError ready to throw.
 */
export function defineErrors<const E extends Record<string, string>>(
  pallet: string,
  path: string,
  errors: E,
  opts: NamedOptions = {},
): PalletErrors<keyof E & string> {
  const names = Object.keys(errors) as (keyof E & string)[];
  const variants: Record<string, VariantDecl> = {};
  names.forEach((n, i) => (variants[n] = variant(i, undefined, errors[n] ? [errors[n]] : [])));
  const out: Record<string, unknown> = { pallet, type: enumType(path, variants, opts), names };
  names.forEach((n, i) => (out[n] = DispatchError.module(pallet, i, n)));
  return out as PalletErrors<keyof E & string>;
}
