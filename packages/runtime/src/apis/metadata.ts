// Metadata: metadata, metadata_at_version, metadata_versions.
import { metadataProvider } from '../metadata/provider.ts';
import { OpaqueMetadata } from '../primitives/runtime-types.ts';
import { option, u32, vec } from '../scale/index.ts';
import { api, method } from './api.ts';

export const MetadataApi = api(
  'Metadata',
  2,
  [
    method('metadata', [], OpaqueMetadata, () => metadataProvider().v14(), [
      ' Returns the metadata of a runtime.',
    ]),
    method(
      'metadata_at_version',
      [['version', u32]],
      option(OpaqueMetadata),
      (_env, v) => metadataProvider().atVersion(v),
      [' Returns the metadata at a given version.'],
    ),
    method('metadata_versions', [], vec(u32), () => [...metadataProvider().versions], [
      ' Returns the supported metadata versions.',
    ]),
  ],
  [' The `Metadata` api trait that returns metadata for the runtime.'],
);
