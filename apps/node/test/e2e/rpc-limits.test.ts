// The real node under hostile requests: an address that used to freeze it, batches whose answers would
// exhaust memory, too many sockets from one IP, and `--rpc-rate-limit`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { nodeRssBytes, type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';
import { RpcCallError, WsRpc, messageText } from '../helpers/ws-client.ts';

type Message = { id?: unknown; result?: unknown; error?: { code: number; message: string; data?: unknown } };

const call = (id: number, method: string, params: unknown[] = []) => ({ jsonrpc: '2.0', id, method, params });
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';

/** Sends `body` on a fresh socket and resolves with the first message back. */
function exchange(url: string, body: unknown): Promise<Message | Message[]> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { maxPayload: 256 * 1024 * 1024 });
    ws.once('open', () => ws.send(JSON.stringify(body)));
    ws.once('message', (data) => {
      resolve(JSON.parse(messageText(data)) as Message | Message[]);
      ws.close();
    });
    ws.once('error', reject);
  });
}

async function post(url: string, body: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as unknown };
}

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

describe('a node with default limits', () => {
  let node: SpawnedNode;
  let rpc: WsRpc;
  beforeAll(async () => {
    node = await spawnNode();
    rpc = await WsRpc.connect(node.wsUrl);
  });
  afterAll(async () => {
    await rpc?.close();
    await node?.stop();
  });

  it('refuses an 80,000-character SS58 address with -32602 at once and keeps serving', async () => {
    const started = performance.now();
    const error = await rpc.call('system_accountNextIndex', ['1'.repeat(80_000)]).catch((e: unknown) => e);
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(RpcCallError);
    expect((error as RpcCallError).code).toBe(-32602);
    expect((error as RpcCallError).message).toContain('expected an SS58 address of at most 66 characters');
    expect(await rpc.call('system_health')).toEqual({ peers: 0, isSyncing: false, shouldHavePeers: false });
    expect(await rpc.call('system_accountNextIndex', [ALICE])).toBe(0);
    console.log(`80,000-character address refused in ${elapsed.toFixed(1)} ms`);
  });

  it('answers system_health on another connection while a heavy batch is in flight', async () => {
    const heavy = await WsRpc.connect(node.wsUrl);
    const light = await WsRpc.connect(node.wsUrl);
    try {
      const order: string[] = [];
      const batchDone = new Promise<Message[]>((resolve) =>
        heavy.ws.once('message', (data) => {
          order.push('batch');
          resolve(JSON.parse(messageText(data)) as Message[]);
        }),
      );
      // 1000 runtime calls (the default maximum batch length), each a nonce lookup through the runtime.
      heavy.sendRaw(
        JSON.stringify(Array.from({ length: 1000 }, (_, i) => call(i, 'system_accountNextIndex', [ALICE]))),
      );
      const health = light.call('system_health').then((h) => {
        order.push('health');
        return h;
      });
      const [answers] = await Promise.all([batchDone, health]);
      expect(order).toEqual(['health', 'batch']);
      expect(answers).toHaveLength(1000);
      expect(answers.every((a) => a.result === 0)).toBe(true);
    } finally {
      await heavy.close();
      await light.close();
    }
  });

  it('refuses a batch longer than the default maximum (1000) with -32010', async () => {
    const reply = await exchange(
      node.wsUrl,
      Array.from({ length: 1001 }, (_, i) => call(i, 'system_health')),
    );
    expect(reply).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32010, message: 'The batch request was too large', data: 'Exceeded max limit of 1000' },
    });
  });
});

describe('a node with a 1 MiB response limit', () => {
  let node: SpawnedNode;
  beforeAll(async () => {
    node = await spawnNode(['--dev', '--tmp', '--rpc-max-response-size', '1']);
  });
  afterAll(async () => {
    await node?.stop();
  });

  const metadataBatch = Array.from({ length: 1000 }, (_, i) =>
    call(i, 'state_call', ['Metadata_metadata', '0x']),
  );
  const tooLarge = {
    jsonrpc: '2.0',
    id: null,
    error: {
      code: -32011,
      message: 'The batch response was too large',
      data: `Exceeded max limit of ${1024 * 1024}`,
    },
  };

  it('stops a batch of metadata calls at the response limit and answers JSON-RPC over WebSocket', async () => {
    const rssBefore = nodeRssBytes(node);
    expect(await exchange(node.wsUrl, metadataBatch)).toEqual(tooLarge);
    const rssAfter = nodeRssBytes(node);
    if (rssBefore !== undefined && rssAfter !== undefined) {
      console.log(`RSS ${(rssBefore / 2 ** 20).toFixed(0)} → ${(rssAfter / 2 ** 20).toFixed(0)} MiB`);
      // Was +2.8 GiB for 10,000 such calls: now the answer stops at the 1 MiB limit.
      expect(rssAfter - rssBefore).toBeLessThan(64 * 2 ** 20);
    }
    const rpc = await WsRpc.connect(node.wsUrl);
    expect(await rpc.call('system_health')).toMatchObject({ peers: 0 });
    await rpc.close();
  });

  it('answers the same batch over HTTP with a JSON-RPC error, not a plain-text 500', async () => {
    expect(await post(node.httpUrl, metadataBatch)).toEqual({
      status: 200,
      type: 'application/json; charset=utf-8',
      body: tooLarge,
    });
  });
});

describe('connection limits', () => {
  let node: SpawnedNode;
  beforeAll(async () => {
    node = await spawnNode([
      '--dev',
      '--tmp',
      '--rpc-max-connections-per-ip',
      '3',
      '--rpc-rate-limit',
      '600',
    ]);
  });
  afterAll(async () => {
    await node?.stop();
  });

  it('refuses the fourth socket from one IP with HTTP 429, and a closed socket frees its slot', async () => {
    const sockets = [await open(node.wsUrl), await open(node.wsUrl), await open(node.wsUrl)];
    await expect(open(node.wsUrl)).rejects.toThrow('HTTP 429');
    const refused = await post(node.httpUrl, call(1, 'system_health'));
    expect(refused).toMatchObject({ status: 429, body: { error: { code: -32009 } } });
    sockets.shift()!.close();
    // The slot is free once the node has seen the socket close: retry until it has (bounded).
    const deadline = Date.now() + 10_000;
    let again: WebSocket | undefined;
    while (!again) {
      again = await open(node.wsUrl).catch((e: unknown) => {
        if (Date.now() > deadline) throw e;
        return undefined;
      });
    }
    sockets.push(again);
    for (const s of sockets) s.close();
  });

  it('holds calls over --rpc-rate-limit, then refuses them with -32999 like polkadot-sdk', async () => {
    // Slots from the previous test close asynchronously: wait until this socket is accepted.
    const deadline = Date.now() + 10_000;
    let rpc: WsRpc | undefined;
    while (!rpc) {
      rpc = await WsRpc.connect(node.wsUrl).catch((e: unknown) => {
        if (Date.now() > deadline) throw e;
        return undefined;
      });
    }
    try {
      // 600 calls per minute: the first 600 pass at once.
      const burst = await Promise.all(Array.from({ length: 600 }, () => rpc.call('system_health')));
      expect(burst).toHaveLength(600);
      // Then one slot every 100 ms; 20 calls at once wait, retry 10 times, and the rest are refused.
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, () =>
          rpc.call('system_health').then(
            () => 'served',
            (e: unknown) => e,
          ),
        ),
      );
      const refused = outcomes.filter((o): o is RpcCallError => o instanceof RpcCallError);
      expect(outcomes.filter((o) => o === 'served').length).toBeGreaterThan(0);
      expect(refused.length).toBeGreaterThan(0);
      for (const e of refused) {
        expect(e.code).toBe(-32999);
        expect(e.message).toBe('-32999: RPC rate limit exceeded');
      }
    } finally {
      await rpc.close();
    }
  });
});
