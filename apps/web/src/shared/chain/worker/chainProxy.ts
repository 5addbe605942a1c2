// The main thread's view of the chain worker's reads: objects shaped like polkadot-api's unsafe API
// (`query.Pallet.Item.getValue(...)`, `constants.Pallet.Name()`, `apis.Api.method(...)`) whose every use is a
// request to the worker, so the code that reads the chain keeps its shape when the client moves.
import type { Observable } from 'rxjs';
import type { Channel } from './channel.ts';
import type { ChainServer, QueryCall, QueryStream } from './chainServer.ts';

type Call = (...args: unknown[]) => Promise<unknown>;
type Stream = (...args: unknown[]) => Observable<unknown>;

export interface ProxiedApi {
  query: Record<string, Record<string, Record<QueryCall, Call> & Record<QueryStream, Stream>>>;
  constants: Record<string, Record<string, () => Promise<unknown>>>;
  apis: Record<string, Record<string, Call>>;
}

/** A two-level name lookup (`root.A.B`) that builds each leaf from the two names. */
function twoLevels<T>(leaf: (first: string, second: string) => T): Record<string, Record<string, T>> {
  return new Proxy(
    {},
    {
      get: (_, first) =>
        typeof first === 'string'
          ? new Proxy(
              {},
              {
                get: (__, second) => (typeof second === 'string' ? leaf(first, second) : undefined),
              },
            )
          : undefined,
    },
  );
}

export function proxiedApi(worker: Channel<ChainServer>): ProxiedApi {
  return {
    query: twoLevels((pallet, item) => ({
      getValue: (...args: unknown[]) => worker.call('query', pallet, item, 'getValue', args),
      getValues: (...args: unknown[]) => worker.call('query', pallet, item, 'getValues', args),
      getEntries: (...args: unknown[]) => worker.call('query', pallet, item, 'getEntries', args),
      watchValue: (...args: unknown[]) => worker.watch('query', pallet, item, 'watchValue', args),
      watchEntries: (...args: unknown[]) => worker.watch('query', pallet, item, 'watchEntries', args),
    })),
    constants: twoLevels((pallet, name) => () => worker.call('constant', pallet, name)),
    apis: twoLevels(
      (runtimeApi, name) =>
        (...args: unknown[]) =>
          worker.call('runtime', runtimeApi, name, args),
    ),
  };
}
