// Core: version (and initialize_block, which is meaningless over state_call but answers as FRAME's).
import { hexToU8a } from '@polkadot/util';
import { RuntimeApiError } from '../host.ts';
import { HeaderType, RuntimeVersionType } from '../primitives/runtime-types.ts';
import { enumType, struct, field, vec, unit, variant } from '../scale/index.ts';
import { OpaqueExtrinsicArg, api, method } from './api.ts';
import { VERSION } from '../version.ts';

export const ExtrinsicInclusionMode = enumType('sp_runtime::ExtrinsicInclusionMode', {
  AllExtrinsics: variant(0),
  OnlyInherents: variant(1),
});

export const BlockType = struct(
  'sp_runtime::generic::block::Block',
  { header: field(HeaderType, 'Header'), extrinsics: field(vec(OpaqueExtrinsicArg), 'Vec<Extrinsic>') },
  {
    params: [
      { name: 'Header', type: HeaderType },
      { name: 'Extrinsic', type: OpaqueExtrinsicArg },
    ],
  },
);

export function versionValue() {
  return {
    spec_name: VERSION.specName,
    impl_name: VERSION.implName,
    authoring_version: VERSION.authoringVersion,
    spec_version: VERSION.specVersion,
    impl_version: VERSION.implVersion,
    apis: VERSION.apis.map(([id, v]) => [hexToU8a(id), v] as [Uint8Array, number]),
    transaction_version: VERSION.transactionVersion,
    system_version: VERSION.systemVersion,
  };
}

export const CoreApi = api(
  'Core',
  5,
  [
    method('version', [], RuntimeVersionType, () => versionValue(), [
      ' The RuntimeVersion of this runtime (names, spec and transaction versions, APIs).',
    ]),
    method(
      'execute_block',
      [['block', BlockType]],
      unit,
      () => {
        throw new RuntimeApiError(
          'Core_execute_block is not supported by this node: blocks are only authored locally',
        );
      },
      [' Not supported: Lumi only executes the blocks it authors, so this call fails.'],
    ),
    method(
      'initialize_block',
      [['header', HeaderType]],
      ExtrinsicInclusionMode,
      () => ({ type: 'AllExtrinsics' as const }),
      [' Starts a block from `header`; always answers that all extrinsics may be included.'],
    ),
  ],
  [' Version and block execution entry points every client expects.'],
);
