// A large state: a read proof is the path to the key in the stored trie, and a CPU-heavy call (state_getPairs
// over every key) runs in slices, so a `system_health` on another connection is answered meanwhile. Proven
// by the order of the answers, not by timing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';
import { validateProofs } from '@polkadot-api/substrate-bindings';
import { initCrypto } from '../../src/util/hash.ts';
import { WsRpc, messageText } from '../helpers/ws-client.ts';

const MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'main.ts');
const TSX = createRequire(import.meta.url).resolve('tsx/cli');
/** Extra genesis entries under a prefix no pallet uses: enough that a whole-state trie takes many slices. */
const EXTRA_KEYS = 40_000;
const PREFIX = '0xfeedbeef';
const dir = mkdtempSync(join(tmpdir(), 'lumi-heavy-'));

type Message = { id?: unknown; result?: unknown; error?: unknown };

/** Sends `method` on `rpc` as a raw request; resolves with its answer and records it in `order` as `label`. */
function raw(
  rpc: WsRpc,
  method: string,
  params: unknown[],
  order: string[],
  label: string,
): Promise<Message> {
  return new Promise((resolve) => {
    rpc.ws.once('message', (data) => {
      order.push(label);
      resolve(JSON.parse(messageText(data)) as Message);
    });
    rpc.sendRaw(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }));
  });
}

describe('a node with a large state', () => {
  let node: SpawnedNode;
  let rpc: WsRpc;
  beforeAll(async () => {
    await initCrypto();
    const built = spawnSync(process.execPath, [TSX, MAIN, 'build-spec', '--dev', '--raw'], {
      encoding: 'utf8',
      timeout: 120_000,
      maxBuffer: 64 * 2 ** 20,
    });
    expect(built.status).toBe(0);
    const spec = JSON.parse(built.stdout) as { genesis: { raw: { top: Record<string, string> } } };
    for (let i = 0; i < EXTRA_KEYS; i++) {
      const n = i.toString(16).padStart(8, '0');
      // Values of 40 bytes: stored as separate value nodes, hashed like real balances and metadata.
      spec.genesis.raw.top[`${PREFIX}${n}`] = `0x${n.repeat(10)}`;
    }
    const file = join(dir, 'large.json');
    writeFileSync(file, JSON.stringify(spec));
    node = await spawnNode(['--chain', file, '--tmp']);
    rpc = await WsRpc.connect(node.wsUrl);
  }, 180_000);
  afterAll(async () => {
    await rpc?.close();
    await node?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a read proof over a large state from the stored trie, verified by polkadot-api', async () => {
    const key = `${PREFIX}00000007`;
    const { at, proof } = await rpc.call<{ at: string; proof: string[] }>('state_getReadProof', [[key]]);
    const header = await rpc.call<{ stateRoot: string }>('chain_getHeader', [at]);
    const checked = validateProofs(proof);
    expect(checked?.rootHash).toBe(header.stateRoot);
    // The path to one key, not the state: a handful of nodes, the 40-byte value node among them.
    expect(proof.length).toBeLessThan(12);
    expect(proof).toContain(`0x${'00000007'.repeat(10)}`);
  });

  it('answers system_health on another connection while state_getPairs lists every key', async () => {
    const heavy = await WsRpc.connect(node.wsUrl);
    const light = await WsRpc.connect(node.wsUrl);
    try {
      const order: string[] = [];
      const started = performance.now();
      let healthMs = 0;
      const pairs = raw(heavy, 'state_getPairs', [PREFIX], order, 'pairs');
      const health = raw(light, 'system_health', [], order, 'health').then(() => {
        healthMs = performance.now() - started;
      });
      const [p] = await Promise.all([pairs, health]);
      console.log(
        `state_getPairs of ${EXTRA_KEYS} keys: ${(performance.now() - started).toFixed(0)} ms; system_health meanwhile in ${healthMs.toFixed(0)} ms`,
      );
      expect(order).toEqual(['health', 'pairs']);
      const list = p.result as [string, string][];
      expect(list).toHaveLength(EXTRA_KEYS);
      expect(list[7]).toEqual([`${PREFIX}00000007`, `0x${'00000007'.repeat(10)}`]);
    } finally {
      await heavy.close();
      await light.close();
    }
  });
});
