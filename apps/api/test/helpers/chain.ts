// Test-side chain access: a @polkadot/api client for submitting real extrinsics, the spawned node from
// apps/node's testing entry (@lumi/node/testing), and polling the API until it has indexed a block.
import { ApiPromise, WsProvider } from '@polkadot/api';
import type { SubmittableExtrinsic } from '@polkadot/api/types';
import { Keyring } from '@polkadot/keyring';
import type { KeyringPair } from '@polkadot/keyring/types';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { submitAndWait, type Included } from '../../src/chain/submit.ts';

export { spawnNode, type SpawnedNode } from '@lumi/node/testing';

export async function connect(wsUrl: string): Promise<ApiPromise> {
  await cryptoWaitReady();
  return ApiPromise.create({ provider: new WsProvider(wsUrl), noInitWarn: true });
}

export async function pairs(names: string[]): Promise<Record<string, KeyringPair>> {
  await cryptoWaitReady();
  const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 });
  return Object.fromEntries(names.map((n) => [n, keyring.addFromUri(`//${n}`)]));
}

export const send = (
  api: ApiPromise,
  tx: SubmittableExtrinsic<'promise'>,
  who: KeyringPair,
): Promise<Included> => submitAndWait(api, tx, who, 120_000);

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
