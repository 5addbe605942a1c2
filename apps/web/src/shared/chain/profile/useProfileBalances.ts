import type { ChainProfile } from '@lumi/chain/profiles';
import { useQuery } from '@tanstack/react-query';
import { defer, retry, switchMap, timer } from 'rxjs';
import { queryKeys } from '../../data/keys.ts';
import { liveQuery } from '../../data/live.ts';
import { useChainConnection } from '../ChainContext.ts';
import type { ChainConnection } from '../connection.ts';
import { readChainShape } from './chainShape.ts';
import { assetsKey, watchProfileBalances } from './profileBalances.ts';
import { useChainProfile } from './useChainProfile.ts';

export const profileBalancesQuery = (connection: ChainConnection, profile: ChainProfile, address: string) =>
  liveQuery(
    queryKeys.profileBalances(connection.endpoint, `${profile.id}:${assetsKey(profile.assets)}`, address),
    () =>
      connection.whenLoaded(({ chain, api }) =>
        defer(() => readChainShape(chain)).pipe(
          switchMap((shape) => watchProfileBalances(api, shape, profile.assets, address)),
          retry({ delay: () => timer(2_000) }),
        ),
      ),
  );

/** The active profile and `address`'s balance of each of its assets (nothing is read without an address). */
export function useProfileBalances(address: string | undefined) {
  const active = useChainProfile();
  const connection = useChainConnection();
  const profile = active.state === 'ready' ? active.profile : undefined;
  const balances = useQuery({
    ...profileBalancesQuery(connection, profile ?? PLACEHOLDER, address ?? ''),
    enabled: address !== undefined && profile !== undefined,
  });
  return { active, profile, balances };
}

// The query needs a profile to build its key even while disabled; this one is never read.
const PLACEHOLDER: ChainProfile = {
  id: 'none',
  name: 'none',
  endpoints: ['ws://none'],
  ss58Prefix: 42,
  nativeToken: { symbol: 'NONE', decimals: 0 },
  assets: [],
  pools: [],
  features: { dex: false, forexOracle: false, faucet: false, admin: false },
};
