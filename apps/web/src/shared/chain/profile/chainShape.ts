// What the connected chain's metadata says about assets, read once per runtime: the asset-kind scheme of its
// AssetConversion (if any), where its asset pallets sit and which pallets it has. Screens that list a profile's
// assets build their reads and calls from this (never from the profile's name). Decoded in the chain worker,
// where the metadata is (shapeOfMetadata.ts), and kept there per runtime.
import type { ChainChannel } from '../connection.ts';
import type { ChainShape } from './shapeOfMetadata.ts';

export type { ChainShape } from './shapeOfMetadata.ts';

export function readChainShape(chain: ChainChannel): Promise<ChainShape> {
  return chain.call('chainShape');
}
