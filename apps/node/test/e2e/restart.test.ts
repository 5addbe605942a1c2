// Restarting a node on a persistent base path: what the dev controls wrote into the state survives, and the
// first block after the restart commits to it in its state root.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateProofs } from '@polkadot-api/substrate-bindings';
import { blake2AsHex } from '@polkadot/util-crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';
import { WsRpc } from '../helpers/ws-client.ts';

const base = mkdtempSync(join(tmpdir(), 'lumi-restart-'));
const nodes: SpawnedNode[] = [];
afterAll(async () => {
  for (const n of nodes) await n.stop();
  rmSync(base, { recursive: true, force: true });
});

const start = async () => {
  const n = await spawnNode(['--dev', '--base-path', base, '--sealing', 'manual']);
  nodes.push(n);
  return n;
};

describe('restart on a persistent --dev base path', () => {
  it('keeps dev_setStorage overrides: the first block after the restart commits to them', async () => {
    // A key no block ever wrote, with a value long enough to sit in its own trie node (hashed in its leaf).
    const key = `0x${'ab'.repeat(32)}`;
    const value = `0x${'5a'.repeat(40)}`;
    const first = await start();
    let rpc = await WsRpc.connect(first.wsUrl);
    await rpc.call('dev_newBlock');
    await rpc.call('dev_setStorage', [[[key, value]]]);
    expect(await rpc.call('state_getStorage', [key])).toBe(value);
    await rpc.close();
    await first.kill();

    const second = await start();
    rpc = await WsRpc.connect(second.wsUrl);
    expect(await rpc.call('state_getStorage', [key])).toBe(value);
    const head = await rpc.call<string>('dev_newBlock');
    const header = await rpc.call<{ stateRoot: string }>('chain_getHeader', [head]);
    const proof = await rpc.call<{ proof: string[] }>('state_getReadProof', [[key], head]);
    const verified = validateProofs(proof.proof);
    expect(verified?.rootHash).toBe(header.stateRoot);
    const values = Object.values(verified!.proofs).map((n) => ('value' in n ? n.value : undefined));
    // The leaf holds the value's hash, and the proof carries the value itself.
    expect(values).toContain(blake2AsHex(value, 256));
    expect(values).toContain(value);
    await rpc.close();
  });
});
