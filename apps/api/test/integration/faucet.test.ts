// Real node + real service: the faucet sends LUMI and PHPU once, refuses the same address within the hour,
// and refuses POSTs without the anti-forgery header or with a wrong one.
import { Keyring } from '@polkadot/keyring';
import { mnemonicGenerate } from '@polkadot/util-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, waitIndexed, type ChainClient } from '../helpers/chain.ts';
import type { SpawnedApi } from '../helpers/spawn-api.ts';
import { startStack, type Stack } from '../helpers/stack.ts';

interface FaucetAnswer {
  txHash: string;
  transfers: { asset: string; amount: string; blockNumber: number }[];
  error?: string;
  reason?: string;
}

let stack: Stack;
let service: SpawnedApi;
let client: ChainClient;

beforeAll(async () => {
  stack = await startStack({
    name: 'faucet',
    apiArgs: ['--forex-source', 'off', '--faucet-lumi', '25', '--faucet-phpu', '1200.5'],
  });
  ({ service, client } = stack);
});

afterAll(() => stack?.stop());

async function xsrfToken(): Promise<string> {
  const res = await fetch(`${service.url}/status`);
  const status = (await res.json()) as { faucet: { enabled: boolean } };
  expect(status.faucet.enabled).toBe(true);
  return /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
}

const faucet = (address: string, headers: Record<string, string>) =>
  getJson<FaucetAnswer>(`${service.url}/faucet`, {
    method: 'POST',
    body: JSON.stringify({ address }),
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('faucet', () => {
  it('sends once, refuses a second request within the hour and any POST without the right header', async () => {
    const newcomer = new Keyring({ type: 'sr25519', ss58Format: 42 }).addFromMnemonic(
      mnemonicGenerate(),
    ).address;
    const token = await xsrfToken();

    const noHeader = await faucet(newcomer, { cookie: `XSRF-TOKEN=${token}` });
    expect(noHeader.status).toBe(403);
    expect(noHeader.body).toMatchObject({
      error: 'xsrf_rejected',
      message: expect.stringMatching(/X-XSRF-TOKEN/) as unknown,
    });
    const wrongHeader = await faucet(newcomer, {
      cookie: `XSRF-TOKEN=${token}`,
      // Another last character (a fixed 'A' would be the same token whenever it already ends in 'A').
      'x-xsrf-token': `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
    });
    expect(wrongHeader.status).toBe(403);
    const noCookie = await faucet(newcomer, { 'x-xsrf-token': token });
    expect(noCookie.status).toBe(403);

    const auth = { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
    const granted = await faucet(newcomer, auth);
    expect(granted.status).toBe(200);
    expect(granted.body.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(granted.body.transfers.map((t: { asset: string; amount: string }) => [t.asset, t.amount])).toEqual(
      [
        ['LUMI', '25000000000000'],
        ['PHPU', '1200500000'],
      ],
    );

    const best = { at: 'best' };
    expect((await client.api.query.System.Account.getValue(newcomer, best)).data.free).toBe(
      25_000_000_000_000n,
    );
    expect((await client.api.query.Assets.Account.getValue(1, newcomer, best))?.balance).toBe(1_200_500_000n);

    const again = await faucet(newcomer, auth);
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ error: 'rate_limited', reason: 'address' });
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(3500);

    // The grant shows in the newcomer's activity once indexed.
    const lastBlock = Math.max(...granted.body.transfers.map((t: { blockNumber: number }) => t.blockNumber));
    await waitIndexed(service.url, lastBlock);
    const { body } = await getJson<{ items: { type: string; asset: string; direction: string }[] }>(
      `${service.url}/accounts/${newcomer}/activity`,
    );
    expect(body.items.map((i) => [i.type, i.asset, i.direction])).toEqual([
      ['transfer', 'PHPU', 'in'],
      ['transfer', 'LUMI', 'in'],
    ]);
  });

  it('refuses a bad address with its reason', async () => {
    const token = await xsrfToken();
    const res = await faucet('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQX', {
      cookie: `XSRF-TOKEN=${token}`,
      'x-xsrf-token': token,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'invalid_address', reason: 'invalid-checksum' });
  });
});
