// What the chain worker serves: it opens polkadot-api's client for an endpoint when the main thread asks, with
// the main thread's socket gate, and from then on serves the client's reads (chainServer.ts) and transactions
// (txServer.ts, signed through the main thread's signer host). The worker's entry file (chain.worker.ts) only
// connects this to its `self`; kept apart so it runs under test over a MessageChannel.
import type { PolkadotClient } from 'polkadot-api';
import { from, switchMap, type Observable } from 'rxjs';
import { openChainClient } from '../client.ts';
import { createChannel, type Channel, type ChannelApi, type ChannelPort } from './channel.ts';
import { chainServer, type ChainServer } from './chainServer.ts';
import { remoteGate, type GateHost } from './remoteGate.ts';
import type { SignerHost } from './remoteSigner.ts';
import { txServer, type TxServer } from './txServer.ts';

/** What the main thread serves the worker: its socket gate and its signer. */
export interface MainThreadHost extends ChannelApi {
  calls: GateHost['calls'] & SignerHost['calls'];
  streams: GateHost['streams'];
}

export interface ChainWorkerApi extends ChannelApi {
  calls: ChainServer['calls'] &
    TxServer['calls'] & {
      /** Starts the client for `endpoint`; once per worker (a new endpoint gets a new worker). */
      open: (endpoint: string) => Promise<void>;
      /** Ends the client (the main thread may also just terminate the worker). */
      close: () => Promise<void>;
    };
  streams: ChainServer['streams'] & TxServer['streams'];
}

/** Serves the chain over `port`; the main thread's end must serve a MainThreadHost. */
export function serveChain(port: ChannelPort): Channel<MainThreadHost> {
  let server: ChainServer | undefined;
  let transactions: TxServer | undefined;
  let client: PolkadotClient | undefined;
  let opened: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (opened = resolve));
  // The channel turns a throw in a call into that call's failure.
  const current = (): ChainServer => {
    if (!server) throw new Error('The chain worker has no connection yet: open(endpoint) first.');
    return server;
  };
  const currentTx = (): TxServer => {
    if (!transactions) throw new Error('The chain worker has no connection yet: open(endpoint) first.');
    return transactions;
  };
  // A stream asked for before open (the main thread subscribes as soon as it starts the worker) waits for it.
  const once = <T>(stream: (chain: ChainServer) => Observable<T>): Observable<T> =>
    from(ready).pipe(switchMap(() => stream(current())));
  const api: ChainWorkerApi = {
    calls: {
      open: (endpoint) => {
        if (server) return Promise.reject(new Error('The chain worker already has a connection.'));
        client = openChainClient(endpoint, remoteGate(main));
        server = chainServer(client);
        transactions = txServer(client, main);
        opened();
        return Promise.resolve();
      },
      close: () => {
        client?.destroy();
        return Promise.resolve();
      },
      query: (...args) => current().calls.query(...args),
      constant: (...args) => current().calls.constant(...args),
      runtime: (...args) => current().calls.runtime(...args),
      request: (...args) => current().calls.request(...args),
      metadata: (...args) => current().calls.metadata(...args),
      finalizedBlock: () => current().calls.finalizedBlock(),
      chainShape: () => current().calls.chainShape(),
      block: (...args) => current().calls.block(...args),
      events: (...args) => current().calls.events(...args),
      txFees: (...args) => currentTx().calls.txFees(...args),
      txSign: (...args) => currentTx().calls.txSign(...args),
    },
    streams: {
      query: (...args) => once((chain) => chain.streams.query(...args)),
      bestBlocks: () => once((chain) => chain.streams.bestBlocks()),
      finalizedBlock: () => once((chain) => chain.streams.finalizedBlock()),
      // A transaction is submitted after open (it was signed through the worker), so this does not wait.
      submitAndWatch: (signed) => currentTx().streams.submitAndWatch(signed),
    },
  };
  const main = createChannel<MainThreadHost>(port, api);
  return main;
}
