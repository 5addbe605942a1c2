import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useChainConnection } from '../chain/ChainContext.ts';
import { classifyFailure } from '../api/failure.ts';
import { queryKeys } from '../data/keys.ts';
import type { TxCheck, TxCheckResult } from './txCheck.ts';

function failed(cause: unknown): TxCheckResult {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return {
    fee: undefined,
    failure: {
      code: 'CheckFailed',
      message: `The transaction could not be checked: ${detail}`,
      values: { failure: classifyFailure(cause) },
    },
  };
}

/**
 * Runs `run` for the form values named by `key`, `delayMs` after they stop changing, as a query (see
 * data/keys.ts `txCheck`): it is redone on each new best block and after a transaction lands, keeping the last
 * answer meanwhile. A result only ever counts for its own key. Undefined key: the form is incomplete, nothing
 * runs. Results belong to this form and are dropped when it stops asking (`gcTime` 0), so a review opened again
 * checks again.
 */
export function useTxCheck(
  key: string | undefined,
  run: () => Promise<TxCheckResult>,
  delayMs = 300,
): TxCheck | undefined {
  const connection = useChainConnection();
  const { endpoint } = connection;
  const form = useId();
  const [settled] = useDebouncedValue(key, delayMs);
  // The latest closure: it builds the call `key` names whenever the query runs (the key is checked below).
  const runRef = useRef(run);
  runRef.current = run;
  const current = key !== undefined && settled === key;
  const check = useQuery({
    queryKey: queryKeys.txCheck(endpoint, form, settled ?? ''),
    // A form completed before the chain client has loaded is checked once it has (the call needs its API).
    queryFn: () =>
      connection
        .loaded()
        .then(() => runRef.current())
        .catch(failed),
    enabled: current,
    gcTime: 0,
  });
  if (key === undefined) return undefined;
  return current && check.data ? { key, status: 'done', ...check.data } : { key, status: 'checking' };
}
