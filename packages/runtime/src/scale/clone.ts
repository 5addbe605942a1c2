// Deep copies of decoded SCALE values (numbers, bigints, booleans, strings, undefined, byte arrays,
// arrays and plain objects): a cached decode handed out as a copy is indistinguishable from a fresh decode.
// Declarations copy their own values faster (ScaleType.copy); this serves hand-written codecs.

export function cloneValue<T>(v: T): T {
  if (typeof v !== 'object' || v === null) return v;
  if (v instanceof Uint8Array) return v.slice() as T;
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) out[i] = cloneValue(v[i]);
    return out as T;
  }
  const src = v as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k in src) out[k] = cloneValue(src[k]);
  return out as T;
}

/** The copy of an immutable value (numbers, bigints, booleans, strings): the value itself. */
export const same = <T>(v: T): T => v;
