// FRAME storage items over the current execution context's overlay, keyed exactly as Substrate keys them:
// twox128(pallet) ++ twox128(item) ++ hasher(encode(key))...
import { concat as u8aConcat, toHex as u8aToHex } from './bytes.ts';
import type { AnyType, ScaleType, ValueOf } from '../scale/index.ts';
import { Reader, tuple } from '../scale/index.ts';
import { ctx } from './context.ts';
import { storagePrefix } from './hashing.ts';
import type { Hasher } from './hashing.ts';

export type Modifier = 'Optional' | 'Default';

export interface StorageItemMeta {
  readonly pallet: string;
  readonly name: string;
  readonly modifier: Modifier;
  readonly valueType: AnyType;
  /** Hashers and key types, empty for a plain value. */
  readonly hashers: readonly Hasher[];
  readonly keyTypes: readonly AnyType[];
  /** Bytes metadata reports as the item's default (0x00 = None for Optional items). */
  readonly fallback: Uint8Array;
  readonly docs: readonly string[];
  readonly prefix: Uint8Array;
}

interface ItemOpts<V> {
  docs?: readonly string[];
  /** Present for ValueQuery items: what `get` returns when nothing is stored. */
  default?: V;
}

abstract class ItemBase<V> implements StorageItemMeta {
  readonly prefix: Uint8Array;
  readonly prefixHex: string;
  readonly modifier: Modifier;
  readonly fallback: Uint8Array;
  readonly docs: readonly string[];
  /** The default when it is a primitive (immutable, so one value can serve every caller). */
  private readonly primitiveDefault: V | undefined;
  /** Object defaults are decoded afresh from `fallback` for each caller instead. */
  private readonly objectDefault: boolean;

  constructor(
    readonly pallet: string,
    readonly name: string,
    readonly valueType: ScaleType<V>,
    readonly hashers: readonly Hasher[],
    readonly keyTypes: readonly AnyType[],
    opts: ItemOpts<V>,
  ) {
    this.prefix = storagePrefix(pallet, name);
    this.prefixHex = u8aToHex(this.prefix);
    this.modifier = 'default' in opts ? 'Default' : 'Optional';
    this.fallback = this.modifier === 'Default' ? valueType.encode(opts.default as V) : new Uint8Array([0]);
    this.objectDefault = typeof opts.default === 'object' && opts.default !== null;
    this.primitiveDefault = this.objectDefault ? undefined : opts.default;
    this.docs = opts.docs ?? [];
  }

  /**
   * What a ValueQuery read returns when nothing is stored (undefined for OptionQuery). Every caller gets its own
   * object, as FRAME builds `Default::default()` per read: pallets mutate what they read (`a.nonce += 1`), which
   * must never change the default other callers see. Decoding the fallback bytes costs what a stored read costs
   * and happens only on a miss; primitive defaults are immutable and returned as they are.
   */
  protected def(): V | undefined {
    return this.objectDefault ? this.valueType.decode(this.fallback) : this.primitiveDefault;
  }

  protected read(key: Uint8Array, hex?: string): V | undefined {
    const raw = hex === undefined ? ctx().state.get(key) : ctx().state.getHex(hex, key);
    if (raw === undefined) return undefined;
    try {
      return this.valueType.decode(raw);
    } catch {
      // FRAME treats an undecodable stored value as absent.
      return undefined;
    }
  }

  protected write(key: Uint8Array, v: V, hex?: string): void {
    ctx().state.setHex(hex ?? u8aToHex(key), this.valueType.encode(v));
  }

  protected erase(key: Uint8Array, hex?: string): void {
    ctx().state.deleteHex(hex ?? u8aToHex(key));
  }
}

/** The query type: V for ValueQuery (has a default), V | undefined for OptionQuery. */
type Q<V, D extends boolean> = D extends true ? V : V | undefined;

export class StorageValue<V, D extends boolean> extends ItemBase<V> {
  get key(): Uint8Array {
    return this.prefix;
  }
  get(): Q<V, D> {
    return (this.read(this.prefix, this.prefixHex) ?? this.def()) as Q<V, D>;
  }
  exists(): boolean {
    return ctx().state.getHex(this.prefixHex, this.prefix) !== undefined;
  }
  set(v: V): void {
    this.write(this.prefix, v, this.prefixHex);
  }
  kill(): void {
    this.erase(this.prefix, this.prefixHex);
  }
  take(): Q<V, D> {
    const v = this.get();
    this.kill();
    return v;
  }
  /** Reads, lets `fn` compute the new value and writes it; returning undefined deletes. */
  mutate(fn: (v: Q<V, D>) => V | undefined): V | undefined {
    const next = fn(this.get());
    if (next === undefined) this.kill();
    else this.set(next);
    return next;
  }
  /** Appends to a Vec value without decoding it (sp_io::storage::append). */
  append(this: StorageValue<unknown[], D>, item: Uint8Array): void {
    ctx().state.append(this.prefix, item, this.prefixHex);
  }
}

/** Splits a full key's suffix (after the 32-byte prefix) back into key values, where hashers allow. */
function decodeKeyParts(
  hashers: readonly Hasher[],
  keyTypes: readonly AnyType[],
  suffix: Uint8Array,
): unknown[] | undefined {
  const r = new Reader(suffix);
  const out: unknown[] = [];
  for (let i = 0; i < hashers.length; i++) {
    const h = hashers[i]!;
    if (h.concatOffset === undefined) return undefined;
    r.pos += h.concatOffset;
    out.push(keyTypes[i]!.decodeFrom(r));
  }
  r.end();
  return out;
}

/** Bounded cache of full keys by encoded map key: hashing is most of a map access's cost. */
class KeyCache {
  private readonly map = new Map<string, FullKey>();
  constructor(private readonly max: number) {}
  get(k: string): FullKey | undefined {
    return this.map.get(k);
  }
  set(k: string, v: FullKey): void {
    if (this.map.size >= this.max) {
      const first = this.map.keys().next().value;
      if (first !== undefined) this.map.delete(first);
    }
    this.map.set(k, v);
  }
}

interface FullKey {
  bytes: Uint8Array;
  hex: string;
}

const KEY_CACHE_SIZE = 8192;

export class StorageMap<K, V, D extends boolean> extends ItemBase<V> {
  private readonly keyType: ScaleType<K>;
  private readonly hasher: Hasher;
  private readonly cache = new KeyCache(KEY_CACHE_SIZE);

  constructor(
    pallet: string,
    name: string,
    hasher: Hasher,
    keyType: ScaleType<K>,
    valueType: ScaleType<V>,
    opts: ItemOpts<V>,
  ) {
    super(pallet, name, valueType, [hasher], [keyType], opts);
    this.keyType = keyType;
    this.hasher = hasher;
  }

  /** The full storage key and its hex. */
  fullKey(k: K): FullKey {
    const enc = this.keyType.encode(k);
    const ck = u8aToHex(enc);
    let fk = this.cache.get(ck);
    if (!fk) {
      const bytes = u8aConcat(this.prefix, this.hasher.hash(enc));
      fk = { bytes, hex: u8aToHex(bytes) };
      this.cache.set(ck, fk);
    }
    return fk;
  }

  key(k: K): Uint8Array {
    return this.fullKey(k).bytes;
  }
  get(k: K): Q<V, D> {
    const fk = this.fullKey(k);
    return (this.read(fk.bytes, fk.hex) ?? this.def()) as Q<V, D>;
  }
  /** The stored value, ignoring the default (Option semantics even for ValueQuery items). */
  tryGet(k: K): V | undefined {
    const fk = this.fullKey(k);
    return this.read(fk.bytes, fk.hex);
  }
  contains(k: K): boolean {
    const fk = this.fullKey(k);
    return ctx().state.getHex(fk.hex, fk.bytes) !== undefined;
  }
  insert(k: K, v: V): void {
    const fk = this.fullKey(k);
    this.write(fk.bytes, v, fk.hex);
  }
  remove(k: K): void {
    const fk = this.fullKey(k);
    this.erase(fk.bytes, fk.hex);
  }
  take(k: K): Q<V, D> {
    const fk = this.fullKey(k);
    const v = (this.read(fk.bytes, fk.hex) ?? this.def()) as Q<V, D>;
    this.erase(fk.bytes, fk.hex);
    return v;
  }
  /** Reads, applies `fn`, writes the result; returning undefined deletes the entry. */
  mutate(k: K, fn: (v: Q<V, D>) => V | undefined): V | undefined {
    const fk = this.fullKey(k);
    const next = fn((this.read(fk.bytes, fk.hex) ?? this.def()) as Q<V, D>);
    if (next === undefined) this.erase(fk.bytes, fk.hex);
    else this.write(fk.bytes, next, fk.hex);
    return next;
  }
  /** All entries in key order (the hasher must be *Concat or Identity to recover keys). */
  *entries(): Generator<[K, V]> {
    const state = ctx().state;
    for (const full of state.keys(this.prefix)) {
      const parts = decodeKeyParts(this.hashers, this.keyTypes, full.subarray(32));
      const raw = state.get(full);
      if (!parts || !raw) continue;
      yield [parts[0] as K, this.valueType.decode(raw)];
    }
  }
}

export class StorageDoubleMap<K1, K2, V, D extends boolean> extends ItemBase<V> {
  constructor(
    pallet: string,
    name: string,
    private readonly h1: Hasher,
    private readonly k1: ScaleType<K1>,
    private readonly h2: Hasher,
    private readonly k2: ScaleType<K2>,
    valueType: ScaleType<V>,
    opts: ItemOpts<V>,
  ) {
    super(pallet, name, valueType, [h1, h2], [k1, k2], opts);
  }

  prefixFor(a: K1): Uint8Array {
    return u8aConcat(this.prefix, this.h1.hash(this.k1.encode(a)));
  }
  key(a: K1, b: K2): Uint8Array {
    return u8aConcat(this.prefix, this.h1.hash(this.k1.encode(a)), this.h2.hash(this.k2.encode(b)));
  }
  get(a: K1, b: K2): Q<V, D> {
    return (this.read(this.key(a, b)) ?? this.def()) as Q<V, D>;
  }
  tryGet(a: K1, b: K2): V | undefined {
    return this.read(this.key(a, b));
  }
  contains(a: K1, b: K2): boolean {
    return ctx().state.get(this.key(a, b)) !== undefined;
  }
  insert(a: K1, b: K2, v: V): void {
    this.write(this.key(a, b), v);
  }
  remove(a: K1, b: K2): void {
    this.erase(this.key(a, b));
  }
  mutate(a: K1, b: K2, fn: (v: Q<V, D>) => V | undefined): V | undefined {
    const key = this.key(a, b);
    const next = fn((this.read(key) ?? this.def()) as Q<V, D>);
    if (next === undefined) this.erase(key);
    else this.write(key, next);
    return next;
  }
  *entries(): Generator<[K1, K2, V]> {
    yield* this.scan(this.prefix);
  }
  /** Entries whose first key is `a`. */
  *entriesPrefix(a: K1): Generator<[K1, K2, V]> {
    yield* this.scan(this.prefixFor(a));
  }
  private *scan(prefix: Uint8Array): Generator<[K1, K2, V]> {
    const state = ctx().state;
    for (const full of state.keys(prefix)) {
      const parts = decodeKeyParts(this.hashers, this.keyTypes, full.subarray(32));
      const raw = state.get(full);
      if (!parts || !raw) continue;
      yield [parts[0] as K1, parts[1] as K2, this.valueType.decode(raw)];
    }
  }
}

type KeyValues<T extends readonly AnyType[]> = { -readonly [I in keyof T]: ValueOf<T[I]> };

export class StorageNMap<Ks extends readonly AnyType[], V, D extends boolean> extends ItemBase<V> {
  constructor(
    pallet: string,
    name: string,
    keys: readonly (readonly [Hasher, AnyType])[],
    valueType: ScaleType<V>,
    opts: ItemOpts<V>,
  ) {
    super(
      pallet,
      name,
      valueType,
      keys.map((k) => k[0]),
      keys.map((k) => k[1]),
      opts,
    );
  }
  key(ks: KeyValues<Ks>): Uint8Array {
    const parts: Uint8Array[] = [this.prefix];
    for (let i = 0; i < this.hashers.length; i++)
      parts.push(this.hashers[i]!.hash(this.keyTypes[i]!.encode(ks[i])));
    return u8aConcat(...parts);
  }
  get(ks: KeyValues<Ks>): Q<V, D> {
    return (this.read(this.key(ks)) ?? this.def()) as Q<V, D>;
  }
  insert(ks: KeyValues<Ks>, v: V): void {
    this.write(this.key(ks), v);
  }
  remove(ks: KeyValues<Ks>): void {
    this.erase(this.key(ks));
  }
  contains(ks: KeyValues<Ks>): boolean {
    return ctx().state.get(this.key(ks)) !== undefined;
  }
  mutate(ks: KeyValues<Ks>, fn: (v: Q<V, D>) => V | undefined): V | undefined {
    const key = this.key(ks);
    const next = fn((this.read(key) ?? this.def()) as Q<V, D>);
    if (next === undefined) this.erase(key);
    else this.write(key, next);
    return next;
  }
  *entries(): Generator<[KeyValues<Ks>, V]> {
    const state = ctx().state;
    for (const full of state.keys(this.prefix)) {
      const parts = decodeKeyParts(this.hashers, this.keyTypes, full.subarray(32));
      const raw = state.get(full);
      if (!parts || !raw) continue;
      yield [parts as KeyValues<Ks>, this.valueType.decode(raw)];
    }
  }
}

export type AnyStorageItem = StorageItemMeta;

type HasDefault<O> = O extends { default: unknown } ? true : false;

/** Declares a pallet's storage items in order (the order metadata lists them in). */
export class PalletStorage {
  readonly items: StorageItemMeta[] = [];
  constructor(readonly pallet: string) {}

  private add<T extends StorageItemMeta>(item: T): T {
    if (this.items.some((i) => i.name === item.name))
      throw new Error(`${this.pallet}: duplicate storage item ${item.name}`);
    this.items.push(item);
    return item;
  }

  value<S extends AnyType, O extends ItemOpts<ValueOf<S>>>(
    name: string,
    type: S,
    opts?: O,
  ): StorageValue<ValueOf<S>, HasDefault<O>> {
    return this.add(new StorageValue(this.pallet, name, type, [], [], opts ?? {}));
  }

  map<KS extends AnyType, S extends AnyType, O extends ItemOpts<ValueOf<S>>>(
    name: string,
    hasher: Hasher,
    key: KS,
    value: S,
    opts?: O,
  ): StorageMap<ValueOf<KS>, ValueOf<S>, HasDefault<O>> {
    return this.add(new StorageMap(this.pallet, name, hasher, key, value, opts ?? {}));
  }

  doubleMap<K1 extends AnyType, K2 extends AnyType, S extends AnyType, O extends ItemOpts<ValueOf<S>>>(
    name: string,
    key1: readonly [Hasher, K1],
    key2: readonly [Hasher, K2],
    value: S,
    opts?: O,
  ): StorageDoubleMap<ValueOf<K1>, ValueOf<K2>, ValueOf<S>, HasDefault<O>> {
    return this.add(
      new StorageDoubleMap(this.pallet, name, key1[0], key1[1], key2[0], key2[1], value, opts ?? {}),
    );
  }

  nmap<const Ks extends readonly AnyType[], S extends AnyType, O extends ItemOpts<ValueOf<S>>>(
    name: string,
    keys: { [I in keyof Ks]: readonly [Hasher, Ks[I]] },
    value: S,
    opts?: O,
  ): StorageNMap<Ks, ValueOf<S>, HasDefault<O>> {
    return this.add(
      new StorageNMap<Ks, ValueOf<S>, HasDefault<O>>(
        this.pallet,
        name,
        keys as readonly (readonly [Hasher, AnyType])[],
        value,
        opts ?? {},
      ),
    );
  }
}

export function palletStorage(pallet: string): PalletStorage {
  return new PalletStorage(pallet);
}

/** The metadata key type of a map: the key itself, or the tuple of keys for double/N maps. */
export function storageKeyType(item: StorageItemMeta): AnyType {
  return item.keyTypes.length === 1 ? item.keyTypes[0]! : tuple(...item.keyTypes);
}
