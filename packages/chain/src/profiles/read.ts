// The profile of a chain read from a connected node: system_chain / system_properties, the System.SS58Prefix
// constant, the metadata storage of Assets / ForeignAssets / PoolAssets and the keys of AssetConversion.Pools,
// then deriveProfile. One reader for every app: the web app's custom endpoint and the API's `--profile auto`.
import type { AssetKindValue } from '../asset-kind/convert.ts';
import type { XcmLocation } from '../asset-kind/location.ts';
import type { AssetKindScheme } from '../asset-kind/scheme.ts';
import { deriveProfile, type AssetMetadataEntry } from './derive.ts';
import { metadataText } from './metadata-text.ts';
import type { ChainProfile } from './schema.ts';

interface Entry {
  keyArgs: unknown[];
  value: unknown;
}

/** The part of a polkadot-api client the reader uses (a PolkadotClient fits), so this package needs no client. */
export interface ProfileClient {
  _request<Reply = unknown>(method: string, params: unknown[]): Promise<Reply>;
  getUnsafeApi(): { query: unknown; constants: unknown };
}

/** What the caller already read from the finalized runtime's metadata. */
export interface ProfileShape {
  pallets: readonly string[];
  scheme: AssetKindScheme | undefined;
}

type UnsafeStorage = Record<
  string,
  Record<string, { getEntries(): Promise<Entry[]> } | undefined> | undefined
>;
type UnsafeConstants = Record<string, Record<string, (() => Promise<unknown>) | undefined> | undefined>;

const pick = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

export async function readProfile(
  client: ProfileClient,
  shape: ProfileShape,
  endpoint: string,
): Promise<ChainProfile> {
  const unsafe = client.getUnsafeApi();
  const query = unsafe.query as UnsafeStorage;
  const constants = unsafe.constants as UnsafeConstants;
  const entries = async (pallet: string, item: string): Promise<Entry[]> =>
    shape.pallets.includes(pallet) ? ((await query[pallet]?.[item]?.getEntries()) ?? []) : [];
  const ss58Constant = async (): Promise<number | undefined> => {
    const v = await constants.System?.SS58Prefix?.().catch(() => undefined);
    return typeof v === 'number' ? v : undefined;
  };

  const [chainName, properties, ss58Prefix, assets, foreign, pool, pools] = await Promise.all([
    client._request<string>('system_chain', []),
    client._request<unknown>('system_properties', []),
    ss58Constant(),
    entries('Assets', 'Metadata'),
    entries('ForeignAssets', 'Metadata'),
    entries('PoolAssets', 'Metadata'),
    entries('AssetConversion', 'Pools'),
  ]);

  const meta = (value: unknown) => ({
    symbol: metadataText(pick(value, 'symbol')),
    name: metadataText(pick(value, 'name')),
    decimals: Number(pick(value, 'decimals')),
  });
  const assetMetadata: AssetMetadataEntry[] = [
    ...assets.map((e) => ({ pallet: 'Assets' as const, id: Number(e.keyArgs[0]), ...meta(e.value) })),
    ...pool.map((e) => ({ pallet: 'PoolAssets' as const, id: Number(e.keyArgs[0]), ...meta(e.value) })),
    ...foreign.map((e) => ({
      pallet: 'ForeignAssets' as const,
      id: e.keyArgs[0] as XcmLocation,
      ...meta(e.value),
    })),
  ];
  return deriveProfile({
    endpoint,
    chainName,
    properties,
    ss58Prefix,
    pallets: shape.pallets,
    scheme: shape.scheme,
    assetMetadata,
    pools: pools.map((e) => e.keyArgs[0] as readonly [AssetKindValue, AssetKindValue]),
  });
}
