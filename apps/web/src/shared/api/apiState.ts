import type { UseQueryResult } from '@tanstack/react-query';
import { isApiUnavailable } from './lumiApi.ts';

/** An API read as a card shows it: the API not running is its own state, apart from other failures. */
export type ApiState<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'unavailable' }
  | { status: 'error'; message: string };

export function apiState<T>(query: UseQueryResult<T>): ApiState<T> {
  if (query.isSuccess) return { status: 'ready', value: query.data };
  if (query.isError) {
    const { error } = query;
    return isApiUnavailable(error) ? { status: 'unavailable' } : { status: 'error', message: error.message };
  }
  return { status: 'loading' };
}
