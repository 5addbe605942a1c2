// The bench's and tests' JSON-RPC client: `batchWrites` must keep every call matched to its own answer while
// sending the calls of one event-loop turn in one write.
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { messageText, WsRpc } from '../src/testing/ws-client.ts';

/** Answers `double(n)` with 2n, and each message with its own id, in the order they arrive. */
async function doublingServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  wss.on('connection', (ws) => {
    ws.on('message', (data) => {
      const req = JSON.parse(messageText(data)) as { id: number; params: [number] };
      ws.send(JSON.stringify({ jsonrpc: '2.0', id: req.id, result: req.params[0] * 2 }));
    });
  });
  return {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => wss.close(() => resolve())),
  };
}

/** Write system calls this process has made (Linux), or undefined where /proc/self/io is not there. */
function writeSyscalls(): number | undefined {
  if (!existsSync('/proc/self/io')) return undefined;
  const line = readFileSync('/proc/self/io', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('syscw:'));
  return line === undefined ? undefined : Number(line.slice('syscw:'.length));
}

/**
 * Sends `n` calls in one turn and counts the write system calls made until the end of that turn's check phase
 * (where the batch is flushed, before any answer can be read); then awaits the answers.
 */
async function burst(rpc: WsRpc, n: number): Promise<{ answers: number[]; writes: number | undefined }> {
  const before = writeSyscalls();
  const calls = Array.from({ length: n }, (_, i) => rpc.call<number>('double', [i]));
  const after = await new Promise<number | undefined>((resolve) =>
    setImmediate(() => resolve(writeSyscalls())),
  );
  const answers = await Promise.all(calls);
  return { answers, writes: before === undefined || after === undefined ? undefined : after - before };
}

describe('WsRpc batchWrites', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  it('answers every call of a burst with its own result, in one write instead of one per call', async () => {
    const server = await doublingServer();
    cleanups.push(server.close);
    const batched = await WsRpc.connect(server.url, { batchWrites: true });
    cleanups.push(() => batched.close());
    const plain = await WsRpc.connect(server.url);
    cleanups.push(() => plain.close());

    const n = 64;
    const expected = Array.from({ length: n }, (_, i) => 2 * i);
    const b = await burst(batched, n);
    const p = await burst(plain, n);
    expect(b.answers).toEqual(expected);
    expect(p.answers).toEqual(expected);
    if (b.writes !== undefined && p.writes !== undefined) {
      expect(b.writes).toBeLessThanOrEqual(2);
      expect(p.writes).toBeGreaterThanOrEqual(n / 2);
    }

    // Later turns batch again: the socket was uncorked, not left corked.
    const again = await burst(batched, 8);
    expect(again.answers).toEqual([0, 2, 4, 6, 8, 10, 12, 14]);
  });

  it('closes cleanly with calls queued in the turn, rejecting them instead of throwing', async () => {
    const server = await doublingServer();
    cleanups.push(server.close);
    const rpc = await WsRpc.connect(server.url, { batchWrites: true });
    const pending = rpc.call('double', [1]);
    rpc.ws.terminate();
    await expect(pending).rejects.toThrow('connection closed');
    await rpc.closed;
  });
});
