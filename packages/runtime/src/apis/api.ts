// Runtime API declarations: each method names its SCALE inputs and output (for metadata V15 and for
// decoding state_call arguments) and a handler over the host's state at a block.
import type { BlockContext, StateReader } from '../host.ts';
import type { RuntimeApiMeta } from '../metadata/build.ts';
import { Reader, Writer, withCodec } from '../scale/index.ts';
import type { AnyType, ScaleType, ValueOf } from '../scale/index.ts';
import { UncheckedExtrinsic } from '../extrinsic/types.ts';

export interface ApiEnv {
  state: StateReader;
  at: BlockContext;
}

type Inputs = readonly (readonly [string, AnyType])[];
type InputValues<I extends Inputs> = { -readonly [K in keyof I]: ValueOf<I[K][1]> };

export interface ApiMethod {
  readonly name: string;
  readonly inputs: Inputs;
  readonly output: AnyType;
  readonly docs: readonly string[];
  call(env: ApiEnv, args: Uint8Array): Uint8Array;
}

export interface ApiDecl {
  readonly name: string;
  readonly version: number;
  readonly docs: readonly string[];
  readonly methods: readonly ApiMethod[];
}

/** Raised for input a method cannot decode. */
export class ApiInputError extends Error {
  override readonly name = 'ApiInputError';
}

export function method<const I extends Inputs, O extends AnyType>(
  name: string,
  inputs: I,
  output: O,
  handler: (env: ApiEnv, ...args: InputValues<I>) => ValueOf<O>,
  docs: readonly string[] = [],
): ApiMethod {
  return {
    name,
    inputs,
    output,
    docs,
    call(env, bytes) {
      const r = new Reader(bytes);
      const args: unknown[] = [];
      try {
        for (const [, t] of inputs) args.push(t.decodeFrom(r));
        r.end();
      } catch (e) {
        throw new ApiInputError(`bad arguments for ${name}: ${(e as Error).message}`);
      }
      const out = handler(env, ...(args as InputValues<I>));
      const w = new Writer(64);
      output.encodeTo(w, out);
      return w.finish();
    },
  };
}

export function api(
  name: string,
  version: number,
  methods: readonly ApiMethod[],
  docs: readonly string[] = [],
): ApiDecl {
  return { name, version, methods, docs };
}

export function apiMetadata(decl: ApiDecl): RuntimeApiMeta {
  return {
    name: decl.name,
    version: decl.version,
    docs: decl.docs,
    methods: decl.methods.map((m) => ({
      name: m.name,
      inputs: m.inputs.map(([n, t]) => ({ name: n, type: t })),
      output: m.output,
      docs: m.docs,
    })),
  };
}

/**
 * An UncheckedExtrinsic argument kept as its raw bytes, length prefix included — exactly what block
 * bodies and the extrinsic pipeline use.
 */
export const OpaqueExtrinsicArg: ScaleType<Uint8Array> = withCodec<Uint8Array>(
  UncheckedExtrinsic,
  {
    encodeTo: (w, v) => w.bytes(v),
    decodeFrom(r) {
      const start = r.pos;
      const len = r.compactNumber();
      if (len > r.remaining) r.fail(`extrinsic length ${len} exceeds the ${r.remaining} remaining byte(s)`);
      r.pos += len;
      return r.data.slice(start, r.pos);
    },
  },
  1,
);
