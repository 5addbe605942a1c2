import { useEffect, useState } from 'react';

/** The wall clock (ms since 1970), re-read every `intervalMs` so ages and staleness stay current. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
