import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { apiUnavailableBody } from './apiUnavailable.ts';
import { DEFAULT_MAX_BODY_BYTES, payloadTooLargeBody } from './bodyLimit.ts';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const listed = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const result: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name) && !listed.includes(name) && value !== undefined) result[name] = value;
  }
  return result;
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(text);
}

/**
 * The API's 413. The rest of the body is not read: the connection closes once the answer is out, as the API
 * does, so a client still sending learns the status instead of a reset.
 */
function refuseOversize(request: IncomingMessage, response: ServerResponse, limit: number) {
  request.unpipe();
  sendJson(response, 413, payloadTooLargeBody(limit), { Connection: 'close' });
  response.once('finish', () => {
    if (!request.complete) request.destroy();
  });
}

export interface ApiProxyOptions {
  /** Where the API listens, e.g. http://127.0.0.1:8787. */
  apiUrl: string;
  /** Upstream answers slower than this end with a 504. */
  timeoutMs?: number;
  /** Larger request bodies are refused here with the API's 413 (it has the same limit). */
  maxBodyBytes?: number;
}

/**
 * Forwards a request to the API unchanged (method, path, query, cookies, body) and streams the answer back,
 * so the app only ever uses relative /api URLs and the anti-forgery cookie stays same-origin.
 */
export function createApiProxy({
  apiUrl,
  timeoutMs = 60_000,
  maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
}: ApiProxyOptions) {
  const target = new URL(apiUrl);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;

  return (request: IncomingMessage, response: ServerResponse) => {
    const declared = Number(request.headers['content-length'] ?? '0');
    if (declared > maxBodyBytes) {
      refuseOversize(request, response, maxBodyBytes);
      return;
    }
    const headers = endToEnd(request.headers);
    const remote = request.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = headers['x-forwarded-for']
      ? `${String(headers['x-forwarded-for'])}, ${remote}`
      : remote;
    headers['x-forwarded-host'] = request.headers.host ?? '';
    headers['x-forwarded-proto'] = 'http';

    const upstream = send(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    upstream.setTimeout(timeoutMs, () =>
      upstream.destroy(Object.assign(new Error('API timeout'), { code: 'ETIMEDOUT' })),
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (response.headersSent) {
        response.destroy(error);
        return;
      }
      if (error.code === 'ETIMEDOUT') {
        sendJson(response, 504, {
          error: 'api_timeout',
          message: `The Lumi API at ${apiUrl} did not answer in time.`,
        });
        return;
      }
      sendJson(response, 502, apiUnavailableBody(apiUrl));
    });
    // The browser gave up: stop the upstream work too.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    // A body without a declared length (chunked) is counted as it streams.
    let received = 0;
    request.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= maxBodyBytes || response.headersSent) return;
      upstream.removeAllListeners('error');
      upstream.on('error', () => undefined);
      upstream.destroy();
      refuseOversize(request, response, maxBodyBytes);
    });
    request.pipe(upstream);
  };
}
