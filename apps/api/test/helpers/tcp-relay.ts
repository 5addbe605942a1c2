// A TCP relay on a fixed local port whose target can change: lets a test restart or replace the node behind
// one endpoint URL, as happens when `npm start` restarts the dev node on 9944.
import { type Server, type Socket, connect, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpRelay {
  port: number;
  retarget(port: number): void;
  /** Cuts every open connection (what clients see when the node process dies). */
  dropAll(): void;
  close(): Promise<void>;
}

export async function startRelay(targetPort: number): Promise<TcpRelay> {
  let target = targetPort;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dropAll = () => {
    for (const s of sockets) s.destroy();
  };
  return {
    port: (server.address() as AddressInfo).port,
    retarget(port) {
      target = port;
    },
    dropAll,
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}
