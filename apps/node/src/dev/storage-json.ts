// dev_setStorage's chopsticks-style form, `{Pallet: {Item: value}}`, turned into raw key/value pairs through the
// runtime's own metadata: keys hashed as the metadata's hashers say, values encoded as its types say (with
// @polkadot/types' JSON conversion, so `{"data":{"free":"1000"}}` fills the rest of AccountInfo with defaults).
import type { Hex } from '@lumi/runtime/host';
import { Metadata, StorageKey, TypeRegistry, expandMetadata } from '@polkadot/types';
import type { DecoratedMeta } from '@polkadot/types/metadata/decorate/types';
import { stringCamelCase, u8aToHex } from '@polkadot/util';

export class StorageJsonError extends Error {
  override readonly name = 'StorageJsonError';
}

/** `{Pallet: {Item: value | [[keys…], value][]}}`; a value of null deletes, a 0x string is taken as raw bytes. */
export type StorageJson = Record<string, Record<string, unknown>>;

/** Metadata decorated once: the runtime cannot change, so neither can its storage layout. */
export class StorageLayout {
  private readonly meta: DecoratedMeta;

  constructor(metadataBytes: Uint8Array) {
    const registry = new TypeRegistry();
    const metadata = new Metadata(registry, metadataBytes);
    registry.setMetadata(metadata);
    this.meta = expandMetadata(registry, metadata);
  }

  /** The raw pairs `json` stands for, in order; throws StorageJsonError naming the first entry it cannot encode. */
  encode(json: StorageJson): [Hex, Hex | null][] {
    const out: [Hex, Hex | null][] = [];
    for (const [palletName, items] of Object.entries(json)) {
      const palletKey = stringCamelCase(palletName);
      // Own properties only: a name like `__proto__` or `toString` is no pallet or item.
      const pallet = Object.hasOwn(this.meta.query, palletKey) ? this.meta.query[palletKey] : undefined;
      if (!pallet) throw new StorageJsonError(`unknown pallet '${palletName}'`);
      if (typeof items !== 'object' || items === null || Array.isArray(items))
        throw new StorageJsonError(`${palletName}: expected an object of storage items`);
      for (const [itemName, value] of Object.entries(items)) {
        const itemKey = stringCamelCase(itemName);
        const found = Object.hasOwn(pallet, itemKey) ? pallet[itemKey] : undefined;
        // A storage entry carries its metadata; anything else on the object is not one.
        const entry = found && typeof found.meta === 'object' ? found : undefined;
        if (!entry)
          throw new StorageJsonError(`unknown storage item '${itemName}' in pallet '${palletName}'`);
        const where = `${palletName}.${itemName}`;
        if (entry.meta.type.isPlain) {
          const key = new StorageKey(this.meta.registry, [entry]);
          out.push([key.toHex(), this.value(key, value, where)]);
          continue;
        }
        if (!Array.isArray(value))
          throw new StorageJsonError(`${where}: a map takes a list of [[key…], value] pairs`);
        value.forEach((pair, i) => {
          if (!Array.isArray(pair) || pair.length !== 2)
            throw new StorageJsonError(`${where}[${i}]: expected a [[key…], value] pair`);
          const [rawKeys, v] = pair as [unknown, unknown];
          const keys = Array.isArray(rawKeys) ? rawKeys : [rawKeys];
          let key: StorageKey;
          try {
            key = new StorageKey(this.meta.registry, [entry, keys]);
          } catch (e) {
            throw new StorageJsonError(`${where}[${i}]: bad key: ${(e as Error).message}`);
          }
          out.push([key.toHex(), this.value(key, v, `${where}[${i}]`)]);
        });
      }
    }
    return out;
  }

  private value(key: StorageKey, value: unknown, where: string): Hex | null {
    if (value === null) return null;
    if (typeof value === 'string' && value.startsWith('0x')) {
      if (!/^0x([0-9a-fA-F]{2})*$/.test(value)) throw new StorageJsonError(`${where}: bad hex value`);
      return value.toLowerCase() as Hex;
    }
    try {
      return u8aToHex(this.meta.registry.createType(key.outputType, value).toU8a());
    } catch (e) {
      throw new StorageJsonError(`${where}: cannot encode as ${key.outputType}: ${(e as Error).message}`);
    }
  }
}
