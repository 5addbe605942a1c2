// Which keys the head's state changed lately, so that values read from a snapshot of the store elsewhere (the
// prefetch thread) are taken only when they cannot be stale: each change of the head (a block, a dev override)
// is a generation; a reset (the head moved back) starts a new epoch. Bounded: the last `depth` generations.

/** Where the head stood when a snapshot was asked for: the snapshot is of this state or a later one. */
export interface HeadMark {
  readonly epoch: number;
  readonly generation: number;
}

export class HeadChanges {
  private epoch = 0;
  private generation = 0;
  /** The keys (lower-case 0x-hex) changed by each of the last `depth` generations, by generation % depth. */
  private readonly ring: (ReadonlySet<string> | undefined)[];

  constructor(private readonly depth: number) {
    if (!Number.isInteger(depth) || depth < 1)
      throw new Error(`HeadChanges: depth must be ≥ 1, not ${depth}`);
    this.ring = new Array<ReadonlySet<string> | undefined>(depth);
  }

  mark(): HeadMark {
    return { epoch: this.epoch, generation: this.generation };
  }

  /** The head's state changed these keys. */
  changed(keys: ReadonlySet<string>): void {
    this.generation++;
    this.ring[this.generation % this.depth] = keys;
  }

  /** The head's state was replaced wholesale: nothing read before is known to hold. */
  reset(): void {
    this.epoch++;
    this.ring.fill(undefined);
  }

  /**
   * Whether a key's value read from a snapshot taken at `since` or later is the head's value now: no change
   * since `since` touched it. Undefined when that cannot be told (a reset since, or changes older than the ring):
   * then no value of that snapshot is.
   */
  unchangedSince(since: HeadMark): ((key: string) => boolean) | undefined {
    if (since.epoch !== this.epoch || this.generation - since.generation > this.depth) return undefined;
    const sets: ReadonlySet<string>[] = [];
    for (let g = since.generation + 1; g <= this.generation; g++) sets.push(this.ring[g % this.depth]!);
    return (key) => !sets.some((s) => s.has(key));
  }
}
