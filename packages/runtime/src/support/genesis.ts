// A pallet's section of the genesis config (Substrate's RuntimeGenesisConfig patch): a zod schema for the
// JSON and a builder that writes the initial storage.
import type { z } from 'zod';

export interface GenesisDecl<S extends z.ZodType = z.ZodType> {
  /** Section name in the genesis JSON (lowerCamelCase pallet name, as Substrate's serde does). */
  readonly section: string;
  readonly schema: S;
  /** Writes storage for a validated section (runs inside an execution context). */
  build(config: z.output<S>): void;
  /** This pallet's section of a named preset ('development', 'local_testnet'), if it contributes one. */
  preset?(name: string): unknown;
  /**
   * A list field of the section (e.g. balances' `balances`) that may hold millions of items: validated and
   * built a slice at a time, so `build` must add to what an earlier slice built rather than replace it.
   */
  readonly chunked?: string;
}

export function defineGenesis<S extends z.ZodType>(
  section: string,
  schema: S,
  build: (config: z.output<S>) => void,
  preset?: (name: string) => unknown,
  chunked?: string,
): GenesisDecl<S> {
  return { section, schema, build, preset, chunked };
}
