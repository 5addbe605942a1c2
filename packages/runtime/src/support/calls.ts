// A pallet's Call enum: each call has an index, named args (DSL types), a weight, and a handler.
import type { DispatchClass, Pays, Weight } from '../primitives/weight.ts';
import { enumType, variant } from '../scale/index.ts';
import type { EnumType, NamedFields, NamedOptions, StructValue, VariantDecl } from '../scale/index.ts';
import type { ExecContext } from './context.ts';
import { ctx } from './context.ts';
import type { Origin } from './origin.ts';
import type { AccountId } from '../primitives/core.ts';

/** What a handler may report back (FRAME's PostDispatchInfo): a refundable actual weight, fee waiver. */
export interface PostDispatchInfo {
  actualWeight?: Weight;
  paysFee?: Pays;
}

export interface DispatchInfo {
  weight: Weight;
  class: DispatchClass;
  paysFee: Pays;
}

export interface CallSpec<Args> {
  /** Pre-dispatch weight: a constant or a function of the arguments (the benchmark formula). */
  weight: Weight | ((args: Args) => Weight);
  class?: DispatchClass | ((args: Args) => DispatchClass);
  pays?: Pays;
  docs?: readonly string[];
  /**
   * The storage keys the call will read that its arguments (and signer, when signed) name, e.g. a transfer's
   * recipient account: a hint a node may use to load them before the block (Runtime.accessHints), never needed
   * for correctness. Keys every call reads (the block's own items) are not listed.
   */
  touches?: (args: Args, signer: AccountId | undefined) => readonly Uint8Array[];
  /** Throws a DispatchError to fail; storage changes are then rolled back. */
  handler(origin: Origin, args: Args, ctx: ExecContext): void | PostDispatchInfo;
}

export interface CallDecl<A extends NamedFields = NamedFields> extends CallSpec<StructValue<A>> {
  readonly index: number;
  readonly args: A;
}

export function call<const A extends NamedFields>(
  index: number,
  args: A,
  spec: CallSpec<StructValue<A>>,
): CallDecl<A> {
  return { index, args, ...spec };
}

// `any`: a call declaration of some argument shape, for a pallet's calls of different shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCallDecl = CallDecl<any>;

export type CallValue<C extends Record<string, AnyCallDecl>> = {
  [K in keyof C & string]: { type: K; value: StructValue<C[K]['args']> };
}[keyof C & string];

/** A call of any pallet as the outer RuntimeCall carries it. */
export interface GenericCall {
  type: string;
  value?: unknown;
}

export interface PalletCalls<C extends Record<string, AnyCallDecl> = Record<string, AnyCallDecl>> {
  readonly pallet: string;
  readonly type: EnumType<Record<string, VariantDecl>>;
  readonly decls: C;
  info(call: GenericCall): DispatchInfo;
  /** The call's `touches` hint (none when it declares none). */
  touches(call: GenericCall, signer: AccountId | undefined): readonly Uint8Array[];
  dispatch(origin: Origin, call: GenericCall): void | PostDispatchInfo;
}

export function defineCalls<C extends Record<string, AnyCallDecl>>(
  pallet: string,
  path: string,
  decls: C,
  opts: NamedOptions = {},
): PalletCalls<C> {
  const variants: Record<string, VariantDecl> = {};
  for (const [name, d] of Object.entries(decls))
    variants[name] = variant(d.index, d.args as NamedFields, d.docs ?? []);
  const type = enumType(path, variants, opts);
  const lookup = (c: GenericCall): AnyCallDecl => {
    const d = decls[c.type];
    if (!d) throw new Error(`${pallet} has no call ${c.type}`);
    return d;
  };
  return {
    pallet,
    type,
    decls,
    info(c) {
      const d = lookup(c);
      const weight = typeof d.weight === 'function' ? d.weight(c.value as never) : d.weight;
      const cls = typeof d.class === 'function' ? d.class(c.value as never) : d.class;
      return { weight, class: cls ?? 'Normal', paysFee: d.pays ?? 'Yes' };
    },
    touches(c, signer) {
      return lookup(c).touches?.(c.value as never, signer) ?? [];
    },
    dispatch(origin, c) {
      return lookup(c).handler(origin, c.value as never, ctx());
    },
  };
}
