import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@lumi/api/config';
import { DEFAULT_MAX_BODY_BYTES, bodyLimitFromEnv } from '../../server/bodyLimit.ts';
import { startWebServer, type RunningWebServer } from '../../server/webServer.ts';
import { rawRequest } from './rawRequest.ts';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const PRERENDERED =
  '<!doctype html><html><body><div id="root" data-prerendered><h1>Portfolio</h1></div></body></html>';
const SCRIPT = `export const data = ${JSON.stringify('x'.repeat(4000))};\n`;

let dist: string;
let web: RunningWebServer;
let downWeb: RunningWebServer;
let strictWeb: RunningWebServer;
let api: Server;
let strictApi: Server;
let lastApiRequest: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string } | undefined;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lumi-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  // A prerendered route's own page (build/prerender.ts).
  mkdirSync(join(dist, 'dapp'));
  writeFileSync(join(dist, 'dapp', 'index.html'), PRERENDERED);
  writeFileSync(join(dist, 'assets', 'start-AbC123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'index-XyZ789.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');

  api = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      lastApiRequest = {
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      };
      response.writeHead(201, {
        'Content-Type': 'application/json',
        'Set-Cookie': 'XSRF-TOKEN=fresh; Path=/; SameSite=Strict',
      });
      response.end(JSON.stringify({ received: true }));
    });
  });
  const apiPort = await listen(api);
  web = await startWebServer({ root: dist, port: 0, apiUrl: `http://127.0.0.1:${apiPort}` });

  // An API with a smaller limit than the web server's: it refuses early, without reading the body, and drops
  // the connection once its answer is out (as apps/api does).
  strictApi = createServer((request, response) => {
    const text = JSON.stringify({
      error: 'payload_too_large',
      message: 'The request body exceeds 64 bytes.',
    });
    response.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(text);
    response.once('finish', () => {
      if (!request.complete) request.destroy();
    });
  });
  strictWeb = await startWebServer({
    root: dist,
    port: 0,
    apiUrl: `http://127.0.0.1:${await listen(strictApi)}`,
  });

  // An API address where nothing listens: a server bound and closed again leaves the port free.
  const probe = createServer();
  const freePort = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  downWeb = await startWebServer({ root: dist, port: 0, apiUrl: `http://127.0.0.1:${freePort}` });
});

afterAll(async () => {
  await web?.close();
  await downWeb?.close();
  await strictWeb?.close();
  await new Promise((resolve) => api?.close(resolve));
  await new Promise((resolve) => strictApi?.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

describe('static files', () => {
  it('serves index.html for / and for deep links, never cached without revalidation', async () => {
    for (const path of ['/', '/home', '/dapp/swap', '/polkadot-identicon?x=1', '/nowhere/at/all']) {
      const response = await rawRequest(web.port, path);
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.body.toString(), path).toBe(INDEX);
    }
  });

  it("serves a prerendered route's own page for that path only", async () => {
    for (const path of ['/dapp', '/dapp/', '/dapp?x=1']) {
      const response = await rawRequest(web.port, path);
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.body.toString(), path).toBe(PRERENDERED);
    }
    // Deeper paths are other routes: the app's page, as before.
    expect((await rawRequest(web.port, '/dapp/swap')).body.toString()).toBe(INDEX);
  });

  it('serves hashed assets with their content type, cached for good, gzipped when accepted', async () => {
    const plain = await rawRequest(web.port, '/assets/start-AbC123.js');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);

    const zipped = await rawRequest(web.port, '/assets/start-AbC123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(zipped.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(gunzipSync(zipped.body).toString()).toBe(SCRIPT);

    const css = await rawRequest(web.port, '/assets/index-XyZ789.css');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    const icon = await rawRequest(web.port, '/favicon.svg');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a matching If-None-Match with 304 and HEAD without a body', async () => {
    const first = await rawRequest(web.port, '/assets/start-AbC123.js');
    const etag = String(first.headers.etag);
    const again = await rawRequest(web.port, '/assets/start-AbC123.js', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await rawRequest(web.port, '/assets/start-AbC123.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(SCRIPT.length));
    expect(head.body.length).toBe(0);
  });

  it('answers 404 for a missing file with an extension instead of the app', async () => {
    const response = await rawRequest(web.port, '/assets/gone-123.js');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('never serves dotfiles or anything outside the build', async () => {
    for (const path of [
      '/.vite/manifest.json',
      '/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const response = await rawRequest(web.port, path);
      expect(response.status, path).toBe(404);
    }
    for (const path of ['/%E0%A4%A', '/assets%5c..%5cindex.html', '/a%00b']) {
      expect((await rawRequest(web.port, path)).status, path).toBe(400);
    }
  });

  it('refuses other methods on static paths', async () => {
    const response = await rawRequest(web.port, '/home', { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('sends protective headers', async () => {
    const response = await rawRequest(web.port, '/home');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('/api proxy', () => {
  it('forwards method, path, query, cookies, the XSRF header and the body, and relays the answer', async () => {
    const response = await rawRequest(web.port, '/api/faucet?dry=1', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: 'XSRF-TOKEN=abc',
        'X-XSRF-TOKEN': 'abc',
      },
      body: JSON.stringify({ address: '5Grwva' }),
    });
    expect(response.status).toBe(201);
    expect(JSON.parse(response.body.toString())).toEqual({ received: true });
    expect(response.headers['set-cookie']).toEqual(['XSRF-TOKEN=fresh; Path=/; SameSite=Strict']);
    expect(lastApiRequest).toMatchObject({
      method: 'POST',
      url: '/api/faucet?dry=1',
      body: '{"address":"5Grwva"}',
    });
    expect(lastApiRequest?.headers.cookie).toBe('XSRF-TOKEN=abc');
    expect(lastApiRequest?.headers['x-xsrf-token']).toBe('abc');
    expect(lastApiRequest?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('proxies /api itself but not paths that merely start with "api"', async () => {
    // Read through a function: TypeScript would otherwise keep the narrowing from the assignment.
    const received = () => lastApiRequest;
    lastApiRequest = undefined;
    await rawRequest(web.port, '/api');
    expect(received()?.url).toBe('/api');
    lastApiRequest = undefined;
    const response = await rawRequest(web.port, '/apiary');
    expect(received()).toBeUndefined();
    expect(response.body.toString()).toBe(INDEX);
  });

  it('answers a clear JSON 502 when the API is not running', async () => {
    const response = await rawRequest(downWeb.port, '/api/accounts/x/activity');
    expect(response.status).toBe(502);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = JSON.parse(response.body.toString()) as { error: string; message: string };
    expect(body.error).toBe('api_unavailable');
    expect(body.message).toMatch(/^The Lumi API is not reachable at http:\/\/127\.0\.0\.1:\d+/);
  });

  const post = (port: number, body: string, headers: Record<string, string> = {}) =>
    rawRequest(port, '/api/faucet', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    });
  const received = () => lastApiRequest;

  it("answers 413 itself for a 1 MB body, in the API's words, without forwarding it", async () => {
    lastApiRequest = undefined;
    const response = await post(web.port, JSON.stringify({ address: 'x'.repeat(1 << 20) }));
    expect(response.status).toBe(413);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(response.body.toString())).toEqual({
      error: 'payload_too_large',
      message: `The request body exceeds ${DEFAULT_MAX_BODY_BYTES} bytes.`,
    });
    expect(received()).toBeUndefined();
  });

  it('counts a body sent without a length (chunked) and refuses it past the limit', async () => {
    lastApiRequest = undefined;
    const response = await post(web.port, 'y'.repeat(DEFAULT_MAX_BODY_BYTES + 1), {
      'Transfer-Encoding': 'chunked',
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body.toString())).toMatchObject({ error: 'payload_too_large' });
    expect(received()).toBeUndefined();
  });

  it('forwards a body of exactly the limit', async () => {
    const body = 'z'.repeat(DEFAULT_MAX_BODY_BYTES);
    const response = await post(web.port, body);
    expect(response.status).toBe(201);
    expect(received()?.body).toBe(body);
  });

  it("passes the API's own refusal through instead of calling the API unreachable", async () => {
    const response = await post(strictWeb.port, JSON.stringify({ address: 'x'.repeat(8_000) }));
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body.toString())).toMatchObject({ error: 'payload_too_large' });
  });

  it("uses the API's limit: the same default and the same LUMI_API_MAX_BODY", () => {
    expect(DEFAULT_MAX_BODY_BYTES).toBe(loadConfig([], {}).maxBodyBytes);
    expect(bodyLimitFromEnv({})).toEqual({ ok: true, bytes: DEFAULT_MAX_BODY_BYTES });
    const env = { LUMI_API_MAX_BODY: '100000' };
    expect(bodyLimitFromEnv(env)).toEqual({ ok: true, bytes: loadConfig([], env).maxBodyBytes });
    for (const bad of ['10', '2000000', '1e4', 'lots']) {
      expect(bodyLimitFromEnv({ LUMI_API_MAX_BODY: bad }).ok, bad).toBe(false);
      expect(() => loadConfig([], { LUMI_API_MAX_BODY: bad }), bad).toThrow();
    }
  });
});
