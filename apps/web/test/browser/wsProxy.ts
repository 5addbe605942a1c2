// A WebSocket forwarder the test controls, between the app and the real node: it can cut every connection
// (and refuse new ones) and restore them, and can delay each message, to play a flaky network.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocket, WebSocketServer, type RawData } from 'ws';

export interface WsProxy {
  /** ws://127.0.0.1:<port> — give this to the app instead of the node's URL. */
  readonly url: string;
  /** Closes every open connection and refuses new ones until restore(). */
  cut(): void;
  /** Accepts connections again. */
  restore(): void;
  readonly isCut: boolean;
  /** Connections opened through the proxy so far (the app reconnecting shows up here). */
  readonly connections: number;
  /**
   * Cuts `afterMs` after the app first sends a message matching `pattern` (e.g. /transaction_v1_broadcast/):
   * the fault lands at a precise point of a flow without the test sleeping. Resolves when it has cut.
   */
  cutAfter(pattern: RegExp, afterMs: number): Promise<void>;
  close(): Promise<void>;
}

export interface WsProxyOptions {
  /** Each message waits a random time in this range (ms) before it is forwarded, in order. */
  delayMs?: [min: number, max: number];
}

/**
 * Forwards ws://127.0.0.1:<port> to `target`, message by message in both directions. Messages a side sends
 * before the other side's socket is open are queued.
 */
export async function startWsProxy(target: string, options: WsProxyOptions = {}): Promise<WsProxy> {
  const server: Server = createServer((_request, response) => response.writeHead(426).end());
  const wss = new WebSocketServer({ noServer: true });
  const pairs = new Set<{ client: WebSocket; node: WebSocket }>();
  let cut = false;
  let connections = 0;
  const triggers: { pattern: RegExp; afterMs: number; fire: () => void }[] = [];

  function cutNow(): void {
    cut = true;
    for (const { client, node } of pairs) {
      client.terminate();
      node.terminate();
    }
    pairs.clear();
  }

  function watchForTriggers(data: RawData): void {
    if (triggers.length === 0) return;
    const text = Buffer.isBuffer(data) ? data.toString() : Buffer.concat(data as Buffer[]).toString();
    for (const trigger of triggers.splice(0)) {
      if (!trigger.pattern.test(text)) {
        triggers.push(trigger);
        continue;
      }
      setTimeout(() => {
        cutNow();
        trigger.fire();
      }, trigger.afterMs);
    }
  }

  const delay = (): number => {
    if (!options.delayMs) return 0;
    const [min, max] = options.delayMs;
    return min + Math.floor(Math.random() * (max - min + 1));
  };

  // Keeps order with random delays: each message is sent no earlier than the one before it.
  function forwarder(to: WebSocket) {
    let last = Promise.resolve();
    return (data: RawData, isBinary: boolean) => {
      const wait = delay();
      last = last.then(
        () =>
          new Promise<void>((resolve) => {
            const send = () => {
              if (to.readyState === WebSocket.OPEN) to.send(data, { binary: isBinary });
              resolve();
            };
            if (wait === 0) send();
            else setTimeout(send, wait);
          }),
      );
    };
  }

  server.on('upgrade', (request, socket: Socket, head) => {
    if (cut) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (client) => {
      connections += 1;
      const node = new WebSocket(target);
      const pair = { client, node };
      pairs.add(pair);
      const queued: [RawData, boolean][] = [];
      const toNode = forwarder(node);
      client.on('message', (data, isBinary) => {
        watchForTriggers(data);
        if (node.readyState === WebSocket.OPEN) toNode(data, isBinary);
        else queued.push([data, isBinary]);
      });
      node.on('open', () => {
        for (const [data, isBinary] of queued.splice(0)) toNode(data, isBinary);
      });
      node.on('message', forwarder(client));
      const end = () => {
        pairs.delete(pair);
        client.terminate();
        node.terminate();
      };
      client.on('close', end);
      client.on('error', end);
      node.on('close', end);
      node.on('error', end);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `ws://127.0.0.1:${port}`,
    cut: cutNow,
    cutAfter(pattern, afterMs) {
      return new Promise<void>((fire) => triggers.push({ pattern, afterMs, fire }));
    },
    restore() {
      cut = false;
    },
    get isCut() {
      return cut;
    },
    get connections() {
      return connections;
    },
    async close() {
      cutNow();
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
