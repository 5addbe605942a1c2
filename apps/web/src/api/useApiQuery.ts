import { useEffect, useState } from 'react';
import { isApiUnavailable } from './lumiApi.ts';

export type ApiQuery<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'unavailable' }
  | { status: 'error'; message: string };

/** One API read, redone when `key` changes; an answer for an older key is dropped. */
export function useApiQuery<T>(key: string | undefined, load: () => Promise<T>): ApiQuery<T> {
  const [state, setState] = useState<{ key: string | undefined; query: ApiQuery<T> }>({
    key,
    query: { status: 'loading' },
  });
  useEffect(() => {
    if (key === undefined) return;
    let live = true;
    setState({ key, query: { status: 'loading' } });
    load().then(
      (value) => live && setState({ key, query: { status: 'ready', value } }),
      (error: unknown) =>
        live &&
        setState({
          key,
          query: isApiUnavailable(error)
            ? { status: 'unavailable' }
            : { status: 'error', message: error instanceof Error ? error.message : String(error) },
        }),
    );
    return () => {
      live = false;
    };
    // `load` is a new closure each render; `key` names what it loads.
  }, [key]);
  return state.key === key ? state.query : { status: 'loading' };
}
