// Real `lumi-node --dev --chain asset-hub-dev` + real lumi-api started with `--profile auto`: the service reads its
// profile from the node (the chain's asset metadata and pools, by @lumi/chain's readProfile) and names a DOT, a
// USDT (Assets 1984) and a PHPU (ForeignAssets) transfer exactly as `--profile asset-hub-dev` does. A second
// service on the same node with the built-in lumi-dev profile warns that the chain lacks that profile's PHPU.
import { assetHubPolkadot } from '@lumi/descriptors';
import { assetRefKey, detectAssetKindScheme, swapExactIn, type AssetRef } from '@lumi/chain/asset-kind';
import { ASSET_HUB_DEV } from '@lumi/chain/profiles';
import { decAnyMetadata, unifyMetadata } from '@polkadot-api/substrate-bindings';
import { createClient, type PolkadotClient, type Transaction, type TypedApi } from 'polkadot-api';
import { getWsProvider } from 'polkadot-api/ws';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitAndWait } from '../../src/chain/submit.ts';
import { eventually, getJson, pairs, waitIndexed, type TestAccount } from '../helpers/chain.ts';
import { spawnApi } from '../helpers/spawn-api.ts';
import { startStack, type Stack } from '../helpers/stack.ts';

interface Item {
  type: string;
  block: number;
  direction: string | null;
  asset: string | null;
  assetKey: string | null;
  decimals: number | null;
  amount: string | null;
}

let stack: Stack;
let client: PolkadotClient;
let api: TypedApi<typeof assetHubPolkadot>;
let who: Record<'Bob' | 'Charlie', TestAccount>;

/** What `--profile asset-hub-dev` calls an asset: the expectation the derived profile must meet. */
function builtin(symbol: string) {
  const asset = ASSET_HUB_DEV.assets.find((a) => a.symbol === symbol)!;
  return { asset: symbol, assetKey: assetRefKey(asset.ref), decimals: asset.decimals };
}

async function sendIndexed(t: Transaction, from: TestAccount): Promise<number> {
  const { blockNumber } = await submitAndWait(client, t, from, 120_000);
  await waitIndexed(stack.service.url, blockNumber);
  return blockNumber;
}

async function transfersOf(address: string, block: number): Promise<Item[]> {
  const { status, body } = await getJson<{ items: Item[] }>(
    `${stack.service.url}/accounts/${address}/activity?limit=100`,
  );
  expect(status).toBe(200);
  return body.items.filter((r) => r.block === block && r.type === 'transfer');
}

describe('the API with --profile auto on asset-hub-dev', () => {
  beforeAll(async () => {
    stack = await startStack({
      name: 'asset-hub-auto',
      nodeArgs: () => ['--dev', '--tmp', '--chain', 'asset-hub-dev'],
      apiArgs: ['--profile', 'auto', '--faucet', 'off', '--forex-source', 'off'],
      client: false,
    });
    client = createClient(getWsProvider(stack.node.wsUrl, { websocketClass: WebSocket as never }));
    api = client.getTypedApi(assetHubPolkadot);
    const p = await pairs(['Bob', 'Charlie']);
    who = { Bob: p.Bob!, Charlie: p.Charlie! };
  });

  afterAll(async () => {
    client?.destroy();
    await stack?.stop();
  });

  it('reads the profile from the node and reports it', async () => {
    const status = await getJson<{ chain: { profile: string } }>(`${stack.service.url}/status`);
    expect(status.body.chain.profile).toBe('custom');
    expect(stack.service.logs()).toContain('chain profile read from the node');
  });

  it('names DOT, USDT and PHPU transfers as the built-in asset-hub-dev profile does', async () => {
    const { Bob, Charlie } = who;
    const dotAmount = 3n * 10n ** 10n + 1n;
    const dotBlock = await sendIndexed(
      api.tx.Balances.transfer_keep_alive({ dest: { type: 'Id', value: Charlie.address }, value: dotAmount }),
      Bob,
    );
    expect(await transfersOf(Charlie.address, dotBlock)).toEqual([
      expect.objectContaining({ ...builtin('DOT'), direction: 'in', amount: dotAmount.toString() }),
    ]);

    // Bob gets USDT from the DOT/USDT pool, then sends some on.
    const raw = await client.getMetadata((await client.getFinalizedBlock()).hash);
    const scheme = detectAssetKindScheme(unifyMetadata(decAnyMetadata(raw)))!;
    const usdt: AssetRef = { type: 'Local', id: 1984 };
    const swap = swapExactIn(scheme, {
      path: [{ type: 'Native' }, usdt],
      amountIn: 20n * 10n ** 10n,
      amountOutMin: 1n,
      sendTo: Bob.address,
      keepAlive: true,
    });
    const pallets = api.tx as unknown as Record<string, Record<string, (args: never) => Transaction>>;
    await sendIndexed(pallets[swap.pallet]![swap.name]!(swap.args as never), Bob);
    const usdtAmount = 1_234_567n;
    const usdtBlock = await sendIndexed(
      api.tx.Assets.transfer_keep_alive({
        id: 1984,
        target: { type: 'Id', value: Charlie.address },
        amount: usdtAmount,
      }),
      Bob,
    );
    expect(await transfersOf(Charlie.address, usdtBlock)).toEqual([
      expect.objectContaining({ ...builtin('USDT'), direction: 'in', amount: usdtAmount.toString() }),
    ]);

    const phpu = ASSET_HUB_DEV.assets.find((a) => a.symbol === 'PHPU')!.ref as Extract<
      AssetRef,
      { type: 'Foreign' }
    >;
    const phpuAmount = 7_654_321n;
    const phpuBlock = await sendIndexed(
      api.tx.ForeignAssets.transfer({
        id: phpu.location as never,
        target: { type: 'Id', value: Charlie.address },
        amount: phpuAmount,
      }),
      Bob,
    );
    expect(await transfersOf(Charlie.address, phpuBlock)).toEqual([
      expect.objectContaining({ ...builtin('PHPU'), direction: 'in', amount: phpuAmount.toString() }),
    ]);
  });

  it('warns when a built-in profile names assets this chain does not have', async () => {
    const lumiDev = await spawnApi([
      '--node',
      stack.node.wsUrl,
      '--database',
      join(stack.dir, 'lumi-dev-profile.sqlite'),
      '--profile',
      'lumi-dev',
      '--faucet',
      'off',
      '--forex-source',
      'off',
    ]);
    try {
      // lumi-dev's PHPU is Assets 1, which asset-hub-dev does not have (its PHPU is a foreign asset).
      await eventually('the profile warning', async () =>
        lumiDev.logs().includes('the chain has no asset metadata for PHPU of profile lumi-dev')
          ? true
          : undefined,
      );
    } finally {
      await lumiDev.stop();
    }
  });
});
