import { useEffect, useRef, useState } from 'react';
import type { TxCheck, TxCheckResult } from './txCheck.ts';

/**
 * Runs `run` for the form values named by `key`, `delayMs` after they stop changing; a newer key cancels the
 * older check (its answer is dropped). Undefined key: the form is incomplete, nothing runs.
 */
export function useTxCheck(
  key: string | undefined,
  run: () => Promise<TxCheckResult>,
  delayMs = 300,
): TxCheck | undefined {
  const [check, setCheck] = useState<TxCheck | undefined>();
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    if (key === undefined) {
      setCheck(undefined);
      return;
    }
    let live = true;
    setCheck((previous) => (previous?.key === key ? previous : { key, status: 'checking' }));
    const timer = setTimeout(() => {
      runRef
        .current()
        .then((result) => live && setCheck({ key, status: 'done', ...result }))
        .catch((cause: unknown) => {
          if (!live) return;
          const message = cause instanceof Error ? cause.message : String(cause);
          setCheck({
            key,
            status: 'done',
            fee: undefined,
            failure: { code: 'CheckFailed', message: `The transaction could not be checked: ${message}` },
          });
        });
    }, delayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, delayMs]);
  return check;
}
