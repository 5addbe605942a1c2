import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LUMI_DEV } from '@lumi/chain/profiles/builtin';
import { AssetNames } from '../../src/indexer/assets.ts';
import { activityRoutes } from '../../src/http/routes/activity.ts';
import type { RouteContext } from '../../src/http/routes/context.ts';
import { faucetRoutes } from '../../src/http/routes/faucet.ts';
import { createApiServer } from '../../src/http/server.ts';
import { Xsrf } from '../../src/http/xsrf.ts';
import { openSqliteStore } from '../../src/store/open.ts';
import type { Store } from '../../src/store/types.ts';
import { silentLogger } from '../../src/util/log.ts';

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
let server: Server;
let base: string;
let store: Store;

beforeAll(async () => {
  store = await openSqliteStore(':memory:');
  const ctx: RouteContext = {
    store,
    chain: () => ({
      genesisHash: '0x00',
      chainType: 'Live',
      chainName: 'Test',
      ss58Format: 42,
      isDev: false,
    }),
    connected: () => true,
    endpoint: 'ws://127.0.0.1:1',
    names: new AssetNames(LUMI_DEV),
    features: () => ({ forexOracle: true, faucet: true }),
    indexer: { lastIndexed: null, finalized: null, error: null },
    faucet: () => undefined,
    feeder: () => undefined,
    now: () => 0,
  };
  server = createApiServer({
    routes: [...activityRoutes(ctx), ...faucetRoutes(ctx)],
    xsrf: new Xsrf(randomBytes(32)),
    log: silentLogger,
    corsOrigins: ['http://allowed.test'],
    trustedProxies: ['127.0.0.1'],
    maxBodyBytes: 256,
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await store.close();
});

async function token(): Promise<string> {
  const res = await fetch(`${base}/accounts/${ALICE}/activity`);
  const cookie = res.headers.get('set-cookie') ?? '';
  return /XSRF-TOKEN=([^;]+)/.exec(cookie)![1]!;
}

const post = (path: string, body: string, headers: Record<string, string>) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('HTTP rules', () => {
  it('answers JSON with an XSRF cookie, no CORS header for unknown origins', async () => {
    const res = await fetch(`${base}/accounts/${ALICE}/activity`, {
      headers: { origin: 'http://evil.test' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=.+; Path=\/; SameSite=Strict$/);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(await res.json()).toEqual({ address: ALICE, items: [], nextCursor: null, indexedTo: null });
  });

  it('allows only configured origins, preflight included', async () => {
    const res = await fetch(`${base}/accounts/${ALICE}/activity`, {
      headers: { origin: 'http://allowed.test' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://allowed.test');
    const pre = await fetch(`${base}/faucet`, {
      method: 'OPTIONS',
      headers: { origin: 'http://allowed.test' },
    });
    expect(pre.status).toBe(204);
    const denied = await fetch(`${base}/faucet`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.test' },
    });
    expect(denied.status).toBe(403);
  });

  it('refuses POSTs without the matching X-XSRF-TOKEN header with 403 JSON', async () => {
    const t = await token();
    const body = JSON.stringify({ address: ALICE });
    for (const headers of <Record<string, string>[]>[
      {},
      { cookie: `XSRF-TOKEN=${t}` },
      { cookie: `XSRF-TOKEN=${t}`, 'x-xsrf-token': 'wrong' },
    ]) {
      const res = await post('/faucet', body, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({
        error: 'xsrf_rejected',
        message: expect.any(String) as unknown,
      });
    }
    const ok = await post('/faucet', body, { cookie: `XSRF-TOKEN=${t}`, 'x-xsrf-token': t });
    expect(ok.status).toBe(404);
    expect(await ok.json()).toMatchObject({
      error: 'faucet_unavailable',
      message: expect.stringMatching(/development chains/) as unknown,
    });
  });

  it('limits the body size and checks the content type and JSON', async () => {
    const t = await token();
    const auth = { cookie: `XSRF-TOKEN=${t}`, 'x-xsrf-token': t };
    const big = await post('/faucet', JSON.stringify({ address: 'x'.repeat(300) }), auth);
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: string }).error).toBe('payload_too_large');
    const text = await fetch(`${base}/faucet`, {
      method: 'POST',
      body: 'address',
      headers: { ...auth, 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const broken = await post('/faucet', '{"address":', auth);
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: string }).error).toBe('bad_json');
    const invalid = await post('/faucet', '{"address":"n0pe"}', auth);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: 'invalid_address', reason: 'invalid-base58' });
  });

  it('answers unknown paths, wrong methods, bad cursors and long URLs with JSON errors', async () => {
    const missing = await fetch(`${base}/nothing`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toBe('not_found');
    const t = await token();
    const wrong = await post(`/accounts/${ALICE}/activity`, '{}', {
      cookie: `XSRF-TOKEN=${t}`,
      'x-xsrf-token': t,
    });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
    const cursor = await fetch(`${base}/accounts/${ALICE}/activity?cursor=abc`);
    expect(cursor.status).toBe(400);
    expect(((await cursor.json()) as { error: string }).error).toBe('invalid_cursor');
    const long = await fetch(`${base}/accounts/${ALICE}/activity?x=${'a'.repeat(3000)}`);
    expect(long.status).toBe(414);
    const bad = await fetch(`${base}/accounts/${ALICE.slice(0, -1)}X/activity`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'invalid_address', reason: 'invalid-checksum' });
  });
});
