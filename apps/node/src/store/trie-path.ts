// How a trie node's place is written in `trie_node`'s key (path, hash): the nibbles from the root to where the
// node starts, two per byte, then one byte saying whether the last byte holds one nibble or two (so "a" and
// "a0" differ). Keyed this way, as sp-trie's prefixed keys do, a root-to-leaf path's deep nodes and every
// version of one place share pages: a block at a million accounts dirties about one page per touched key
// instead of one per node, and the pruner finds the versions it drops next to the ones it just wrote.

/** The key bytes of a nibble path (one nibble per element, as the runtime hands it over). */
export function pathKey(path: Uint8Array): Buffer {
  const half = path.length >> 1;
  const odd = path.length & 1;
  const out = Buffer.allocUnsafe(half + odd + 1);
  for (let i = 0; i < half; i++) out[i] = (path[2 * i]! << 4) | path[2 * i + 1]!;
  if (odd) out[half] = path[path.length - 1]! << 4;
  out[half + odd] = odd;
  return out;
}

/** The nibble path of key bytes made by `pathKey`; throws on bytes it cannot have made. */
export function pathFromKey(key: Uint8Array): Uint8Array {
  if (key.length === 0) throw new Error('trie path key: empty');
  const odd = key[key.length - 1]!;
  const bytes = key.length - 1;
  if (odd > 1 || (odd === 1 && (bytes === 0 || (key[bytes - 1]! & 0x0f) !== 0))) {
    throw new Error('trie path key: malformed');
  }
  const out = new Uint8Array(bytes * 2 - odd);
  for (let i = 0; i < out.length; i++) out[i] = i & 1 ? key[i >> 1]! & 0x0f : key[i >> 1]! >> 4;
  return out;
}
