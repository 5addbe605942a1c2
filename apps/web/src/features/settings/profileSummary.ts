import type { ChainFeature, ChainProfile } from '@lumi/chain/profiles';

const FEATURE_ORDER: readonly ChainFeature[] = ['dex', 'forexOracle', 'faucet', 'admin'];

/** What Settings says a profile shows: its assets' symbols in the profile's order, and the features it has. */
export function profileSummary(profile: ChainProfile): { assets: string[]; features: ChainFeature[] } {
  return {
    assets: profile.assets.map((asset) => asset.symbol),
    features: FEATURE_ORDER.filter((feature) => profile.features[feature]),
  };
}
