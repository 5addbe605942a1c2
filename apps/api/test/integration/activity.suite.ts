// Real lumi-node + real lumi-api: a transfer, a swap and a liquidity change appear in the activity endpoint
// with the amounts the chain's math (from @lumi/chain) predicts and the chain's events confirm. Run once per
// store (activity.test.ts on SQLite, activity-postgres.test.ts on PostgreSQL): the real indexer on each.
import { NATIVE, PHPU_KIND, amountsForBurn, depositAmounts, getAmountOut, lpForDeposit } from '@lumi/chain';
import { poolAccountId } from '@lumi/chain/pool-account';
import type { ApiPromise } from '@polkadot/api';
import type { KeyringPair } from '@polkadot/keyring/types';
import { u8aToHex } from '@polkadot/util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, pairs, send, waitIndexed } from '../helpers/chain.ts';
import type { SpawnedApi } from '../helpers/spawn-api.ts';
import { startStack, type Stack, type StoreKind } from '../helpers/stack.ts';

const LUMI = 10n ** 12n;
const PHPU = 10n ** 6n;
const POOL = u8aToHex(poolAccountId([NATIVE, PHPU_KIND]));

interface Item {
  type: string;
  block: number;
  direction: string | null;
  asset: string | null;
  amount: string | null;
  counterparty: string | null;
  details?: Record<string, unknown>;
}

interface PoolStats {
  reserves: { asset1: string; asset2: string };
  volume24h: { asset1: string; asset2: string; swaps: number };
  fees24h: { asset1: string };
  lpFeePerMille: number;
}

let stack: Stack;
let service: SpawnedApi;
let client: ApiPromise;
let who: Record<string, KeyringPair>;

async function activity(address: string, query = ''): Promise<Item[]> {
  const { status, body } = await getJson<{ items: Item[] }>(
    `${service.url}/accounts/${address}/activity?limit=100${query}`,
  );
  expect(status).toBe(200);
  return body.items;
}

async function reserves(): Promise<{ lumi: bigint; phpu: bigint; supply: bigint }> {
  const q = client.query as unknown as Record<
    string,
    Record<string, (...a: unknown[]) => Promise<{ toJSON(): unknown }>>
  >;
  const account = (await q.system!.account!(POOL)).toJSON() as { data: { free: string | number } };
  const asset = (await q.assets!.account!(1, POOL)).toJSON() as { balance: string | number };
  const lp = (await q.poolAssets!.asset!(0)).toJSON() as { supply: string | number };
  return { lumi: BigInt(account.data.free), phpu: BigInt(asset.balance), supply: BigInt(lp.supply) };
}

async function eventsAt(
  blockHash: string,
): Promise<{ section: string; method: string; data: Record<string, unknown> }[]> {
  const at = await client.at(blockHash);
  const records = (await at.query.system!.events!()) as unknown as {
    event: { section: string; method: string; data: { toJSON(): unknown; names?: string[] } };
  }[];
  return records.map(({ event }) => {
    const values = event.data.toJSON() as unknown[];
    const names = event.data.names ?? [];
    return {
      section: event.section,
      method: event.method,
      data: Object.fromEntries(values.map((v, i) => [names[i] ?? i, v])),
    };
  });
}

export function activitySuite(title: string, store: StoreKind): void {
  describe(title, () => {
    beforeAll(async () => {
      stack = await startStack({
        name: 'activity',
        store,
        apiArgs: ['--forex-source', 'off', '--faucet', 'off'],
      });
      ({ service, client } = stack);
      // The service really runs on the store this run is for.
      expect(service.logs()).toContain(`"database":"${store === 'postgres' ? 'postgres://' : stack.dir}`);
      who = await pairs(['Bob', 'Charlie', 'Dave']);
    });

    afterAll(async () => {
      await stack?.stop();
    });

    it('shows a LUMI transfer to both sides and the fee the sender paid', async () => {
      const { Bob, Charlie } = who as { Bob: KeyringPair; Charlie: KeyringPair };
      const included = await send(
        client,
        client.tx.balances!.transferKeepAlive!(Charlie.address, 1_500_000_000_000n),
        Bob,
      );
      await waitIndexed(service.url, included.blockNumber);
      const fee = (await eventsAt(included.blockHash)).find((e) => e.method === 'TransactionFeePaid')!;

      const incoming = (await activity(Charlie.address)).filter((i) => i.block === included.blockNumber);
      expect(incoming).toEqual([
        expect.objectContaining({
          type: 'transfer',
          direction: 'in',
          asset: 'LUMI',
          amount: '1500000000000',
          counterparty: Bob.address,
        }),
      ]);
      const outgoing = (await activity(Bob.address)).filter((i) => i.block === included.blockNumber);
      expect(outgoing.map((i) => [i.type, i.direction, i.asset, i.amount])).toEqual([
        ['fee', 'out', 'LUMI', BigInt(fee.data.actualFee as string | number).toString()],
        ['transfer', 'out', 'LUMI', '1500000000000'],
      ]);
      expect(await activity(Charlie.address, '&type=fee')).toEqual([]);
    });

    it('shows a swap once, with the amounts of the constant-product formula', async () => {
      const { Dave } = who as { Dave: KeyringPair };
      const before = await reserves();
      const amountIn = 10n * LUMI;
      const expectedOut = getAmountOut(amountIn, before.lumi, before.phpu, 3n);
      const included = await send(
        client,
        client.tx.assetConversion!.swapExactTokensForTokens!(
          ['Native', { WithId: 1 }],
          amountIn,
          1n,
          Dave.address,
          true,
        ),
        Dave,
      );
      await waitIndexed(service.url, included.blockNumber);
      const executed = (await eventsAt(included.blockHash)).find((e) => e.method === 'SwapExecuted')!;
      expect(BigInt(executed.data.amountOut as string | number)).toBe(expectedOut);

      const items = (await activity(Dave.address)).filter((i) => i.block === included.blockNumber);
      expect(items.map((i) => i.type)).toEqual(['fee', 'swap']);
      const swap = items.find((i) => i.type === 'swap')!;
      expect(swap.direction).toBe('self');
      expect(swap.details).toMatchObject({
        assetIn: 'LUMI',
        amountIn: amountIn.toString(),
        assetOut: 'PHPU',
        amountOut: expectedOut.toString(),
        pool: 0,
        price: { unit: 'PHPU per LUMI' },
      });

      const after = await reserves();
      expect(after.lumi).toBe(before.lumi + amountIn);
      expect(after.phpu).toBe(before.phpu - expectedOut);
      const { body: stats } = await getJson<PoolStats>(`${service.url}/pools/0/stats`);
      expect(stats.reserves).toEqual({ asset1: after.lumi.toString(), asset2: after.phpu.toString() });
      expect(stats.volume24h).toMatchObject({
        asset1: amountIn.toString(),
        asset2: expectedOut.toString(),
        swaps: 1,
      });
      expect(stats.fees24h.asset1).toBe(((amountIn * 3n) / 1000n).toString());
      expect(stats.lpFeePerMille).toBe(3);
    });

    it('shows a failed swap as a swap of its signer, with the decoded dispatch error, beside its fee', async () => {
      const { Dave } = who as { Dave: KeyringPair };
      // 1 LUMI cannot buy 1,000,000 PHPU: included, fee charged, dispatch fails.
      await expect(
        send(
          client,
          client.tx.assetConversion!.swapExactTokensForTokens!(
            ['Native', { WithId: 1 }],
            LUMI,
            1_000_000n * PHPU,
            Dave.address,
            true,
          ),
          Dave,
        ),
      ).rejects.toThrow(/ProvidedMinimumNotSufficientForSwap/);
      const best = (await client.rpc.chain.getHeader()).number.toNumber();
      await waitIndexed(service.url, best);

      const [failed] = await activity(Dave.address, '&type=swap');
      expect(failed).toMatchObject({
        type: 'swap',
        direction: 'out',
        asset: null,
        amount: null,
        details: {
          failure: {
            call: 'AssetConversion.swap_exact_tokens_for_tokens',
            error: {
              type: 'Module',
              value: { type: 'AssetConversion', value: { type: 'ProvidedMinimumNotSufficientForSwap' } },
            },
          },
        },
      });
      const sameBlock = (await activity(Dave.address)).filter((i) => i.block === failed!.block);
      expect(sameBlock.map((i) => i.type)).toEqual(['swap', 'fee']);
    });

    it('shows liquidity added and removed with the deposited, minted, burned and returned amounts', async () => {
      const { Dave } = who as { Dave: KeyringPair };
      const r0 = await reserves();
      const desired1 = 5n * LUMI;
      const desired2 = 1_000n * PHPU;
      const deposit = depositAmounts(desired1, desired2, 0n, 0n, r0.lumi, r0.phpu);
      if ('error' in deposit) throw new Error(deposit.error);
      const minted = lpForDeposit(deposit.amount1, deposit.amount2, r0.lumi, r0.phpu, r0.supply);
      const added = await send(
        client,
        client.tx.assetConversion!.addLiquidity!(
          'Native',
          { WithId: 1 },
          desired1,
          desired2,
          0n,
          0n,
          Dave.address,
        ),
        Dave,
      );
      const r1 = await reserves();
      const burn = minted / 2n;
      const [back1, back2] = amountsForBurn(burn, r1.lumi, r1.phpu, r1.supply);
      const removed = await send(
        client,
        client.tx.assetConversion!.removeLiquidity!('Native', { WithId: 1 }, burn, 0n, 0n, Dave.address),
        Dave,
      );
      await waitIndexed(service.url, removed.blockNumber);

      const items = await activity(Dave.address, '&type=liquidity_added,liquidity_removed');
      expect(items.map((i) => [i.type, i.block, i.asset, i.amount])).toEqual([
        ['liquidity_removed', removed.blockNumber, 'LPHPU', burn.toString()],
        ['liquidity_added', added.blockNumber, 'LPHPU', minted.toString()],
      ]);
      expect(items[1]!.details).toMatchObject({
        asset1: 'LUMI',
        amount1: deposit.amount1.toString(),
        asset2: 'PHPU',
        amount2: deposit.amount2.toString(),
      });
      expect(items[0]!.details).toMatchObject({ amount1: back1.toString(), amount2: back2.toString() });
      // The pool legs of both extrinsics are not listed again as transfers.
      const blocks = new Set([added.blockNumber, removed.blockNumber]);
      expect((await activity(Dave.address, '&type=transfer')).filter((i) => blocks.has(i.block))).toEqual([]);
    });

    it('pages the history with cursors without gaps or repeats', async () => {
      const { Bob } = who as { Bob: KeyringPair };
      const all = await activity(Bob.address);
      const paged: Item[] = [];
      let cursor: string | null = null;
      do {
        const q: string = cursor ? `&cursor=${cursor}` : '';
        const { body } = await getJson<{ items: Item[]; nextCursor: string | null }>(
          `${service.url}/accounts/${Bob.address}/activity?limit=1${q}`,
        );
        paged.push(...body.items);
        cursor = body.nextCursor;
      } while (cursor);
      expect(paged).toEqual(all);
      expect(all.length).toBeGreaterThanOrEqual(2);
    });
  });
}
