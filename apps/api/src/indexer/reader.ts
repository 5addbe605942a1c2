// Reads what the indexer needs of one block: its events, its timestamp, the LP fee and every known pool's
// reserves and LP supply, all at that block, decoded with the connected chain's own metadata (Lumi's runtime or an
// Asset Hub's alike). A block of the reference runtime is read in one batched storage request (batch-read.ts); any
// other falls back to polkadot-api's untyped reads, which decode each value with the runtime in force at the block
// (chainHead for pinned blocks, archive_v1 for older ones).
import type { AssetKindScheme } from '@lumi/chain/asset-kind';
import { poolAccountFromEncodedId } from '@lumi/chain/pool-account';
import { fromHex, toHex } from 'polkadot-api/utils';
import type { ChainConnection } from '../chain/connection.ts';
import { signedCallDecoder, type SignedCallDecoder } from '../chain/extrinsic.ts';
import { toPlain } from '../chain/plain.ts';
import { runtimeShape, type RuntimeShape } from '../chain/runtime-shape.ts';
import type { PoolRecord, PoolSnapshot } from '../store/types.ts';
import { assetKeyOf } from './asset-key.ts';
import { BatchReader } from './batch-read.ts';
import {
  LP_FEE_KEY,
  lpFeeOf,
  plainEvents,
  poolPlan,
  poolStatesOf,
  type AccountInfo,
  type AssetAccount,
  type BlockValues,
  type EventRecords,
  type LpAsset,
  type PoolPlan,
  type PoolState,
  type PoolValues,
} from './block-values.ts';
import type { FailedCall, PlainEvent } from './extract.ts';

export type { PoolState } from './block-values.ts';

export interface RawBlock {
  number: number;
  hash: string;
  timestamp: number;
  events: PlainEvent[];
  lpFee: number;
  /** Reserves and LP supply of the pools read with the block, by LP token. */
  poolStates: Map<number, PoolState>;
  /** The asset kind of the block's runtime (how its AssetConversion events name assets). */
  scheme: AssetKindScheme | undefined;
}

/** polkadot-api's untyped storage entry, as far as the reader uses it. */
interface UntypedEntry {
  getValue(...args: unknown[]): Promise<unknown>;
  getValues(keys: unknown[][], options: { at: string }): Promise<unknown[]>;
  getEntries(options: { at: string }): Promise<{ keyArgs: unknown[]; value: unknown }[]>;
}
type UntypedConstant = (options?: { at: string }) => Promise<unknown>;

const currencyKey = (code: string) => toHex(new TextEncoder().encode(code));
const currencyOf = (key: string) => new TextDecoder().decode(fromHex(key));

function rawBlock(
  number: number,
  hash: string,
  pools: readonly PoolRecord[],
  plan: PoolPlan,
  values: BlockValues,
  defaultFee: number,
  shape: RuntimeShape,
): RawBlock {
  return {
    number,
    hash,
    timestamp: Number(values.now),
    events: plainEvents(values.records),
    lpFee: lpFeeOf(values.feeParameter) ?? defaultFee,
    poolStates: poolStatesOf(pools, plan, values.pools),
    scheme: shape.scheme,
  };
}

export class BlockReader {
  readonly #conn: ChainConnection;
  #defaultFee: Promise<number> | undefined;
  readonly #decoders = new Map<string, Promise<SignedCallDecoder>>();
  readonly #shapes = new Map<string, Promise<RuntimeShape>>();

  readonly #batch: BatchReader;

  constructor(conn: ChainConnection) {
    this.#conn = conn;
    this.#batch = new BatchReader(conn);
  }

  #storage(pallet: string, item: string): UntypedEntry {
    const query = this.#conn.client.getUnsafeApi().query as unknown as Record<
      string,
      Record<string, UntypedEntry>
    >;
    const entry = query[pallet]?.[item];
    if (!entry) throw new Error(`the chain has no storage ${pallet}.${item}`);
    return entry;
  }

  #constant(pallet: string, name: string): UntypedConstant {
    const constants = this.#conn.client.getUnsafeApi().constants as unknown as Record<
      string,
      Record<string, UntypedConstant>
    >;
    const constant = constants[pallet]?.[name];
    if (!constant) throw new Error(`the chain has no constant ${pallet}.${name}`);
    return constant;
  }

  /** The runtime at the finalized block the batched reads decode with (what the chain is now). */
  async currentShape(): Promise<RuntimeShape> {
    return (await this.#batch.reference()).shape;
  }

  /** The runtime in force at `hash`, from its own metadata (one per runtime version). */
  async #shapeAt(hash: string): Promise<RuntimeShape> {
    const key = await this.#versionAt(hash);
    let shape = this.#shapes.get(key);
    if (!shape) {
      shape = this.#conn.client.getMetadata(hash).then(runtimeShape);
      this.#shapes.set(key, shape);
      shape.catch(() => this.#shapes.delete(key));
    }
    return shape;
  }

  async #versionAt(hash: string): Promise<string> {
    const version = (await this.#constant('System', 'Version')({ at: hash })) as {
      spec_name: string;
      spec_version: number;
    };
    return `${version.spec_name}/${version.spec_version}`;
  }

  /** LPFee constant: the fee when no runtime parameter overrides it. */
  #lpFeeConstant(shape: RuntimeShape): Promise<number> {
    // A chain without AssetConversion has no pools to charge a fee on: 0, rather than a read that fails on every
    // block and keeps the indexer retrying.
    this.#defaultFee ??= shape.hasConstant('AssetConversion', 'LPFee')
      ? this.#constant('AssetConversion', 'LPFee')().then(Number)
      : Promise.resolve(0);
    this.#defaultFee.catch(() => {
      this.#defaultFee = undefined;
    });
    return this.#defaultFee;
  }

  /**
   * The block's values in one batched storage request (see batch-read.ts), or through the untyped per-value
   * reads when the block's runtime is not the reference one.
   */
  async read(number: number, hash: string, pools: readonly PoolRecord[]): Promise<RawBlock> {
    return (await this.readBatched(number, hash, pools)) ?? this.readTyped(number, hash, pools);
  }

  /** The block read in one storage request; undefined when its runtime is not the reference one. */
  async readBatched(
    number: number,
    hash: string,
    pools: readonly PoolRecord[],
  ): Promise<RawBlock | undefined> {
    const plan = poolPlan(pools);
    const values = await this.#batch.values(hash, plan);
    return (
      values &&
      rawBlock(number, hash, pools, plan, values, await this.#lpFeeConstant(values.shape), values.shape)
    );
  }

  /** The block read through polkadot-api's untyped reads, each decoded with the runtime in force at the block. */
  async readTyped(number: number, hash: string, pools: readonly PoolRecord[]): Promise<RawBlock> {
    const at = { at: hash };
    const plan = poolPlan(pools);
    const shape = await this.#shapeAt(hash);
    const [records, now, feeParameter, defaultFee, poolValues] = await Promise.all([
      this.#storage('System', 'Events').getValue(at) as Promise<EventRecords>,
      this.#storage('Timestamp', 'Now').getValue(at) as Promise<bigint>,
      shape.has('Parameters', 'Parameters')
        ? this.#storage('Parameters', 'Parameters').getValue(LP_FEE_KEY, at)
        : undefined,
      this.#lpFeeConstant(shape),
      this.#poolValues(hash, plan),
    ]);
    return rawBlock(
      number,
      hash,
      pools,
      plan,
      { records, now, feeParameter, pools: poolValues },
      defaultFee,
      shape,
    );
  }

  /** Reserves and LP supply of `pools` at a block, in multi-key reads. */
  async poolStates(hash: string, pools: readonly PoolRecord[]): Promise<Map<number, PoolState>> {
    if (pools.length === 0) return new Map();
    const plan = poolPlan(pools);
    return poolStatesOf(pools, plan, await this.#poolValues(hash, plan));
  }

  async #poolValues(hash: string, plan: PoolPlan): Promise<PoolValues> {
    const at = { at: hash };
    const read = <T>(pallet: string, item: string, keys: unknown[][]): Promise<(T | undefined)[]> =>
      keys.length > 0
        ? (this.#storage(pallet, item).getValues(keys, at) as Promise<(T | undefined)[]>)
        : Promise.resolve([]);
    const [accounts, assetAccounts, foreignAccounts, lpAssets] = await Promise.all([
      read<AccountInfo>('System', 'Account', plan.native),
      read<AssetAccount>('Assets', 'Account', plan.assets),
      read<AssetAccount>('ForeignAssets', 'Account', plan.foreign),
      read<LpAsset>('PoolAssets', 'Asset', plan.lpTokens),
    ]);
    return { accounts, assetAccounts, foreignAccounts, lpAssets };
  }

  /** The signed-extrinsic decoder for the runtime in force at `hash` (one per runtime version). */
  async #decoderAt(hash: string): Promise<SignedCallDecoder> {
    const key = await this.#versionAt(hash);
    let decoder = this.#decoders.get(key);
    if (!decoder) {
      decoder = this.#conn.client.getMetadata(hash).then(signedCallDecoder);
      this.#decoders.set(key, decoder);
      decoder.catch(() => this.#decoders.delete(key));
    }
    return decoder;
  }

  /** The block's extrinsics, each as its encoded bytes. */
  body(hash: string): Promise<Uint8Array[]> {
    return this.#conn.client.getBlockBody(hash);
  }

  /** The signer and call of each failed signed extrinsic of a block already read, from its body. */
  async failedCalls(raw: RawBlock, body: readonly Uint8Array[]): Promise<Map<number, FailedCall>> {
    const out = new Map<number, FailedCall>();
    const failed = new Set(
      raw.events
        .filter((e) => e.pallet === 'System' && e.name === 'ExtrinsicFailed' && e.extrinsicIndex !== null)
        .map((e) => e.extrinsicIndex!),
    );
    if (failed.size === 0) return out;
    const decode = await this.#decoderAt(raw.hash);
    for (const index of failed) {
      const bytes = body[index];
      const call = bytes ? decode(bytes) : undefined;
      if (call) out.set(index, call);
    }
    return out;
  }

  /** The pools' reserves, LP supply and fee in a block already read. */
  snapshots(raw: RawBlock, pools: readonly PoolRecord[]): PoolSnapshot[] {
    return pools.map((p) => {
      const state = raw.poolStates.get(p.lpToken) ?? { reserve1: 0n, reserve2: 0n, supply: 0n };
      return {
        lpToken: p.lpToken,
        block: raw.number,
        reserve1: state.reserve1.toString(),
        reserve2: state.reserve2.toString(),
        lpSupply: state.supply.toString(),
        lpFee: raw.lpFee,
      };
    });
  }

  /** Pools existing at a block, from AssetConversion.Pools (key = the asset pair, value = the LP token). */
  async poolsAt(hash: string): Promise<PoolRecord[]> {
    const at = { at: hash };
    const shape = await this.#shapeAt(hash);
    if (!shape.has('AssetConversion', 'Pools')) return [];
    const [entries, palletId] = await Promise.all([
      this.#storage('AssetConversion', 'Pools').getEntries(at),
      this.#constant('AssetConversion', 'PalletId')(at) as Promise<string>,
    ]);
    return entries.map(({ keyArgs: [pair], value }) => {
      const [a, b] = pair as [unknown, unknown];
      // The pool account is FRAME's AccountIdConverter over the pool id's SCALE, in whichever asset kind.
      const account = poolAccountFromEncodedId(shape.encodePoolId([a, b]), fromHex(palletId));
      return {
        lpToken: Number(value),
        asset1: assetKeyOf(toPlain(a), shape.scheme),
        asset2: assetKeyOf(toPlain(b), shape.scheme),
        account: toHex(account),
      };
    });
  }

  /** Oracle.Values at a block: currency → { rate, timestamp }; empty on a chain without Lumi's Oracle. */
  async forexAt(
    hash: string,
    currencies?: readonly string[],
  ): Promise<Map<string, { rate: bigint; timestamp: number }>> {
    const out = new Map<string, { rate: bigint; timestamp: number }>();
    const shape = await this.#shapeAt(hash);
    if (!shape.has('Oracle', 'Values')) return out;
    const at = { at: hash };
    const values = this.#storage('Oracle', 'Values');
    type Value = { value: bigint; timestamp: bigint | number } | undefined;
    const found: (readonly [string, Value])[] = currencies
      ? (
          await values.getValues(
            currencies.map((c) => [currencyKey(c)]),
            at,
          )
        ).map((v, i) => [currencies[i]!, v as Value] as const)
      : (await values.getEntries(at)).map(
          (e) => [currencyOf(e.keyArgs[0] as string), e.value as Value] as const,
        );
    for (const [code, v] of found) if (v) out.set(code, { rate: v.value, timestamp: Number(v.timestamp) });
    return out;
  }
}
