// Starts the chain worker for one endpoint and links it to this tab: a chunk of its own, imported by
// ChainConnection after the page's first paint. It must stay the only module that names the worker's file: the
// build counts a worker in every route whose chunks start it, and ChainConnection is part of /dapp's first paint.
import type { SocketGate } from './gatedSocket.ts';
import type { LumiApi } from './chainApi.ts';
import { wallet } from '../wallet/store.ts';
import { proxiedApi } from './worker/chainProxy.ts';
import type { ChainWorkerApi, MainThreadHost } from './worker/chainWorker.ts';
import { gateHost } from './worker/remoteGate.ts';
import { proxiedTxApi } from './worker/txProxy.ts';
import { linkWorker, type WorkerLink } from './worker/workerLink.ts';

export interface LinkedChain {
  link: WorkerLink<ChainWorkerApi>;
  api: LumiApi;
}

/**
 * A new worker with polkadot-api's client for `endpoint`, its sockets held by `gate` and its transactions
 * signed by the wallet of this tab; `onClose` hears once that the worker has died (or was ended).
 */
export function linkChainWorker(
  endpoint: string,
  gate: SocketGate,
  onClose: (reason: Error) => void,
): LinkedChain {
  const worker = new Worker(new URL('./worker/chain.worker.ts', import.meta.url), {
    type: 'module',
    name: 'lumi-chain',
  });
  const gateServed = gateHost(gate);
  const host: MainThreadHost = {
    calls: { ...gateServed.calls, ...wallet.signerHost },
    streams: gateServed.streams,
  };
  const link = linkWorker<ChainWorkerApi>(worker, host, onClose);
  // A refused open leaves a worker that can serve nothing: ended, so the connection starts another.
  link.channel
    .call('open', endpoint)
    .catch((error: unknown) =>
      link.end(error instanceof Error ? error : new Error(`The chain worker did not open: ${String(error)}`)),
    );
  // The proxies are the unsafe API's shape; the descriptors type it (chainApi.ts).
  const api = { ...proxiedApi(link.channel), tx: proxiedTxApi(link.channel) } as unknown as LumiApi;
  return { link, api };
}
