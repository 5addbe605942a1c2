// polkadot-api 2.2.2 (@polkadot-api/observable-client 0.18.8): when a client is destroyed while one of its
// chainHead sub-requests is in flight, the request's failure schedules a re-follow 250 ms later that ignores
// the destroy, and that timer throws "Not connected" from inside the library. The client is gone by then, so
// the error means nothing; uncaught, it would end the service. The service destroys a client when a replaced
// dev chain makes it renew its connection (ChainConnection.renew), which is how this was found.
import type { Logger } from './log.ts';

/** Whether `error` is that late retry: raw-client's "Not connected", thrown from its request function. */
export function isDestroyedClientRetry(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.message === 'Not connected' &&
    /@polkadot-api[\\/]raw-client[\\/]/.test(error.stack ?? '')
  );
}

/**
 * Lets the process live through that one library error; any other uncaught exception still ends it, printed
 * as Node prints it and logged, with exit code 1.
 */
export function surviveDestroyedClientRetry(log: Logger): void {
  process.on('uncaughtException', (error, origin) => {
    if (isDestroyedClientRetry(error)) {
      log.warn('ignored a polkadot-api retry on a destroyed client', { error: error.message });
      return;
    }
    console.error(error);
    log.error('uncaught exception: stopping', { origin, error: error.message });
    process.exit(1);
  });
}
