// One port for JSON-RPC over WebSocket and HTTP, with Substrate's connection and size limits.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { RpcOptions } from '../cli/args.ts';
import { log } from '../util/log.ts';
import { Connection } from './connection.ts';
import { Dispatcher } from './dispatch.ts';
import { OVERSIZED_REQUEST } from './errors.ts';
import type { Registry } from './registry.ts';

/** A client that does not read its notifications is cut off rather than buffering without bound. */
const MAX_BUFFERED_BYTES = 64 * 1024 * 1024;

export function originAllowed(cors: RpcOptions['cors'], origin: string | undefined): boolean {
  if (origin === undefined || cors === 'all') return true;
  return cors.some((allowed) => {
    if (allowed === origin) return true;
    if (allowed.endsWith(':*')) {
      const base = allowed.slice(0, -2);
      return (
        origin === base || (origin.startsWith(`${base}:`) && /^\d+$/.test(origin.slice(base.length + 1)))
      );
    }
    return false;
  });
}

export interface HealthSource {
  health(): unknown;
}

export class RpcServer {
  private readonly http: Server;
  private readonly wss: WebSocketServer;
  private readonly dispatcher: Dispatcher;
  private readonly sockets = new Set<WebSocket>();
  private httpInFlight = 0;

  constructor(
    registry: Registry,
    private readonly options: RpcOptions,
    private readonly healthSource: HealthSource,
  ) {
    this.dispatcher = new Dispatcher(registry, options);
    this.http = createServer((req, res) => this.onHttp(req, res));
    this.http.on('upgrade', (req, socket, head) => this.onUpgrade(req, socket, head));
    this.http.on('clientError', (_err, socket) => {
      if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
      else socket.destroy();
    });
    // The frame cap is above the request limit so an oversized request still gets a JSON-RPC error;
    // only frames beyond twice the limit close the socket (code 1009).
    this.wss = new WebSocketServer({ noServer: true, maxPayload: options.maxRequestBytes * 2 + 1024 });
  }

  get connectionCount(): number {
    return this.sockets.size + this.httpInFlight;
  }

  listen(): Promise<number> {
    return new Promise((resolve, reject) => {
      this.http.once('error', reject);
      this.http.listen(this.options.port, this.options.host, () => {
        this.http.off('error', reject);
        resolve((this.http.address() as AddressInfo).port);
      });
    });
  }

  async close(): Promise<void> {
    for (const ws of this.sockets) ws.close(1001, 'node shutting down');
    await new Promise<void>((resolve) => {
      this.http.close(() => resolve());
      this.http.closeAllConnections();
      // Sockets that ignore the close handshake are dropped after a grace period.
      setTimeout(() => {
        for (const ws of this.sockets) ws.terminate();
        resolve();
      }, 1000).unref();
    });
    this.wss.close();
  }

  private corsHeaders(req: IncomingMessage): Record<string, string> {
    const origin = req.headers.origin;
    if (origin === undefined || !originAllowed(this.options.cors, origin)) return {};
    return {
      'access-control-allow-origin': this.options.cors === 'all' ? '*' : origin,
      'access-control-allow-methods': 'POST, GET, OPTIONS',
      'access-control-allow-headers': 'content-type',
      'access-control-max-age': '86400',
      vary: 'origin',
    };
  }

  private reject(socket: Duplex, status: number, text: string): void {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(
      `HTTP/1.1 ${status} ${text}\r\ncontent-type: text/plain\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
    );
  }

  private onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (!originAllowed(this.options.cors, req.headers.origin)) {
      return this.reject(socket, 403, 'Forbidden');
    }
    if (this.connectionCount >= this.options.maxConnections) {
      return this.reject(socket, 429, 'Too Many Requests');
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.onSocket(ws, socket));
  }

  private onSocket(ws: WebSocket, socket: Duplex): void {
    this.sockets.add(ws);
    // Messages written in one turn of the event loop (a burst of answers when a batch of signature checks
    // comes back, a block's notifications) leave in one system call instead of one each.
    let corked = false;
    const uncork = () => {
      corked = false;
      socket.uncork();
    };
    const conn = new Connection(true, this.options.maxSubscriptionsPerConnection, (text) => {
      if (ws.readyState !== ws.OPEN) return;
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
        ws.close(1008, 'client too slow to read its messages');
        return;
      }
      if (!corked) {
        corked = true;
        socket.cork();
        process.nextTick(uncork);
      }
      ws.send(text);
    });
    ws.on('message', (data, isBinary) => {
      const text = Array.isArray(data)
        ? Buffer.concat(data).toString('utf8')
        : Buffer.from(data as ArrayBuffer).toString('utf8');
      void isBinary;
      this.dispatcher
        .handle(text, conn)
        .catch((e: unknown) => log.error(`RPC dispatch failed: ${String(e)}`));
    });
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      this.sockets.delete(ws);
      conn.close();
    });
  }

  private onHttp(req: IncomingMessage, res: ServerResponse): void {
    const cors = this.corsHeaders(req);
    if (!originAllowed(this.options.cors, req.headers.origin)) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('Forbidden');
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(200, cors).end();
      return;
    }
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && (path === '/health' || path === '/health/readiness')) {
      res
        .writeHead(200, { 'content-type': 'application/json', ...cors })
        .end(JSON.stringify(this.healthSource.health()));
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { 'content-type': 'text/plain', allow: 'POST', ...cors }).end('Method Not Allowed');
      return;
    }
    if (this.connectionCount >= this.options.maxConnections) {
      res.writeHead(429, { 'content-type': 'text/plain', ...cors }).end('Too Many Requests');
      return;
    }
    this.httpInFlight++;
    let done = false;
    const finish = () => {
      if (!done) {
        done = true;
        this.httpInFlight--;
      }
    };
    res.on('close', finish);
    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    req.on('data', (chunk: Buffer) => {
      if (tooBig) return;
      size += chunk.length;
      if (size > this.options.maxRequestBytes) {
        tooBig = true;
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', () => finish());
    req.on('end', () => {
      if (tooBig) {
        const body = JSON.stringify({
          jsonrpc: '2.0',
          id: null,
          error: {
            code: OVERSIZED_REQUEST,
            message: 'Request is too big',
            data: `Exceeded max limit of ${this.options.maxRequestBytes}`,
          },
        });
        res.writeHead(413, { 'content-type': 'application/json', ...cors }).end(body);
        return;
      }
      let out = '';
      const conn = new Connection(false, 0, (text) => {
        out = text;
      });
      this.dispatcher
        .handle(Buffer.concat(chunks).toString('utf8'), conn)
        .then(() => {
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...cors }).end(out);
        })
        .catch(() => {
          res.writeHead(500, { 'content-type': 'text/plain', ...cors }).end('Internal Server Error');
        })
        .finally(() => conn.close());
    });
  }
}
