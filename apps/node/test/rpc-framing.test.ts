import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { z } from 'zod';
import { DEFAULT_RPC, type RpcOptions } from '../src/cli/args.ts';
import { Connection } from '../src/rpc/connection.ts';
import { Dispatcher } from '../src/rpc/dispatch.ts';
import { blockHash, u32 } from '../src/rpc/params.ts';
import { opt, Registry, req } from '../src/rpc/registry.ts';
import type { Sink } from '../src/rpc/sink.ts';
import { originAllowed, RpcServer } from '../src/rpc/server.ts';
import { until } from '../src/testing/until.ts';
import { messageText } from '../src/testing/ws-client.ts';

function testRegistry() {
  const r = new Registry();
  const sinks: Sink[] = [];
  r.method('test_add', [req('a', u32), req('b', u32)], ([a, b]) => a + b);
  r.method('test_hash', [opt('at', blockHash)], ([at]) => at ?? 'best');
  r.method('test_throw', [], () => {
    throw new Error('boom');
  });
  r.method('test_big', [req('n', z.number())], ([n]) => 'x'.repeat(n));
  r.subscription({
    subscribe: ['test_subscribe'],
    unsubscribe: ['test_unsubscribe'],
    notification: 'test_note',
    params: [],
    start: (_args, sink) => {
      sink.notify('initial');
      sinks.push(sink);
      return () => sinks.splice(sinks.indexOf(sink), 1);
    },
  });
  return { r, sinks };
}

async function call(
  text: string,
  limits = { maxRequestBytes: 1000, maxResponseBytes: 1000, maxBatchLen: 3 },
) {
  const { r } = testRegistry();
  const out: string[] = [];
  const conn = new Connection(true, 2, (t) => out.push(t));
  await new Dispatcher(r, limits).handle(text, conn);
  return out.map((t) => JSON.parse(t) as unknown);
}

describe('JSON-RPC framing', () => {
  it('answers calls, and keeps the id', async () => {
    expect(await call('{"jsonrpc":"2.0","id":7,"method":"test_add","params":[2,3]}')).toEqual([
      { jsonrpc: '2.0', id: 7, result: 5 },
    ]);
    expect(await call('{"jsonrpc":"2.0","id":"x","method":"test_add","params":{"a":1,"b":1}}')).toEqual([
      { jsonrpc: '2.0', id: 'x', result: 2 },
    ]);
  });

  it('reports parse errors, invalid requests and unknown methods with the standard codes', async () => {
    expect(await call('{not json')).toMatchObject([
      { id: null, error: { code: -32700, message: 'Parse error' } },
    ]);
    expect(await call('{"jsonrpc":"1.0","id":1,"method":"test_add"}')).toMatchObject([
      { id: 1, error: { code: -32600 } },
    ]);
    expect(await call('{"jsonrpc":"2.0","id":1}')).toMatchObject([{ id: 1, error: { code: -32600 } }]);
    expect(await call('{"jsonrpc":"2.0","id":{},"method":"x"}')).toMatchObject([
      { id: null, error: { code: -32600 } },
    ]);
    expect(await call('"just a string"')).toMatchObject([{ id: null, error: { code: -32600 } }]);
    expect(await call('[]')).toMatchObject([{ id: null, error: { code: -32600 } }]);
    expect(await call('{"jsonrpc":"2.0","id":2,"method":"nope"}')).toEqual([
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found', data: 'nope' } },
    ]);
  });

  it('says which parameter is wrong and why', async () => {
    const [bad] = (await call('{"jsonrpc":"2.0","id":1,"method":"test_add","params":[1,"two"]}')) as {
      error: { code: number; message: string };
    }[];
    expect(bad!.error.code).toBe(-32602);
    expect(bad!.error.message).toContain('b (param 1)');
    expect(bad!.error.message).toContain('expected an unsigned 32-bit integer');
    const [missing] = (await call('{"jsonrpc":"2.0","id":1,"method":"test_add","params":[1]}')) as {
      error: { message: string };
    }[];
    expect(missing!.error.message).toContain('b (param 1) is required');
    const [extra] = (await call('{"jsonrpc":"2.0","id":1,"method":"test_add","params":[1,2,3]}')) as {
      error: { message: string };
    }[];
    expect(extra!.error.message).toContain('at most 2 parameter(s)');
    const [hash] = (await call('{"jsonrpc":"2.0","id":1,"method":"test_hash","params":["0x12"]}')) as {
      error: { message: string };
    }[];
    expect(hash!.error.message).toContain('at (param 0): expected a block hash');
    expect(await call('{"jsonrpc":"2.0","id":1,"method":"test_hash","params":[null]}')).toMatchObject([
      { result: 'best' },
    ]);
  });

  it('answers batches in one array, skipping notifications', async () => {
    const out = await call(
      '[{"jsonrpc":"2.0","id":1,"method":"test_add","params":[1,1]},{"jsonrpc":"2.0","method":"test_add","params":[1,1]},{"jsonrpc":"2.0","id":3,"method":"nope"}]',
    );
    expect(out).toHaveLength(1);
    expect(out[0]).toEqual([
      { jsonrpc: '2.0', id: 1, result: 2 },
      { jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'Method not found', data: 'nope' } },
    ]);
    expect(await call('[{"jsonrpc":"2.0","method":"test_add","params":[1,1]}]')).toEqual([]);
    const tooMany = await call(
      JSON.stringify(
        Array.from({ length: 4 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'test_add', params: [1, 1] })),
      ),
    );
    expect(tooMany).toMatchObject([{ error: { code: -32010 } }]);
  });

  it('enforces request and response size limits with errors', async () => {
    expect(
      await call(`{"jsonrpc":"2.0","id":1,"method":"test_big","params":[1],"pad":"${'y'.repeat(2000)}"}`),
    ).toMatchObject([{ id: null, error: { code: -32007, message: 'Request is too big' } }]);
    expect(await call('{"jsonrpc":"2.0","id":1,"method":"test_big","params":[5000]}')).toMatchObject([
      { id: 1, error: { code: -32008, message: 'Response is too big' } },
    ]);
  });

  it('turns handler crashes into internal errors', async () => {
    expect(await call('{"jsonrpc":"2.0","id":1,"method":"test_throw"}')).toMatchObject([
      { id: 1, error: { code: -32603, message: 'Internal error', data: 'boom' } },
    ]);
  });

  it('sends the subscription id before any notification and limits subscriptions per connection', async () => {
    const { r, sinks } = testRegistry();
    const out: unknown[] = [];
    const conn = new Connection(true, 2, (t) => out.push(JSON.parse(t)));
    const d = new Dispatcher(r, { maxRequestBytes: 1000, maxResponseBytes: 1000, maxBatchLen: 10 });
    await d.handle('{"jsonrpc":"2.0","id":1,"method":"test_subscribe"}', conn);
    const id = (out[0] as { result: string }).result;
    expect(typeof id).toBe('string');
    expect(out[1]).toEqual({
      jsonrpc: '2.0',
      method: 'test_note',
      params: { subscription: id, result: 'initial' },
    });
    sinks[0]!.notify('later');
    expect(out[2]).toMatchObject({ params: { result: 'later' } });
    await d.handle('{"jsonrpc":"2.0","id":2,"method":"test_subscribe"}', conn);
    await d.handle('{"jsonrpc":"2.0","id":3,"method":"test_subscribe"}', conn);
    expect(out.at(-1)).toMatchObject({ id: 3, error: { code: -32006 } });
    await d.handle(`{"jsonrpc":"2.0","id":4,"method":"test_unsubscribe","params":["${id}"]}`, conn);
    expect(out.at(-1)).toEqual({ jsonrpc: '2.0', id: 4, result: true });
    await d.handle(`{"jsonrpc":"2.0","id":5,"method":"test_unsubscribe","params":["${id}"]}`, conn);
    expect(out.at(-1)).toEqual({ jsonrpc: '2.0', id: 5, result: false });
    expect(sinks).toHaveLength(1);
    conn.close();
    expect(sinks).toHaveLength(0);
  });
});

describe('RpcServer', () => {
  const servers: RpcServer[] = [];
  afterEach(async () => {
    for (const s of servers.splice(0)) await s.close();
  });

  async function start(overrides: Partial<RpcOptions> = {}) {
    const { r } = testRegistry();
    const server = new RpcServer(
      r,
      { ...DEFAULT_RPC, port: 0, ...overrides },
      { health: () => ({ peers: 0 }) },
    );
    servers.push(server);
    const port = await server.listen();
    return port;
  }

  const open = (port: number, headers: Record<string, string> = {}) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}`, { headers });
      ws.once('open', () => resolve(ws));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once('error', reject);
    });

  const rpc = (ws: WebSocket, body: unknown) =>
    new Promise<unknown>((resolve) => {
      ws.once('message', (d) => resolve(JSON.parse(messageText(d))));
      ws.send(JSON.stringify(body));
    });

  it('serves WebSocket and HTTP on the same port', async () => {
    const port = await start();
    const ws = await open(port);
    expect(await rpc(ws, { jsonrpc: '2.0', id: 1, method: 'test_add', params: [20, 22] })).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: 42,
    });
    ws.close();
    const res = await fetch(`http://127.0.0.1:${port}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'test_add', params: [1, 2] }),
    });
    expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 1, result: 3 });
    const sub = await fetch(`http://127.0.0.1:${port}`, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'test_subscribe' }),
    });
    expect(await sub.json()).toMatchObject({ error: { code: -32600 } });
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  });

  it('sends a turn’s corked notifications at flushWrites, not after the rest of the turn', async () => {
    const { r, sinks } = testRegistry();
    const server = new RpcServer(r, { ...DEFAULT_RPC, port: 0 }, { health: () => ({ peers: 0 }) });
    servers.push(server);
    const port = await server.listen();
    // The client runs on a thread of its own, so it reads while this thread is still busy in its turn.
    const client = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
      const WebSocket = require(workerData.ws);
      const ws = new WebSocket('ws://127.0.0.1:' + workerData.port);
      ws.on('open', () => ws.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'test_subscribe' })));
      ws.on('message', (d) => {
        const m = JSON.parse(String(d));
        if (m.method === 'test_note') parentPort.postMessage({ note: m.params.result, at: Date.now() });
      });
      parentPort.on('message', () => { ws.close(); parentPort.close(); });`,
      { eval: true, workerData: { port, ws: createRequire(import.meta.url).resolve('ws') } },
    );
    try {
      const notes: { note: string; at: number }[] = [];
      client.on('message', (m: { note: string; at: number }) => notes.push(m));
      await until('the first notification', () => notes.length === 1, { timeoutMs: 20_000 });
      // A block is built in a turn's check phase (setImmediate): notify there, then stay busy for a while.
      const busyTurn = (note: string, flush: boolean) =>
        new Promise<number>((resolve) =>
          setImmediate(() => {
            sinks[0]!.notify(note);
            if (flush) server.flushWrites();
            const end = Date.now() + 400;
            while (Date.now() < end);
            resolve(Date.now());
          }),
        );
      const flushedTurnEnd = await busyTurn('flushed', true);
      await until('the flushed note', () => notes.length === 2, { timeoutMs: 20_000 });
      expect(notes[1]).toMatchObject({ note: 'flushed' });
      expect(notes[1]!.at).toBeLessThan(flushedTurnEnd);
      // Without it the note leaves with the uncorking queued for the next turn.
      const corkedTurnEnd = await busyTurn('corked', false);
      await until('the corked note', () => notes.length === 3, { timeoutMs: 20_000 });
      expect(notes[2]).toMatchObject({ note: 'corked' });
      expect(notes[2]!.at).toBeGreaterThanOrEqual(corkedTurnEnd);
    } finally {
      client.postMessage('stop');
      await client.terminate();
    }
  });

  it('refuses connections beyond the limit with HTTP 429 and keeps serving', async () => {
    const port = await start({ maxConnections: 1 });
    const first = await open(port);
    await expect(open(port)).rejects.toThrow('HTTP 429');
    expect(await rpc(first, { jsonrpc: '2.0', id: 1, method: 'test_add', params: [1, 1] })).toMatchObject({
      result: 2,
    });
    first.close();
  });

  it('applies --rpc-cors to WebSocket and HTTP origins', async () => {
    const port = await start({ cors: ['http://allowed.example'] });
    await expect(open(port, { origin: 'http://evil.example' })).rejects.toThrow('HTTP 403');
    const ok = await open(port, { origin: 'http://allowed.example' });
    ok.close();
    const res = await fetch(`http://127.0.0.1:${port}`, {
      method: 'POST',
      headers: { origin: 'http://allowed.example' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'test_add', params: [1, 2] }),
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://allowed.example');
  });

  it('answers an oversized WebSocket frame with a JSON-RPC error, not a crash', async () => {
    const port = await start({ maxRequestBytes: 1000 });
    const ws = await open(port);
    const reply = await rpc(ws, {
      jsonrpc: '2.0',
      id: 1,
      method: 'test_add',
      params: [1, 1],
      pad: 'z'.repeat(1500),
    });
    expect(reply).toMatchObject({ error: { code: -32007 } });
    expect(await rpc(ws, { jsonrpc: '2.0', id: 2, method: 'test_add', params: [1, 1] })).toMatchObject({
      result: 2,
    });
    ws.close();
  });

  it('matches origin patterns with port wildcards', () => {
    expect(originAllowed(['http://localhost:*'], 'http://localhost:5173')).toBe(true);
    expect(originAllowed(['http://localhost:*'], 'http://localhost.evil.com')).toBe(false);
    expect(originAllowed(['http://localhost:*'], undefined)).toBe(true);
    expect(originAllowed('all', 'http://x')).toBe(true);
  });
});
