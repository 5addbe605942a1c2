import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../data/keys.ts';
import { lumiApi } from './lumiApi.ts';

/** What the API runs (faucet and its amounts); read once per visit of a screen that needs it. */
export const apiStatusQuery = () =>
  queryOptions({ queryKey: queryKeys.apiStatus(), queryFn: () => lumiApi.status(), staleTime: 60_000 });
