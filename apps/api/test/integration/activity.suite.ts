// Real lumi-node + real lumi-api: a transfer, a swap and a liquidity change appear in the activity endpoint
// with the amounts the chain's math (from @lumi/chain) predicts and the chain's events confirm. Run once per
// store (activity.test.ts on SQLite, activity-postgres.test.ts on PostgreSQL): the real indexer on each.
import { NATIVE, PHPU_KIND, amountsForBurn, depositAmounts, getAmountOut, lpForDeposit } from '@lumi/chain';
import { poolAccountId } from '@lumi/chain/pool-account';
import { MultiAddress } from '@lumi/descriptors';
import { toHex } from 'polkadot-api/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, pairs, send, waitIndexed, type ChainClient, type TestAccount } from '../helpers/chain.ts';
import { ss58Of } from '../../src/chain/accounts.ts';
import type { SpawnedApi } from '../helpers/spawn-api.ts';
import { startStack, type Stack, type StoreKind } from '../helpers/stack.ts';

const LUMI = 10n ** 12n;
const PHPU = 10n ** 6n;
const POOL = ss58Of(toHex(poolAccountId([NATIVE, PHPU_KIND])));
const NATIVE_KIND = { type: 'Native' as const, value: undefined };
const PHPU_ID = { type: 'WithId' as const, value: 1 };

interface Item {
  type: string;
  block: number;
  extrinsicIndex: number | null;
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

interface Position {
  block: number;
  changes: { kind: 'added' | 'removed'; amount1: string; amount2: string; lp: string }[];
  position: Record<
    | 'lp'
    | 'amount1'
    | 'amount2'
    | 'held1'
    | 'held2'
    | 'fees1'
    | 'fees2'
    | 'value'
    | 'heldValue'
    | 'feesValue'
    | 'impermanentLoss'
    | 'versusHolding',
    string
  > | null;
}

let stack: Stack;
let service: SpawnedApi;
let client: ChainClient;
let who: Record<string, TestAccount>;

async function activity(address: string, query = ''): Promise<Item[]> {
  const { status, body } = await getJson<{ items: Item[] }>(
    `${service.url}/accounts/${address}/activity?limit=100${query}`,
  );
  expect(status).toBe(200);
  return body.items;
}

async function reserves(): Promise<{ lumi: bigint; phpu: bigint; supply: bigint }> {
  const at = { at: 'best' };
  const [account, asset, lp] = await Promise.all([
    client.api.query.System.Account.getValue(POOL, at),
    client.api.query.Assets.Account.getValue(1, POOL, at),
    client.api.query.PoolAssets.Asset.getValue(0, at),
  ]);
  return { lumi: account.data.free, phpu: asset?.balance ?? 0n, supply: lp?.supply ?? 0n };
}

/** The events of a block as pallet, name and fields (polkadot-api's snake_case names). */
async function eventsAt(
  blockHash: string,
): Promise<{ pallet: string; name: string; data: Record<string, unknown> }[]> {
  const records = await client.api.query.System.Events.getValue({ at: blockHash });
  return records.map(({ event }) => ({
    pallet: event.type,
    name: event.value.type,
    data: event.value.value ?? {},
  }));
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
      const { Bob, Charlie } = who as { Bob: TestAccount; Charlie: TestAccount };
      const included = await send(
        client,
        client.api.tx.Balances.transfer_keep_alive({
          dest: MultiAddress.Id(Charlie.address),
          value: 1_500_000_000_000n,
        }),
        Bob,
      );
      await waitIndexed(service.url, included.blockNumber);
      const fee = (await eventsAt(included.blockHash)).find((e) => e.name === 'TransactionFeePaid')!;

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
        ['fee', 'out', 'LUMI', (fee.data.actual_fee as bigint).toString()],
        ['transfer', 'out', 'LUMI', '1500000000000'],
      ]);
      expect(await activity(Charlie.address, '&type=fee')).toEqual([]);
    });

    it('finds a transaction by its hash: block and index; 400 for a malformed hash, 404 for an unknown one', async () => {
      const { Bob, Charlie } = who as { Bob: TestAccount; Charlie: TestAccount };
      const included = await send(
        client,
        client.api.tx.Balances.transfer_keep_alive({ dest: MultiAddress.Id(Charlie.address), value: LUMI }),
        Bob,
      );
      await waitIndexed(service.url, included.blockNumber);
      // The index comes from the transfer's events, the hash from polkadot-api's own computation.
      const row = (await activity(Charlie.address)).find(
        (i) => i.block === included.blockNumber && i.type === 'transfer',
      )!;
      const expected = {
        hash: included.txHash,
        blockNumber: included.blockNumber,
        blockHash: included.blockHash,
        index: row.extrinsicIndex,
      };
      const found = await getJson(`${service.url}/extrinsics/${included.txHash}`);
      expect(found).toMatchObject({ status: 200, body: expected });
      const upper = await getJson(`${service.url}/extrinsics/0x${included.txHash.slice(2).toUpperCase()}`);
      expect(upper.body).toEqual(expected);

      const malformed = await getJson<{ error: string }>(`${service.url}/extrinsics/0x1234`);
      expect([malformed.status, malformed.body.error]).toEqual([400, 'invalid_request']);
      const unknown = await getJson<{ error: string }>(`${service.url}/extrinsics/0x${'00'.repeat(32)}`);
      expect([unknown.status, unknown.body.error]).toEqual([404, 'not_found']);
    });

    it('shows a swap once, with the amounts of the constant-product formula', async () => {
      const { Dave } = who as { Dave: TestAccount };
      const before = await reserves();
      const amountIn = 10n * LUMI;
      const expectedOut = getAmountOut(amountIn, before.lumi, before.phpu, 3n);
      const included = await send(
        client,
        client.api.tx.AssetConversion.swap_exact_tokens_for_tokens({
          path: [NATIVE_KIND, PHPU_ID],
          amount_in: amountIn,
          amount_out_min: 1n,
          send_to: Dave.address,
          keep_alive: true,
        }),
        Dave,
      );
      await waitIndexed(service.url, included.blockNumber);
      const executed = (await eventsAt(included.blockHash)).find((e) => e.name === 'SwapExecuted')!;
      expect(executed.data.amount_out).toBe(expectedOut);

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
      const { Dave } = who as { Dave: TestAccount };
      // 1 LUMI cannot buy 1,000,000 PHPU: included, fee charged, dispatch fails.
      await expect(
        send(
          client,
          client.api.tx.AssetConversion.swap_exact_tokens_for_tokens({
            path: [NATIVE_KIND, PHPU_ID],
            amount_in: LUMI,
            amount_out_min: 1_000_000n * PHPU,
            send_to: Dave.address,
            keep_alive: true,
          }),
          Dave,
        ),
      ).rejects.toThrow(/ProvidedMinimumNotSufficientForSwap/);
      const best = (await client.client.getBestBlocks())[0]!.number;
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
      const { Dave } = who as { Dave: TestAccount };
      const r0 = await reserves();
      const desired1 = 5n * LUMI;
      const desired2 = 1_000n * PHPU;
      const deposit = depositAmounts(desired1, desired2, 0n, 0n, r0.lumi, r0.phpu);
      if ('error' in deposit) throw new Error(deposit.error);
      const minted = lpForDeposit(deposit.amount1, deposit.amount2, r0.lumi, r0.phpu, r0.supply);
      const added = await send(
        client,
        client.api.tx.AssetConversion.add_liquidity({
          asset1: NATIVE_KIND,
          asset2: PHPU_ID,
          amount1_desired: desired1,
          amount2_desired: desired2,
          amount1_min: 0n,
          amount2_min: 0n,
          mint_to: Dave.address,
        }),
        Dave,
      );
      const r1 = await reserves();
      const burn = minted / 2n;
      const [back1, back2] = amountsForBurn(burn, r1.lumi, r1.phpu, r1.supply);
      const removed = await send(
        client,
        client.api.tx.AssetConversion.remove_liquidity({
          asset1: NATIVE_KIND,
          asset2: PHPU_ID,
          lp_token_burn: burn,
          amount1_min_receive: 0n,
          amount2_min_receive: 0n,
          withdraw_to: Dave.address,
        }),
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

    it('values a liquidity position against holding, with the fees that swaps after the deposit paid it', async () => {
      const { Dave, Charlie } = who as { Dave: TestAccount; Charlie: TestAccount };
      const url = `${service.url}/pools/0/positions/${Dave.address}`;
      const read = async () => (await getJson<Position>(url)).body;
      const before = await read();
      // The previous test left Dave half of one deposit: what is held is half of what was deposited.
      const [dep, wd] = [before.changes[0]!, before.changes[1]!];
      expect(before.changes.map((c) => c.kind)).toEqual(['added', 'removed']);
      const lp = BigInt(dep.lp) - BigInt(wd.lp);
      expect(before.position!.lp).toBe(lp.toString());
      expect(BigInt(before.position!.held1)).toBe(
        BigInt(dep.amount1) - (BigInt(dep.amount1) * BigInt(wd.lp)) / BigInt(dep.lp),
      );
      // The position's share of the reserves, from the chain itself.
      const r = await reserves();
      expect(before.position!.amount1).toBe(((lp * r.lumi) / r.supply).toString());
      expect(before.position!.amount2).toBe(((lp * r.phpu) / r.supply).toString());

      // Swaps after the deposit leave their 0.3 % fee in the pool: Dave's share of it shows as fees earned.
      let last = 0;
      for (const amount of [50n * PHPU, 40n * PHPU]) {
        const swapped = await send(
          client,
          client.api.tx.AssetConversion.swap_exact_tokens_for_tokens({
            path: [PHPU_ID, NATIVE_KIND],
            amount_in: amount,
            amount_out_min: 1n,
            send_to: Charlie.address,
            keep_alive: true,
          }),
          Charlie,
        );
        last = swapped.blockNumber;
      }
      await waitIndexed(service.url, last);
      const after = await read();
      expect(after.block).toBeGreaterThanOrEqual(last);
      const p = after.position!;
      expect(BigInt(p.feesValue)).toBeGreaterThan(0n);
      expect(BigInt(p.value)).toBe(BigInt(p.heldValue) + BigInt(p.feesValue) + BigInt(p.impermanentLoss));
      // Buying LUMI moved the price away from the deposit's: against holding, that is a loss.
      expect(BigInt(p.impermanentLoss)).toBeLessThan(0n);

      // Bad input is refused with a reason; an account with no position has nothing to show.
      expect((await getJson(`${service.url}/pools/0/positions/not-an-address`)).status).toBe(400);
      expect((await getJson(`${service.url}/pools/99/positions/${Dave.address}`)).status).toBe(404);
      const none = (await getJson<Position>(`${service.url}/pools/0/positions/${Charlie.address}`)).body;
      expect(none.changes).toEqual([]);
      expect(none.position).toMatchObject({ lp: '0', value: '0' });
    });

    it('pages the history with cursors without gaps or repeats', async () => {
      const { Bob } = who as { Bob: TestAccount };
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
