// One port for JSON-RPC over WebSocket and HTTP, with Substrate's connection and size limits, a cap per
// client IP, and per-connection call limits (rate, CPU budget).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { RpcOptions } from '../cli/args.ts';
import { log } from '../util/log.ts';
import { Connection } from './connection.ts';
import { Dispatcher } from './dispatch.ts';
import { internalError, oversizedRequest, RpcError, SERVER_BUSY } from './errors.ts';
import {
  CallRateLimiter,
  type CallLimits,
  CPU_BUDGET_BURST_MS,
  CPU_BUDGET_REFILL_PER_SECOND,
  CpuBudget,
} from './rate-limit.ts';
import type { Registry } from './registry.ts';

/** A client that does not read its notifications is cut off rather than buffering without bound. */
const MAX_BUFFERED_BYTES = 64 * 1024 * 1024;
/**
 * Messages of one WebSocket being handled at once (calls waiting on a limit included). Beyond it the node
 * stops reading that socket until some finish: a client pipelining without bound is slowed, not buffered.
 */
export const MAX_MESSAGES_IN_FLIGHT = 256;

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

/** The client's address, with IPv4-mapped IPv6 folded to IPv4 so one host counts once. */
export function clientIp(socket: Socket | Duplex): string {
  const address = (socket as Socket).remoteAddress ?? 'unknown';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

const jsonRpcError = (e: RpcError): string => JSON.stringify({ jsonrpc: '2.0', id: null, error: e.toJSON() });

export interface HealthSource {
  health(): unknown;
}

export class RpcServer {
  private readonly http: Server;
  private readonly wss: WebSocketServer;
  private readonly dispatcher: Dispatcher;
  private readonly sockets = new Set<WebSocket>();
  /** The uncorking of each socket written to and still corked in this turn of the event loop. */
  private readonly corked = new Set<() => void>();
  /** WebSocket connections being opened or open, and HTTP requests in flight: all count as connections. */
  private open = 0;
  private readonly perIp = new Map<string, number>();
  /** HTTP calls are limited per TCP connection (keep-alive carries many requests). */
  private readonly httpLimits = new WeakMap<Socket, CallLimits>();

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
    return this.open;
  }

  /** Takes a connection slot for `ip`; the returned function gives it back (once). */
  private reserve(ip: string): () => void {
    this.open++;
    this.perIp.set(ip, (this.perIp.get(ip) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.open--;
      const left = (this.perIp.get(ip) ?? 1) - 1;
      if (left > 0) this.perIp.set(ip, left);
      else this.perIp.delete(ip);
    };
  }

  /** Why a new connection from `ip` is refused, or undefined when there is room. */
  private refusal(ip: string): string | undefined {
    if (this.open >= this.options.maxConnections) return 'Too many connections. Please try again later.';
    if ((this.perIp.get(ip) ?? 0) >= this.options.maxConnectionsPerIp) {
      return `Too many connections from ${ip} (at most ${this.options.maxConnectionsPerIp} per IP address)`;
    }
    return undefined;
  }

  private newLimits(): CallLimits {
    const perMinute = this.options.rateLimitPerMinute;
    return {
      ...(perMinute !== undefined ? { rate: new CallRateLimiter(perMinute) } : {}),
      budget: new CpuBudget(CPU_BUDGET_BURST_MS, CPU_BUDGET_REFILL_PER_SECOND, performance.now()),
    };
  }

  /**
   * Sends what the sockets hold corked now instead of at the end of this turn. A block is built in a turn's
   * check phase (setImmediate), so its notifications would otherwise wait for the uncorking queued behind it, in
   * the next turn's check phase, after that turn's whole poll phase (every message and worker answer that
   * arrived meanwhile; docs/chain.md, "Eighth pass").
   */
  flushWrites(): void {
    for (const uncork of [...this.corked]) uncork();
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

  private reject(socket: Duplex, status: number, reason: string, text: string = reason): void {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\ncontent-type: text/plain\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
    );
  }

  private onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (!originAllowed(this.options.cors, req.headers.origin)) {
      return this.reject(socket, 403, 'Forbidden');
    }
    const ip = clientIp(req.socket);
    const refused = this.refusal(ip);
    if (refused !== undefined) return this.reject(socket, 429, 'Too Many Requests', refused);
    // The slot is held from here until the TCP socket closes, whether or not the handshake completes.
    socket.once('close', this.reserve(ip));
    this.wss.handleUpgrade(req, socket, head, (ws) => this.onSocket(ws, socket));
  }

  private onSocket(ws: WebSocket, socket: Duplex): void {
    this.sockets.add(ws);
    // Messages written in one turn of the event loop (a burst of answers when a batch of signature checks
    // comes back, a block's notifications, the answers to every request read from the socket in that turn)
    // leave in one system call instead of one each: uncorked after the loop's I/O phase, not after each
    // message's handler.
    let corked = false;
    const uncork = () => {
      if (!corked) return;
      corked = false;
      this.corked.delete(uncork);
      socket.uncork();
    };
    const conn = new Connection(
      true,
      this.options.maxSubscriptionsPerConnection,
      (text) => {
        if (ws.readyState !== ws.OPEN) return;
        if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
          ws.close(1008, 'client too slow to read its messages');
          return;
        }
        if (!corked) {
          corked = true;
          this.corked.add(uncork);
          socket.cork();
          setImmediate(uncork);
        }
        ws.send(text);
      },
      this.newLimits(),
    );
    let inFlight = 0;
    ws.on('message', (data, isBinary) => {
      // `Buffer.from` of a Buffer copies it: a message's bytes are decoded where they are.
      const text = Array.isArray(data)
        ? Buffer.concat(data).toString('utf8')
        : Buffer.isBuffer(data)
          ? data.toString('utf8')
          : Buffer.from(data).toString('utf8');
      void isBinary;
      if (++inFlight >= MAX_MESSAGES_IN_FLIGHT) ws.pause();
      void this.dispatcher.handle(text, conn).finally(() => {
        if (--inFlight < MAX_MESSAGES_IN_FLIGHT && ws.isPaused) ws.resume();
      });
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
    const json = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...cors }).end(body);
    const ip = clientIp(req.socket);
    const refused = this.refusal(ip);
    if (refused !== undefined) {
      json(429, jsonRpcError(new RpcError(SERVER_BUSY, 'Server is busy, try again later', refused)));
      return;
    }
    const finish = this.reserve(ip);
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
        json(413, jsonRpcError(oversizedRequest(this.options.maxRequestBytes)));
        return;
      }
      let limits = this.httpLimits.get(req.socket);
      if (!limits) this.httpLimits.set(req.socket, (limits = this.newLimits()));
      let out = '';
      const conn = new Connection(
        false,
        0,
        (text) => {
          out = text;
        },
        limits,
      );
      // A client that went away stops its batch between slices.
      res.on('close', () => conn.close());
      this.dispatcher
        .handle(Buffer.concat(chunks).toString('utf8'), conn)
        .then(
          () => json(200, out),
          (e: unknown) => {
            log.error(`RPC over HTTP failed: ${String(e)}`);
            json(500, jsonRpcError(internalError()));
          },
        )
        .finally(() => conn.close());
    });
  }
}
