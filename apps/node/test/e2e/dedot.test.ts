// dedot, unmodified, against an idle lumi-node: DedotClient on the new JSON-RPC spec (chainHead_v1_follow,
// transaction broadcast found through the followed blocks) and LegacyClient on the legacy methods each sign a
// balances transfer and an AssetConversion swap and follow them to Finalized, with the state moved as the
// formulas say. On an idle chain no block comes unless the transaction makes one, so a client that needs an
// extra block to notice its transaction (dedot's did, when `initialized` carried a single hash) hangs here.
import type { KeyringPair } from '@polkadot/keyring/types';
import { DedotClient, LegacyClient, WsProvider } from 'dedot';
import type { ISubmittableResult } from 'dedot/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevAccounts, devAccounts } from '../helpers/accounts.ts';
import { distinct, followDedot, IN_BLOCK } from '../helpers/follow-tx.ts';
import { type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';

let node: SpawnedNode;
let acc: DevAccounts;

beforeAll(async () => {
  acc = await devAccounts();
  node = await spawnNode();
});
afterAll(async () => {
  await node?.stop();
});

const NATIVE = { type: 'Native' as const };
const PHPU = { type: 'WithId' as const, value: 1 };

type Client = DedotClient | LegacyClient;

function eventNames(result: ISubmittableResult): string[] {
  return result.events.map((e) => {
    const ev = e.event;
    return `${ev.pallet}.${typeof ev.palletEvent === 'string' ? ev.palletEvent : ev.palletEvent.name}`;
  });
}

function expectStatuses(statuses: string[]): void {
  const seen = distinct(statuses);
  // Validated/Broadcasting first, then included in a best block, then finalized: nothing skipped.
  expect(seen.slice(-2)).toEqual([IN_BLOCK.dedot, 'Finalized']);
  expect(seen[0]).toBe('Validated');
}

describe.each([
  [
    'DedotClient (new JSON-RPC spec)',
    (url: string) => DedotClient.new({ provider: new WsProvider(url), rpcVersion: 'v2' }),
  ],
  ['LegacyClient', (url: string) => LegacyClient.new({ provider: new WsProvider(url) })],
] as const)('%s', (_name, connect) => {
  let client: Client;
  let sender: KeyringPair;
  let receiver: KeyringPair;

  beforeAll(async () => {
    client = await connect(node.wsUrl);
    // Each client its own accounts, so the two describes never race for a nonce.
    [sender, receiver] = client instanceof DedotClient ? [acc.alice, acc.bob] : [acc.charlie, acc.dave];
  }, 60_000);
  afterAll(async () => {
    await client?.disconnect();
  });

  it('reads the chain it connected to', async () => {
    expect(client.runtimeVersion.specName).toBe('lumi');
    const info = await client.query.system.account(sender.address);
    expect(info.data.free).toBeGreaterThan(0n);
  });

  it('signs a transfer and follows it to Finalized, with the balance moved', async () => {
    const amount = 1_234_567_890_000n;
    const before = (await client.query.system.account(receiver.address)).data.free;
    const { statuses, final } = await followDedot(
      client.tx.balances.transferKeepAlive(receiver.address, amount),
      sender,
    );
    expectStatuses(statuses);
    expect(final.dispatchError).toBeUndefined();
    expect(eventNames(final)).toContain('Balances.Transfer');
    expect(eventNames(final).at(-1)).toBe('System.ExtrinsicSuccess');
    const after = (await client.query.system.account(receiver.address)).data.free;
    expect(after).toBe(before + amount);
  }, 60_000);

  it('signs an AssetConversion swap and follows it to Finalized, paid out by the constant-product formula', async () => {
    const reserves = await client.call.assetConversionApi.getReserves(NATIVE, PHPU);
    expect(reserves).toBeDefined();
    const [r1, r2] = reserves!;
    const fee = BigInt(client.consts.assetConversion.lpFee);
    const amountIn = 2_000_000_000_000n;
    const withFee = amountIn * (1000n - fee);
    const expectedOut = (withFee * r2) / (r1 * 1000n + withFee);
    const phpuBefore = (await client.query.assets.account([1, sender.address]))?.balance ?? 0n;

    const { statuses, final } = await followDedot(
      client.tx.assetConversion.swapExactTokensForTokens(
        [NATIVE, PHPU],
        amountIn,
        expectedOut,
        sender.address,
        true,
      ),
      sender,
    );
    expectStatuses(statuses);
    expect(final.dispatchError).toBeUndefined();
    const swapped = client.events.assetConversion.SwapExecuted.find(final.events);
    expect(swapped?.palletEvent.data.amountIn).toBe(amountIn);
    expect(swapped?.palletEvent.data.amountOut).toBe(expectedOut);
    const phpuAfter = (await client.query.assets.account([1, sender.address]))?.balance ?? 0n;
    expect(phpuAfter).toBe(phpuBefore + expectedOut);
    expect(await client.call.assetConversionApi.getReserves(NATIVE, PHPU)).toEqual([
      r1 + amountIn,
      r2 - expectedOut,
    ]);
  }, 60_000);
});
