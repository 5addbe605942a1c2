// The HTTP API: node:http, JSON in and out, routes under /api. Cross-cutting rules live here: size limits,
// CORS (closed unless origins are configured), anti-forgery, zod validation errors, one log line per request.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { Logger } from '../util/log.ts';
import { clientIp } from './client-ip.ts';
import { HttpError } from './errors.ts';
import { XSRF_HEADER, type Xsrf } from './xsrf.ts';

export const MAX_URL_LENGTH = 2048;

export interface RequestContext {
  method: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  ip: string;
}

export interface RouteResult {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface Route {
  method: 'GET' | 'POST';
  /** Path under /api, with :name segments. */
  path: string;
  handler: (ctx: RequestContext) => Promise<RouteResult>;
}

interface CompiledRoute extends Route {
  regex: RegExp;
  names: string[];
}

export interface ServerOptions {
  routes: Route[];
  xsrf: Xsrf;
  log: Logger;
  corsOrigins: readonly string[];
  trustedProxies: readonly string[];
  maxBodyBytes: number;
}

function compile(route: Route): CompiledRoute {
  const names: string[] = [];
  const pattern = route.path
    .split('/')
    .map((seg) => {
      if (seg.startsWith(':')) {
        names.push(seg.slice(1));
        return '([^/]+)';
      }
      return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { ...route, regex: new RegExp(`^/api${pattern}$`), names };
}

/** Reads a JSON body within the size limit. */
async function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > limit)
    throw new HttpError(413, 'payload_too_large', `The request body exceeds ${limit} bytes.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit)
      throw new HttpError(413, 'payload_too_large', `The request body exceeds ${limit} bytes.`);
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return undefined;
  if (type !== 'application/json') {
    throw new HttpError(415, 'unsupported_media_type', 'Send the request body as application/json.');
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'bad_json', 'The request body is not valid JSON.');
  }
}

/** zod issues as { field: message } for a 400 answer. */
export function validationError(error: z.ZodError, what: string): HttpError {
  const issues = error.issues.map((i) => ({ field: i.path.join('.') || what, message: i.message }));
  const first = issues[0]!;
  return new HttpError(400, 'invalid_request', `Invalid ${first.field}: ${first.message}`, { issues });
}

export function parseWith<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const r = schema.safeParse(value);
  if (!r.success) throw validationError(r.error, what);
  return r.data;
}

export function createApiServer(options: ServerOptions): Server {
  const routes = options.routes.map(compile);
  const { log, xsrf } = options;

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const json = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(json),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    });
    res.end(res.req.method === 'HEAD' ? undefined : json);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, headers: Record<string, string>) => {
    const method = req.method ?? 'GET';
    const rawUrl = req.url ?? '/';
    if (rawUrl.length > MAX_URL_LENGTH) {
      throw new HttpError(414, 'uri_too_long', `The URL exceeds ${MAX_URL_LENGTH} characters.`);
    }
    const url = new URL(rawUrl, 'http://api.invalid');

    const origin = req.headers.origin;
    if (origin && options.corsOrigins.includes(origin)) {
      Object.assign(headers, {
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        vary: 'Origin',
      });
      if (method === 'OPTIONS') {
        Object.assign(headers, {
          'access-control-allow-methods': 'GET, HEAD, POST',
          'access-control-allow-headers': 'content-type, x-xsrf-token',
          'access-control-max-age': '600',
        });
        res.writeHead(204, headers);
        res.end();
        return;
      }
    }

    const refused = xsrf.check(method, req.headers.cookie, req.headers[XSRF_HEADER]);
    if (refused) throw new HttpError(403, 'xsrf_rejected', refused);

    const matches = routes.map((r) => ({ r, m: r.regex.exec(url.pathname) })).filter((x) => x.m);
    if (matches.length === 0) throw new HttpError(404, 'not_found', `No API endpoint at ${url.pathname}.`);
    const lookup = method === 'HEAD' ? 'GET' : method;
    const hit = matches.find((x) => x.r.method === lookup);
    if (!hit) {
      const allowed = [...new Set(matches.map((x) => x.r.method))].join(', ');
      throw new HttpError(
        405,
        'method_not_allowed',
        `${method} is not allowed here; use ${allowed}.`,
        {},
        { allow: allowed },
      );
    }
    const params: Record<string, string> = {};
    hit.r.names.forEach((n, i) => {
      try {
        params[n] = decodeURIComponent(hit.m![i + 1]!);
      } catch {
        throw new HttpError(400, 'bad_request', `The ${n} in the path is not valid URL encoding.`);
      }
    });
    const body = method === 'POST' ? await readJson(req, options.maxBodyBytes) : undefined;
    const ip = clientIp(req.socket.remoteAddress, req.headers['x-forwarded-for'], options.trustedProxies);
    const result = await hit.r.handler({ method, params, query: url.searchParams, body, ip });
    send(res, result.status ?? 200, result.body, { ...headers, ...result.headers });
  };

  const server = createServer(
    { requestTimeout: 30_000, headersTimeout: 10_000, maxHeaderSize: 16_384 },
    (req, res) => {
      const started = performance.now();
      const headers: Record<string, string> = {};
      const cookie = xsrf.cookieFor(req.headers.cookie);
      if (cookie) headers['set-cookie'] = cookie;
      handle(req, res, headers)
        .catch((error: unknown) => {
          if (res.headersSent) {
            res.destroy();
            return;
          }
          if (error instanceof HttpError) {
            send(
              res,
              error.status,
              { error: error.code, message: error.message, ...error.details },
              { ...headers, ...error.headers },
            );
          } else {
            log.error('request failed', { path: req.url, error: (error as Error).message });
            send(
              res,
              500,
              { error: 'internal', message: 'The API failed to answer; the error was logged.' },
              headers,
            );
          }
          // Unread request bodies would keep the socket busy: drop the connection after an early refusal.
          if (!req.complete) res.once('finish', () => req.destroy());
        })
        .finally(() => {
          log.info('request', {
            method: req.method,
            path: (req.url ?? '').split('?')[0],
            status: res.statusCode,
            ms: Math.round((performance.now() - started) * 10) / 10,
          });
        });
    },
  );
  return server;
}
