// FRAME storage items over the current execution context's overlay, keyed exactly as Substrate keys them:
// twox128(pallet) ++ twox128(item) ++ hasher(encode(key))...
import { u8aConcatStrict } from '@polkadot/util';
import { toHex as u8aToHex } from './bytes.ts';
import type { AnyType, ScaleType, ValueOf } from '../scale/index.ts';
import { tuple } from '../scale/index.ts';
import { ctx } from './context.ts';
import type { Hasher } from './hashing.ts';
import { KeyMemo, type KeyBytes } from './key-memo.ts';
import {
  ItemBase,
  KEY_CACHE_SIZE,
  decodeKeyParts,
  hashedPart,
  type ItemOpts,
  type Q,
  type ReadonlyDeep,
  type StorageItemMeta,
} from './storage-item.ts';

export type { Modifier, ReadonlyDeep, StorageItemMeta } from './storage-item.ts';

export class StorageValue<V, D extends boolean> extends ItemBase<V> {
  get key(): Uint8Array {
    return this.prefix;
  }
  get(): Q<V, D> {
    return (this.read(this.prefix, this.prefixHex) ?? this.def()) as Q<V, D>;
  }
  exists(): boolean {
    return this.has(this.prefix, this.prefixHex);
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

export class StorageMap<K, V, D extends boolean> extends ItemBase<V> {
  private readonly keys: KeyMemo<K, KeyBytes>;

  constructor(
    pallet: string,
    name: string,
    hasher: Hasher,
    keyType: ScaleType<K>,
    valueType: ScaleType<V>,
    opts: ItemOpts<V>,
  ) {
    super(pallet, name, valueType, [hasher], [keyType], opts);
    this.keys = new KeyMemo(
      keyType,
      (encoded) => {
        const bytes = u8aConcatStrict([this.prefix, hasher.hash(encoded)]);
        return { bytes, hex: u8aToHex(bytes) };
      },
      KEY_CACHE_SIZE,
    );
  }

  /** The full storage key and its hex. */
  fullKey(k: K): KeyBytes {
    return this.keys.get(k);
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
  /** As `get`, for reading only: the value is shared with later reads, never to be written into. */
  peek(k: K): ReadonlyDeep<Q<V, D>> {
    const fk = this.fullKey(k);
    return (this.readShared(fk.bytes, fk.hex) ?? this.def()) as ReadonlyDeep<Q<V, D>>;
  }
  /** As `tryGet`, for reading only (see `peek`). */
  tryPeek(k: K): ReadonlyDeep<V> | undefined {
    const fk = this.fullKey(k);
    return this.readShared(fk.bytes, fk.hex);
  }
  contains(k: K): boolean {
    const fk = this.fullKey(k);
    return this.has(fk.bytes, fk.hex);
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
  private readonly part1: KeyMemo<K1, KeyBytes>;
  private readonly part2: KeyMemo<K2, KeyBytes>;

  constructor(
    pallet: string,
    name: string,
    h1: Hasher,
    k1: ScaleType<K1>,
    h2: Hasher,
    k2: ScaleType<K2>,
    valueType: ScaleType<V>,
    opts: ItemOpts<V>,
  ) {
    super(pallet, name, valueType, [h1, h2], [k1, k2], opts);
    this.part1 = hashedPart(h1, k1);
    this.part2 = hashedPart(h2, k2);
  }

  private fullKey(a: K1, b: K2): KeyBytes {
    const p1 = this.part1.get(a);
    const p2 = this.part2.get(b);
    return {
      bytes: u8aConcatStrict([this.prefix, p1.bytes, p2.bytes]),
      hex: this.prefixHex + p1.hex + p2.hex,
    };
  }

  prefixFor(a: K1): Uint8Array {
    return u8aConcatStrict([this.prefix, this.part1.get(a).bytes]);
  }
  key(a: K1, b: K2): Uint8Array {
    return this.fullKey(a, b).bytes;
  }
  get(a: K1, b: K2): Q<V, D> {
    const fk = this.fullKey(a, b);
    return (this.read(fk.bytes, fk.hex) ?? this.def()) as Q<V, D>;
  }
  tryGet(a: K1, b: K2): V | undefined {
    const fk = this.fullKey(a, b);
    return this.read(fk.bytes, fk.hex);
  }
  contains(a: K1, b: K2): boolean {
    const fk = this.fullKey(a, b);
    return this.has(fk.bytes, fk.hex);
  }
  insert(a: K1, b: K2, v: V): void {
    const fk = this.fullKey(a, b);
    this.write(fk.bytes, v, fk.hex);
  }
  remove(a: K1, b: K2): void {
    const fk = this.fullKey(a, b);
    this.erase(fk.bytes, fk.hex);
  }
  mutate(a: K1, b: K2, fn: (v: Q<V, D>) => V | undefined): V | undefined {
    const fk = this.fullKey(a, b);
    const next = fn((this.read(fk.bytes, fk.hex) ?? this.def()) as Q<V, D>);
    if (next === undefined) this.erase(fk.bytes, fk.hex);
    else this.write(fk.bytes, next, fk.hex);
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
  // `any`: one key codec per element of Ks, each of its own type; the methods are typed through KeyValues<Ks>.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private readonly parts: KeyMemo<any, KeyBytes>[];

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
    this.parts = keys.map(([hasher, keyType]) => hashedPart(hasher, keyType));
  }
  private fullKey(ks: KeyValues<Ks>): KeyBytes {
    const parts: Uint8Array[] = [this.prefix];
    let hex = this.prefixHex;
    for (let i = 0; i < this.parts.length; i++) {
      const p = this.parts[i]!.get(ks[i]);
      parts.push(p.bytes);
      hex += p.hex;
    }
    return { bytes: u8aConcatStrict(parts), hex };
  }
  key(ks: KeyValues<Ks>): Uint8Array {
    return this.fullKey(ks).bytes;
  }
  get(ks: KeyValues<Ks>): Q<V, D> {
    const fk = this.fullKey(ks);
    return (this.read(fk.bytes, fk.hex) ?? this.def()) as Q<V, D>;
  }
  insert(ks: KeyValues<Ks>, v: V): void {
    const fk = this.fullKey(ks);
    this.write(fk.bytes, v, fk.hex);
  }
  remove(ks: KeyValues<Ks>): void {
    const fk = this.fullKey(ks);
    this.erase(fk.bytes, fk.hex);
  }
  contains(ks: KeyValues<Ks>): boolean {
    const fk = this.fullKey(ks);
    return this.has(fk.bytes, fk.hex);
  }
  mutate(ks: KeyValues<Ks>, fn: (v: Q<V, D>) => V | undefined): V | undefined {
    const fk = this.fullKey(ks);
    const next = fn((this.read(fk.bytes, fk.hex) ?? this.def()) as Q<V, D>);
    if (next === undefined) this.erase(fk.bytes, fk.hex);
    else this.write(fk.bytes, next, fk.hex);
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
    return this.add(new StorageValue<ValueOf<S>, HasDefault<O>>(this.pallet, name, type, [], [], opts ?? {}));
  }

  map<KS extends AnyType, S extends AnyType, O extends ItemOpts<ValueOf<S>>>(
    name: string,
    hasher: Hasher,
    key: KS,
    value: S,
    opts?: O,
  ): StorageMap<ValueOf<KS>, ValueOf<S>, HasDefault<O>> {
    return this.add(
      new StorageMap<ValueOf<KS>, ValueOf<S>, HasDefault<O>>(
        this.pallet,
        name,
        hasher,
        key,
        value,
        opts ?? {},
      ),
    );
  }

  doubleMap<K1 extends AnyType, K2 extends AnyType, S extends AnyType, O extends ItemOpts<ValueOf<S>>>(
    name: string,
    key1: readonly [Hasher, K1],
    key2: readonly [Hasher, K2],
    value: S,
    opts?: O,
  ): StorageDoubleMap<ValueOf<K1>, ValueOf<K2>, ValueOf<S>, HasDefault<O>> {
    return this.add(
      new StorageDoubleMap<ValueOf<K1>, ValueOf<K2>, ValueOf<S>, HasDefault<O>>(
        this.pallet,
        name,
        key1[0],
        key1[1],
        key2[0],
        key2[1],
        value,
        opts ?? {},
      ),
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
