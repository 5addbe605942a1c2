import type { ChainConnection } from './connection.ts';
import { chainReadiness } from './readiness.ts';

/** How long a dialog waits for the node before it gives up and says so. */
export const CHAIN_WAIT_MS = 10_000;

/**
 * Resolves true as soon as the connection is ready for actions, or false after `timeoutMs` (or when `signal`
 * aborts) — nothing that needs the chain waits without an end.
 */
export function waitForChain(
  connection: ChainConnection,
  timeoutMs = CHAIN_WAIT_MS,
  signal?: AbortSignal,
): Promise<boolean> {
  if (chainReadiness(connection.getStatus()).ready) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = (ready: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      signal?.removeEventListener('abort', onAbort);
      resolve(ready);
    };
    const onAbort = () => finish(false);
    const timer = setTimeout(() => finish(false), timeoutMs);
    const unsubscribe = connection.subscribe(() => {
      if (chainReadiness(connection.getStatus()).ready) finish(true);
    });
    signal?.addEventListener('abort', onAbort);
  });
}
