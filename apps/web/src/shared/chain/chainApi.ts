// The Lumi runtime's API as the app uses it, served by polkadot-api's client in the chain worker (see docs/web.md,
// "polkadot-api in a worker"): the unsafe API's shape (`query.Pallet.Item.getValue(...)`, `constants.Pallet.Name()`,
// `apis.Api.method(...)`, `tx.Pallet.call(args)`), typed by the descriptors, where every use is a request to the
// worker. Only types come from the descriptors, so nothing here loads their metadata.
import type { lumi } from '@lumi/descriptors';
import type { TypedApi } from 'polkadot-api';
import type { QueryCall, QueryStream } from './worker/chainServer.ts';
import type { ProxiedTx } from './worker/txProxy.ts';

type Typed = TypedApi<typeof lumi, false>;
type Query = Typed['query'];
type Tx = Typed['tx'];

/** The storage methods the worker serves (chainServer.ts); polkadot-api's others (getKey, …) do not cross. */
type ServedEntry<E> = Pick<E, Extract<keyof E, QueryCall | QueryStream>>;

export interface LumiApi {
  query: { [P in keyof Query]: { [I in keyof Query[P]]: ServedEntry<Query[P][I]> } };
  constants: Typed['constants'];
  apis: Typed['apis'];
  /** A call is described, then estimated and signed in the worker (txProxy.ts). */
  tx: {
    [P in keyof Tx]: {
      [C in keyof Tx[P]]: Tx[P][C] extends (args: infer A) => unknown ? (args: A) => ProxiedTx : never;
    };
  };
}
