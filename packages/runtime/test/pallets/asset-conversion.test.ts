// AssetConversion against independent arithmetic: every expected amount below is computed inline from the
// Uniswap-V2 formulas FRAME documents, never with the code under test (@lumi/chain's amm.ts).
import { NATIVE as CHAIN_NATIVE, PHPU_KIND } from '@lumi/chain';
import { poolAccountId } from '@lumi/chain/pool-account';
import { u8aConcat, u8aToHex } from '@polkadot/util';
import { blake2AsU8a } from '@polkadot/util-crypto';
import { describe, expect, it } from 'vitest';
import { devAccount, devAddress } from '../../src/dev-accounts.ts';
import { genesisPreset } from '../../src/genesis/build.ts';
import {
  NATIVE,
  NextPoolAssetId,
  PALLET_ACCOUNT,
  Pools,
  getReserves,
  poolAccount,
  poolId,
  quotePriceExactTokensForTokens,
  quotePriceTokensForExactTokens,
  withId,
} from '../../src/pallets/asset-conversion/index.ts';
import type { NativeOrWithIdValue as AssetKind } from '../../src/pallets/asset-conversion/index.ts';
import { assetsFungibles, poolAssetsFungibles } from '../../src/pallets/assets/index.ts';
import {
  EXISTENTIAL_DEPOSIT,
  freeBalance,
  reservedBalance,
  totalIssuance,
} from '../../src/pallets/balances/index.ts';
import { runtime } from '../../src/runtime.ts';
import { Root, signed } from '../../src/support/origin.ts';
import type { RuntimeCallValue } from '../../src/support/outer.ts';
import { TestChain } from '../../src/support/testing.ts';

const UNIT = 10n ** 12n; // LUMI planck
const PHPU_UNIT = 10n ** 6n;
const N = NATIVE;
const P = withId(1); // PHPU
const X = withId(2); // a test asset, sufficient, 12 decimals
const Y = withId(3); // a test asset, not sufficient

const alice = devAccount('Alice');
const bob = devAccount('Bob');
const charlie = devAccount('Charlie');

const ac = (type: string, value: Record<string, unknown>): RuntimeCallValue => ({
  type: 'AssetConversion',
  value: { type, value },
});
const setLpFee = (fee: number | undefined): RuntimeCallValue => ({
  type: 'Parameters',
  value: {
    type: 'set_parameter',
    value: { key_value: { type: 'Dex', value: { type: 'LpFee', value: [{}, fee] } } },
  },
});

function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = n;
  let y = (x + 1n) / 2n;
  while (y < x) {
    x = y;
    y = (x + n / x) / 2n;
  }
  return x;
}
const outFor = (amountIn: bigint, rIn: bigint, rOut: bigint, fee = 3n) =>
  (amountIn * (1000n - fee) * rOut) / (rIn * 1000n + amountIn * (1000n - fee));
const inFor = (amountOut: bigint, rIn: bigint, rOut: bigint, fee = 3n) =>
  (rIn * amountOut * 1000n) / ((rOut - amountOut) * (1000n - fee)) + 1n;

/** The development chain plus test assets X (id 2, sufficient) and Y (id 3, not sufficient) held by Alice and Bob. */
async function chainWithTestAssets(extra: Record<string, unknown> = {}): Promise<TestChain> {
  const preset = genesisPreset(runtime(), 'development') as {
    assets: { assets: unknown[]; metadata: unknown[]; accounts: unknown[] };
  };
  const holdings = (id: number) =>
    [devAddress('Alice'), devAddress('Bob')].map((who) => [id, who, (1_000_000n * UNIT).toString()]);
  return TestChain.create({
    patch: {
      assets: {
        ...preset.assets,
        assets: [
          ...preset.assets.assets,
          [2, devAddress('Alice'), true, '1'],
          [3, devAddress('Alice'), false, '1'],
        ],
        accounts: [...preset.assets.accounts, ...holdings(2), ...holdings(3)],
      },
      ...extra,
    },
  });
}

const balanceOf = (asset: AssetKind, who: Uint8Array): bigint =>
  asset.type === 'Native' ? freeBalance(who) : assetsFungibles.balance(asset.value, who);

function reserves(a: AssetKind, b: AssetKind): [bigint, bigint] {
  const account = poolAccount(a, b)!;
  return [balanceOf(a, account), balanceOf(b, account)];
}

describe('pool locator and account', () => {
  it('orders pairs like Chain<WithFirstAsset<Native>, Ascending> and derives blake2_256("py/ascon" ++ pool id)', async () => {
    const chain = await TestChain.create();
    expect(poolId(P, N)).toEqual([N, P]);
    expect(poolId(N, P)).toEqual([N, P]);
    expect(poolId(withId(3), withId(2))).toEqual([withId(2), withId(3)]);
    expect(poolId(P, P)).toBeUndefined();
    expect(poolId(N, N)).toBeUndefined();
    // SCALE((Native, WithId(1))) = 0x00 ++ 0x01 ++ 1u32 LE.
    const expected = blake2AsU8a(
      u8aConcat(new TextEncoder().encode('py/ascon'), new Uint8Array([0, 1, 1, 0, 0, 0])),
      256,
    );
    expect(u8aToHex(poolAccount(P, N))).toBe(u8aToHex(expected));
    // @lumi/chain (what the API and the app use) finds the same account.
    expect(u8aToHex(poolAccountId([CHAIN_NATIVE, PHPU_KIND]))).toBe(u8aToHex(expected));
    // The pallet account (setup fee target) is b"modl" ++ b"py/ascon" zero-padded.
    expect(u8aToHex(PALLET_ACCOUNT)).toBe(
      `0x${Buffer.from('modlpy/ascon').toString('hex')}${'00'.repeat(20)}`,
    );
    chain.read(() => expect(Pools.get([N, P])).toEqual({ lp_token: 0 }));
  });
});

describe('genesis pool', () => {
  it('seeds LUMI/PHPU at 58.50 PHPU per LUMI with LPHPU (PoolAssets 0) metadata', async () => {
    const chain = await TestChain.create();
    chain.read(() => {
      const lumi = 10_000n * UNIT;
      const phpu = 585_000n * PHPU_UNIT;
      expect(reserves(N, P)).toEqual([lumi, phpu]);
      expect(getReserves(P, N)).toEqual([phpu, lumi]);
      // Price: PHPU units per LUMI unit equals 58.5 PHPU per LUMI.
      expect((phpu * UNIT) / lumi).toBe(58_500_000n);
      const lp = isqrt(lumi * phpu) - 100n;
      expect(poolAssetsFungibles.balance(0, alice)).toBe(lp);
      expect(poolAssetsFungibles.balance(0, poolAccount(N, P)!)).toBe(100n);
      expect(poolAssetsFungibles.totalIssuance(0)).toBe(lp + 100n);
      expect(NextPoolAssetId.get()).toBe(1);
      const md = poolAssetsFungibles.metadata(0);
      expect(new TextDecoder().decode(md?.name)).toBe('Lumi LUMI/PHPU LP');
      expect(new TextDecoder().decode(md?.symbol)).toBe('LPHPU');
      expect(md?.decimals).toBe(9);
    });
  });

  it('rejects a genesis pool its provider cannot fund, naming the pool', async () => {
    await expect(
      TestChain.create({
        patch: {
          assetConversion: { pools: [['Native', { WithId: 1 }, devAddress('Bob'), '1', '1']] },
        },
      }),
    ).rejects.toThrow(/pool \(Native, WithId\(1\)\) setup failed/);
  });
});

describe('create_pool', () => {
  it('creates the pool and its LP token, charging the setup fee to the pallet account', async () => {
    const chain = await chainWithTestAssets();
    const bobBefore = chain.read(() => freeBalance(bob));
    const palletBefore = chain.read(() => freeBalance(PALLET_ACCOUNT));
    const r = chain.dispatch(signed(bob), ac('create_pool', { asset1: X, asset2: N }));
    expect(r.ok).toBe(true);
    const account = poolAccount(N, X)!;
    expect(r.events.at(-1)?.event).toEqual({
      type: 'AssetConversion',
      value: {
        type: 'PoolCreated',
        value: { creator: bob, pool_id: [N, X], pool_account: account, lp_token: 1 },
      },
    });
    chain.read(() => {
      expect(Pools.get([N, X])).toEqual({ lp_token: 1 });
      expect(NextPoolAssetId.get()).toBe(2);
      expect(poolAssetsFungibles.assetExists(1)).toBe(true);
      expect(poolAssetsFungibles.details(1)?.owner).toEqual(account);
      // 1 LUMI setup fee (+ the LP account deposit Bob holds for the pool).
      expect(freeBalance(PALLET_ACCOUNT) - palletBefore).toBe(UNIT);
      expect(bobBefore - freeBalance(bob) - reservedBalance(bob)).toBe(UNIT);
    });
  });

  it('rejects an existing pool in either order and a pair of one asset', async () => {
    const chain = await chainWithTestAssets();
    expect(
      chain
        .dispatch(signed(bob), ac('create_pool', { asset1: P, asset2: N }))
        .error?.is('AssetConversion', 'PoolExists'),
    ).toBe(true);
    expect(
      chain
        .dispatch(signed(bob), ac('create_pool', { asset1: X, asset2: X }))
        .error?.is('AssetConversion', 'InvalidAssetPair'),
    ).toBe(true);
    const r = chain.dispatch(Root, ac('create_pool', { asset1: X, asset2: N }));
    expect(r.error?.toValue()).toEqual({ type: 'BadOrigin' });
    // An unknown asset cannot get a pool account: the whole call, setup fee included, is undone.
    const bobBefore = chain.read(() => freeBalance(bob));
    const unknown = chain.dispatch(signed(bob), ac('create_pool', { asset1: N, asset2: withId(99) }));
    expect(unknown.ok).toBe(false);
    expect(unknown.events).toEqual([]);
    chain.read(() => {
      expect(freeBalance(bob)).toBe(bobBefore);
      expect(Pools.get([N, withId(99)])).toBeUndefined();
      expect(NextPoolAssetId.get()).toBe(1);
    });
  });

  it('touches the pool account of a non-sufficient asset on the creator deposit; touch reports Touched', async () => {
    const chain = await chainWithTestAssets();
    expect(chain.dispatch(signed(bob), ac('create_pool', { asset1: N, asset2: Y })).ok).toBe(true);
    const account = poolAccount(N, Y)!;
    // Created with the pool (the pool account had no provider to accrue consumers on).
    chain.read(() => expect(assetsFungibles.accountExists(3, account)).toBe(true));
    const again = chain.dispatch(signed(charlie), ac('touch', { asset1: Y, asset2: N }));
    expect(again.ok).toBe(true);
    expect(again.events.at(-1)?.event).toEqual({
      type: 'AssetConversion',
      value: { type: 'Touched', value: { pool_id: [N, Y], who: charlie } },
    });
    expect(
      chain
        .dispatch(signed(charlie), ac('touch', { asset1: X, asset2: N }))
        .error?.is('AssetConversion', 'PoolNotFound'),
    ).toBe(true);
  });
});

describe('add_liquidity', () => {
  it('first deposit mints sqrt(a·b) − 100 and locks MintMinLiquidity in the pool; later ones follow the ratio', async () => {
    const chain = await chainWithTestAssets();
    chain.dispatch(signed(bob), ac('create_pool', { asset1: N, asset2: X }));
    const account = poolAccount(N, X)!;
    const a = 4n * 10n ** 14n;
    const b = 9n * 10n ** 14n;
    const first = chain.dispatch(
      signed(bob),
      ac('add_liquidity', {
        asset1: N,
        asset2: X,
        amount1_desired: a,
        amount2_desired: b,
        amount1_min: 1n,
        amount2_min: 1n,
        mint_to: bob,
      }),
    );
    expect(first.ok).toBe(true);
    const lp1 = 6n * 10n ** 14n - 100n; // sqrt(36·10^28) − 100
    expect(first.events.at(-1)?.event).toEqual({
      type: 'AssetConversion',
      value: {
        type: 'LiquidityAdded',
        value: {
          who: bob,
          mint_to: bob,
          pool_id: [N, X],
          amount1_provided: a,
          amount2_provided: b,
          lp_token: 1,
          lp_token_minted: lp1,
        },
      },
    });
    chain.read(() => {
      expect(reserves(N, X)).toEqual([a, b]);
      expect(poolAssetsFungibles.balance(1, bob)).toBe(lp1);
      expect(poolAssetsFungibles.balance(1, account)).toBe(100n);
    });

    // Second deposit (asset order reversed): X desired fixes the N side at the pool ratio, rounded down.
    const supply = lp1 + 100n;
    const desiredX = 2_250_000_019n;
    const optimalN = (desiredX * a) / b; // floor(2_250_000_019·4/9)
    const aliceN = chain.read(() => freeBalance(alice));
    const second = chain.dispatch(
      signed(alice),
      ac('add_liquidity', {
        asset1: X,
        asset2: N,
        amount1_desired: desiredX,
        amount2_desired: 10n ** 15n,
        amount1_min: 1n,
        amount2_min: optimalN,
        mint_to: charlie,
      }),
    );
    expect(second.ok).toBe(true);
    const optimalX = (10n ** 15n * b) / a;
    expect(optimalX).toBeGreaterThan(desiredX); // so FRAME takes the first branch: amount1 = desired X
    const expectedN = (desiredX * a) / b;
    const lp2 = [(desiredX * supply) / b, (expectedN * supply) / a].reduce((m, v) => (v < m ? v : m));
    chain.read(() => {
      expect(reserves(N, X)).toEqual([a + expectedN, b + desiredX]);
      expect(aliceN - freeBalance(alice)).toBe(expectedN);
      expect(poolAssetsFungibles.balance(1, charlie)).toBe(lp2);
      expect(poolAssetsFungibles.totalIssuance(1)).toBe(supply + lp2);
    });
  });

  it('enforces the minimums and the desired amounts', async () => {
    const chain = await TestChain.create();
    const [r1, r2] = chain.read(() => reserves(N, P));
    const desired1 = 10n * UNIT;
    const optimal2 = (desired1 * r2) / r1;
    const call = (amount2_desired: bigint, amount1_min: bigint, amount2_min: bigint) =>
      ac('add_liquidity', {
        asset1: N,
        asset2: P,
        amount1_desired: desired1,
        amount2_desired,
        amount1_min,
        amount2_min,
        mint_to: bob,
      });
    const err = (c: RuntimeCallValue) => chain.dispatch(signed(bob), c).error;
    expect(
      err(call(optimal2, 0n, optimal2 + 1n))?.is('AssetConversion', 'AssetTwoDepositDidNotMeetMinimum'),
    ).toBe(true);
    // amount2 desired below the ratio: amount1 becomes floor(desired2·r1/r2), which must meet amount1_min.
    const desired2 = optimal2 / 2n;
    const optimal1 = (desired2 * r1) / r2;
    expect(
      err(call(desired2, optimal1 + 1n, 0n))?.is('AssetConversion', 'AssetOneDepositDidNotMeetMinimum'),
    ).toBe(true);
    expect(err(call(0n, 0n, 0n))?.is('AssetConversion', 'WrongDesiredAmount')).toBe(true);
    const ok = chain.dispatch(signed(bob), call(desired2, optimal1, desired2));
    expect(ok.ok).toBe(true);
    chain.read(() => expect(reserves(N, P)).toEqual([r1 + optimal1, r2 + desired2]));
  });
});

describe('swaps on the genesis pool', () => {
  it('swap_exact_tokens_for_tokens pays floor(in·997·rOut / (rIn·1000 + in·997))', async () => {
    const chain = await TestChain.create();
    const [rN, rP] = chain.read(() => reserves(N, P));
    const amountIn = 100n * UNIT;
    const expected = outFor(amountIn, rN, rP);
    const quoted = chain.read(() => quotePriceExactTokensForTokens(N, P, amountIn, true));
    expect(quoted).toBe(expected);
    const [bobN, bobP] = chain.read(() => [freeBalance(bob), balanceOf(P, bob)]);
    const r = chain.dispatch(
      signed(bob),
      ac('swap_exact_tokens_for_tokens', {
        path: [N, P],
        amount_in: amountIn,
        amount_out_min: expected,
        send_to: bob,
        keep_alive: true,
      }),
    );
    expect(r.ok).toBe(true);
    expect(r.events.at(-1)?.event).toEqual({
      type: 'AssetConversion',
      value: {
        type: 'SwapExecuted',
        value: {
          who: bob,
          send_to: bob,
          amount_in: amountIn,
          amount_out: expected,
          path: [
            [N, amountIn],
            [P, expected],
          ],
        },
      },
    });
    chain.read(() => {
      expect(bobN - freeBalance(bob)).toBe(amountIn);
      expect(balanceOf(P, bob) - bobP).toBe(expected);
      expect(reserves(N, P)).toEqual([rN + amountIn, rP - expected]);
    });
  });

  it('swap_tokens_for_exact_tokens takes floor(rIn·out·1000 / ((rOut−out)·997)) + 1', async () => {
    const chain = await TestChain.create();
    const [rN, rP] = chain.read(() => reserves(N, P));
    const amountOut = 2n * UNIT; // 2 LUMI for PHPU
    const expectedIn = inFor(amountOut, rP, rN);
    expect(chain.read(() => quotePriceTokensForExactTokens(P, N, amountOut, true))).toBe(expectedIn);
    const [bobN, bobP] = chain.read(() => [freeBalance(bob), balanceOf(P, bob)]);
    const r = chain.dispatch(
      signed(charlie),
      ac('swap_tokens_for_exact_tokens', {
        path: [P, N],
        amount_out: amountOut,
        amount_in_max: expectedIn,
        send_to: bob,
        keep_alive: false,
      }),
    );
    expect(r.ok).toBe(true);
    chain.read(() => {
      expect(freeBalance(bob) - bobN).toBe(amountOut);
      expect(balanceOf(P, bob)).toBe(bobP);
      expect(reserves(N, P)).toEqual([rN - amountOut, rP + expectedIn]);
    });
    expect(r.events.at(-1)?.event).toMatchObject({
      value: {
        type: 'SwapExecuted',
        value: { who: charlie, send_to: bob, amount_in: expectedIn, amount_out: amountOut },
      },
    });
  });

  it('fails on slippage with the FRAME errors and changes nothing', async () => {
    const chain = await TestChain.create();
    const [rN, rP] = chain.read(() => reserves(N, P));
    const snapshot = () => chain.read(() => [freeBalance(bob), balanceOf(P, bob), ...reserves(N, P)]);
    const before = snapshot();
    const amountIn = 5n * UNIT;
    const minTooHigh = chain.dispatch(
      signed(bob),
      ac('swap_exact_tokens_for_tokens', {
        path: [N, P],
        amount_in: amountIn,
        amount_out_min: outFor(amountIn, rN, rP) + 1n,
        send_to: bob,
        keep_alive: true,
      }),
    );
    expect(minTooHigh.error?.is('AssetConversion', 'ProvidedMinimumNotSufficientForSwap')).toBe(true);
    const amountOut = 1_000n * PHPU_UNIT;
    const maxTooLow = chain.dispatch(
      signed(bob),
      ac('swap_tokens_for_exact_tokens', {
        path: [N, P],
        amount_out: amountOut,
        amount_in_max: inFor(amountOut, rN, rP) - 1n,
        send_to: bob,
        keep_alive: true,
      }),
    );
    expect(maxTooLow.error?.is('AssetConversion', 'ProvidedMaximumNotSufficientForSwap')).toBe(true);
    for (const r of [minTooHigh, maxTooLow]) expect(r.events).toEqual([]);
    expect(snapshot()).toEqual(before);
  });

  it('validates amounts and paths', async () => {
    const chain = await chainWithTestAssets();
    const swap = (path: AssetKind[], amount_in: bigint, amount_out_min = 1n) =>
      chain.dispatch(
        signed(bob),
        ac('swap_exact_tokens_for_tokens', {
          path,
          amount_in,
          amount_out_min,
          send_to: bob,
          keep_alive: true,
        }),
      ).error;
    expect(swap([N, P], 0n)?.is('AssetConversion', 'ZeroAmount')).toBe(true);
    expect(swap([N, P], 1n, 0n)?.is('AssetConversion', 'ZeroAmount')).toBe(true);
    expect(swap([N], UNIT)?.is('AssetConversion', 'InvalidPath')).toBe(true);
    expect(swap([N, P, N, P, N], UNIT)?.is('AssetConversion', 'InvalidPath')).toBe(true);
    expect(swap([N, P, N], UNIT)?.is('AssetConversion', 'NonUniquePath')).toBe(true);
    expect(swap([P, P], UNIT)?.is('AssetConversion', 'InvalidAssetPair')).toBe(true);
    // No pool (N, X): its empty account has no reserves.
    expect(swap([N, X], UNIT)?.is('AssetConversion', 'PoolNotFound')).toBe(true);
    const tooMuch = chain.dispatch(
      signed(bob),
      ac('swap_tokens_for_exact_tokens', {
        path: [N, P],
        amount_out: 585_000n * PHPU_UNIT,
        amount_in_max: 10n ** 30n,
        send_to: bob,
        keep_alive: true,
      }),
    );
    expect(tooMuch.error?.is('AssetConversion', 'AmountOutTooHigh')).toBe(true);
  });

  it('routes a multi-hop swap X → LUMI → PHPU through two pools', async () => {
    const chain = await chainWithTestAssets();
    chain.dispatch(signed(alice), ac('create_pool', { asset1: N, asset2: X }));
    const seed = ac('add_liquidity', {
      asset1: N,
      asset2: X,
      amount1_desired: 1_000n * UNIT,
      amount2_desired: 3_000n * UNIT,
      amount1_min: 1n,
      amount2_min: 1n,
      mint_to: alice,
    });
    expect(chain.dispatch(signed(alice), seed).ok).toBe(true);
    const [rNX_N, rNX_X] = chain.read(() => reserves(N, X));
    const [rNP_N, rNP_P] = chain.read(() => reserves(N, P));
    const amountIn = 30n * UNIT;
    const mid = outFor(amountIn, rNX_X, rNX_N);
    const out = outFor(mid, rNP_N, rNP_P);
    const bobP = chain.read(() => balanceOf(P, bob));
    const r = chain.dispatch(
      signed(bob),
      ac('swap_exact_tokens_for_tokens', {
        path: [X, N, P],
        amount_in: amountIn,
        amount_out_min: out,
        send_to: bob,
        keep_alive: true,
      }),
    );
    expect(r.ok).toBe(true);
    expect(r.events.at(-1)?.event).toMatchObject({
      value: {
        type: 'SwapExecuted',
        value: {
          amount_in: amountIn,
          amount_out: out,
          path: [
            [X, amountIn],
            [N, mid],
            [P, out],
          ],
        },
      },
    });
    chain.read(() => {
      expect(balanceOf(P, bob) - bobP).toBe(out);
      expect(reserves(N, X)).toEqual([rNX_N - mid, rNX_X + amountIn]);
      expect(reserves(N, P)).toEqual([rNP_N + mid, rNP_P - out]);
    });
  });

  it('is all-or-nothing: a payout the recipient cannot take rolls back the withdrawals before it', async () => {
    const chain = await TestChain.create();
    const fresh = new Uint8Array(32).fill(7);
    const [rN, rP] = chain.read(() => reserves(N, P));
    const amountIn = 10_000n; // 0.01 PHPU buys far less than the 0.001 LUMI existential deposit
    expect(outFor(amountIn, rP, rN)).toBeLessThan(EXISTENTIAL_DEPOSIT);
    const issuance = chain.read(() => totalIssuance());
    const bobP = chain.read(() => balanceOf(P, bob));
    const r = chain.dispatch(
      signed(bob),
      ac('swap_exact_tokens_for_tokens', {
        path: [P, N],
        amount_in: amountIn,
        amount_out_min: 1n,
        send_to: fresh,
        keep_alive: true,
      }),
    );
    expect(r.error?.is('AssetConversion', 'BelowMinimum')).toBe(true);
    expect(r.events).toEqual([]);
    chain.read(() => {
      expect(reserves(N, P)).toEqual([rN, rP]);
      expect(balanceOf(P, bob)).toBe(bobP);
      expect(freeBalance(fresh)).toBe(0n);
      expect(totalIssuance()).toBe(issuance);
    });
  });

  it('keep_alive refuses to spend the last existential deposit (Token::NotExpendable)', async () => {
    const chain = await TestChain.create();
    const all = chain.read(() => freeBalance(charlie));
    const r = chain.dispatch(
      signed(charlie),
      ac('swap_exact_tokens_for_tokens', {
        path: [N, P],
        amount_in: all,
        amount_out_min: 1n,
        send_to: charlie,
        keep_alive: true,
      }),
    );
    expect(r.error?.toValue()).toEqual({ type: 'Token', value: { type: 'NotExpendable' } });
  });
});

describe('remove_liquidity', () => {
  it('returns floor(lp·reserve/supply) of each asset and burns the LP tokens', async () => {
    const chain = await TestChain.create();
    const [rN, rP] = chain.read(() => reserves(N, P));
    const supply = chain.read(() => poolAssetsFungibles.totalIssuance(0));
    const burn = 123_456_789_012n;
    const out1 = (burn * rN) / supply;
    const out2 = (burn * rP) / supply;
    const [aliceLp, aliceN, aliceP] = chain.read(() => [
      poolAssetsFungibles.balance(0, alice),
      freeBalance(alice),
      balanceOf(P, alice),
    ]);
    const tooGreedy = chain.dispatch(
      signed(alice),
      ac('remove_liquidity', {
        asset1: N,
        asset2: P,
        lp_token_burn: burn,
        amount1_min_receive: out1 + 1n,
        amount2_min_receive: 0n,
        withdraw_to: alice,
      }),
    );
    expect(tooGreedy.error?.is('AssetConversion', 'AssetOneWithdrawalDidNotMeetMinimum')).toBe(true);
    const r = chain.dispatch(
      signed(alice),
      ac('remove_liquidity', {
        asset1: N,
        asset2: P,
        lp_token_burn: burn,
        amount1_min_receive: out1,
        amount2_min_receive: out2,
        withdraw_to: alice,
      }),
    );
    expect(r.ok).toBe(true);
    expect(r.events.at(-1)?.event).toEqual({
      type: 'AssetConversion',
      value: {
        type: 'LiquidityRemoved',
        value: {
          who: alice,
          withdraw_to: alice,
          pool_id: [N, P],
          amount1: out1,
          amount2: out2,
          lp_token: 0,
          lp_token_burned: burn,
          withdrawal_fee: 0,
        },
      },
    });
    chain.read(() => {
      expect(poolAssetsFungibles.balance(0, alice)).toBe(aliceLp - burn);
      expect(poolAssetsFungibles.totalIssuance(0)).toBe(supply - burn);
      expect(freeBalance(alice) - aliceN).toBe(out1);
      expect(balanceOf(P, alice) - aliceP).toBe(out2);
      expect(reserves(N, P)).toEqual([rN - out1, rP - out2]);
    });
    expect(
      chain
        .dispatch(
          signed(alice),
          ac('remove_liquidity', {
            asset1: N,
            asset2: P,
            lp_token_burn: 0n,
            amount1_min_receive: 0n,
            amount2_min_receive: 0n,
            withdraw_to: alice,
          }),
        )
        .error?.is('AssetConversion', 'ZeroLiquidity'),
    ).toBe(true);
    // Bob holds no LP tokens: the burn fails and nothing moves.
    const bobFails = chain.dispatch(
      signed(bob),
      ac('remove_liquidity', {
        asset1: N,
        asset2: P,
        lp_token_burn: burn,
        amount1_min_receive: 0n,
        amount2_min_receive: 0n,
        withdraw_to: bob,
      }),
    );
    expect(bobFails.ok).toBe(false);
    expect(bobFails.events).toEqual([]);
  });
});

describe('the LP fee is the Dex.LpFee parameter', () => {
  it('Root changes it and the very next quote and swap use it, in the same block', async () => {
    const chain = await TestChain.create();
    const amountIn = 50n * UNIT;
    const [rN, rP] = chain.read(() => reserves(N, P));
    expect(chain.read(() => quotePriceExactTokensForTokens(N, P, amountIn, true))).toBe(
      outFor(amountIn, rN, rP, 3n),
    );

    expect(chain.dispatch(signed(bob), setLpFee(10)).error?.toValue()).toEqual({ type: 'BadOrigin' });
    expect(chain.read(() => quotePriceExactTokensForTokens(N, P, amountIn, true))).toBe(
      outFor(amountIn, rN, rP, 3n),
    );

    expect(chain.dispatch(Root, setLpFee(10)).ok).toBe(true);
    const at1Percent = outFor(amountIn, rN, rP, 10n);
    expect(at1Percent).toBeLessThan(outFor(amountIn, rN, rP, 3n));
    expect(chain.read(() => quotePriceExactTokensForTokens(N, P, amountIn, true))).toBe(at1Percent);
    const bobP = chain.read(() => balanceOf(P, bob));
    const r = chain.dispatch(
      signed(bob),
      ac('swap_exact_tokens_for_tokens', {
        path: [N, P],
        amount_in: amountIn,
        amount_out_min: 1n,
        send_to: bob,
        keep_alive: true,
      }),
    );
    expect(r.ok).toBe(true);
    chain.read(() => expect(balanceOf(P, bob) - bobP).toBe(at1Percent));

    // Exact-out quotes follow too; clearing the parameter restores the 0.3 % default.
    const [rN2, rP2] = chain.read(() => reserves(N, P));
    expect(chain.read(() => quotePriceTokensForExactTokens(P, N, UNIT, true))).toBe(
      inFor(UNIT, rP2, rN2, 10n),
    );
    chain.dispatch(Root, setLpFee(undefined));
    expect(chain.read(() => quotePriceTokensForExactTokens(P, N, UNIT, true))).toBe(
      inFor(UNIT, rP2, rN2, 3n),
    );
    // With a zero fee an exact-in swap pays the pure constant-product amount.
    chain.dispatch(Root, setLpFee(0));
    expect(chain.read(() => quotePriceExactTokensForTokens(N, P, amountIn, true))).toBe(
      (amountIn * rP2) / (rN2 + amountIn),
    );
  });
});
