// The DeFi flows through @polkadot/api against a spawned node, checked against independent arithmetic:
// PHPU transfer, add_liquidity, swaps exact-in and exact-out, remove_liquidity, Root changing the swap fee,
// and the forex oracle (a member feeds, a non-member is rejected, an outlier is refused, Root sets the quorum).
import '@polkadot/api-augment';
import { ApiPromise, WsProvider } from '@polkadot/api';
import type { SubmittableExtrinsic } from '@polkadot/api/types';
import type { KeyringPair } from '@polkadot/keyring/types';
import type { EventRecord } from '@polkadot/types/interfaces';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevAccounts, devAccounts } from '../helpers/accounts.ts';
import { type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';

let node: SpawnedNode;
let api: ApiPromise;
let acc: DevAccounts;

const NATIVE = { Native: null };
const PHPU = { WithId: 1 };
const LP_TOKEN = 0;

beforeAll(async () => {
  acc = await devAccounts();
  node = await spawnNode();
  api = await ApiPromise.create({ provider: new WsProvider(node.wsUrl), noInitWarn: true });
});
afterAll(async () => {
  await api?.disconnect();
  await node?.stop();
});

// ---- independent arithmetic (FRAME pallet-asset-conversion's formulas, LP fee in per-mille) ----
const amountOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint, fee: bigint) => {
  const withFee = amountIn * (1000n - fee);
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee);
};
const amountIn = (out: bigint, reserveIn: bigint, reserveOut: bigint, fee: bigint) =>
  (reserveIn * out * 1000n) / ((reserveOut - out) * (1000n - fee)) + 1n;
const quote = (amount: bigint, reserveA: bigint, reserveB: bigint) => (amount * reserveB) / reserveA;

interface Sent {
  events: EventRecord[];
  fee: bigint;
}

/** Signs, sends, waits for finality; returns the extrinsic's events and the fee it paid. */
async function send(tx: SubmittableExtrinsic<'promise'>, signer: KeyringPair): Promise<Sent> {
  await tx.signAsync(signer, { nonce: -1 });
  return new Promise((resolve, reject) => {
    tx.send((r) => {
      if (r.status.isFinalized) {
        const paid = r.events.find(
          (e) => e.event.section === 'transactionPayment' && e.event.method === 'TransactionFeePaid',
        );
        const fee = paid ? (paid.event.data[1] as unknown as { toBigInt(): bigint }).toBigInt() : 0n;
        resolve({ events: r.events, fee });
      }
      if (r.status.isInvalid || r.status.isDropped) reject(new Error(r.status.type));
    }).catch(reject);
  });
}

const last = (s: Sent) => `${s.events.at(-1)!.event.section}.${s.events.at(-1)!.event.method}`;
const find = (s: Sent, section: string, method: string) =>
  s.events.find((e) => e.event.section === section && e.event.method === method)?.event;
const big = (v: unknown) => (v as { toBigInt(): bigint }).toBigInt();

async function native(who: string): Promise<bigint> {
  return (await api.query.system.account(who)).data.free.toBigInt();
}
async function phpu(who: string): Promise<bigint> {
  const a = await api.query.assets.account(1, who);
  return a.isSome ? a.unwrap().balance.toBigInt() : 0n;
}
async function lp(who: string): Promise<bigint> {
  const a = await api.query.poolAssets.account(LP_TOKEN, who);
  return a.isSome ? a.unwrap().balance.toBigInt() : 0n;
}
async function lpSupply(): Promise<bigint> {
  return (await api.query.poolAssets.asset(LP_TOKEN)).unwrap().supply.toBigInt();
}
async function reserves(): Promise<[bigint, bigint]> {
  const r = (await api.call.assetConversionApi.getReserves(NATIVE, PHPU)) as unknown as {
    unwrap(): [{ toBigInt(): bigint }, { toBigInt(): bigint }];
  };
  const [a, b] = r.unwrap();
  return [a.toBigInt(), b.toBigInt()];
}
async function lpFee(): Promise<bigint> {
  const v = (await api.query.parameters.parameters({ Dex: { LpFee: null } } as never)) as unknown as {
    isNone: boolean;
    unwrap(): { toJSON(): unknown };
  };
  // Unset means the default the LPFee constant reports.
  if (v.isNone) return (api.consts.assetConversion.lpFee as unknown as { toBigInt(): bigint }).toBigInt();
  return BigInt((v.unwrap().toJSON() as { dex: { lpFee: number } }).dex.lpFee);
}

describe('DeFi over @polkadot/api', () => {
  it('has the genesis assets and pool the dev chain promises', async () => {
    const meta = await api.query.assets.metadata(1);
    expect(meta.symbol.toUtf8()).toBe('PHPU');
    expect(meta.decimals.toNumber()).toBe(6);
    const lpMeta = await api.query.poolAssets.metadata(LP_TOKEN);
    expect(lpMeta.symbol.toUtf8()).toBe('LPHPU');
    const [r1, r2] = await reserves();
    expect(r1).toBeGreaterThan(0n);
    expect(r2).toBeGreaterThan(0n);
    expect(await lpFee()).toBe(3n);
  });

  it('transfers PHPU between accounts', async () => {
    const amount = 12_345_678n;
    const [a0, b0] = [await phpu(acc.alice.address), await phpu(acc.bob.address)];
    const sent = await send(api.tx.assets.transferKeepAlive(1, acc.bob.address, amount), acc.alice);
    expect(last(sent)).toBe('system.ExtrinsicSuccess');
    expect(find(sent, 'assets', 'Transferred')).toBeDefined();
    expect(await phpu(acc.alice.address)).toBe(a0 - amount);
    expect(await phpu(acc.bob.address)).toBe(b0 + amount);
  });

  it('adds liquidity at the pool ratio and mints LP tokens by the formula', async () => {
    const [r1, r2] = await reserves();
    const supply = await lpSupply();
    const desired1 = 100_000_000_000_000n; // 100 LUMI
    const desired2 = 10_000_000_000n; // more PHPU than the ratio needs
    const expected2 = quote(desired1, r1, r2);
    expect(expected2).toBeLessThanOrEqual(desired2);
    const expectedLp = [(desired1 * supply) / r1, (expected2 * supply) / r2].reduce((a, b) =>
      a < b ? a : b,
    );
    const [n0, p0, l0] = [
      await native(acc.alice.address),
      await phpu(acc.alice.address),
      await lp(acc.alice.address),
    ];
    const sent = await send(
      api.tx.assetConversion.addLiquidity(NATIVE, PHPU, desired1, desired2, 1n, 1n, acc.alice.address),
      acc.alice,
    );
    expect(last(sent)).toBe('system.ExtrinsicSuccess');
    const added = find(sent, 'assetConversion', 'LiquidityAdded')!;
    expect(big(added.data[3])).toBe(desired1);
    expect(big(added.data[4])).toBe(expected2);
    expect(big(added.data[6])).toBe(expectedLp);
    expect(await reserves()).toEqual([r1 + desired1, r2 + expected2]);
    expect(await lp(acc.alice.address)).toBe(l0 + expectedLp);
    expect(await phpu(acc.alice.address)).toBe(p0 - expected2);
    expect(await native(acc.alice.address)).toBe(n0 - desired1 - sent.fee);
  });

  it('swaps exact LUMI in for PHPU out by the constant-product formula', async () => {
    const [r1, r2] = await reserves();
    const fee = await lpFee();
    const inAmount = 5_000_000_000_000n; // 5 LUMI
    const expectedOut = amountOut(inAmount, r1, r2, fee);
    const quoted = await api.call.assetConversionApi.quotePriceExactTokensForTokens(
      NATIVE,
      PHPU,
      inAmount,
      true,
    );
    expect(big((quoted as unknown as { unwrap(): unknown }).unwrap())).toBe(expectedOut);
    const [n0, p0] = [await native(acc.bob.address), await phpu(acc.bob.address)];
    const sent = await send(
      api.tx.assetConversion.swapExactTokensForTokens(
        [NATIVE, PHPU],
        inAmount,
        expectedOut,
        acc.bob.address,
        true,
      ),
      acc.bob,
    );
    expect(last(sent)).toBe('system.ExtrinsicSuccess');
    const swapped = find(sent, 'assetConversion', 'SwapExecuted')!;
    expect(big(swapped.data[2])).toBe(inAmount);
    expect(big(swapped.data[3])).toBe(expectedOut);
    expect(await phpu(acc.bob.address)).toBe(p0 + expectedOut);
    expect(await native(acc.bob.address)).toBe(n0 - inAmount - sent.fee);
    const [s1, s2] = await reserves();
    expect([s1, s2]).toEqual([r1 + inAmount, r2 - expectedOut]);
    // The constant product never decreases.
    expect(s1 * s2).toBeGreaterThanOrEqual(r1 * r2);
  });

  it('swaps PHPU in for an exact LUMI out', async () => {
    const [r1, r2] = await reserves();
    const fee = await lpFee();
    const out = 2_000_000_000_000n; // 2 LUMI
    const expectedIn = amountIn(out, r2, r1, fee);
    const [n0, p0] = [await native(acc.bob.address), await phpu(acc.bob.address)];
    const sent = await send(
      api.tx.assetConversion.swapTokensForExactTokens([PHPU, NATIVE], out, expectedIn, acc.bob.address, true),
      acc.bob,
    );
    expect(last(sent)).toBe('system.ExtrinsicSuccess');
    const swapped = find(sent, 'assetConversion', 'SwapExecuted')!;
    expect(big(swapped.data[2])).toBe(expectedIn);
    expect(big(swapped.data[3])).toBe(out);
    expect(await phpu(acc.bob.address)).toBe(p0 - expectedIn);
    expect(await native(acc.bob.address)).toBe(n0 + out - sent.fee);
    expect(await reserves()).toEqual([r1 - out, r2 + expectedIn]);
  });

  it('removes liquidity pro rata, rounding in the pool’s favour', async () => {
    const [r1, r2] = await reserves();
    const supply = await lpSupply();
    const burn = (await lp(acc.alice.address)) / 3n;
    const expected1 = (burn * r1) / supply;
    const expected2 = (burn * r2) / supply;
    const [n0, p0, l0] = [
      await native(acc.alice.address),
      await phpu(acc.alice.address),
      await lp(acc.alice.address),
    ];
    const sent = await send(
      api.tx.assetConversion.removeLiquidity(NATIVE, PHPU, burn, 1n, 1n, acc.alice.address),
      acc.alice,
    );
    expect(last(sent)).toBe('system.ExtrinsicSuccess');
    expect(find(sent, 'assetConversion', 'LiquidityRemoved')).toBeDefined();
    expect(await lp(acc.alice.address)).toBe(l0 - burn);
    expect(await phpu(acc.alice.address)).toBe(p0 + expected2);
    expect(await native(acc.alice.address)).toBe(n0 + expected1 - sent.fee);
    expect(await reserves()).toEqual([r1 - expected1, r2 - expected2]);
  });

  it('lets Root change the swap fee, and the next quote uses it', async () => {
    const amount = 1_000_000_000_000n;
    const [r1, r2] = await reserves();
    const before = await api.call.assetConversionApi.quotePriceExactTokensForTokens(
      NATIVE,
      PHPU,
      amount,
      true,
    );
    expect(big((before as unknown as { unwrap(): unknown }).unwrap())).toBe(amountOut(amount, r1, r2, 3n));
    const setFee = api.tx.parameters.setParameter({ Dex: { LpFee: [null, 10] } } as never);
    const sent = await send(api.tx.sudo.sudo(setFee), acc.alice);
    expect(find(sent, 'sudo', 'Sudid')).toBeDefined();
    expect(find(sent, 'parameters', 'Updated')).toBeDefined();
    expect(await lpFee()).toBe(10n);
    const after = await api.call.assetConversionApi.quotePriceExactTokensForTokens(
      NATIVE,
      PHPU,
      amount,
      true,
    );
    expect(big((after as unknown as { unwrap(): unknown }).unwrap())).toBe(amountOut(amount, r1, r2, 10n));
    // Not Root: Bob's attempt fails with BadOrigin and changes nothing.
    const denied = await send(
      api.tx.parameters.setParameter({ Dex: { LpFee: [null, 50] } } as never),
      acc.bob,
    );
    expect(last(denied)).toBe('system.ExtrinsicFailed');
    expect(await lpFee()).toBe(10n);
  });

  it('accepts forex rates from the oracle member and rejects a non-member', async () => {
    const forex = acc.keyring.addFromUri('//Forex');
    const rate = 59_250_000_000_000_000_000n; // 59.25 PHP per USD as FixedU128
    const code = '0x' + Buffer.from('PHP').toString('hex');
    const fed = await send(api.tx.oracle!.feedValues!([[code, rate]]), forex);
    expect(last(fed)).toBe('system.ExtrinsicSuccess');
    expect(find(fed, 'oracle', 'NewFeedData')).toBeDefined();
    const raw = await api.query.oracle!.rawValues!(forex.address, code);
    expect(BigInt((raw.toJSON() as { value: string | number }).value)).toBe(rate);
    const rejected = await send(api.tx.oracle!.feedValues!([[code, rate * 2n]]), acc.charlie);
    expect(last(rejected)).toBe('system.ExtrinsicFailed');
    const failed = find(rejected, 'system', 'ExtrinsicFailed')!;
    expect((failed.data[0] as unknown as { isBadOrigin: boolean }).isBadOrigin).toBe(true);
  });

  it('refuses an outlier as OutlierRejected, keeps the member’s other pairs, and lets only Root set the quorum', async () => {
    const forex = acc.keyring.addFromUri('//Forex');
    const hex = (c: string) => '0x' + Buffer.from(c).toString('hex');
    const rateOf = async (c: string) =>
      BigInt(((await api.query.oracle!.values!(hex(c))).toJSON() as { value: string | number }).value);
    const u128Max = (1n << 128n) - 1n;
    const eur = 930_000_000_000_000_000n; // 0.93
    const fed = await send(
      api.tx.oracle!.feedValues!([
        [hex('SGD'), u128Max],
        [hex('EUR'), eur],
      ]),
      forex,
    );
    expect(last(fed)).toBe('system.ExtrinsicSuccess');
    const outlier = find(fed, 'oracle', 'OutlierRejected')!.toJSON() as { data: unknown[] };
    expect(outlier.data[1]).toBe(hex('SGD'));
    expect(outlier.data[3]).toBe('AboveMaximum');
    expect(await rateOf('SGD')).toBe(1_340_000_000_000_000_000n);
    expect(await rateOf('EUR')).toBe(eur);

    const denied = await send(api.tx.oracle!.setQuorum!(2), acc.bob);
    expect(last(denied)).toBe('system.ExtrinsicFailed');
    const sudid = await send(api.tx.sudo.sudo(api.tx.oracle!.setQuorum!(2)), acc.alice);
    expect(find(sudid, 'oracle', 'QuorumSet')).toBeDefined();
    expect(Number((await api.query.oracle!.quorum!()).toJSON())).toBe(2);
    // One member of a quorum of two: its feed is stored but the rate stays.
    await send(api.tx.oracle!.feedValues!([[hex('EUR'), 940_000_000_000_000_000n]]), forex);
    expect(await rateOf('EUR')).toBe(eur);
  });
});
