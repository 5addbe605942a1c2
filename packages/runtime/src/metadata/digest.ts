// The RFC-0078 metadata digest CheckMetadataHash commits to: merkleize-metadata's root over our own metadata
// V15 plus the chain's token symbol, decimals, SS58 prefix and spec name/version. Signers such as Ledger's
// generic app compute the same value from the metadata the node serves, so no second implementation here.
import { merkleizeMetadata } from '@polkadot-api/merkleize-metadata';
import { activeRuntime } from '../runtime.ts';
import { VERSION } from '../version.ts';
import { metadataProvider } from './provider.ts';

let digest: Uint8Array | undefined;

/**
 * The metadata digest, computed on first use and kept: merkleizing takes tens of milliseconds, far too much for
 * each transaction, and the metadata cannot change while this runtime (module instance) lives. Only extrinsics
 * with CheckMetadataHash enabled ever ask for it.
 */
export function metadataDigest(): Uint8Array {
  if (digest) return digest;
  const v15 = metadataProvider().atVersion(15);
  if (!v15) throw new Error('metadata V15 is not available: the metadata digest needs it');
  // The hints make merkleize-metadata check that System.Version and System.SS58Prefix in the metadata agree
  // with Core_version and the chain properties, so the digest cannot silently describe another chain.
  const properties = activeRuntime().properties;
  digest = merkleizeMetadata(v15, {
    decimals: properties.tokenDecimals,
    tokenSymbol: properties.tokenSymbol,
    base58Prefix: properties.ss58Format,
    specName: VERSION.specName,
    specVersion: VERSION.specVersion,
  }).digest();
  return digest;
}
