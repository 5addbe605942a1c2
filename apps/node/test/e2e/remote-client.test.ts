// A client far from the node (a delaying WebSocket proxy in between) must still see every status of its
// transaction: @polkadot/api drops InBlock if Finalized arrives while it is still fetching the block, dedot
// and polkadot-api look for the transaction in the bodies of the blocks they follow. Each of the three
// clients sends 5 transfers in a row at 0, 60, 120 and 250 ms round trip, all twelve at once against one
// node with its default flags (what a developer gets when pointing a remote dapp at `lumi-node --dev`).
import '@polkadot/api-augment';
import { ApiPromise, WsProvider } from '@polkadot/api';
import type { KeyringPair } from '@polkadot/keyring/types';
import { DedotClient, WsProvider as DedotWsProvider } from 'dedot';
import { createClient } from 'polkadot-api';
import { getPolkadotSigner } from 'polkadot-api/signer';
import { getWsRawProvider } from 'polkadot-api/ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devAccounts, type DevAccounts } from '../helpers/accounts.ts';
import { startDelayProxy } from '../helpers/delay-proxy.ts';
import { distinct, followDedot, followPapi, followPjs, IN_BLOCK } from '../helpers/follow-tx.ts';
import { type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';

const CLIENTS = ['pjs', 'papi', 'dedot'] as const;
type ClientName = (typeof CLIENTS)[number];
const RTTS_MS = [0, 60, 120, 250];
const TRANSFERS = 5;
const UNIT = 1_000_000_000_000n;

let node: SpawnedNode;
let acc: DevAccounts;
const senders = new Map<string, KeyringPair>();
const senderKey = (client: ClientName, rtt: number) => `${client}@${rtt}`;

beforeAll(async () => {
  acc = await devAccounts();
  node = await spawnNode(['--dev', '--tmp']);
  // One funded sender per client and round trip, so the twelve run side by side without sharing a nonce.
  const api = await ApiPromise.create({ provider: new WsProvider(node.wsUrl), noInitWarn: true });
  try {
    const first = (await api.rpc.system.accountNextIndex(acc.alice.address)).toNumber();
    const funding: Promise<unknown>[] = [];
    for (const client of CLIENTS) {
      for (const rtt of RTTS_MS) {
        const sender = acc.keyring.addFromUri(`//Remote/${client}/${rtt}`);
        senders.set(senderKey(client, rtt), sender);
        const tx = api.tx.balances.transferKeepAlive(sender.address, 1000n * UNIT);
        await tx.signAsync(acc.alice, { nonce: first + funding.length });
        funding.push(
          new Promise<void>((resolve, reject) => {
            tx.send((r) => {
              if (r.status.isFinalized) resolve();
              if (r.status.isInvalid || r.status.isDropped) reject(new Error(`funding ${r.status.type}`));
            }).catch(reject);
          }),
        );
      }
    }
    await Promise.all(funding);
  } finally {
    await api.disconnect();
  }
}, 120_000);
afterAll(async () => {
  await node?.stop();
});

interface RemoteClient {
  /** Sends one transfer and resolves with the statuses the client reported up to Finalized. */
  transfer(amount: bigint): Promise<string[]>;
  close(): Promise<void>;
}

async function connect(client: ClientName, url: string, sender: KeyringPair): Promise<RemoteClient> {
  const dest = acc.bob.address;
  if (client === 'pjs') {
    const api = await ApiPromise.create({ provider: new WsProvider(url), noInitWarn: true });
    return {
      transfer: async (amount) =>
        (await followPjs(api.tx.balances.transferKeepAlive(dest, amount), sender)).statuses,
      close: () => api.disconnect(),
    };
  }
  if (client === 'papi') {
    const papi = createClient(getWsRawProvider(url, { websocketClass: WebSocket as never }));
    const api = papi.getUnsafeApi();
    const signer = getPolkadotSigner(sender.publicKey, 'Sr25519', (input) => sender.sign(input));
    return {
      transfer: async (amount) => {
        const tx = api.tx.Balances!.transfer_keep_alive!({
          dest: { type: 'Id', value: dest },
          value: amount,
        });
        return (await followPapi(tx, signer)).statuses;
      },
      close: () => Promise.resolve(papi.destroy()),
    };
  }
  const dedot = await DedotClient.new({ provider: new DedotWsProvider(url), rpcVersion: 'v2' });
  return {
    transfer: async (amount) =>
      (await followDedot(dedot.tx.balances.transferKeepAlive(dest, amount), sender)).statuses,
    close: () => dedot.disconnect(),
  };
}

const FIRST_STATUS: Record<ClientName, string> = { pjs: 'Ready', papi: 'signed', dedot: 'Validated' };
const FINALIZED: Record<ClientName, string> = { pjs: 'Finalized', papi: 'finalized', dedot: 'Finalized' };

describe.concurrent('remote clients see InBlock and Finalized for every transaction', () => {
  it.each(CLIENTS.flatMap((client) => RTTS_MS.map((rtt) => [client, rtt] as const)))(
    '%s at %i ms round trip',
    async (client, rtt) => {
      const proxy = rtt > 0 ? await startDelayProxy(node.wsUrl, rtt / 2) : undefined;
      const remote = await connect(client, proxy?.url ?? node.wsUrl, senders.get(senderKey(client, rtt))!);
      try {
        const missed: string[][] = [];
        for (let i = 0; i < TRANSFERS; i++) {
          const seen = distinct(await remote.transfer(UNIT + BigInt(i)));
          const complete =
            seen[0] === FIRST_STATUS[client] &&
            seen.slice(-2).join() === [IN_BLOCK[client], FINALIZED[client]].join();
          if (!complete) missed.push(seen);
        }
        // 5 of 5: any transfer whose statuses skipped InBlock is listed here.
        expect(missed).toEqual([]);
      } finally {
        await remote.close();
        await proxy?.close();
      }
    },
    120_000,
  );
});
