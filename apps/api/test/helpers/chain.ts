// Test-side chain access: a polkadot-api client typed by the Lumi descriptors for submitting real extrinsics,
// the spawned node from apps/node's testing entry (@lumi/node/testing), and polling the API until it has
// indexed a block.
import { Keyring } from '@polkadot/keyring';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { lumi } from '@lumi/descriptors';
import { createClient, type PolkadotClient, type PolkadotSigner, type Transaction } from 'polkadot-api';
import { getPolkadotSigner } from 'polkadot-api/signer';
import { toHex } from 'polkadot-api/utils';
import { getWsProvider } from 'polkadot-api/ws';
import WebSocket from 'ws';
import type { LumiApi } from '../../src/chain/connection.ts';
import { submitAndWait, type Included } from '../../src/chain/submit.ts';

export { spawnNode, type SpawnedNode } from '@lumi/node/testing';

export interface ChainClient {
  client: PolkadotClient;
  api: LumiApi;
  destroy(): void;
}

/** A dev account: its SS58 address (format 42), 0x public key and a polkadot-api signer. */
export interface TestAccount {
  address: string;
  publicKey: string;
  signer: PolkadotSigner;
}

export function connect(wsUrl: string): ChainClient {
  // Node 20 has no global WebSocket.
  const client = createClient(getWsProvider(wsUrl, { websocketClass: WebSocket as never }));
  return { client, api: client.getTypedApi(lumi), destroy: () => client.destroy() };
}

export async function pairs(names: string[]): Promise<Record<string, TestAccount>> {
  await cryptoWaitReady();
  const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 });
  return Object.fromEntries(
    names.map((n) => {
      const pair = keyring.addFromUri(`//${n}`);
      const signer = getPolkadotSigner(pair.publicKey, 'Sr25519', (data) => pair.sign(data));
      return [n, { address: pair.address, publicKey: toHex(pair.publicKey), signer }];
    }),
  );
}

/** The hash of the block at `height` (archive_v1_hashByHeight). */
export async function hashAt(chain: ChainClient, height: number): Promise<string> {
  const [hash] = await chain.client._request<string[], [number]>('archive_v1_hashByHeight', [height]);
  if (!hash) throw new Error(`the node has no block #${height}`);
  return hash;
}

export const send = (chain: ChainClient, tx: Transaction, who: TestAccount): Promise<Included> =>
  submitAndWait(chain.client, tx, who, 120_000);

export async function getJson<T = Record<string, unknown>>(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

/** Polls /api/status until the indexer has reached `block` (bounded; fails with the last status seen). */
export async function waitIndexed(apiUrl: string, block: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const { body } = await getJson<{ indexer: { lastIndexed: number | null } }>(`${apiUrl}/status`);
      last = body;
      if ((body.indexer.lastIndexed ?? -1) >= block) return;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(
    `the API did not index block ${block} within ${timeoutMs} ms; last status ${JSON.stringify(last)}`,
  );
}

/** Polls `check` until it returns a value (bounded). */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const v = await check().catch(() => undefined);
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}
