// The profile of a custom endpoint, read from the chain: its metadata, system_chain / system_properties, the
// metadata storage of Assets / ForeignAssets / PoolAssets and the keys of AssetConversion.Pools. Loaded with
// import() only when the user chose "custom", so the derivation (and its zod schema) stay out of the shell.
import type { AssetKindValue, XcmLocation } from '@lumi/chain/asset-kind';
import { deriveProfile, type AssetMetadataEntry, type ChainProfile } from '@lumi/chain/profiles';
import type { PolkadotClient } from 'polkadot-api';
import { readChainShape } from './chainShape.ts';
import { metadataText } from './metadataText.ts';

interface Entry {
  keyArgs: unknown[];
  value: unknown;
}

type UnsafeStorage = Record<
  string,
  Record<string, { getEntries(): Promise<Entry[]> } | undefined> | undefined
>;

const pick = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

export async function readChainProfile(client: PolkadotClient, endpoint: string): Promise<ChainProfile> {
  const shape = await readChainShape(client);
  const query = client.getUnsafeApi().query as unknown as UnsafeStorage;
  const entries = async (pallet: string, item: string): Promise<Entry[]> =>
    shape.pallets.includes(pallet) ? ((await query[pallet]?.[item]?.getEntries()) ?? []) : [];

  const [chainName, properties, ss58Prefix, assets, foreign, pool, pools] = await Promise.all([
    client._request<string>('system_chain', []),
    client._request<unknown>('system_properties', []),
    client
      .getUnsafeApi()
      .constants.System?.SS58Prefix?.()
      .then((v: unknown) => (typeof v === 'number' ? v : undefined))
      .catch(() => undefined) as Promise<number | undefined>,
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
