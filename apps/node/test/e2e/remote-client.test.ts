// A client far from the node (a delaying WebSocket proxy in between) must still see every status of its
// transaction: @polkadot/api drops InBlock if Finalized arrives while it is still fetching the block.
import '@polkadot/api-augment';
import { ApiPromise, WsProvider } from '@polkadot/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devAccounts, type DevAccounts } from '../helpers/accounts.ts';
import { startDelayProxy, type DelayProxy } from '../helpers/delay-proxy.ts';
import { type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';

let node: SpawnedNode;
let acc: DevAccounts;

beforeAll(async () => {
  acc = await devAccounts();
  // Default flags: what a developer gets when pointing a remote dapp at `lumi-node --dev`.
  node = await spawnNode(['--dev', '--tmp']);
});
afterAll(async () => {
  await node?.stop();
});

/** Transfers, resolving with the statuses the client reported once Finalized arrives. */
function statusesOfTransfer(api: ApiPromise, amount: bigint): Promise<string[]> {
  const statuses: string[] = [];
  return new Promise((resolve, reject) => {
    api.tx.balances
      .transferKeepAlive(acc.bob.address, amount)
      .signAndSend(acc.alice, (result) => {
        statuses.push(result.status.type);
        if (result.status.isFinalized) resolve(statuses);
        if (result.status.isInvalid || result.status.isDropped || result.status.isUsurped) {
          reject(new Error(`status ${result.status.type}`));
        }
      })
      .catch(reject);
  });
}

describe.each([
  ['60 ms', 30],
  ['250 ms', 125],
  ['500 ms', 250],
])('@polkadot/api at %s round trip', (_label, delayEachWay) => {
  let proxy: DelayProxy;
  let api: ApiPromise;
  beforeAll(async () => {
    proxy = await startDelayProxy(node.wsUrl, delayEachWay);
    api = await ApiPromise.create({ provider: new WsProvider(proxy.url), noInitWarn: true });
  }, 60_000);
  afterAll(async () => {
    await api?.disconnect();
    await proxy?.close();
  });

  it('sees Ready, InBlock and Finalized for 5 transfers in a row', async () => {
    for (let i = 0; i < 5; i++) {
      const statuses = await statusesOfTransfer(api, 1_000_000_000n + BigInt(i));
      expect(statuses).toEqual(['Ready', 'InBlock', 'Finalized']);
    }
  }, 120_000);
});
