// The runtime's version (sp_version::RuntimeVersion) and the runtime APIs it declares.
import { u8aToHex } from '@polkadot/util';
import { blake2AsU8a } from '@polkadot/util-crypto';
import type { Hex, RuntimeVersion } from './host.ts';

/** Runtime API trait names and versions, as `impl_runtime_apis!` would declare them. */
export const RUNTIME_API_VERSIONS: readonly (readonly [string, number])[] = [
  ['Core', 5],
  ['Metadata', 2],
  ['BlockBuilder', 6],
  ['TaggedTransactionQueue', 3],
  ['AccountNonceApi', 1],
  ['TransactionPaymentApi', 4],
  ['AssetConversionApi', 1],
  ['DryRunApi', 2],
  ['GenesisBuilder', 1],
];

/** blake2_64 of a runtime API trait name: its id in RuntimeVersion.apis. */
export const apiId = (name: string): Hex => u8aToHex(blake2AsU8a(name, 64));

export const VERSION: RuntimeVersion = {
  specName: 'lumi',
  implName: 'lumi-node',
  authoringVersion: 1,
  specVersion: 100,
  implVersion: 1,
  apis: RUNTIME_API_VERSIONS.map(([name, v]) => [apiId(name), v]),
  transactionVersion: 1,
  systemVersion: 1,
};
