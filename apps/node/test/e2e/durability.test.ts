// SIGKILL during a load of transfers: after a restart every transaction reported inBlock is in its block,
// every block's state is complete, and the chain continues.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import '@polkadot/api-augment';
import { ApiPromise, WsProvider } from '@polkadot/api';
import { validateProofs } from '@polkadot-api/substrate-bindings';
import { afterAll, describe, expect, it } from 'vitest';
import { devAccounts } from '../helpers/accounts.ts';
import { type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';
import { missingInclusions, signTransfers } from '../../src/testing/transfers.ts';
import { WsRpc } from '../helpers/ws-client.ts';

// twox128("System") ++ twox128("Number"): the block number the runtime records in each block's state.
const SYSTEM_NUMBER = '0x26aa394eea5630e07c48ae0c9558cef702a5c1b19ab7a04f536c519aca4983ac';
const base = mkdtempSync(join(tmpdir(), 'lumi-durability-'));
const nodes: SpawnedNode[] = [];
afterAll(async () => {
  for (const n of nodes) await n.kill();
  rmSync(base, { recursive: true, force: true });
});

const start = async () => {
  const n = await spawnNode(['--dev', '--base-path', base]);
  nodes.push(n);
  return n;
};

describe('durability', () => {
  it('survives SIGKILL mid-load with no lost or partial block', async () => {
    const acc = await devAccounts();
    const first = await start();
    const api = await ApiPromise.create({ provider: new WsProvider(first.wsUrl), noInitWarn: true });
    const senders = [acc.alice, acc.bob, acc.charlie, acc.dave];
    const PER_SENDER = 150;
    const txs = await signTransfers(api, senders, acc.ferdie.address, PER_SENDER + 1);
    await api.disconnect();
    // The last nonce of each sender is kept back to show the chain continues after the restart.
    const load = txs.slice(0, PER_SENDER * senders.length);
    const extra = txs.slice(PER_SENDER * senders.length);

    const rpc = await WsRpc.connect(first.wsUrl);
    // Every inBlock the node sent is recorded, up to the moment the connection dies with the process.
    const inBlock = new Map<string, string>();
    let killed = false;
    const watch = (hex: string) =>
      rpc
        .subscribe('author_submitAndWatchExtrinsic', [hex], (status) => {
          if (typeof status !== 'object' || status === null || !('inBlock' in status)) return;
          inBlock.set(hex, (status as { inBlock: string }).inBlock);
          if (inBlock.size >= 150 && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        })
        .catch(() => undefined);
    // A steady load: a few transactions every few milliseconds, so the kill lands while it is running.
    for (let i = 0; i < load.length && !killed; i += 8) {
      for (const hex of load.slice(i, i + 8)) void watch(hex);
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(await first.exited).toBe('SIGKILL');
    expect(killed).toBe(true);
    expect(inBlock.size).toBeGreaterThanOrEqual(150);

    const second = await start();
    const rpc2 = await WsRpc.connect(second.wsUrl);
    const best = await rpc2.call<{ number: string }>('chain_getHeader');
    const bestNumber = Number.parseInt(best.number, 16);
    expect(await missingInclusions(rpc2, inBlock)).toEqual([]);
    let parent: string | undefined;
    for (let n = 0; n <= bestNumber; n++) {
      const hash = await rpc2.call<string>('chain_getBlockHash', [n]);
      const header = await rpc2.call<{ parentHash: string; number: string }>('chain_getHeader', [hash]);
      if (parent !== undefined) expect(header.parentHash).toBe(parent);
      expect(Number.parseInt(header.number, 16)).toBe(n);
      if (n > 0) {
        const recorded = await rpc2.call<string>('state_getStorage', [SYSTEM_NUMBER, hash]);
        expect(Buffer.from(recorded.slice(2), 'hex').readUInt32LE(0)).toBe(n);
      }
      parent = hash;
    }

    // The chain continues: resubmitting the load (included ones are now outdated, lost ones valid again)
    // and the held-back transactions produces new blocks.
    const heads: string[] = [];
    let newBlock: () => void = () => undefined;
    const advanced = new Promise<void>((resolve) => (newBlock = resolve));
    await rpc2.subscribe('chain_subscribeNewHeads', [], (h) => {
      heads.push((h as { number: string }).number);
      if (Number.parseInt((h as { number: string }).number, 16) > bestNumber) newBlock();
    });
    for (const hex of [...load.filter((t) => !inBlock.has(t)), ...extra]) {
      await rpc2.call('author_submitExtrinsic', [hex]).catch(() => undefined);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([advanced, new Promise<void>((resolve) => (timer = setTimeout(resolve, 60_000)))]);
    clearTimeout(timer);
    expect(heads.some((h) => Number.parseInt(h, 16) > bestNumber)).toBe(true);
    // The first block after the restart was sealed by a runtime that had to read the whole state again to
    // compute its trie root: a read proof of that block verifies against its header.
    const after = await rpc2.call<string>('chain_getBlockHash', [bestNumber + 1]);
    const afterHeader = await rpc2.call<{ stateRoot: string }>('chain_getHeader', [after]);
    const proof = await rpc2.call<{ proof: string[] }>('state_getReadProof', [[SYSTEM_NUMBER], after]);
    expect(validateProofs(proof.proof)?.rootHash).toBe(afterHeader.stateRoot);
    await rpc2.close();
    await rpc.close().catch(() => undefined);
    await second.stop();
  });
});
