// Reads what the indexer needs of one block: its events, its timestamp, the LP fee and every known pool's
// reserves and LP supply, all at that block. A block of the descriptors' runtime is read in one batched storage
// request (batch-read.ts); any other falls back to polkadot-api's typed reads, which decode each value with the
// runtime in force at the block (chainHead for pinned blocks, archive_v1 for older ones).
import { poolAccountId } from '@lumi/chain/pool-account';
import type { AssetKind } from '@lumi/chain';
import type { NativeOrWithIdValue } from '@lumi/chain/asset-kind';
import { fromHex, toHex } from 'polkadot-api/utils';
import type { ChainConnection, LumiApi } from '../chain/connection.ts';
import { signedCallDecoder, type SignedCallDecoder } from '../chain/extrinsic.ts';
import type { PoolRecord, PoolSnapshot } from '../store/types.ts';
import { BatchReader } from './batch-read.ts';
import {
  LP_FEE_KEY,
  lpFeeOf,
  plainEvents,
  poolPlan,
  poolStatesOf,
  type BlockValues,
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
}

/** NativeOrWithId<u32> as polkadot-api decodes it (the indexer reads Lumi's asset kind only, docs/real-chains.md). */
type PapiAssetKind = NativeOrWithIdValue;

const assetKeyOf = (kind: PapiAssetKind): string => (kind.type === 'Native' ? 'native' : String(kind.value));
const assetKindOf = (kind: PapiAssetKind): AssetKind =>
  kind.type === 'Native' ? { type: 'Native' } : { type: 'WithId', id: kind.value };

const currencyKey = (code: string) => toHex(new TextEncoder().encode(code));
const currencyOf = (key: string) => new TextDecoder().decode(fromHex(key));

function rawBlock(
  number: number,
  hash: string,
  pools: readonly PoolRecord[],
  plan: PoolPlan,
  values: BlockValues,
  defaultFee: number,
): RawBlock {
  return {
    number,
    hash,
    timestamp: Number(values.now),
    events: plainEvents(values.records),
    lpFee: lpFeeOf(values.feeParameter) ?? defaultFee,
    poolStates: poolStatesOf(pools, plan, values.pools),
  };
}

export class BlockReader {
  readonly #conn: ChainConnection;
  #defaultFee: Promise<number> | undefined;
  readonly #decoders = new Map<string, Promise<SignedCallDecoder>>();

  readonly #batch: BatchReader;

  constructor(conn: ChainConnection) {
    this.#conn = conn;
    this.#batch = new BatchReader(conn);
  }

  get #api(): LumiApi {
    return this.#conn.api;
  }

  /** LPFee constant: the fee when no runtime parameter overrides it. */
  #lpFeeConstant(): Promise<number> {
    this.#defaultFee ??= this.#api.constants.AssetConversion.LPFee();
    this.#defaultFee.catch(() => {
      this.#defaultFee = undefined;
    });
    return this.#defaultFee;
  }

  /**
   * The block's values in one batched storage request (see batch-read.ts), or through the typed per-value reads
   * when the block's runtime is not the one the descriptors describe.
   */
  async read(number: number, hash: string, pools: readonly PoolRecord[]): Promise<RawBlock> {
    return (await this.readBatched(number, hash, pools)) ?? this.readTyped(number, hash, pools);
  }

  /** The block read in one storage request; undefined when its runtime is not the descriptors'. */
  async readBatched(
    number: number,
    hash: string,
    pools: readonly PoolRecord[],
  ): Promise<RawBlock | undefined> {
    const plan = poolPlan(pools);
    const [values, defaultFee] = await Promise.all([this.#batch.values(hash, plan), this.#lpFeeConstant()]);
    return values && rawBlock(number, hash, pools, plan, values, defaultFee);
  }

  /** The block read through polkadot-api's typed reads, each decoded with the runtime in force at the block. */
  async readTyped(number: number, hash: string, pools: readonly PoolRecord[]): Promise<RawBlock> {
    const at = { at: hash };
    const plan = poolPlan(pools);
    const [records, now, feeParameter, defaultFee, poolValues] = await Promise.all([
      this.#api.query.System.Events.getValue(at),
      this.#api.query.Timestamp.Now.getValue(at),
      this.#api.query.Parameters.Parameters.getValue(LP_FEE_KEY, at),
      this.#lpFeeConstant(),
      this.#poolValues(hash, plan),
    ]);
    return rawBlock(number, hash, pools, plan, { records, now, feeParameter, pools: poolValues }, defaultFee);
  }

  /** Reserves and LP supply of `pools` at a block, in three multi-key reads. */
  async poolStates(hash: string, pools: readonly PoolRecord[]): Promise<Map<number, PoolState>> {
    if (pools.length === 0) return new Map();
    const plan = poolPlan(pools);
    return poolStatesOf(pools, plan, await this.#poolValues(hash, plan));
  }

  async #poolValues(hash: string, plan: PoolPlan): Promise<PoolValues> {
    const at = { at: hash };
    const [accounts, assetAccounts, lpAssets] = await Promise.all([
      plan.native.length > 0 ? this.#api.query.System.Account.getValues(plan.native, at) : [],
      plan.assets.length > 0 ? this.#api.query.Assets.Account.getValues(plan.assets, at) : [],
      plan.lpTokens.length > 0 ? this.#api.query.PoolAssets.Asset.getValues(plan.lpTokens, at) : [],
    ]);
    return { accounts, assetAccounts, lpAssets };
  }

  /** The signed-extrinsic decoder for the runtime in force at `hash` (one per runtime version). */
  async #decoderAt(hash: string): Promise<SignedCallDecoder> {
    const version = await this.#api.constants.System.Version({ at: hash });
    const key = `${version.spec_name}/${version.spec_version}`;
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
    const [entries, palletId] = await Promise.all([
      this.#api.query.AssetConversion.Pools.getEntries(at),
      this.#api.constants.AssetConversion.PalletId(at),
    ]);
    return entries.map(({ keyArgs: [pair], value }) => {
      const [a, b] = pair as unknown as [PapiAssetKind, PapiAssetKind];
      return {
        lpToken: value,
        asset1: assetKeyOf(a),
        asset2: assetKeyOf(b),
        account: toHex(poolAccountId([assetKindOf(a), assetKindOf(b)], fromHex(palletId))),
      };
    });
  }

  /** Oracle.Values at a block: currency → { rate, timestamp }. */
  async forexAt(
    hash: string,
    currencies?: readonly string[],
  ): Promise<Map<string, { rate: bigint; timestamp: number }>> {
    const at = { at: hash };
    const values = this.#api.query.Oracle.Values;
    const found = currencies
      ? (
          await values.getValues(
            currencies.map((c) => [currencyKey(c)]),
            at,
          )
        ).map((v, i) => [currencies[i]!, v] as const)
      : (await values.getEntries(at)).map((e) => [currencyOf(e.keyArgs[0]), e.value] as const);
    const out = new Map<string, { rate: bigint; timestamp: number }>();
    for (const [code, v] of found) if (v) out.set(code, { rate: v.value, timestamp: Number(v.timestamp) });
    return out;
  }
}
