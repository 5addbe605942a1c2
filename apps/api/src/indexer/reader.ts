// Reads what the indexer needs of one block in a single state_queryStorageAt: its events, its timestamp,
// the runtime-upgrade marker (to decode with the right metadata), the LP fee and every known pool's reserves
// and LP supply. Decoding follows the metadata in force at that block.
import type { ApiPromise } from '@polkadot/api';
import type { Registry } from '@polkadot/types/types';
import type { Codec } from '@polkadot/types-codec/types';
import { unwrapStorageType } from '@polkadot/types/util';
import { hexToU8a, u8aToHex } from '@polkadot/util';
import { poolAccountFromEncodedId } from '@lumi/chain/pool-account';
import type { ChainConnection } from '../chain/connection.ts';
import { toPlain, type Plain } from '../chain/plain.ts';
import {
  decodeLpFeeParameter,
  decodeStorage,
  entry,
  hasEntry,
  lpFeeParameterKey,
  storagePrefix,
} from '../chain/storage.ts';
import type { PoolRecord, PoolSnapshot } from '../store/types.ts';
import type { FailedCall, PlainEvent } from './extract.ts';

export interface RawBlock {
  number: number;
  hash: string;
  timestamp: number;
  events: PlainEvent[];
  lpFee: number;
  /** Storage values by key, for pool reads. */
  values: Map<string, string | null>;
  registry: Registry;
}

interface PoolKeys {
  reserve1: string;
  reserve2: string;
  supply: string;
}

const DEFAULT_LP_FEE = 3;

export class BlockReader {
  readonly #conn: ChainConnection;
  readonly #registries = new Map<string, Promise<Registry>>();
  readonly #poolKeys = new Map<number, PoolKeys>();

  constructor(conn: ChainConnection) {
    this.#conn = conn;
  }

  get #api(): ApiPromise {
    return this.#conn.api;
  }

  /** LPFee constant: the fee when no runtime parameter overrides it. */
  #defaultFee(): number {
    const c = (this.#api.consts as unknown as Record<string, Record<string, Codec> | undefined>)
      .assetConversion?.lPFee;
    return c ? Number(c.toString()) : DEFAULT_LP_FEE;
  }

  keysOf(pool: PoolRecord): PoolKeys {
    let keys = this.#poolKeys.get(pool.lpToken);
    if (!keys) {
      const reserveKey = (asset: string) =>
        asset === 'native'
          ? entry(this.#api, 'system', 'account').key(pool.account)
          : entry(this.#api, 'assets', 'account').key(Number(asset), pool.account);
      keys = {
        reserve1: reserveKey(pool.asset1),
        reserve2: reserveKey(pool.asset2),
        supply: entry(this.#api, 'poolAssets', 'asset').key(pool.lpToken),
      };
      this.#poolKeys.set(pool.lpToken, keys);
    }
    return keys;
  }

  async #registryFor(upgradeMarker: string | null, hash: string): Promise<Registry> {
    const marker = upgradeMarker ?? 'genesis';
    let r = this.#registries.get(marker);
    if (!r) {
      r = this.#api.getBlockRegistry(hexToU8a(hash)).then((d) => d.registry);
      this.#registries.set(marker, r);
      r.catch(() => this.#registries.delete(marker));
    }
    return r;
  }

  async queryAt(keys: string[], hash: string): Promise<Map<string, string | null>> {
    const sets = await this.#conn.send<{ block: string; changes: [string, string | null][] }[]>(
      'state_queryStorageAt',
      [keys, hash],
    );
    const out = new Map<string, string | null>(keys.map((k) => [k, null]));
    for (const set of sets) for (const [k, v] of set.changes) out.set(k, v);
    return out;
  }

  async read(number: number, hash: string, pools: readonly PoolRecord[]): Promise<RawBlock> {
    const api = this.#api;
    const eventsKey = entry(api, 'system', 'events').key();
    const nowKey = entry(api, 'timestamp', 'now').key();
    const upgradeKey = entry(api, 'system', 'lastRuntimeUpgrade').key();
    const feeKey = hasEntry(api, 'parameters', 'parameters') ? lpFeeParameterKey() : undefined;
    const keys = [eventsKey, nowKey, upgradeKey, ...(feeKey ? [feeKey] : [])];
    for (const p of pools) {
      const k = this.keysOf(p);
      keys.push(k.reserve1, k.reserve2, k.supply);
    }
    const values = await this.queryAt(keys, hash);
    const registry = await this.#registryFor(values.get(upgradeKey) ?? null, hash);
    const nowHex = values.get(nowKey);
    const timestamp = nowHex ? Number(decodeStorage(registry, entry(api, 'timestamp', 'now'), nowHex)) : 0;
    const feeHex = feeKey ? values.get(feeKey) : null;
    const lpFee = (feeHex ? decodeLpFeeParameter(feeHex) : undefined) ?? this.#defaultFee();
    const eventsHex = values.get(eventsKey);
    const events = eventsHex ? this.#decodeEvents(registry, eventsHex) : [];
    return { number, hash, timestamp, events, lpFee, values, registry };
  }

  #decodeEvents(registry: Registry, hex: string): PlainEvent[] {
    const typeName = unwrapStorageType(
      registry,
      entry(this.#api, 'system', 'events').creator.meta.type,
      false,
    );
    const type = registry.createType(typeName, hexToU8a(hex)) as unknown as {
      phase: { isApplyExtrinsic: boolean; asApplyExtrinsic: Codec };
      event: { section: string; method: string; data: Codec[] & { names?: string[] | null } };
    }[];
    return type.map((record, index) => {
      const { event, phase } = record;
      const names = event.data.names ?? [];
      const data: Record<string, Plain> = {};
      event.data.forEach((v, i) => {
        data[names[i] ?? String(i)] = toPlain(v);
      });
      if (event.section === 'system' && event.method === 'ExtrinsicFailed' && event.data[0]) {
        data.dispatchError = namedDispatchError(registry, event.data[0]);
      }
      return {
        index,
        extrinsicIndex: phase.isApplyExtrinsic ? Number(phase.asApplyExtrinsic.toString()) : null,
        pallet: event.section.charAt(0).toUpperCase() + event.section.slice(1),
        name: event.method,
        data,
      };
    });
  }

  /**
   * The signer and call of each failed signed extrinsic of a block already read; the block body is fetched
   * only when its events report a failure.
   */
  async failedCalls(raw: RawBlock): Promise<Map<number, FailedCall>> {
    const out = new Map<number, FailedCall>();
    const failed = new Set(
      raw.events
        .filter((e) => e.pallet === 'System' && e.name === 'ExtrinsicFailed' && e.extrinsicIndex !== null)
        .map((e) => e.extrinsicIndex!),
    );
    if (failed.size === 0) return out;
    const { block } = await this.#conn.send<{ block: { extrinsics: string[] } }>('chain_getBlock', [
      raw.hash,
    ]);
    for (const index of failed) {
      const hex = block.extrinsics[index];
      if (!hex) continue;
      const extrinsic = raw.registry.createType('Extrinsic', hexToU8a(hex)) as unknown as {
        isSigned: boolean;
        signer: { type?: string; value?: Codec };
        method: { section: string; meta: { name: Codec } };
      };
      // MultiAddress: only an account id names the signer's account directly.
      const { type, value } = extrinsic.signer;
      if (!extrinsic.isSigned || type !== 'Id' || !value) continue;
      const section = extrinsic.method.section;
      out.set(index, {
        signer: value.toHex(),
        pallet: section.charAt(0).toUpperCase() + section.slice(1),
        call: extrinsic.method.meta.name.toString(),
      });
    }
    return out;
  }

  /** The pools' reserves, LP supply and fee in a block already read. */
  snapshots(raw: RawBlock, pools: readonly PoolRecord[]): PoolSnapshot[] {
    const api = this.#api;
    const reserve = (asset: string, key: string): bigint => {
      const hex = raw.values.get(key);
      if (!hex) return 0n;
      if (asset === 'native') {
        const info = decodeStorage(raw.registry, entry(api, 'system', 'account'), hex) as {
          data: { free: bigint };
        };
        return info.data.free;
      }
      const acc = decodeStorage(raw.registry, entry(api, 'assets', 'account'), hex) as { balance: bigint };
      return acc.balance;
    };
    return pools.map((p) => {
      const k = this.keysOf(p);
      const supplyHex = raw.values.get(k.supply);
      const supply = supplyHex
        ? (decodeStorage(raw.registry, entry(api, 'poolAssets', 'asset'), supplyHex) as { supply: bigint })
            .supply
        : 0n;
      return {
        lpToken: p.lpToken,
        block: raw.number,
        reserve1: reserve(p.asset1, k.reserve1).toString(),
        reserve2: reserve(p.asset2, k.reserve2).toString(),
        lpSupply: supply.toString(),
        lpFee: raw.lpFee,
      };
    });
  }

  /** Every key under a storage prefix at a block (paged). */
  async keysAt(prefix: string, hash: string): Promise<string[]> {
    const out: string[] = [];
    let start: string | null = null;
    for (;;) {
      const page: string[] = await this.#conn.send<string[]>('state_getKeysPaged', [
        prefix,
        1000,
        start,
        hash,
      ]);
      out.push(...page);
      if (page.length < 1000) return out;
      start = page[page.length - 1]!;
    }
  }

  /** Pools existing at a block, from AssetConversion.Pools (key tail = SCALE pool id, value = PoolInfo). */
  async poolsAt(hash: string): Promise<PoolRecord[]> {
    if (!hasEntry(this.#api, 'assetConversion', 'pools')) return [];
    const prefix = storagePrefix('AssetConversion', 'Pools');
    const keys = await this.keysAt(prefix, hash);
    if (keys.length === 0) return [];
    const values = await this.queryAt(keys, hash);
    const palletIdConst = (this.#api.consts as unknown as Record<string, Record<string, Codec> | undefined>)
      .assetConversion?.palletId;
    const palletId = palletIdConst ? palletIdConst.toU8a() : undefined;
    const pools: PoolRecord[] = [];
    for (const key of keys) {
      const bytes = hexToU8a(key);
      const encodedId = bytes.subarray(32 + 16);
      const [asset1, rest] = decodeAssetKind(encodedId);
      const [asset2, tail] = decodeAssetKind(rest);
      if (tail.length !== 0) throw new Error(`unexpected AssetConversion.Pools key ${key}`);
      const info = values.get(key);
      if (!info) continue;
      const lp = hexToU8a(info);
      if (lp.length !== 4) throw new Error(`unexpected PoolInfo ${info}`);
      pools.push({
        lpToken: new DataView(lp.buffer, lp.byteOffset).getUint32(0, true),
        asset1,
        asset2,
        account: u8aToHex(poolAccountFromEncodedId(encodedId, palletId)),
      });
    }
    return pools;
  }

  /** Oracle.Values at a block: currency → { rate, timestamp }. */
  async forexAt(
    hash: string,
    currencies?: readonly string[],
  ): Promise<Map<string, { rate: bigint; timestamp: number }>> {
    const out = new Map<string, { rate: bigint; timestamp: number }>();
    if (!hasEntry(this.#api, 'oracle', 'values')) return out;
    const e = entry(this.#api, 'oracle', 'values');
    const keys = currencies
      ? currencies.map((c) => e.key(u8aToHex(new TextEncoder().encode(c))))
      : await this.keysAt(storagePrefix('Oracle', 'Values'), hash);
    if (keys.length === 0) return out;
    const values = await this.queryAt(keys, hash);
    const registry = this.#api.registry;
    for (const key of keys) {
      const hex = values.get(key);
      if (!hex) continue;
      const code = new TextDecoder().decode(hexToU8a(key).subarray(-3));
      const v = decodeStorage(registry, e, hex) as { value: bigint; timestamp: bigint };
      out.set(code, { rate: v.value, timestamp: Number(v.timestamp) });
    }
    return out;
  }
}

/**
 * A DispatchError as plain JSON, a module error named the way polkadot-api names it
 * ({ type: 'Module', value: { type: <pallet>, value: { type: <error> } } }) rather than by index and bytes.
 */
function namedDispatchError(registry: Registry, codec: Codec): Plain {
  const error = codec as unknown as { isModule?: boolean; asModule?: Codec };
  if (error.isModule && error.asModule) {
    try {
      const meta = registry.findMetaError(error.asModule as never);
      const pallet = meta.section.charAt(0).toUpperCase() + meta.section.slice(1);
      return { type: 'Module', value: { type: pallet, value: { type: meta.name } } };
    } catch {
      // An index the metadata does not know: keep the raw form.
    }
  }
  return toPlain(codec);
}

function decodeAssetKind(bytes: Uint8Array): [string, Uint8Array] {
  if (bytes[0] === 0) return ['native', bytes.subarray(1)];
  if (bytes[0] === 1 && bytes.length >= 5) {
    return [String(new DataView(bytes.buffer, bytes.byteOffset + 1).getUint32(0, true)), bytes.subarray(5)];
  }
  throw new Error('unexpected NativeOrWithId encoding');
}
