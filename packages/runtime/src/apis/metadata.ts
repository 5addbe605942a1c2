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
      ' The V14 metadata of this runtime, SCALE-encoded.',
    ]),
    method(
      'metadata_at_version',
      [['version', u32]],
      option(OpaqueMetadata),
      (_env, v) => metadataProvider().atVersion(v),
      [' The metadata in format `version`, or None if that version is not offered.'],
    ),
    method('metadata_versions', [], vec(u32), () => [...metadataProvider().versions], [
      ' The metadata versions `metadata_at_version` serves.',
    ]),
  ],
  [' Describes this runtime (pallets, calls, storage, types) to clients.'],
);
