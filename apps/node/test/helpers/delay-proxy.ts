// A WebSocket forwarder that adds a fixed delay to every frame in each direction: a remote client's round
// trip, reproduced on localhost. Frames keep their order (equal delays fire first-in, first-out).
import { type AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer, type RawData } from 'ws';

export interface DelayProxy {
  url: string;
  close(): Promise<void>;
}

export async function startDelayProxy(target: string, delayEachWayMs: number): Promise<DelayProxy> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  server.on('connection', (client) => {
    const upstream = new WebSocket(target);
    const toUpstream: { data: RawData; isBinary: boolean }[] = [];
    const later = (fn: () => void) => setTimeout(fn, delayEachWayMs);
    const sendUp = (data: RawData, isBinary: boolean) => {
      if (upstream.readyState === WebSocket.OPEN) upstream.send(data, { binary: isBinary });
      else toUpstream.push({ data, isBinary });
    };
    upstream.on('open', () => {
      for (const m of toUpstream.splice(0)) upstream.send(m.data, { binary: m.isBinary });
    });
    client.on('message', (data, isBinary) => later(() => sendUp(data, isBinary)));
    upstream.on('message', (data, isBinary) =>
      later(() => {
        if (client.readyState === WebSocket.OPEN) client.send(data, { binary: isBinary });
      }),
    );
    client.on('close', () => upstream.close());
    upstream.on('close', () => client.close());
    client.on('error', () => upstream.close());
    upstream.on('error', () => client.close());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const c of server.clients) c.terminate();
        server.close(() => resolve());
      }),
  };
}
