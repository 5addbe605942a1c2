// Real nodes + real service behind one endpoint (each new node starts on the same port): the node restarts
// (same chain, same database) and the service reconnects and carries on; then a fresh --tmp dev chain (same
// genesis hash, other blocks) takes its place and the service notices by block hash and indexes it afresh.
import { join } from 'node:path';
import { MultiAddress } from '@lumi/descriptors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, eventually, getJson, pairs, send, spawnNode, type TestAccount } from '../helpers/chain.ts';
import { startStack, type Stack } from '../helpers/stack.ts';

let stack: Stack;
let who: Record<string, TestAccount>;

beforeAll(async () => {
  stack = await startStack({
    name: 'node-restart',
    nodeArgs: (dir) => ['--dev', '--base-path', join(dir, 'node')],
    apiArgs: ['--forex-source', 'off', '--faucet', 'off'],
    client: false,
  });
  who = await pairs(['Bob', 'Charlie']);
});

afterAll(() => stack?.stop());

async function transfer(amount: bigint): Promise<number> {
  const client = connect(stack.node.wsUrl);
  try {
    const tx = client.api.tx.Balances.transfer_keep_alive({
      dest: MultiAddress.Id(who.Charlie!.address),
      value: amount,
    });
    return (await send(client, tx, who.Bob!)).blockNumber;
  } finally {
    client.destroy();
  }
}

/** `eventually`, with the service's log in the error: a timeout here is only diagnosable from what it did. */
async function indexed<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  try {
    return await eventually(what, check);
  } catch (e) {
    throw new Error(`${(e as Error).message}\n--- service log ---\n${stack.service.logs().slice(-20_000)}`, {
      cause: e,
    });
  }
}

const amountsFor = async (address: string) => {
  const { body } = await getJson<{ items: { amount: string }[] }>(
    `${stack.service.url}/accounts/${address}/activity?type=transfer`,
  );
  return body.items.map((i) => i.amount);
};

/** Stops the node and starts another on the same port, so the service's URL stays the same. */
async function replaceNode(args: string[]): Promise<void> {
  const port = stack.node.port;
  await stack.node.stop();
  stack.node = await spawnNode(args, { port });
}

describe('node restarts', () => {
  it('carries on after the node restarts on the same chain', async () => {
    await transfer(111n);
    await indexed('the first transfer', async () =>
      (await amountsFor(who.Charlie!.address)).length === 1 ? true : undefined,
    );
    await replaceNode(['--dev', '--base-path', join(stack.dir, 'node')]);
    await transfer(222n);
    const amounts = await indexed('the second transfer', async () => {
      const a = await amountsFor(who.Charlie!.address);
      return a.length === 2 ? a : undefined;
    });
    expect(amounts).toEqual(['222', '111']);
  });

  it('indexes a replaced development chain afresh instead of mixing the two', async () => {
    await replaceNode(['--dev', '--tmp']);
    await transfer(333n);
    const amounts = await indexed('the new chain indexed', async () => {
      const a = await amountsFor(who.Charlie!.address);
      return a.length === 1 && a[0] === '333' ? a : undefined;
    });
    expect(amounts).toEqual(['333']);
    expect(stack.service.logs()).toMatch(/indexing it afresh|starting the index afresh/);
  });
});
