// Real `lumi-node --dev --chain asset-hub-dev` + real lumi-api started with `--profile asset-hub-dev` (SQLite):
// a DOT, a USDT (Assets 1984) and a PHPU (ForeignAssets, by XCM Location) transfer, a DOT→USDT swap and a
// liquidity add and remove, sent with polkadot-api typed by the Asset Hub Polkadot descriptors and calls built by
// @lumi/chain/asset-kind, appear in the activity endpoint with the profile's symbols, the web app's asset keys
// and exactly the amounts the chain's own events report. The Lumi-only services (faucet, forex feeder) are off
// with a log line, and their routes say so.
import { assetHubPolkadot } from '@lumi/descriptors';
import {
  addLiquidity,
  assetRefKey,
  detectAssetKindScheme,
  removeLiquidity,
  swapExactIn,
  type AssetKindScheme,
  type AssetRef,
  type ChainCall,
} from '@lumi/chain/asset-kind';
import { ASSET_HUB_DEV } from '@lumi/chain/profiles';
import { decAnyMetadata, unifyMetadata } from '@polkadot-api/substrate-bindings';
import { createClient, type PolkadotClient, type Transaction, type TypedApi } from 'polkadot-api';
import { getWsProvider } from 'polkadot-api/ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitAndWait } from '../../src/chain/submit.ts';
import { getJson, pairs, waitIndexed, type TestAccount } from '../helpers/chain.ts';
import { startStack, type Stack } from '../helpers/stack.ts';

const DOT_UNIT = 10n ** 10n;
const DOT: AssetRef = { type: 'Native' };
const USDT: AssetRef = { type: 'Local', id: 1984 };
const PHPU = ASSET_HUB_DEV.assets.find((a) => a.symbol === 'PHPU')!.ref as Extract<
  AssetRef,
  { type: 'Foreign' }
>;
const USDT_LOCATION = {
  parents: 0,
  interior: {
    type: 'X2' as const,
    value: [
      { type: 'PalletInstance', value: 50 },
      { type: 'GeneralIndex', value: 1984n },
    ],
  },
};

interface Item {
  type: string;
  block: number;
  extrinsicIndex: number | null;
  direction: string | null;
  asset: string | null;
  assetKey: string | null;
  decimals: number | null;
  amount: string | null;
  counterparty: string | null;
  details?: Record<string, unknown>;
}

type AhApi = TypedApi<typeof assetHubPolkadot>;
type Event = { type: string; value: { type: string; value: Record<string, unknown> } };

let stack: Stack;
let client: PolkadotClient;
let api: AhApi;
let scheme: AssetKindScheme;
let who: Record<'Bob' | 'Charlie' | 'Dave' | 'Eve', TestAccount>;

/** A call @lumi/chain built, on the typed API (its argument types are Asset Hub's XCM v5 shapes). */
function tx(call: ChainCall): Transaction {
  const pallets = api.tx as unknown as Record<string, Record<string, (args: never) => Transaction>>;
  const build = pallets[call.pallet]?.[call.name];
  if (!build) throw new Error(`no call ${call.pallet}.${call.name} in the descriptors`);
  return build(call.args as never);
}

/** Sends, waits until the API has indexed the block, and returns the block's events of that extrinsic. */
async function sendIndexed(t: Transaction, from: TestAccount) {
  const included = await submitAndWait(client, t, from, 120_000);
  await waitIndexed(stack.service.url, included.blockNumber);
  const records = await api.query.System.Events.getValue({ at: included.blockHash });
  const mine = records.filter((r) => r.phase.type === 'ApplyExtrinsic');
  // Instant sealing puts each transaction in its own block, after the inherents: it is the last extrinsic.
  const index = Math.max(...mine.map((r) => r.phase.value ?? 0));
  const events = mine.filter((r) => r.phase.value === index).map((r) => r.event as unknown as Event);
  const find = (pallet: string, name: string) => {
    const e = events.find((x) => x.type === pallet && x.value.type === name);
    if (!e) throw new Error(`no ${pallet}.${name} in block ${included.blockNumber}`);
    return e.value.value;
  };
  return { ...included, extrinsicIndex: index, events, find };
}

async function activity(address: string): Promise<Item[]> {
  const { status, body } = await getJson<{ items: Item[] }>(
    `${stack.service.url}/accounts/${address}/activity?limit=100`,
  );
  expect(status).toBe(200);
  return body.items;
}

/** The account's rows of one extrinsic, by type. */
async function rowsOf(address: string, sent: { blockNumber: number; extrinsicIndex: number | null }) {
  const rows = (await activity(address)).filter(
    (r) => r.block === sent.blockNumber && r.extrinsicIndex === sent.extrinsicIndex,
  );
  return (type: string) => rows.filter((r) => r.type === type);
}

/** The fee the chain charged the sender of an extrinsic, from whichever fee event it emitted. */
function feeOf(sent: { events: Event[] }): bigint {
  const fee = sent.events.find(
    (e) =>
      (e.type === 'TransactionPayment' && e.value.type === 'TransactionFeePaid') ||
      (e.type === 'AssetTxPayment' && e.value.type === 'AssetTxFeePaid'),
  );
  if (!fee) throw new Error('no fee event');
  return fee.value.value.actual_fee as bigint;
}

describe('the API on asset-hub-dev (XCM Location asset kinds)', () => {
  beforeAll(async () => {
    stack = await startStack({
      name: 'asset-hub-dev',
      nodeArgs: () => ['--dev', '--tmp', '--chain', 'asset-hub-dev'],
      // Faucet and forex feeder left at their defaults (on): the service must turn them off by itself.
      apiArgs: ['--profile', 'asset-hub-dev'],
      client: false,
    });
    client = createClient(getWsProvider(stack.node.wsUrl, { websocketClass: WebSocket as never }));
    api = client.getTypedApi(assetHubPolkadot);
    const raw = await client.getMetadata((await client.getFinalizedBlock()).hash);
    scheme = detectAssetKindScheme(unifyMetadata(decAnyMetadata(raw)))!;
    expect(scheme.type).toBe('Location');
    const p = await pairs(['Bob', 'Charlie', 'Dave', 'Eve']);
    who = { Bob: p.Bob!, Charlie: p.Charlie!, Dave: p.Dave!, Eve: p.Eve! };
  });

  afterAll(async () => {
    client?.destroy();
    await stack?.stop();
  });

  it('says which profile it runs and that the faucet and forex feeder are not on this chain', async () => {
    const status = await getJson<{ chain: { profile: string; features: unknown } }>(
      `${stack.service.url}/status`,
    );
    expect(status.body.chain.profile).toBe('asset-hub-dev');
    expect(status.body.chain.features).toEqual({ forexOracle: false, faucet: false });
    expect(stack.service.logs()).toContain('faucet disabled: not available on this chain');
    expect(stack.service.logs()).toContain('forex feeder disabled: not available on this chain');

    const forex = await getJson<{ error: string; feature: string }>(`${stack.service.url}/forex/PHP/history`);
    expect(forex.status).toBe(404);
    expect(forex.body).toMatchObject({ error: 'not_on_this_chain', feature: 'forexOracle' });

    const cookie = status.headers.get('set-cookie')!.split(';')[0]!;
    const faucet = await getJson<{ error: string; reason: string }>(`${stack.service.url}/faucet`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie,
        'x-xsrf-token': cookie.split('=')[1]!,
      },
      body: JSON.stringify({ address: who.Bob.address }),
    });
    expect(faucet.status).toBe(404);
    expect(faucet.body).toMatchObject({ error: 'faucet_unavailable', reason: 'not_on_this_chain' });
  });

  it('indexes a DOT transfer to both sides, and the fee in DOT', async () => {
    const { Bob, Charlie } = who;
    const amount = 15n * DOT_UNIT + 7n;
    const sent = await sendIndexed(
      api.tx.Balances.transfer_keep_alive({ dest: { type: 'Id', value: Charlie.address }, value: amount }),
      Bob,
    );
    expect(sent.find('Balances', 'Transfer').amount).toBe(amount);
    const dot = { asset: 'DOT', assetKey: 'native', decimals: 10, amount: amount.toString() };
    const [out] = (await rowsOf(Bob.address, sent))('transfer');
    expect(out).toMatchObject({ ...dot, direction: 'out', counterparty: Charlie.address });
    const [incoming] = (await rowsOf(Charlie.address, sent))('transfer');
    expect(incoming).toMatchObject({ ...dot, direction: 'in', counterparty: Bob.address });
    const [fee] = (await rowsOf(Bob.address, sent))('fee');
    expect(fee).toMatchObject({ asset: 'DOT', assetKey: 'native', amount: feeOf(sent).toString() });
  });

  it('indexes a USDT (Assets 1984) transfer', async () => {
    const { Bob, Charlie } = who;
    // A swap paid to another account: the recipient gets an `in` swap row; Bob then sends a third of it on.
    const funded = await sendIndexed(
      tx(
        swapExactIn(scheme, {
          path: [DOT, USDT],
          amountIn: 50n * DOT_UNIT,
          amountOutMin: 1n,
          sendTo: Bob.address,
          keepAlive: true,
        }),
      ),
      who.Dave,
    );
    const received = funded.find('AssetConversion', 'SwapExecuted').amount_out as bigint;
    const [toBob] = (await rowsOf(Bob.address, funded))('swap');
    expect(toBob).toMatchObject({ direction: 'in', counterparty: who.Dave.address });

    const amount = received / 3n;
    const sent = await sendIndexed(
      api.tx.Assets.transfer_keep_alive({
        id: 1984,
        target: { type: 'Id', value: Charlie.address },
        amount,
      }),
      Bob,
    );
    expect(sent.find('Assets', 'Transferred').amount).toBe(amount);
    const usdt = { asset: 'USDT', assetKey: 'local:1984', decimals: 6, amount: amount.toString() };
    expect((await rowsOf(Bob.address, sent))('transfer')).toEqual([
      expect.objectContaining({ ...usdt, direction: 'out', counterparty: Charlie.address }),
    ]);
    expect((await rowsOf(Charlie.address, sent))('transfer')).toEqual([
      expect.objectContaining({ ...usdt, direction: 'in', counterparty: Bob.address }),
    ]);
  });

  it('indexes a PHPU transfer of ForeignAssets, keyed by its XCM Location as the web app keys it', async () => {
    const { Bob, Charlie } = who;
    const amount = 12_345_678n;
    const sent = await sendIndexed(
      api.tx.ForeignAssets.transfer({
        id: PHPU.location as never,
        target: { type: 'Id', value: Charlie.address },
        amount,
      }),
      Bob,
    );
    expect(sent.find('ForeignAssets', 'Transferred').amount).toBe(amount);
    const phpu = { asset: 'PHPU', assetKey: assetRefKey(PHPU), decimals: 6, amount: amount.toString() };
    expect(phpu.assetKey).toMatch(/^foreign:\{"parents":1/);
    expect((await rowsOf(Bob.address, sent))('transfer')).toEqual([
      expect.objectContaining({ ...phpu, direction: 'out', counterparty: Charlie.address }),
    ]);
    expect((await rowsOf(Charlie.address, sent))('transfer')).toEqual([
      expect.objectContaining({ ...phpu, direction: 'in', counterparty: Bob.address }),
    ]);
  });

  it('indexes a DOT→USDT swap with the executed amounts and the pool', async () => {
    const { Dave } = who;
    const amountIn = 10n * DOT_UNIT;
    const sent = await sendIndexed(
      tx(
        swapExactIn(scheme, {
          path: [DOT, USDT],
          amountIn,
          amountOutMin: 1n,
          sendTo: Dave.address,
          keepAlive: true,
        }),
      ),
      Dave,
    );
    const event = sent.find('AssetConversion', 'SwapExecuted');
    const amountOut = event.amount_out as bigint;
    expect(event.amount_in).toBe(amountIn);
    const rows = await rowsOf(Dave.address, sent);
    expect(rows('swap')).toHaveLength(1);
    expect(rows('swap')[0]).toMatchObject({ direction: 'self', asset: null, amount: null });
    expect(rows('swap')[0]!.details).toMatchObject({
      assetIn: 'DOT',
      amountIn: amountIn.toString(),
      assetOut: 'USDT',
      amountOut: amountOut.toString(),
      pool: 0,
      path: [
        { asset: 'DOT', amount: amountIn.toString() },
        { asset: 'USDT', amount: amountOut.toString() },
      ],
      price: { unit: 'USDT per DOT' },
    });
    // The pool's transfers inside the swap are the swap row, not transfer rows.
    expect(rows('transfer')).toEqual([]);
    expect(rows('fee')).toEqual([expect.objectContaining({ amount: feeOf(sent).toString() })]);

    // The pool's indexed reserves are the chain's at the indexed block.
    const [dotReserve, usdtReserve] = (await api.apis.AssetConversionApi.get_reserves(
      { parents: 1, interior: { type: 'Here', value: undefined } } as never,
      USDT_LOCATION as never,
      { at: sent.blockHash },
    )) as [bigint, bigint];
    const stats = await getJson<{
      asset1: { key: string; symbol: string };
      asset2: { key: string; symbol: string };
      lpToken: { symbol: string };
      reserves: { asset1: string; asset2: string };
      volume24h: { swaps: number };
    }>(`${stack.service.url}/pools/0/stats`);
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({
      asset1: { key: 'native', symbol: 'DOT' },
      asset2: { key: 'local:1984', symbol: 'USDT' },
      lpToken: { symbol: 'LP-DOT-USDT' },
      reserves: { asset1: dotReserve.toString(), asset2: usdtReserve.toString() },
    });
    expect(stats.body.volume24h.swaps).toBeGreaterThanOrEqual(2);
    const phpuPool = await getJson<{ asset2: { key: string; symbol: string } }>(
      `${stack.service.url}/pools/1/stats`,
    );
    expect(phpuPool.body.asset2).toMatchObject({ key: assetRefKey(PHPU), symbol: 'PHPU' });
  });

  it('indexes a liquidity add and remove on DOT/USDT with the LP token and both amounts', async () => {
    const { Eve } = who;
    const [dotReserve, usdtReserve] = (await api.apis.AssetConversionApi.get_reserves(
      { parents: 1, interior: { type: 'Here', value: undefined } } as never,
      USDT_LOCATION as never,
    )) as [bigint, bigint];
    // Eve gets USDT first, then deposits DOT and the USDT it matches at the pool's ratio.
    const funded = await sendIndexed(
      tx(
        swapExactIn(scheme, {
          path: [DOT, USDT],
          amountIn: 100n * DOT_UNIT,
          amountOutMin: 1n,
          sendTo: Eve.address,
          keepAlive: true,
        }),
      ),
      Eve,
    );
    const usdtHeld = funded.find('AssetConversion', 'SwapExecuted').amount_out as bigint;
    const dot = ((usdtHeld / 2n) * dotReserve) / usdtReserve;
    const added = await sendIndexed(
      tx(
        addLiquidity(scheme, {
          asset1: DOT,
          asset2: USDT,
          amount1Desired: dot,
          amount2Desired: usdtHeld / 2n,
          amount1Min: 1n,
          amount2Min: 1n,
          mintTo: Eve.address,
        }),
      ),
      Eve,
    );
    const a = added.find('AssetConversion', 'LiquidityAdded');
    const minted = a.lp_token_minted as bigint;
    expect(minted).toBeGreaterThan(0n);
    const [addRow] = (await rowsOf(Eve.address, added))('liquidity_added');
    expect(addRow).toMatchObject({
      direction: 'out',
      asset: 'LP-DOT-USDT',
      assetKey: 'pool:0',
      decimals: 10,
      amount: minted.toString(),
      details: {
        pool: 0,
        asset1: 'DOT',
        amount1: (a.amount1_provided as bigint).toString(),
        asset2: 'USDT',
        amount2: (a.amount2_provided as bigint).toString(),
        lpAmount: minted.toString(),
        mintTo: Eve.address,
      },
    });

    const burn = minted / 2n;
    const removed = await sendIndexed(
      tx(
        removeLiquidity(scheme, {
          asset1: DOT,
          asset2: USDT,
          lpTokenBurn: burn,
          amount1MinReceive: 1n,
          amount2MinReceive: 1n,
          withdrawTo: Eve.address,
        }),
      ),
      Eve,
    );
    const r = removed.find('AssetConversion', 'LiquidityRemoved');
    expect(r.lp_token_burned).toBe(burn);
    const [removeRow] = (await rowsOf(Eve.address, removed))('liquidity_removed');
    expect(removeRow).toMatchObject({
      direction: 'in',
      asset: 'LP-DOT-USDT',
      assetKey: 'pool:0',
      amount: burn.toString(),
      details: {
        pool: 0,
        asset1: 'DOT',
        amount1: (r.amount1 as bigint).toString(),
        asset2: 'USDT',
        amount2: (r.amount2 as bigint).toString(),
        withdrawTo: Eve.address,
      },
    });

    // The position endpoint reads the same rows: Eve still holds what she did not burn.
    const position = await getJson<{ position: { lp: string } | null }>(
      `${stack.service.url}/pools/0/positions/${Eve.address}`,
    );
    expect(position.status).toBe(200);
    expect(position.body.position?.lp).toBe((minted - burn).toString());
  });
});
