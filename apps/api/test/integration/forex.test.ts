// Real node + real service: the simulated feeder's rates reach the chain's Oracle and the history endpoint,
// labelled as simulated.
import { formatRate } from '@lumi/chain/forex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, getJson, hashAt, waitIndexed, type ChainClient } from '../helpers/chain.ts';
import type { SpawnedApi } from '../helpers/spawn-api.ts';
import { startStack, type Stack } from '../helpers/stack.ts';

interface History {
  points: { block: number; rate: string; source: string | null; simulated: boolean }[];
}

let stack: Stack;
let service: SpawnedApi;
let client: ChainClient;

beforeAll(async () => {
  stack = await startStack({ name: 'forex', apiArgs: ['--faucet', 'off', '--forex-interval', '500'] });
  ({ service, client } = stack);
});

afterAll(() => stack?.stop());

interface Status {
  forex: {
    source: string;
    simulated: boolean;
    lastSubmission: { block: number; rates: Record<string, string> } | null;
  };
}

describe('simulated forex feed', () => {
  it('reaches the chain and the history endpoint, labelled simulated', async () => {
    const submission = await eventually('a forex submission', async () => {
      const { body } = await getJson<Status>(`${service.url}/status`);
      expect(body.forex).toMatchObject({ source: 'simulated', simulated: true });
      return body.forex.lastSubmission ?? undefined;
    });
    const php = submission.rates.PHP!;
    // Within the simulated walk's band: ±10 % around the genesis 58.50.
    expect(Number(php)).toBeGreaterThanOrEqual(52.65);
    expect(Number(php)).toBeLessThanOrEqual(64.35);

    const at = { at: await hashAt(client, submission.block) };
    const stored = await client.api.query.Oracle.Values.getValue('0x504850', at);
    expect(formatRate(stored!.value)).toBe(php);

    await waitIndexed(service.url, submission.block);
    const { status, body } = await getJson<History>(`${service.url}/forex/PHP/history?interval=raw`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      currency: 'PHP',
      base: 'USD',
      feeder: { source: 'simulated', simulated: true },
    });
    const point = body.points.find((p) => p.block === submission.block);
    expect(point).toMatchObject({ rate: php, source: 'simulated', simulated: true });
    // The genesis rate is the series' starting value, and it is not simulated.
    expect(body.points[0]).toMatchObject({ block: 0, rate: '58.5', simulated: false });

    const unknown = await getJson<unknown>(`${service.url}/forex/XAU/history`);
    expect(unknown.status).toBe(404);
    const bad = await getJson<unknown>(`${service.url}/forex/PESO/history`);
    expect(bad.status).toBe(400);
  });
});
