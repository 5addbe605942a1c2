// The runtime APIs, dispatched by `<Api>_<method>` (what state_call names), and their metadata.
import { RuntimeApiError } from '../host.ts';
import { RUNTIME_API_VERSIONS } from '../version.ts';
import { AccountNonceApi } from './account-nonce.ts';
import { AssetConversionApi } from './asset-conversion.ts';
import { ApiInputError } from './api.ts';
import type { ApiDecl, ApiEnv, ApiMethod } from './api.ts';
import { BlockBuilderApi } from './block-builder.ts';
import { CoreApi } from './core.ts';
import { DryRunApi } from './dry-run.ts';
import { GenesisBuilderApi } from './genesis-builder.ts';
import { MetadataApi } from './metadata.ts';
import { TaggedTransactionQueueApi } from './tagged-transaction-queue.ts';
import { TransactionPaymentApi } from './transaction-payment.ts';

/** Every runtime API, in the order metadata lists them. Add a new API file here and in version.ts. */
export const RUNTIME_APIS: readonly ApiDecl[] = [
  CoreApi,
  MetadataApi,
  BlockBuilderApi,
  TaggedTransactionQueueApi,
  AccountNonceApi,
  TransactionPaymentApi,
  AssetConversionApi,
  DryRunApi,
  GenesisBuilderApi,
];

for (const a of RUNTIME_APIS) {
  const declared = RUNTIME_API_VERSIONS.find(([n]) => n === a.name);
  if (!declared || declared[1] !== a.version)
    throw new Error(`runtime API ${a.name} v${a.version} is not declared in version.ts`);
}

const byName = new Map<string, ApiMethod>();
for (const a of RUNTIME_APIS) for (const m of a.methods) byName.set(`${a.name}_${m.name}`, m);

/** Runs a runtime API by its state_call name. Unknown names and undecodable input → RuntimeApiError. */
export function callApi(name: string, env: ApiEnv, args: Uint8Array): Uint8Array {
  const m = byName.get(name);
  if (!m) throw new RuntimeApiError(`Exported method ${name} is not found`);
  try {
    return m.call(env, args);
  } catch (e) {
    if (e instanceof ApiInputError) throw new RuntimeApiError(e.message);
    throw e;
  }
}

export const apiMethodNames = (): string[] => [...byName.keys()];
