// kill -9 while transfers stream in, restart on the same base path, and every transfer the node had reported
// in a block is still in that block; repeated, so each restart also recovers a database killed mid-load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SpawnedNode, spawnNode } from '@lumi/node/testing';
import { devAccounts } from '@lumi/node/testing/accounts';
import { missingInclusions, signTransfers } from '@lumi/node/testing/transfers';
import { WsRpc } from '@lumi/node/testing/ws-client';
import type { Family } from './family.ts';
import { attempt, connectApi, deadline, ms } from './lab.ts';

/** Submissions per wave; the next wave goes once the pool has acknowledged this one. */
const WAVE = 16;

/** Streams `txs` into `node` and SIGKILLs it once `killAfter` of them were reported in a block. */
async function loadAndKill(
  node: SpawnedNode,
  txs: string[],
  killAfter: number,
  acknowledged: Map<string, string>,
): Promise<number | string> {
  const rpc = await WsRpc.connect(node.wsUrl);
  let inBlock = 0;
  const killed = new Promise<void>((resolve) => {
    const watch = (hex: string) =>
      rpc
        .subscribe('author_submitAndWatchExtrinsic', [hex], (status) => {
          if (typeof status !== 'object' || status === null || !('inBlock' in status)) return;
          acknowledged.set(hex, (status as { inBlock: string }).inBlock);
          inBlock += 1;
          if (inBlock === killAfter) {
            node.child.kill('SIGKILL');
            resolve();
          }
        })
        .catch(() => undefined);
    void (async () => {
      for (let i = 0; i < txs.length && inBlock < killAfter; i += WAVE) {
        await Promise.all(txs.slice(i, i + WAVE).map(watch));
      }
    })();
  });
  await deadline(killed, 120_000, `${killAfter} inclusions`);
  const exit = await node.exited;
  await rpc.close().catch(() => undefined);
  return exit;
}

export const killCycles: Family = {
  name: 'kill',
  async run(options, record) {
    const base = mkdtempSync(join(tmpdir(), 'lumi-attack-kill-'));
    const acc = await devAccounts();
    const senders = [acc.alice, acc.bob, acc.charlie, acc.dave];
    const acknowledged = new Map<string, string>();
    const nodes: SpawnedNode[] = [];
    const start = async () => {
      const node = await spawnNode(['--dev', '--base-path', base]);
      nodes.push(node);
      return node;
    };
    try {
      record(
        await attempt(
          `${options.killCycles} kill -9 cycles under transfer load, restart on the same base path`,
          'every transfer reported in a block is still in it after each restart; the chain goes on',
          async () => {
            const exits: (number | string)[] = [];
            const lost: string[] = [];
            let restartMs = 0;
            for (let cycle = 0; cycle <= options.killCycles; cycle++) {
              const started = performance.now();
              const node = await start();
              restartMs = Math.max(restartMs, cycle > 0 ? performance.now() - started : 0);
              if (cycle > 0) {
                const rpc = await WsRpc.connect(node.wsUrl);
                lost.push(...(await missingInclusions(rpc, acknowledged)));
                await rpc.close();
              }
              if (cycle === options.killCycles) {
                await node.stop();
                break;
              }
              const api = await connectApi(node.wsUrl);
              // Twice what the kill waits for, so it lands while transfers are still streaming in.
              const perSender = Math.ceil((options.inclusionsPerCycle * 2) / senders.length);
              const txs = await signTransfers(api, senders, acc.ferdie.address, perSender);
              await api.disconnect();
              exits.push(await loadAndKill(node, txs, options.inclusionsPerCycle, acknowledged));
            }
            const allKilled = exits.every((e) => e === 'SIGKILL');
            return {
              observed: `${acknowledged.size} reported in a block, ${lost.length} lost${lost[0] ? ` (${lost[0]})` : ''}; exits ${[...new Set(exits)].join('/')}`,
              pass:
                lost.length === 0 &&
                allKilled &&
                acknowledged.size >= options.killCycles * options.inclusionsPerCycle,
              figure: `slowest restart ${ms(restartMs)}`,
            };
          },
        ),
      );
    } finally {
      for (const node of nodes) await node.kill();
      rmSync(base, { recursive: true, force: true });
    }
  },
};
