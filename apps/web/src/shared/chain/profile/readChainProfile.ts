// The profile of a custom endpoint, read from the chain by @lumi/chain's readProfile with the shape this app
// already reads from the finalized metadata. Loaded with import() only when the user chose "custom", so the
// derivation (and its zod schema) stay out of the shell.
import { readProfile, type ChainProfile, type ProfileClient } from '@lumi/chain/profiles';
import type { LoadedChain } from '../connection.ts';
import { readChainShape } from './chainShape.ts';

export async function readChainProfile({ chain, api }: LoadedChain, endpoint: string): Promise<ChainProfile> {
  // readProfile asks what polkadot-api's client offers; the worker's proxy answers the same names.
  const client: ProfileClient = {
    getUnsafeApi: () => api,
    _request: <T>(method: string, params: unknown[]) => chain.call('request', method, params) as Promise<T>,
  };
  return readProfile(client, await readChainShape(chain), endpoint);
}
