// `--state-pruning`: which blocks keep their state, spelled as polkadot-sdk's flag (sc-cli) and settled against
// the mode the database was created with (sc-state-db's rule: archive modes are for life, the number of
// blocks kept may change between runs). Pure functions, no I/O.

export type StatePruning =
  | { kind: 'archive' }
  | { kind: 'archive-canonical' }
  /** The state of the last `blocks` finalized blocks (and of every unfinalized one) is kept. */
  | { kind: 'constrained'; blocks: number };

/** polkadot-sdk's default for a node given no flag on a new database: the last 256 finalized blocks. */
export const DEFAULT_KEPT_BLOCKS = 256;
const MAX_U32 = 0xffffffff;

export const ARCHIVE: StatePruning = { kind: 'archive' };

/** What a database records: the mode's kind only, like sc-state-db (the number may change between runs). */
export type StoredPruning = StatePruning['kind'];

/** The flag's value, or an error message naming what is expected. */
export function parseStatePruning(raw: string): StatePruning | { error: string } {
  const value = raw.trim();
  if (value === 'archive') return { kind: 'archive' };
  if (value === 'archive-canonical') return { kind: 'archive-canonical' };
  const expected = `expected archive, archive-canonical or a number of blocks to keep, got '${raw}'`;
  if (!/^\d+$/.test(value)) return { error: expected };
  const blocks = Number(value);
  if (blocks > MAX_U32) return { error: `expected at most ${MAX_U32} blocks, got ${value}` };
  // polkadot-sdk takes 0 (keep unfinalized state only); here the next block is built on the finalized head's
  // state when nothing is unfinalized, so that state must stay.
  if (blocks === 0) return { error: "0 would discard the finalized block's state; keep at least 1 block" };
  return { kind: 'constrained', blocks };
}

export function describePruning(mode: StatePruning): string {
  return mode.kind === 'constrained' ? String(mode.blocks) : mode.kind;
}

/**
 * The mode a node runs with. `stored`: what the database recorded (undefined for a new database, or one made
 * before pruning existed, which kept every state: `legacy`); `requested`: the flag, if given; `fallback`: the
 * default for a new database (archive for --dev, else 256 blocks).
 */
export function settlePruning(input: {
  stored: StoredPruning | undefined;
  legacy: boolean;
  requested: StatePruning | undefined;
  fallback: StatePruning;
}): { mode: StatePruning } | { error: string } {
  const stored = input.stored ?? (input.legacy ? 'archive' : undefined);
  const { requested } = input;
  if (stored === undefined) return { mode: requested ?? input.fallback };
  if (requested === undefined) {
    return {
      mode:
        stored === 'constrained' ? { kind: 'constrained', blocks: DEFAULT_KEPT_BLOCKS } : { kind: stored },
    };
  }
  if (requested.kind === stored) return { mode: requested };
  return {
    error:
      `--state-pruning: the database keeps state as '${stored === 'constrained' ? 'a number of blocks' : stored}'` +
      ` and cannot switch to '${describePruning(requested)}' (only the number of blocks kept may change);` +
      ' drop the flag, or run purge-chain to start over',
  };
}

/**
 * The lowest block whose state is kept once `finalized` is the finalized head: the last `blocks` finalized
 * blocks, never past a held block (a chainHead pin, a dev snapshot), never moving back (pruned state is gone).
 */
export function keptFrom(
  blocks: number,
  finalized: number,
  lowestHeld: number | undefined,
  previous: number,
): number {
  let from = Math.max(0, finalized - blocks + 1);
  if (lowestHeld !== undefined) from = Math.min(from, lowestHeld);
  return Math.max(previous, from);
}

/** Block numbers whose state must outlive the pruning window while held; counted, so holders are independent. */
export class StateHolds {
  private readonly counts = new Map<number, number>();

  hold(block: number): () => void {
    this.counts.set(block, (this.counts.get(block) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.counts.get(block) ?? 1) - 1;
      if (left > 0) this.counts.set(block, left);
      else this.counts.delete(block);
    };
  }

  /** The lowest held block; undefined when nothing is held. */
  lowest(): number | undefined {
    let low: number | undefined;
    for (const n of this.counts.keys()) if (low === undefined || n < low) low = n;
    return low;
  }
}
