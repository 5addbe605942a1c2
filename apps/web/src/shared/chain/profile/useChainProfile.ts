// The active chain profile: a built-in one from the configuration at once, or (the user chose "custom") the one
// derived from the connected chain's metadata once it has been read.
import type { ChainProfile } from '@lumi/chain/profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useConfigValue } from '../../config/index.ts';
import { profileChoiceOf } from '../../config/profileChoice.ts';
import { queryKeys } from '../../data/keys.ts';
import { useChainConnection } from '../ChainContext.ts';
import type { ChainConnection } from '../connection.ts';

export const derivedProfileQuery = (connection: ChainConnection) =>
  queryOptions({
    queryKey: queryKeys.derivedProfile(connection.endpoint),
    staleTime: Infinity,
    queryFn: async () => {
      const [chain, { readChainProfile }] = await Promise.all([
        connection.loaded(),
        import('./readChainProfile.ts'),
      ]);
      return readChainProfile(chain, connection.endpoint);
    },
  });

export const chainShapeQuery = (connection: ChainConnection) =>
  queryOptions({
    queryKey: queryKeys.chainShape(connection.endpoint),
    staleTime: Infinity,
    queryFn: async () => {
      const { chain } = await connection.loaded();
      return chain.call('chainShape');
    },
  });

export type ActiveProfile =
  | { state: 'ready'; profile: ChainProfile; derived: boolean }
  | { state: 'reading' }
  | { state: 'failed'; error: unknown };

export function useChainProfile(): ActiveProfile {
  const choice = profileChoiceOf(useConfigValue((config) => config.chainProfile));
  const derived = useQuery({
    ...derivedProfileQuery(useChainConnection()),
    enabled: choice.kind === 'custom',
  });
  if (choice.kind === 'builtin') return { state: 'ready', profile: choice.profile, derived: false };
  if (derived.data) return { state: 'ready', profile: derived.data, derived: true };
  return derived.isError ? { state: 'failed', error: derived.error } : { state: 'reading' };
}
