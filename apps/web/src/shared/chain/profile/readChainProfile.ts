// The profile of a custom endpoint, read from the chain by @lumi/chain's readProfile with the shape this app
// already reads from the finalized metadata. Loaded with import() only when the user chose "custom", so the
// derivation (and its zod schema) stay out of the shell.
import { readProfile, type ChainProfile } from '@lumi/chain/profiles';
import type { PolkadotClient } from 'polkadot-api';
import { readChainShape } from './chainShape.ts';

export async function readChainProfile(client: PolkadotClient, endpoint: string): Promise<ChainProfile> {
  return readProfile(client, await readChainShape(client), endpoint);
}
