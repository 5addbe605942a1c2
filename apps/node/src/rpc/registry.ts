// The table of served methods: plain calls, subscriptions (with their notification name) and
// unsubscribes. `rpc_methods` lists exactly what is registered here.
import type { z } from 'zod';
import type { Connection } from './connection.ts';
import type { Sink } from './sink.ts';

export interface ParamSpec<T = unknown, O extends boolean = boolean> {
  name: string;
  schema: z.ZodType<T, unknown>;
  optional: O;
}

export const req = <T>(name: string, schema: z.ZodType<T, unknown>): ParamSpec<T, false> => ({
  name,
  schema,
  optional: false,
});
export const opt = <T>(name: string, schema: z.ZodType<T, unknown>): ParamSpec<T, true> => ({
  name,
  schema,
  optional: true,
});

export type ArgsOf<S extends readonly ParamSpec[]> = {
  [K in keyof S]: S[K] extends ParamSpec<infer T, infer O> ? (O extends true ? T | undefined : T) : never;
};

export interface CallContext {
  conn: Connection;
}

export interface MethodEntry {
  kind: 'method';
  params: readonly ParamSpec[];
  handler: (args: unknown[], ctx: CallContext) => unknown;
}

export interface SubscribeEntry {
  kind: 'subscribe';
  family: string;
  notification: string;
  params: readonly ParamSpec[];
  /** Async work before subscribing (its failure is the call's error response). */
  prepare?: (args: unknown[], ctx: CallContext) => Promise<void>;
  /** Starts the subscription; returns its cleanup. Throwing rejects the call with no subscription. */
  start: (args: unknown[], sink: Sink, ctx: CallContext) => () => void;
}

export interface UnsubscribeEntry {
  kind: 'unsubscribe';
  family: string;
  /** Legacy unsubscribes answer whether the id existed; the new spec's answer null. */
  answersNull: boolean;
}

export type Entry = MethodEntry | SubscribeEntry | UnsubscribeEntry;

export class Registry {
  private readonly entries = new Map<string, Entry>();

  private add(name: string, entry: Entry): void {
    if (this.entries.has(name)) throw new Error(`RPC method ${name} registered twice`);
    this.entries.set(name, entry);
  }

  method<const S extends readonly ParamSpec[]>(
    names: string | readonly string[],
    params: S,
    handler: (args: ArgsOf<S>, ctx: CallContext) => unknown,
  ): void {
    const entry: MethodEntry = { kind: 'method', params, handler: handler as MethodEntry['handler'] };
    for (const n of typeof names === 'string' ? [names] : names) this.add(n, entry);
  }

  subscription<const S extends readonly ParamSpec[]>(spec: {
    subscribe: readonly string[];
    unsubscribe: readonly string[];
    notification: string;
    params: S;
    start: (args: ArgsOf<S>, sink: Sink, ctx: CallContext) => () => void;
    prepare?: (args: ArgsOf<S>, ctx: CallContext) => Promise<void>;
    unsubscribeAnswersNull?: boolean;
  }): void {
    const family = spec.subscribe[0]!;
    const entry: SubscribeEntry = {
      kind: 'subscribe',
      family,
      notification: spec.notification,
      params: spec.params,
      start: spec.start as SubscribeEntry['start'],
      ...(spec.prepare ? { prepare: spec.prepare as SubscribeEntry['prepare'] } : {}),
    };
    for (const n of spec.subscribe) this.add(n, entry);
    for (const n of spec.unsubscribe) {
      this.add(n, { kind: 'unsubscribe', family, answersNull: spec.unsubscribeAnswersNull === true });
    }
  }

  get(name: string): Entry | undefined {
    return this.entries.get(name);
  }

  names(): string[] {
    return [...this.entries.keys()].sort();
  }
}
