// What the indexer needs to know about one runtime of the connected chain, read from that runtime's own metadata
// (never from Lumi's descriptors, so an Asset Hub decodes as itself): its pallets and storage items, the asset kind
// its AssetConversion speaks (@lumi/chain's detectAssetKindScheme), and storage codecs for reading a block's values
// in one request.
import { detectAssetKindScheme, type AssetKindScheme } from '@lumi/chain/asset-kind';
import { getDynamicBuilder, getLookupFn } from '@polkadot-api/metadata-builders';
import { decAnyMetadata, unifyMetadata } from '@polkadot-api/substrate-bindings';

type Builder = ReturnType<typeof getDynamicBuilder>;
export type StorageCodecs = ReturnType<Builder['buildStorage']>;

export interface RuntimeShape {
  scheme: AssetKindScheme | undefined;
  /** Whether the runtime has the pallet, or that storage item of it. */
  has(pallet: string, item?: string): boolean;
  /** Whether the runtime declares that constant. */
  hasConstant(pallet: string, name: string): boolean;
  /** Key encoder, value codec and fallback of a storage item (built once). */
  storage(pallet: string, item: string): StorageCodecs;
  /** SCALE of an AssetConversion pool id (the pair of asset kinds), as the Pools map keys it. */
  encodePoolId(pair: readonly [unknown, unknown]): Uint8Array;
}

export function runtimeShape(rawMetadata: Uint8Array): RuntimeShape {
  const metadata = unifyMetadata(decAnyMetadata(rawMetadata));
  const builder = getDynamicBuilder(getLookupFn(metadata));
  const items = new Map<string, Set<string>>(
    metadata.pallets.map((p) => [p.name, new Set(p.storage?.items.map((i) => i.name) ?? [])]),
  );
  const codecs = new Map<string, StorageCodecs>();
  const storage = (pallet: string, item: string): StorageCodecs => {
    const name = `${pallet}.${item}`;
    let found = codecs.get(name);
    if (!found) codecs.set(name, (found = builder.buildStorage(pallet, item)));
    return found;
  };
  return {
    scheme: detectAssetKindScheme(metadata),
    hasConstant: (pallet, name) =>
      metadata.pallets.some((p) => p.name === pallet && p.constants.some((c) => c.name === name)),
    has: (pallet, item) => (item === undefined ? items.has(pallet) : (items.get(pallet)?.has(item) ?? false)),
    storage,
    encodePoolId: (pair) => {
      const codec = storage('AssetConversion', 'Pools').args.inner[0];
      if (!codec) throw new Error('AssetConversion.Pools has no key');
      return codec.enc(pair);
    },
  };
}
