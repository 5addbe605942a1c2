// A least-recently-used map bounded by an estimate of the bytes it holds, not by its entry count: state
// values range from a byte to the runtime's code, so a count would bound nothing.

/** What a Map entry costs beyond its key and value bytes (hash-table slot, key string and buffer headers). */
export const ENTRY_OVERHEAD = 96;

interface Entry<V> {
  value: V;
  size: number;
  /** `clock` when the entry was last put at the back of the map (set or promoted). */
  stamp: number;
}

export class ByteLru<V> {
  private readonly map = new Map<string, Entry<V>>();
  /**
   * Walks the map's keys oldest first, kept between evictions. A fresh `keys()` (or `for of`) starts at the front
   * of V8's table, where every entry evicted or promoted since its last compaction is left as a hole to step
   * over: with a full cache each eviction would cost up to the cache's size. A live iterator has passed those
   * holes already, and still sees entries promoted (deleted and set again) after it, at the back, in order.
   */
  private order: Iterator<string> = this.map.keys();
  private used = 0;
  /** Counts every placement at the back of the map: an entry's distance from the back is at most clock - stamp. */
  private clock = 0;

  /** `sizeOf` gives a value's bytes; `maxBytes` 0 keeps nothing. */
  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.map.size;
  }

  /**
   * The value, marked recently used; undefined when absent. An entry already in the newer half of the order
   * stays where it is: moving it (a Map delete and re-insert) costs more than the lookup, and under load the
   * same few keys are read for every transaction. Eviction still takes the front, so an entry read is at worst
   * in the newer half, and about half the cache has to turn over before it can be evicted.
   */
  get(key: string): V | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    if (this.clock - e.stamp > this.map.size >>> 1) {
      this.map.delete(key);
      e.stamp = ++this.clock;
      this.map.set(key, e);
    }
    return e.value;
  }

  has(key: string): boolean {
    return this.map.has(key);
  }

  set(key: string, value: V): void {
    const old = this.map.get(key);
    if (old) {
      this.used -= old.size;
      this.map.delete(key);
    }
    const size = key.length + this.sizeOf(value) + ENTRY_OVERHEAD;
    if (size > this.maxBytes) return;
    this.map.set(key, { value, size, stamp: ++this.clock });
    this.used += size;
    // Map iteration is insertion order: the next key of `order` is the least recently used.
    while (this.used > this.maxBytes) {
      let oldest = this.order.next();
      if (oldest.done) {
        // The walk reached the end (the map was emptied on its way): start again from the front.
        this.order = this.map.keys();
        oldest = this.order.next();
        if (oldest.done) break;
      }
      this.used -= this.map.get(oldest.value)!.size;
      this.map.delete(oldest.value);
    }
  }

  delete(key: string): void {
    const e = this.map.get(key);
    if (!e) return;
    this.map.delete(key);
    this.used -= e.size;
  }

  clear(): void {
    this.map.clear();
    this.order = this.map.keys();
    this.used = 0;
  }
}
