// Which chain profile the configuration names, decided without the chain: a built-in profile, or "custom" (the
// profile derived from the endpoint's metadata, read once connected). Pure; the shell imports only built-in
// data here, never the zod schema or the derivation.
import { CHAIN_PROFILES, DEFAULT_PROFILE_ID, builtinProfile } from '@lumi/chain/profiles/builtin';
import type { ChainProfile } from '@lumi/chain/profiles';

export const CUSTOM_PROFILE_ID = 'custom';

export type ProfileChoice = { kind: 'builtin'; profile: ChainProfile } | { kind: 'custom' };

const DEFAULT_PROFILE = builtinProfile(DEFAULT_PROFILE_ID)!;

/** The stored choice ("" = never chosen: the default profile, which the app has always assumed). */
export function profileChoiceOf(stored: string): ProfileChoice {
  if (stored === CUSTOM_PROFILE_ID) return { kind: 'custom' };
  return { kind: 'builtin', profile: builtinProfile(stored) ?? DEFAULT_PROFILE };
}

/**
 * The endpoint override that goes with choosing `profile`: none for the default profile (the build's own
 * endpoint, which may be a test node's), else the profile's first endpoint.
 */
export function profileEndpoint(profile: ChainProfile): string {
  return profile.id === DEFAULT_PROFILE_ID ? '' : (profile.endpoints[0] ?? '');
}

/** The profiles Settings offers, in order: every built-in one (default first), then "custom". */
export const PROFILE_OPTIONS: readonly string[] = [...CHAIN_PROFILES.map((p) => p.id), CUSTOM_PROFILE_ID];
