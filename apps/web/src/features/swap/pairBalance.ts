import { sameAssetRef } from '@lumi/chain/asset-kind';
import type { TokenBalance } from '../../shared/chain/balances.ts';
import type { PairToken } from '../../shared/chain/dex/pairs.ts';
import type { ProfileBalances } from '../../shared/chain/profile/profileBalances.ts';

/** The connected account's balance of `token` among the profile's balances; undefined while read or unknown. */
export function pairBalance(
  held: ProfileBalances | undefined,
  token: Pick<PairToken, 'ref'>,
): TokenBalance | undefined {
  return held?.rows.find((row) => sameAssetRef(row.asset.ref, token.ref))?.balance;
}
