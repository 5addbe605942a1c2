import type { UseQueryResult } from '@tanstack/react-query';
import type { Message } from '../i18n/message.ts';
import { browserOnline, classifyFailure, failureMessage } from './failure.ts';
import { isApiUnavailable } from './lumiApi.ts';

/**
 * An API read as a card shows it: the API not running is its own state, apart from other failures, which carry
 * their catalogue message (failure.ts) rather than the server's or the browser's English.
 */
export type ApiState<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'unavailable' }
  | { status: 'error'; message: Message };

export function apiState<T>(query: UseQueryResult<T>, online = browserOnline()): ApiState<T> {
  if (query.isSuccess) return { status: 'ready', value: query.data };
  if (query.isError) {
    const { error } = query;
    return isApiUnavailable(error)
      ? { status: 'unavailable' }
      : { status: 'error', message: failureMessage(classifyFailure(error, online)) };
  }
  return { status: 'loading' };
}
