// Reads every storage value a block's RawBlock needs in ONE request, decoded with the codecs of the Lumi
// descriptors. polkadot-api's typed reads of a block no longer pinned by chainHead each cost an archive_v1_storage
// round trip plus a `:code` lookup (to pick the runtime), about ten per block, which made catch-up ~100× slower.
//
// The request is `state_queryStorageAt(keys, hash)`: one plain request/response that every Substrate node
// (Asset Hub included) serves. archive_v1_storage would also take several items, but it is a subscription
// (operation id, then storage/storageDone events, then stopStorage) that polkadot-api's client does not expose
// as a single call for an arbitrary block; wiring that lifecycle by hand buys nothing here.
//
// The descriptors' codecs are right only for the runtime they were generated from. Each batch therefore also
// reads System.LastRuntimeUpgrade, which FRAME's executive rewrites at every runtime upgrade (spec name or
// version change). It is compared with its value at a block whose runtime polkadot-api found identical to the
// descriptors for every entry read here; any other value means another runtime, and the caller falls back to
// the typed reads, which decode with the block's own runtime.
import { lumi } from '@lumi/descriptors';
import { getDynamicBuilder, getLookupFn } from '@polkadot-api/metadata-builders';
import { decAnyMetadata, unifyMetadata } from '@polkadot-api/substrate-bindings';
import { CompatibilityLevel, getTypedCodecs } from 'polkadot-api';
import type { ChainConnection } from '../chain/connection.ts';
import {
  LP_FEE_KEY,
  type AccountInfo,
  type BlockValues,
  type EventRecords,
  type PoolPlan,
} from './block-values.ts';

type StorageChanges = { block: string; changes: [string, string | null][] }[];

/** Storage key encoders and the fallback of value-query entries (what a missing key decodes to). */
interface KeyCodecs {
  key: (pallet: string, item: string, ...args: unknown[]) => string;
  fallback: (pallet: string, item: string) => unknown;
}

async function keyCodecs(): Promise<KeyCodecs> {
  // getTypedCodecs gives each entry's value codec and its unhashed argument codec, not the full storage key
  // (prefix and hashers): that comes from the same metadata builder polkadot-api itself uses.
  const metadata = unifyMetadata(decAnyMetadata(await lumi.getMetadata()));
  const builder = getDynamicBuilder(getLookupFn(metadata));
  const entries = new Map<string, ReturnType<typeof builder.buildStorage>>();
  const entry = (pallet: string, item: string) => {
    const name = `${pallet}.${item}`;
    let found = entries.get(name);
    if (!found) entries.set(name, (found = builder.buildStorage(pallet, item)));
    return found;
  };
  return {
    key: (pallet, item, ...args) => entry(pallet, item).keys.enc(...args),
    fallback: (pallet, item): unknown => entry(pallet, item).fallback,
  };
}

export class BatchReader {
  readonly #conn: ChainConnection;
  #codecs: Promise<[Awaited<ReturnType<typeof getTypedCodecs<typeof lumi>>>, KeyCodecs]> | undefined;
  /** LastRuntimeUpgrade (raw) of the descriptors' runtime; null when unset, undefined if the chain's differs. */
  #reference: Promise<string | null | undefined> | undefined;

  constructor(conn: ChainConnection) {
    this.#conn = conn;
  }

  #codecsOnce() {
    this.#codecs ??= Promise.all([getTypedCodecs(lumi), keyCodecs()]);
    this.#codecs.catch(() => {
      this.#codecs = undefined;
    });
    return this.#codecs;
  }

  async #query(keys: string[], hash: string): Promise<Map<string, string | null>> {
    const unique = [...new Set(keys)];
    const [result] = await this.#conn.client._request<StorageChanges>('state_queryStorageAt', [unique, hash]);
    // Keyed, not positional: a node lists each key once, and lower-case hex is the canonical form.
    return new Map((result?.changes ?? []).map(([k, v]) => [k.toLowerCase(), v]));
  }

  /** Reads LastRuntimeUpgrade at the finalized block, if the runtime there is the descriptors' for all we read. */
  #referenceOnce(): Promise<string | null | undefined> {
    this.#reference ??= (async () => {
      const [, keys] = await this.#codecsOnce();
      const { hash } = await this.#conn.client.getFinalizedBlock();
      const markerKey = keys.key('System', 'LastRuntimeUpgrade');
      const [statics, values] = await Promise.all([
        this.#conn.api.getStaticApis({ at: hash }),
        this.#query([markerKey], hash),
      ]);
      const q = statics.compat.query;
      const entries = [
        q.System.Events,
        q.System.LastRuntimeUpgrade,
        q.Timestamp.Now,
        q.Parameters.Parameters,
        q.System.Account,
        q.Assets.Account,
        q.PoolAssets.Asset,
      ];
      if (!entries.every((e) => e.isCompatible(CompatibilityLevel.Identical))) return undefined;
      return values.get(markerKey) ?? null;
    })();
    this.#reference.catch(() => {
      this.#reference = undefined;
    });
    return this.#reference;
  }

  /** The block's values in one request, or undefined when the block's runtime is not the descriptors'. */
  async values(hash: string, plan: PoolPlan): Promise<BlockValues | undefined> {
    const [[codecs, keys], reference] = await Promise.all([this.#codecsOnce(), this.#referenceOnce()]);
    if (reference === undefined) return undefined;
    const q = codecs.query;
    const markerKey = keys.key('System', 'LastRuntimeUpgrade');
    const eventsKey = keys.key('System', 'Events');
    const nowKey = keys.key('Timestamp', 'Now');
    const feeKey = keys.key('Parameters', 'Parameters', LP_FEE_KEY);
    const accountKeys = plan.native.map((args) => keys.key('System', 'Account', ...args));
    const assetKeys = plan.assets.map((args) => keys.key('Assets', 'Account', ...args));
    const lpKeys = plan.lpTokens.map((args) => keys.key('PoolAssets', 'Asset', ...args));
    const found = await this.#query(
      [markerKey, eventsKey, nowKey, feeKey, ...accountKeys, ...assetKeys, ...lpKeys],
      hash,
    );
    if ((found.get(markerKey) ?? null) !== reference) return undefined;

    const raw = (key: string) => found.get(key) ?? null;
    const events = raw(eventsKey);
    const now = raw(nowKey);
    const fee = raw(feeKey);
    return {
      records:
        events === null
          ? (keys.fallback('System', 'Events') as EventRecords)
          : q.System.Events.value.dec(events),
      now: now === null ? (keys.fallback('Timestamp', 'Now') as bigint) : q.Timestamp.Now.value.dec(now),
      feeParameter: fee === null ? undefined : q.Parameters.Parameters.value.dec(fee),
      pools: {
        accounts: accountKeys.map((k) => {
          const v = raw(k);
          return v === null
            ? (keys.fallback('System', 'Account') as AccountInfo)
            : q.System.Account.value.dec(v);
        }),
        assetAccounts: assetKeys.map((k) => {
          const v = raw(k);
          return v === null ? undefined : q.Assets.Account.value.dec(v);
        }),
        lpAssets: lpKeys.map((k) => {
          const v = raw(k);
          return v === null ? undefined : q.PoolAssets.Asset.value.dec(v);
        }),
      },
    };
  }
}
