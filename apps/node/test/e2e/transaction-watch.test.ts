// transactionWatch_v1 through polkadot-api's raw JSON-RPC provider (no client logic in between): a transfer
// goes validated → bestChainBlockIncluded → finalized, with the block and index the chain really has; a
// refused one opens the subscription and reports `invalid`; unwatch stops the events.
import { ApiPromise, WsProvider } from '@polkadot/api';
import { getWsProvider } from 'polkadot-api/ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevAccounts, devAccounts } from '../helpers/accounts.ts';
import { type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';
import { until } from '@lumi/node/testing/until';

type Message = {
  id?: number;
  result?: unknown;
  error?: { code: number; message: string };
  method?: string;
  params?: { subscription: string; result: Record<string, unknown> };
};

/** Requests and notifications over polkadot-api's provider, nothing more. */
class RawClient {
  private nextId = 1;
  private readonly replies = new Map<number, (m: Message) => void>();
  readonly notifications: Message[] = [];
  private readonly conn: ReturnType<ReturnType<typeof getWsProvider>>;

  constructor(url: string) {
    const provider = getWsProvider(url, { websocketClass: WebSocket as never });
    this.conn = provider((message) => {
      const m = message as Message;
      if (m.id !== undefined) this.replies.get(m.id)?.(m);
      else this.notifications.push(m);
    });
  }

  request(method: string, params: unknown[]): Promise<Message> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.replies.set(id, resolve);
      this.conn.send({ jsonrpc: '2.0', id, method, params });
    });
  }

  events(subscription: string): Record<string, unknown>[] {
    return this.notifications
      .filter((n) => n.method === 'transactionWatch_v1_watchEvent' && n.params?.subscription === subscription)
      .map((n) => n.params!.result);
  }

  disconnect(): void {
    this.conn.disconnect();
  }
}

let node: SpawnedNode;
let api: ApiPromise;
let client: RawClient;
let acc: DevAccounts;

beforeAll(async () => {
  acc = await devAccounts();
  node = await spawnNode(['--dev', '--tmp', '--finality-delay', '300']);
  api = await ApiPromise.create({ provider: new WsProvider(node.wsUrl), noInitWarn: true });
  client = new RawClient(node.wsUrl);
});
afterAll(async () => {
  client?.disconnect();
  await api?.disconnect();
  await node?.stop();
});

const transfer = async (from: 'alice' | 'bob' | 'charlie', nonce = -1) =>
  (
    await api.tx.balances
      .transferKeepAlive(acc.dave.address, 1_000_000_000n)
      .signAsync(acc[from], { nonce, era: 0 })
  ).toHex();

describe('transactionWatch_v1', () => {
  it('reports validated, bestChainBlockIncluded and finalized with the block and index, then ends', async () => {
    const tx = await transfer('alice');
    const { result: sub } = await client.request('transactionWatch_v1_submitAndWatch', [tx]);
    expect(typeof sub).toBe('string');
    const events = await until('finalized', () => {
      const e = client.events(sub as string);
      return e.some((x) => x.event === 'finalized') ? e : undefined;
    });
    expect(events.map((e) => e.event)).toEqual(['validated', 'bestChainBlockIncluded', 'finalized']);
    const included = events[1]!.block as { hash: string; index: number };
    expect(events[2]!.block).toEqual(included);
    const { result: block } = await client.request('chain_getBlock', [included.hash]);
    expect((block as { block: { extrinsics: string[] } }).block.extrinsics[included.index]).toBe(tx);
    // The subscription ended with `finalized`: unwatching it now finds nothing, and nothing more arrives.
    expect(await client.request('transactionWatch_v1_unwatch', [sub])).toMatchObject({ result: null });
  });

  it('stops sending events after transactionWatch_v1_unwatch, while the transaction still lands', async () => {
    // A transfer one nonce ahead waits in the future queue, so the unwatch surely comes before inclusion.
    const nonce = (await api.rpc.system.accountNextIndex(acc.bob.address)).toNumber();
    const tx = await transfer('bob', nonce + 1);
    const { result: sub } = await client.request('transactionWatch_v1_submitAndWatch', [tx]);
    await until('validated', () => (client.events(sub as string).length > 0 ? true : undefined));
    expect(await client.request('transactionWatch_v1_unwatch', [sub])).toMatchObject({ result: null });
    await client.request('author_submitExtrinsic', [await transfer('bob', nonce)]);
    // Watch the same chain another way until the transfer is final, then check the unwatched feed.
    const hash = api.registry.hash(Buffer.from(tx.slice(2), 'hex')).toHex();
    await until('the transfer to be finalized', async () => {
      const head = await api.rpc.chain.getFinalizedHead();
      const { block } = await api.rpc.chain.getBlock(head);
      return block.extrinsics.some((x) => x.hash.toHex() === hash) ? true : undefined;
    });
    expect(client.events(sub as string).map((e) => e.event)).toEqual(['validated']);
  });

  it('opens the subscription for a refused transaction and reports it invalid', async () => {
    const tx = await transfer('charlie');
    // Flip a byte of the signature (after 0x, length prefix, version byte and the 33-byte address).
    const at = 2 + 2 * (2 + 1 + 33 + 1) + 10;
    const bad = tx.slice(0, at) + (tx[at] === '0' ? '1' : '0') + tx.slice(at + 1);
    const { result: sub } = await client.request('transactionWatch_v1_submitAndWatch', [bad]);
    const [event] = await until('invalid', () => {
      const e = client.events(sub as string);
      return e.length > 0 ? e : undefined;
    });
    expect(event).toEqual({
      event: 'invalid',
      error: 'Invalid transaction: Transaction has a bad signature',
    });
  });

  it('refuses parameters that are not a transaction with -32602', async () => {
    for (const params of [[], ['0xzz'], [42], ['0x' + '00'.repeat(6 * 1024 * 1024)]]) {
      const reply = await client.request('transactionWatch_v1_submitAndWatch', params);
      expect(reply.error?.code, JSON.stringify(params).slice(0, 40)).toBe(-32602);
    }
    const undecodable = await client.request('transactionWatch_v1_submitAndWatch', ['0x0102']);
    const sub = undecodable.result as string;
    const [event] = await until('invalid', () => {
      const e = client.events(sub);
      return e.length > 0 ? e : undefined;
    });
    expect(event).toEqual({ event: 'invalid', error: 'Extrinsic bytes cannot be decoded' });
  });
});
