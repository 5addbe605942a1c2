import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

export type Observed<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

const LOADING = { status: 'loading' } as const;

/**
 * The latest value of an observable (memoize it: a new observable each render resubscribes each render).
 * A value from a previous source is never shown for the current one.
 */
export function useObservable<T>(source: Observable<T> | undefined): Observed<T> {
  const [state, setState] = useState<{ source: Observable<T> | undefined; observed: Observed<T> }>({
    source,
    observed: LOADING,
  });
  useEffect(() => {
    if (!source) return;
    const subscription = source.subscribe({
      next: (value) => setState({ source, observed: { status: 'ready', value } }),
      error: (error: unknown) => setState({ source, observed: { status: 'error', error } }),
    });
    return () => subscription.unsubscribe();
  }, [source]);
  return state.source === source ? state.observed : LOADING;
}
