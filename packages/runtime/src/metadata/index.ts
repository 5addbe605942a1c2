// The runtime's metadata, built once from its own declarations.
import { MultiAddress, MultiSignature } from '../primitives/address.ts';
import { EXTRINSIC_VERSION, Extra, SIGNED_EXTENSIONS, UncheckedExtrinsic } from '../extrinsic/types.ts';
import { activeRuntime } from '../runtime.ts';
import { RUNTIME_APIS } from '../apis/index.ts';
import { apiMetadata } from '../apis/api.ts';
import { buildV14, buildV15, buildV16 } from './build.ts';
import type { MetadataInput } from './build.ts';
import { provideMetadata } from './provider.ts';

const cache = new Map<number, Uint8Array>();

function input(): MetadataInput {
  const { def: runtime, runtimeType } = activeRuntime();
  return {
    runtime,
    runtimeType,
    extrinsic: {
      version: EXTRINSIC_VERSION,
      type: UncheckedExtrinsic,
      address: MultiAddress,
      call: runtime.RuntimeCall,
      signature: MultiSignature,
      extra: Extra,
      extensions: SIGNED_EXTENSIONS,
    },
    apis: RUNTIME_APIS.map(apiMetadata),
  };
}

function cached(version: number, build: (i: MetadataInput) => Uint8Array): Uint8Array {
  let m = cache.get(version);
  if (!m) cache.set(version, (m = build(input())));
  return m;
}

/** RuntimeMetadataPrefixed V14, starting with the magic bytes "meta". */
export const metadataV14 = (): Uint8Array => cached(14, buildV14);
/** RuntimeMetadataPrefixed V15, starting with the magic bytes "meta". */
export const metadataV15 = (): Uint8Array => cached(15, buildV15);
/** RuntimeMetadataPrefixed V16, starting with the magic bytes "meta". */
export const metadataV16 = (): Uint8Array => cached(16, buildV16);

/** Versions Metadata_metadata_versions reports (and metadata_at_version serves). */
export const METADATA_VERSIONS = [14, 15] as const;

export function metadataAtVersion(version: number): Uint8Array | undefined {
  if (version === 14) return metadataV14();
  if (version === 15) return metadataV15();
  return undefined;
}

provideMetadata({ v14: metadataV14, atVersion: metadataAtVersion, versions: METADATA_VERSIONS });
