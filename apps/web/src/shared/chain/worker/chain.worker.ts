// The chain worker's entry: polkadot-api's client, its metadata decode and its sockets run here, off the page's
// main thread (see docs/web.md, "polkadot-api in a worker"). Everything it does is in serveChain, which the
// tests run over a MessageChannel.
import { serveChain } from './chainWorker.ts';

// A dedicated worker's global scope is the port: the page's `Worker` object is the other end.
serveChain(self);
