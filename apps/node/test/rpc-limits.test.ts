// The RPC server's defences, unit by unit: bounded parameters, batch slices and response limits, the
// per-IP connection cap, `--rpc-rate-limit` and the per-connection CPU budget.
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { z } from 'zod';
import { DEFAULT_RPC, type RpcOptions } from '../src/cli/args.ts';
import { Connection } from '../src/rpc/connection.ts';
import { Dispatcher } from '../src/rpc/dispatch.ts';
import { parseParams } from '../src/rpc/dispatch.ts';
import {
  accountId,
  apiName,
  blockHash,
  blockNumber,
  hexBytes,
  hexString,
  MAX_CALL_BYTES,
  subscriptionId,
} from '../src/rpc/params.ts';
import { CallRateLimiter, type CallLimits, CpuBudget } from '../src/rpc/rate-limit.ts';
import { Registry, req } from '../src/rpc/registry.ts';
import { MAX_MESSAGES_IN_FLIGHT, RpcServer } from '../src/rpc/server.ts';

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';

/** Calls of `test_hold` wait until the test releases them. */
const held: (() => void)[] = [];

function registry() {
  const r = new Registry();
  const calls = { big: 0 };
  r.method('test_hold', [], () => new Promise<number>((resolve) => held.push(() => resolve(1))));
  r.method('test_add', [req('a', z.number()), req('b', z.number())], ([a, b]) => a + b);
  r.method('test_big', [req('n', z.number())], ([n]) => {
    calls.big++;
    return 'x'.repeat(n);
  });
  r.method('test_burn', [req('ms', z.number())], ([ms]) => {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      // Busy on purpose: a CPU-heavy handler.
    }
    return ms;
  });
  r.method('test_account', [req('account', accountId)], ([a]) => a.length);
  return { r, calls };
}

type Message = { id?: unknown; result?: unknown; error?: { code: number; message: string; data?: unknown } };

function dispatcher(
  limits: Partial<{ maxRequestBytes: number; maxResponseBytes: number; maxBatchLen: number }>,
) {
  const { r, calls } = registry();
  const d = new Dispatcher(r, {
    maxRequestBytes: 1_000_000,
    maxResponseBytes: 1000,
    maxBatchLen: 100,
    ...limits,
  });
  return { d, calls };
}

function connection(limits: CallLimits = {}) {
  const out: unknown[] = [];
  const conn = new Connection(true, 10, (t) => out.push(JSON.parse(t)), limits);
  return { conn, out };
}

const call = (id: number, method: string, params: unknown[]) => ({ jsonrpc: '2.0', id, method, params });

describe('parameter bounds', () => {
  it('refuses an 80,000-character address before decoding it', () => {
    const started = performance.now();
    const r = accountId.safeParse('1'.repeat(80_000));
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('expected an SS58 address of at most 66 characters');
    // Decoding it would take tens of seconds; the length check answers in well under one.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(accountId.safeParse(ALICE).success).toBe(true);
    expect(accountId.safeParse(`0x${'11'.repeat(32)}`).success).toBe(true);
    expect(accountId.safeParse('5'.repeat(48)).success).toBe(false);
  });

  it.each([
    ['a storage key', hexString, `0x${'ab'.repeat(1025)}`, `0x${'ab'.repeat(1024)}`],
    ['call data', hexBytes, `0x${'00'.repeat(MAX_CALL_BYTES + 1)}`, `0x${'00'.repeat(100)}`],
    ['a block hash', blockHash, `0x${'0'.repeat(10_000)}`, `0x${'0'.repeat(64)}`],
    ['a runtime API name', apiName, 'A'.repeat(129), 'Metadata_metadata'],
    ['a block number', blockNumber, '1'.repeat(10_000), '0x10'],
    ['a subscription id', subscriptionId, 'x'.repeat(129), 'abc'],
  ] as const)('caps %s at a length no valid value reaches', (_what, schema, tooLong, valid) => {
    expect(schema.safeParse(tooLong).success).toBe(false);
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it('names the parameter and the limit in the -32602 message', () => {
    expect(() => parseParams([req('account', accountId)], ['x'.repeat(80_000)])).toThrow(
      'account (param 0): expected an SS58 address of at most 66 characters',
    );
  });
});

describe('batches', () => {
  it('stops running a batch once its answer passes the response limit (jsonrpsee -32011)', async () => {
    const { d, calls } = dispatcher({ maxResponseBytes: 1000 });
    const { conn, out } = connection();
    await d.handle(JSON.stringify(Array.from({ length: 50 }, (_, i) => call(i, 'test_big', [300]))), conn);
    expect(out).toEqual([
      {
        jsonrpc: '2.0',
        id: null,
        error: {
          code: -32011,
          message: 'The batch response was too large',
          data: 'Exceeded max limit of 1000',
        },
      },
    ]);
    // Two answers of ~335 bytes fit, the third does not: the other 47 calls never ran.
    expect(calls.big).toBe(3);
  });

  it('answers one oversized call inside a batch with -32008 for that call only', async () => {
    const { d } = dispatcher({ maxResponseBytes: 1000 });
    const { conn, out } = connection();
    await d.handle(JSON.stringify([call(1, 'test_big', [5000]), call(2, 'test_add', [1, 2])]), conn);
    expect(out).toEqual([
      [
        {
          jsonrpc: '2.0',
          id: 1,
          error: { code: -32008, message: 'Response is too big', data: 'Exceeded max limit of 1000' },
        },
        { jsonrpc: '2.0', id: 2, result: 3 },
      ],
    ]);
  });

  it('refuses batches longer than the maximum with -32010', async () => {
    const { d } = dispatcher({ maxBatchLen: 3 });
    const { conn, out } = connection();
    await d.handle(JSON.stringify(Array.from({ length: 4 }, (_, i) => call(i, 'test_add', [1, 1]))), conn);
    expect(out).toMatchObject([{ id: null, error: { code: -32010, data: 'Exceeded max limit of 3' } }]);
  });

  it('runs a batch in slices: a call arriving meanwhile is answered before the batch', async () => {
    const { d } = dispatcher({ maxResponseBytes: 1_000_000, maxBatchLen: 1000 });
    const order: string[] = [];
    const heavy = new Connection(true, 10, () => order.push('batch'));
    const light = new Connection(true, 10, () => order.push('health'));
    const batch = d.handle(
      JSON.stringify(Array.from({ length: 200 }, (_, i) => call(i, 'test_add', [i, 1]))),
      heavy,
    );
    // Queued behind the batch's first slice, like another connection's message arriving during it.
    const single = new Promise<void>((resolve) =>
      setImmediate(() => void d.handle(JSON.stringify(call(1, 'test_add', [1, 1])), light).then(resolve)),
    );
    await Promise.all([batch, single]);
    expect(order).toEqual(['health', 'batch']);
  });
});

describe('call limits', () => {
  it('CallRateLimiter lets a minute’s calls through at once, then one per interval', () => {
    const limiter = new CallRateLimiter(60);
    for (let i = 0; i < 60; i++) expect(limiter.check(1000)).toBe(0);
    expect(limiter.check(1000)).toBe(1000);
    expect(limiter.check(1999)).toBe(1);
    expect(limiter.check(2000)).toBe(0);
    expect(limiter.check(2000)).toBe(1000);
    // Idle for a minute: the whole burst is back.
    for (let i = 0; i < 60; i++) expect(limiter.check(70_000)).toBe(0);
    expect(limiter.check(70_000)).toBeGreaterThan(0);
  });

  it('CpuBudget lets a connection spend its burst, then makes it wait for the refill', () => {
    const budget = new CpuBudget(100, 500, 0);
    expect(budget.waitMs(0)).toBe(0);
    budget.spend(150, 0);
    // 50 ms in deficit at 500 ms per second: about 100 ms to be positive again.
    expect(budget.waitMs(0)).toBeCloseTo(102, 0);
    expect(budget.waitMs(50)).toBeCloseTo(52, 0);
    expect(budget.waitMs(110)).toBe(0);
    // The balance never exceeds the burst, however long the connection idles.
    budget.spend(100, 10_000);
    expect(budget.waitMs(10_000)).toBeGreaterThan(0);
  });

  it('holds calls over --rpc-rate-limit, then refuses them like polkadot-sdk (-32999, no data)', async () => {
    const { d } = dispatcher({});
    // 600 per minute: 600 at once, then one every 100 ms.
    const { conn, out } = connection({ rate: new CallRateLimiter(600) });
    await Promise.all(
      Array.from({ length: 600 }, (_, i) => d.handle(JSON.stringify(call(i, 'test_add', [1, 1])), conn)),
    );
    expect(out.every((m) => (m as Message).result === 2)).toBe(true);
    out.length = 0;
    // 15 more at once: each waits for a slot (one frees per 100 ms) and gives up after 10 tries.
    await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        d.handle(JSON.stringify(call(1000 + i, 'test_add', [1, 1])), conn),
      ),
    );
    const served = out.filter((m) => (m as Message).result === 2);
    const refused = out.filter((m) => (m as Message).error);
    expect(served.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(served.length + refused.length).toBe(15);
    for (const m of refused) {
      expect(m).toEqual({
        jsonrpc: '2.0',
        id: (m as Message).id,
        error: { code: -32999, message: 'RPC rate limit exceeded' },
      });
    }
  });

  it('makes a connection that used its CPU budget wait while another is served', async () => {
    const { d } = dispatcher({});
    const order: string[] = [];
    const heavy = new Connection(
      true,
      10,
      (t) => order.push(`heavy ${String((JSON.parse(t) as Message).id)}`),
      {
        budget: new CpuBudget(20, 500, performance.now()),
      },
    );
    const light = new Connection(true, 10, () => order.push('light'), {
      budget: new CpuBudget(20, 500, performance.now()),
    });
    await d.handle(JSON.stringify(call(1, 'test_burn', [60])), heavy);
    const second = d.handle(JSON.stringify(call(2, 'test_add', [1, 1])), heavy);
    await d.handle(JSON.stringify(call(3, 'test_add', [1, 1])), light);
    await second;
    expect(order).toEqual(['heavy 1', 'light', 'heavy 2']);
  });
});

describe('RpcServer connection limits', () => {
  const servers: RpcServer[] = [];
  afterEach(async () => {
    for (const s of servers.splice(0)) await s.close();
  });

  async function start(overrides: Partial<RpcOptions>) {
    const server = new RpcServer(
      registry().r,
      { ...DEFAULT_RPC, port: 0, ...overrides },
      { health: () => ({}) },
    );
    servers.push(server);
    return { server, port: await server.listen() };
  }

  const open = (port: number) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}`);
      ws.once('open', () => resolve(ws));
      ws.once('unexpected-response', (_req, res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => reject(new Error(`HTTP ${res.statusCode}: ${body}`)));
      });
      ws.once('error', reject);
    });

  const post = async (port: number, body: unknown) => {
    const res = await fetch(`http://127.0.0.1:${port}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as unknown };
  };

  it('caps connections per IP (WebSocket and HTTP), and a closed socket frees its slot', async () => {
    const { server, port } = await start({ maxConnections: 50, maxConnectionsPerIp: 2 });
    const a = await open(port);
    const b = await open(port);
    await expect(open(port)).rejects.toThrow(
      'HTTP 429: Too many connections from 127.0.0.1 (at most 2 per IP address)',
    );
    const refused = await post(port, call(1, 'test_add', [1, 1]));
    expect(refused).toMatchObject({
      status: 429,
      type: 'application/json; charset=utf-8',
      body: { error: { code: -32009 } },
    });
    a.close();
    const deadline = Date.now() + 5000;
    while (server.connectionCount > 1 && Date.now() < deadline) await new Promise((r) => setImmediate(r));
    expect(server.connectionCount).toBe(1);
    const c = await open(port);
    b.close();
    c.close();
  });

  it('stops reading a socket with too many messages in flight, and reads on once they finish', async () => {
    const { port } = await start({});
    const ws = await open(port);
    const total = MAX_MESSAGES_IN_FLIGHT + 500;
    let answered = 0;
    const all = new Promise<void>((resolve) =>
      ws.on('message', () => {
        if (++answered === total) resolve();
      }),
    );
    // 4 KB each, so one read from the socket holds only a few of them.
    const pad = 'p'.repeat(4096);
    for (let i = 0; i < total; i++) ws.send(JSON.stringify({ ...call(i, 'test_hold', []), pad }));
    const until = async (done: () => boolean) => {
      for (let turns = 0; !done() && turns < 100_000; turns++) await new Promise((r) => setImmediate(r));
    };
    await until(() => held.length >= MAX_MESSAGES_IN_FLIGHT);
    // Give the server many more turns: only what it had already read when it paused starts beyond the cap.
    for (let turns = 0; turns < 200; turns++) await new Promise((r) => setImmediate(r));
    expect(held.length).toBeGreaterThanOrEqual(MAX_MESSAGES_IN_FLIGHT);
    expect(held.length).toBeLessThan(MAX_MESSAGES_IN_FLIGHT + 100);
    while (answered < total) {
      for (const release of held.splice(0)) release();
      await new Promise((r) => setImmediate(r));
    }
    await all;
    expect(answered).toBe(total);
    ws.close();
  });

  it('answers an oversized batch over HTTP with JSON-RPC -32011, not a plain-text 500', async () => {
    const { port } = await start({ maxResponseBytes: 1000 });
    const res = await post(
      port,
      Array.from({ length: 20 }, (_, i) => call(i, 'test_big', [300])),
    );
    expect(res).toMatchObject({
      status: 200,
      type: 'application/json; charset=utf-8',
      body: { jsonrpc: '2.0', id: null, error: { code: -32011 } },
    });
  });
});
