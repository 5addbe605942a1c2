// Queries compiled once and run many times. Kysely builds and compiles a query anew on every call, which on a
// hot path costs more than the SQLite query itself (the activity endpoint: a few hundred µs per call on a busy
// machine). A query built with `slot(i)` placeholders instead of values is compiled once; each run binds
// values[i] to slot i. SQLite then also finds the statement already prepared (sqlite.ts).
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Tables } from './schema.ts';

class Slot {
  constructor(readonly index: number) {}
}

/** A placeholder for the i-th value of a compiled query, typed as the value it stands for. */
export const slot = <T>(index: number): T => new Slot(index) as T;

export type Run<R> = (db: Kysely<Tables>, values: readonly unknown[]) => Promise<R[]>;

export function compileOnce<R>(query: Compilable<R>): Run<R> {
  const compiled = query.compile();
  const slots = compiled.parameters.map((p) => {
    if (!(p instanceof Slot)) throw new Error(`a compiled-once query has a fixed value: ${String(p)}`);
    return p.index;
  });
  return async (db, values) => {
    const bound: CompiledQuery<R> = { ...compiled, parameters: slots.map((i) => values[i]) };
    return (await db.executeQuery(bound)).rows;
  };
}
