/**
 * Whether "Get test tokens" shows. The faucet is a Lumi API service, not a pallet: a built-in profile says whether
 * its chain comes with one; a profile derived from a custom endpoint cannot know, so there the API's own answer
 * decides. Either way only on a Development chain whose API runs the faucet.
 */
export function faucetOffered(input: {
  /** The active profile's `features.faucet`; undefined while a derived profile is read. */
  profileFaucet: boolean | undefined;
  derived: boolean;
  developmentChain: boolean;
  apiFaucet: boolean;
}): boolean {
  if (!input.developmentChain || !input.apiFaucet) return false;
  return input.derived || input.profileFaucet === true;
}
