// The trie journal's lists of places (pruning.ts): written on the main thread as a block commits, read by the
// sweep when the block leaves the kept window (state-sweep.ts, possibly in its own thread). No runtime import:
// the sweep's thread loads only this, its SQL and the SQLite binding.

/** A row of `trie_node`: its place (trie-path.ts's path key) and its hash, as the database keys it. */
export interface PlaceKey {
  path: Buffer;
  hash: Buffer;
}

const HASH = 32;

/** Places as one blob: per place, its path key's length (u32 LE), the path key, the 32-byte hash. */
export function placesBlob(places: readonly PlaceKey[]): Buffer {
  let size = 0;
  for (const p of places) size += 4 + p.path.length + HASH;
  const out = Buffer.allocUnsafe(size);
  let o = 0;
  for (const p of places) {
    o = out.writeUInt32LE(p.path.length, o);
    o += p.path.copy(out, o);
    o += p.hash.copy(out, o);
  }
  return out;
}

/** The places of a blob `placesBlob` wrote. */
export function blobPlaces(blob: Buffer): PlaceKey[] {
  const out: PlaceKey[] = [];
  for (let o = 0; o < blob.length;) {
    if (o + 4 > blob.length) throw new Error('trie journal: truncated place');
    const len = blob.readUInt32LE(o);
    const path = blob.subarray(o + 4, o + 4 + len);
    const hash = blob.subarray(o + 4 + len, o + 4 + len + HASH);
    if (hash.length !== HASH) throw new Error('trie journal: truncated place');
    out.push({ path, hash });
    o += 4 + len + HASH;
  }
  return out;
}

/** How many times each place occurs in `blobs`. */
export function countedPlaces(blobs: Iterable<Buffer>): Map<string, { key: PlaceKey; n: number }> {
  const out = new Map<string, { key: PlaceKey; n: number }>();
  for (const blob of blobs) {
    for (const key of blobPlaces(blob)) {
      const id = `${key.path.toString('hex')}/${key.hash.toString('hex')}`;
      const seen = out.get(id);
      if (seen) seen.n++;
      else out.set(id, { key, n: 1 });
    }
  }
  return out;
}
