// Real node + real service: the service is killed (SIGKILL, no clean shutdown) while transfers keep coming,
// and started again on the same database. Every transfer must be there exactly once.
import { MultiAddress } from '@lumi/descriptors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, pairs, send, waitIndexed, type ChainClient, type TestAccount } from '../helpers/chain.ts';
import { spawnApi, type SpawnedApi } from '../helpers/spawn-api.ts';
import { startStack, type Stack } from '../helpers/stack.ts';

let stack: Stack;
let client: ChainClient;
const started: SpawnedApi[] = [];

beforeAll(async () => {
  stack = await startStack({ name: 'restart', apiArgs: false });
  ({ client } = stack);
});

afterAll(async () => {
  for (const s of started) await s.kill();
  await stack?.stop();
});

interface Item {
  type: string;
  block: number;
  eventIndex: number;
  amount: string;
}

async function allActivity(url: string, address: string): Promise<Item[]> {
  const out: Item[] = [];
  let cursor: string | null = null;
  do {
    const q: string = cursor ? `&cursor=${cursor}` : '';
    const { body } = await getJson<{ items: Item[]; nextCursor: string | null }>(
      `${url}/accounts/${address}/activity?limit=100&type=transfer${q}`,
    );
    out.push(...body.items);
    cursor = body.nextCursor;
  } while (cursor);
  return out;
}

describe('restart of the service mid-stream', () => {
  it('loses and duplicates nothing', async () => {
    const { Eve, Ferdie } = (await pairs(['Eve', 'Ferdie'])) as { Eve: TestAccount; Ferdie: TestAccount };
    const args = stack.serviceArgs('--forex-source', 'off', '--faucet', 'off');
    const first = await spawnApi(args);
    started.push(first);

    const amounts: bigint[] = [];
    const transfer = async (i: number) => {
      const amount = 1_000_000_000n + BigInt(i);
      amounts.push(amount);
      return send(
        client,
        client.api.tx.Balances.transfer_keep_alive({ dest: MultiAddress.Id(Ferdie.address), value: amount }),
        Eve,
      );
    };
    let last = await transfer(0);
    for (let i = 1; i < 10; i++) last = await transfer(i);
    await waitIndexed(first.url, last.blockNumber);
    // More blocks while the service runs, then kill it without warning in the middle of the stream.
    for (let i = 10; i < 15; i++) last = await transfer(i);
    await first.kill();
    for (let i = 15; i < 30; i++) last = await transfer(i);

    const second = await spawnApi(args);
    started.push(second);
    for (let i = 30; i < 35; i++) last = await transfer(i);
    await waitIndexed(second.url, last.blockNumber);

    const rows = await allActivity(second.url, Ferdie.address);
    expect(rows).toHaveLength(amounts.length);
    expect(new Set(rows.map((r) => `${r.block}-${r.eventIndex}`)).size).toBe(amounts.length);
    expect(rows.map((r) => BigInt(r.amount)).sort((a, b) => (a < b ? -1 : 1))).toEqual(amounts);
    const sent = await allActivity(second.url, Eve.address);
    expect(sent).toHaveLength(amounts.length);

    // A third start over an up-to-date database changes nothing either.
    await second.stop();
    const third = await spawnApi(args);
    started.push(third);
    await waitIndexed(third.url, last.blockNumber);
    expect(await allActivity(third.url, Ferdie.address)).toEqual(rows);
  });
});
