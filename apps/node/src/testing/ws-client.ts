// A bare JSON-RPC WebSocket client for tests, the bench and the attack script: no client-library logic in the way.
import type { Socket } from 'node:net';
import WebSocket, { type RawData } from 'ws';

/** A message's text: ws hands a frame over as a Buffer, an ArrayBuffer or a list of Buffer fragments. */
export function messageText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');
}

export class RpcCallError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(
      `${code}: ${message}${data !== undefined ? `: ${typeof data === 'string' ? data : JSON.stringify(data)}` : ''}`,
    );
  }
}

type Pending = { resolve: (v: unknown) => void; reject: (e: Error) => void };

/** Corks `socket` at the first frame `ws` sends in a turn of the event loop and uncorks it after the turn. */
function corkPerTurn(ws: WebSocket, socket: Socket): void {
  const send = ws.send.bind(ws);
  let corked = false;
  const uncork = () => {
    corked = false;
    socket.uncork();
  };
  ws.send = ((...args: Parameters<WebSocket['send']>) => {
    if (!corked && !socket.destroyed) {
      corked = true;
      socket.cork();
      setImmediate(uncork);
    }
    send(...args);
  }) as WebSocket['send'];
}

export class WsRpc {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly subs = new Map<string, (result: unknown) => void>();
  /** Notifications that arrived before their subscription id was known. */
  private readonly early = new Map<string, unknown[]>();
  readonly closed: Promise<void>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.onMessage(messageText(data)));
    this.closed = new Promise((resolve) => ws.once('close', () => resolve()));
    ws.once('close', () => {
      for (const p of this.pending.values()) p.reject(new Error('connection closed'));
      this.pending.clear();
    });
  }

  /**
   * `localAddress` picks the source address (any 127.x.y.z works on Linux loopback): another client IP.
   * `batchWrites` holds the frames sent in one turn of the event loop and writes them in one system call, as
   * the node does with its answers: a load generator pipelining many calls per turn (the bench) then costs the
   * node's cores one write per turn instead of one per call.
   */
  static connect(
    url: string,
    options: { localAddress?: string; batchWrites?: boolean } = {},
  ): Promise<WsRpc> {
    const { batchWrites = false, ...wsOptions } = options;
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { maxPayload: 256 * 1024 * 1024, ...wsOptions });
      if (batchWrites) ws.once('upgrade', (res) => corkPerTurn(ws, res.socket));
      ws.once('open', () => resolve(new WsRpc(ws)));
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    });
  }

  private onMessage(text: string): void {
    const msg = JSON.parse(text) as {
      id?: number;
      result?: unknown;
      error?: { code: number; message: string; data?: unknown };
      method?: string;
      params?: { subscription: string; result: unknown };
    };
    if (msg.id !== undefined && msg.id !== null) {
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      if (msg.error) p.reject(new RpcCallError(msg.error.code, msg.error.message, msg.error.data));
      else p.resolve(msg.result);
      return;
    }
    if (msg.params) {
      const handler = this.subs.get(msg.params.subscription);
      if (handler) handler(msg.params.result);
      else {
        const list = this.early.get(msg.params.subscription) ?? [];
        list.push(msg.params.result);
        this.early.set(msg.params.subscription, list);
      }
    }
  }

  call<T = unknown>(method: string, params: unknown[] = []): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.ws.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
    });
  }

  sendRaw(text: string): void {
    this.ws.send(text);
  }

  async subscribe(method: string, params: unknown[], onResult: (result: unknown) => void): Promise<string> {
    const id = await this.call<string>(method, params);
    this.subs.set(id, onResult);
    for (const r of this.early.get(id) ?? []) onResult(r);
    this.early.delete(id);
    return id;
  }

  unsubscribeLocal(id: string): void {
    this.subs.delete(id);
  }

  close(): Promise<void> {
    this.ws.close();
    return this.closed;
  }
}

/** Awaits a call that must fail with a JSON-RPC error and returns that error; any other outcome fails the test. */
export async function rpcError(p: Promise<unknown>): Promise<RpcCallError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof RpcCallError) return e;
    throw e;
  }
  throw new Error('expected an RPC error');
}
