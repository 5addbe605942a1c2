import { useEffect, useState } from 'react';
import { CHAIN_WAIT_MS } from './waitForChain.ts';

/**
 * For a view that waits for something from the chain while `waiting`: true once it has waited CHAIN_WAIT_MS,
 * so it can stop spinning and say so. Starts over each time `waiting` turns true.
 */
export function useChainWaitExpired(waiting: boolean, timeoutMs = CHAIN_WAIT_MS): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    setExpired(false);
    if (!waiting) return;
    const timer = setTimeout(() => setExpired(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [waiting, timeoutMs]);
  return waiting && expired;
}
