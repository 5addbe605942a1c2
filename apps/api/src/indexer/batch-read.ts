// Reads every storage value a block's RawBlock needs in ONE request, decoded with codecs built from the connected
// chain's own metadata. polkadot-api's reads of a block no longer pinned by chainHead each cost an
// archive_v1_storage round trip plus a `:code` lookup (to pick the runtime), about ten per block, which made
// catch-up ~100× slower.
//
// The request is `state_queryStorageAt(keys, hash)`: one plain request/response that every Substrate node
// (Asset Hub included) serves. archive_v1_storage would also take several items, but it is a subscription
// (operation id, then storage/storageDone events, then stopStorage) that polkadot-api's client does not expose
// as a single call for an arbitrary block; wiring that lifecycle by hand buys nothing here.
//
// The codecs are those of the runtime at the finalized block when the reader first ran (the reference). Each
// batch also reads System.LastRuntimeUpgrade, which FRAME's executive rewrites at every runtime upgrade (spec name
// or version change); any value other than the reference's means another runtime, and the caller falls back to
// polkadot-api's reads, which decode with the block's own runtime.
import type { ChainConnection } from '../chain/connection.ts';
import { runtimeShape, type RuntimeShape } from '../chain/runtime-shape.ts';
import {
  LP_FEE_KEY,
  type AccountInfo,
  type AssetAccount,
  type BlockValues,
  type EventRecords,
  type LpAsset,
  type PoolPlan,
} from './block-values.ts';

type StorageChanges = { block: string; changes: [string, string | null][] }[];

interface Reference {
  shape: RuntimeShape;
  /** LastRuntimeUpgrade (raw) at the reference block; null when unset. */
  marker: string | null;
}

export class BatchReader {
  readonly #conn: ChainConnection;
  #reference: Promise<Reference> | undefined;

  constructor(conn: ChainConnection) {
    this.#conn = conn;
  }

  async #query(keys: string[], hash: string): Promise<Map<string, string | null>> {
    const unique = [...new Set(keys)];
    const [result] = await this.#conn.client._request<StorageChanges>('state_queryStorageAt', [unique, hash]);
    // Keyed, not positional: a node lists each key once, and lower-case hex is the canonical form.
    return new Map((result?.changes ?? []).map(([k, v]) => [k.toLowerCase(), v]));
  }

  /** The runtime at the finalized block, and its LastRuntimeUpgrade. */
  reference(): Promise<Reference> {
    this.#reference ??= (async () => {
      const { hash } = await this.#conn.client.getFinalizedBlock();
      const shape = runtimeShape(await this.#conn.client.getMetadata(hash));
      const markerKey = shape.storage('System', 'LastRuntimeUpgrade').keys.enc();
      const values = await this.#query([markerKey], hash);
      return { shape, marker: values.get(markerKey) ?? null };
    })();
    this.#reference.catch(() => {
      this.#reference = undefined;
    });
    return this.#reference;
  }

  /** The block's values in one request, or undefined when the block's runtime is not the reference's. */
  async values(hash: string, plan: PoolPlan): Promise<(BlockValues & { shape: RuntimeShape }) | undefined> {
    const { shape, marker } = await this.reference();
    const s = (pallet: string, item: string) => shape.storage(pallet, item);
    const markerKey = s('System', 'LastRuntimeUpgrade').keys.enc();
    const eventsKey = s('System', 'Events').keys.enc();
    const nowKey = s('Timestamp', 'Now').keys.enc();
    // Lumi's runtime parameters; an Asset Hub has none (its LP fee is the constant).
    const feeKey = shape.has('Parameters', 'Parameters')
      ? s('Parameters', 'Parameters').keys.enc(LP_FEE_KEY)
      : undefined;
    const accountKeys = plan.native.map((args) => s('System', 'Account').keys.enc(...args));
    const assetKeys = plan.assets.map((args) => s('Assets', 'Account').keys.enc(...args));
    const foreignKeys = plan.foreign.map((args) => s('ForeignAssets', 'Account').keys.enc(...args));
    const lpKeys = plan.lpTokens.map((args) => s('PoolAssets', 'Asset').keys.enc(...args));
    const found = await this.#query(
      [
        markerKey,
        eventsKey,
        nowKey,
        ...(feeKey ? [feeKey] : []),
        ...accountKeys,
        ...assetKeys,
        ...foreignKeys,
        ...lpKeys,
      ],
      hash,
    );
    if ((found.get(markerKey) ?? null) !== marker) return undefined;

    const raw = (key: string) => found.get(key) ?? null;
    const decode = <T>(pallet: string, item: string, key: string): T | undefined => {
      const v = raw(key);
      return v === null ? undefined : (s(pallet, item).value.dec(v) as T);
    };
    const fallback = <T>(pallet: string, item: string) => s(pallet, item).fallback as T;
    return {
      shape,
      records:
        decode<EventRecords>('System', 'Events', eventsKey) ?? fallback<EventRecords>('System', 'Events'),
      now: decode<bigint>('Timestamp', 'Now', nowKey) ?? fallback<bigint>('Timestamp', 'Now'),
      feeParameter: feeKey === undefined ? undefined : decode('Parameters', 'Parameters', feeKey),
      pools: {
        accounts: accountKeys.map(
          (k) => decode<AccountInfo>('System', 'Account', k) ?? fallback<AccountInfo>('System', 'Account'),
        ),
        assetAccounts: assetKeys.map((k) => decode<AssetAccount>('Assets', 'Account', k)),
        foreignAccounts: foreignKeys.map((k) => decode<AssetAccount>('ForeignAssets', 'Account', k)),
        lpAssets: lpKeys.map((k) => decode<LpAsset>('PoolAssets', 'Asset', k)),
      },
    };
  }
}
