import type { ChainProfile, ProfileAsset } from '@lumi/chain/profiles';

export type ValuedSymbol = 'LUMI' | 'PHPU' | 'LPHPU';
const KIND: Record<ValuedSymbol, ProfileAsset['ref']['type']> = {
  LUMI: 'Native',
  PHPU: 'Local',
  LPHPU: 'Pool',
};

/**
 * Which of Lumi's priced tokens `asset` is, if any: the fiat values come from Lumi's own pool and Oracle, so only
 * on a chain with the forex oracle, and only for the native token, the local asset and the LP token of those
 * symbols. Every other asset shows no value rather than a made-up one.
 */
export function valuedSymbol(profile: ChainProfile, asset: ProfileAsset): ValuedSymbol | undefined {
  if (!profile.features.forexOracle) return undefined;
  const symbol = asset.symbol as ValuedSymbol;
  return KIND[symbol] === asset.ref.type ? symbol : undefined;
}
