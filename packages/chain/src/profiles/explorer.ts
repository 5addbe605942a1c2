// A profile's explorer links, apart from the zod schema so an app can build links without bundling zod's
// validators (see the `./profiles/builtin` entry).
import type { ChainProfile } from './schema.ts';

/** The explorer page of a block (number or hash), an extrinsic (hash) or an account, if the profile has one. */
export function explorerUrl(
  profile: ChainProfile,
  kind: 'block' | 'extrinsic' | 'account',
  value: string | number,
): string | undefined {
  return profile.explorer?.[kind].replace(`{${kind}}`, encodeURIComponent(String(value)));
}
