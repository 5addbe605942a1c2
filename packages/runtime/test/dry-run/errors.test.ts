// Every error the calls the app makes can meet, as DryRunApi.dry_run_call reports it: LUMI and PHPU (and LP
// token) sends, swaps both ways in both modes, adding and removing liquidity, and the Admin screen's calls
// (through Sudo, as an oracle member, as the PHPU issuer). Each case goes through state_call's SCALE boundary.
import { beforeAll, describe, expect, it } from 'vitest';
import { devAccount, devPairs } from '../../src/dev-accounts.ts';
import type { RuntimeCallValue } from '../../src/support/outer.ts';
import { HostChain } from '../helpers/chain.ts';
import { dryRun, outcome } from './harness.ts';
import type { DryOrigin } from './harness.ts';

const LUMI = 10n ** 12n;
const PHPU = 10n ** 6n;
const ED = 1_000_000_000n; // 0.001 LUMI
const PHPU_MIN = 10_000n; // 0.01 PHPU
const START = 1_000_000n * LUMI; // every dev account's LUMI
const START_PHPU = 1_000_000n * PHPU;

let alice: Uint8Array;
let bob: Uint8Array;
let forex: Uint8Array;
const fresh = new Uint8Array(32).fill(7);

const signed =
  (who: () => Uint8Array): (() => DryOrigin) =>
  () => ({ type: 'Signed', value: who() });
const id = (a: Uint8Array) => ({ type: 'Id', value: a });
const native = { type: 'Native' };
const phpu = { type: 'WithId', value: 1 };
const nowhere = { type: 'WithId', value: 99 };

const balances = (call: string, dest: Uint8Array, value: bigint): RuntimeCallValue => ({
  type: 'Balances',
  value: { type: call, value: { dest: id(dest), value } },
});
const assets = (pallet: string, call: string, asset: number, target: Uint8Array, amount: bigint) => ({
  type: pallet,
  value: { type: call, value: { id: asset, target: id(target), amount } },
});
const swapExact = (path: unknown[], amountIn: bigint, outMin: bigint, to: Uint8Array, keepAlive = true) => ({
  type: 'AssetConversion',
  value: {
    type: 'swap_exact_tokens_for_tokens',
    value: { path, amount_in: amountIn, amount_out_min: outMin, send_to: to, keep_alive: keepAlive },
  },
});
const swapForExact = (
  path: unknown[],
  amountOut: bigint,
  inMax: bigint,
  to: Uint8Array,
  keepAlive = true,
) => ({
  type: 'AssetConversion',
  value: {
    type: 'swap_tokens_for_exact_tokens',
    value: { path, amount_out: amountOut, amount_in_max: inMax, send_to: to, keep_alive: keepAlive },
  },
});
const addLiquidity = (
  a1: unknown,
  a2: unknown,
  d1: bigint,
  d2: bigint,
  m1: bigint,
  m2: bigint,
  to: Uint8Array,
) => ({
  type: 'AssetConversion',
  value: {
    type: 'add_liquidity',
    value: {
      asset1: a1,
      asset2: a2,
      amount1_desired: d1,
      amount2_desired: d2,
      amount1_min: m1,
      amount2_min: m2,
      mint_to: to,
    },
  },
});
const removeLiquidity = (burn: bigint, m1: bigint, m2: bigint, to: Uint8Array, a2: unknown = phpu) => ({
  type: 'AssetConversion',
  value: {
    type: 'remove_liquidity',
    value: {
      asset1: native,
      asset2: a2,
      lp_token_burn: burn,
      amount1_min_receive: m1,
      amount2_min_receive: m2,
      withdraw_to: to,
    },
  },
});
const sudo = (call: RuntimeCallValue): RuntimeCallValue => ({
  type: 'Sudo',
  value: { type: 'sudo', value: { call } },
});
const setLpFee = (v: number | undefined): RuntimeCallValue => ({
  type: 'Parameters',
  value: {
    type: 'set_parameter',
    value: { key_value: { type: 'Dex', value: { type: 'LpFee', value: [{}, v] } } },
  },
});
const membership = (call: 'add_member' | 'remove_member', who: Uint8Array): RuntimeCallValue => ({
  type: 'OracleMembership',
  value: { type: call, value: { who: id(who) } },
});
const feed = (rate: bigint): RuntimeCallValue => ({
  type: 'Oracle',
  value: { type: 'feed_values', value: { values: [[new TextEncoder().encode('PHP'), rate]] } },
});
const mint = (to: Uint8Array, amount: bigint): RuntimeCallValue => ({
  type: 'Assets',
  value: { type: 'mint', value: { id: 1, beneficiary: id(to), amount } },
});

interface Case {
  name: string;
  origin: () => DryOrigin;
  call: () => RuntimeCallValue;
  expect: string;
}

const cases: Case[] = [];
const BOB = signed(() => bob);
const ALICE = signed(() => alice);
const FRESH = signed(() => fresh);
const FOREX = signed(() => forex);
const NONE = (): DryOrigin => ({ type: 'None' });

const add = (origin: () => DryOrigin, expect: string, name: string, call: () => RuntimeCallValue) =>
  cases.push({ name, origin, call, expect });

// Balances: sending LUMI.
add(BOB, 'ok', 'LUMI keep-alive send', () => balances('transfer_keep_alive', alice, LUMI));
add(BOB, 'Token.BelowMinimum', 'LUMI below the ED to a new account', () =>
  balances('transfer_allow_death', fresh, ED - 1n),
);
add(BOB, 'Token.BelowMinimum', 'LUMI below the ED to a new account (keep-alive)', () =>
  balances('transfer_keep_alive', fresh, ED - 1n),
);
add(BOB, 'Token.FundsUnavailable', 'LUMI above the balance', () =>
  balances('transfer_allow_death', alice, START + 1n),
);
add(BOB, 'Token.NotExpendable', 'all LUMI with keep-alive', () =>
  balances('transfer_keep_alive', alice, START),
);
add(BOB, 'Token.NotExpendable', 'LUMI leaving less than the ED (keep-alive)', () =>
  balances('transfer_keep_alive', alice, START - ED + 1n),
);
add(FRESH, 'Token.FundsUnavailable', 'LUMI from an empty account', () =>
  balances('transfer_allow_death', alice, 1n),
);
add(BOB, 'ok', 'all LUMI with allow-death: the LUMI account closes', () =>
  balances('transfer_allow_death', alice, START),
);
add(NONE, 'BadOrigin', 'LUMI send without a signer', () => balances('transfer_allow_death', alice, LUMI));

// Assets: sending PHPU (and LP tokens, which the send screen offers too).
add(BOB, 'ok', 'PHPU send', () => assets('Assets', 'transfer', 1, alice, PHPU));
add(BOB, 'Assets.BalanceLow', 'PHPU above the balance', () =>
  assets('Assets', 'transfer', 1, alice, START_PHPU + 1n),
);
add(BOB, 'Assets.BalanceLow', 'all PHPU with keep-alive', () =>
  assets('Assets', 'transfer_keep_alive', 1, alice, START_PHPU),
);
add(BOB, 'Token.BelowMinimum', 'PHPU below the minimum to a new account', () =>
  assets('Assets', 'transfer', 1, fresh, PHPU_MIN - 1n),
);
add(FRESH, 'Assets.NoAccount', 'PHPU from an account without PHPU', () =>
  assets('Assets', 'transfer', 1, alice, 1n),
);
add(BOB, 'Assets.Unknown', 'an unknown asset', () => assets('Assets', 'transfer', 99, alice, 1n));
add(ALICE, 'Token.CannotCreate', 'LP tokens to an account with no LUMI', () =>
  assets('PoolAssets', 'transfer', 0, fresh, 1n),
);
add(BOB, 'PoolAssets.NoAccount', 'LP tokens the sender does not hold', () =>
  assets('PoolAssets', 'transfer', 0, alice, 1n),
);

// AssetConversion: swaps, LUMI→PHPU and PHPU→LUMI.
add(BOB, 'ok', 'swap exact LUMI for PHPU', () => swapExact([native, phpu], LUMI, 1n, bob));
add(BOB, 'ok', 'swap exact PHPU for LUMI', () => swapExact([phpu, native], PHPU, 1n, bob));
add(BOB, 'AssetConversion.ZeroAmount', 'swap of 0 LUMI', () => swapExact([native, phpu], 0n, 1n, bob));
add(BOB, 'AssetConversion.ZeroAmount', 'swap with a minimum of 0', () =>
  swapExact([phpu, native], PHPU, 0n, bob),
);
add(BOB, 'AssetConversion.ProvidedMinimumNotSufficientForSwap', 'LUMI→PHPU below the minimum received', () =>
  swapExact([native, phpu], LUMI, 1_000n * PHPU, bob),
);
add(BOB, 'AssetConversion.ProvidedMinimumNotSufficientForSwap', 'PHPU→LUMI below the minimum received', () =>
  swapExact([phpu, native], PHPU, 1_000n * LUMI, bob),
);
add(BOB, 'Token.NotExpendable', 'LUMI→PHPU above the LUMI balance (keep-alive)', () =>
  swapExact([native, phpu], START + 1n, 1n, bob),
);
add(BOB, 'Token.FundsUnavailable', 'LUMI→PHPU above the LUMI balance', () =>
  swapExact([native, phpu], START + 1n, 1n, bob, false),
);
add(BOB, 'Token.NotExpendable', 'all LUMI into a swap with keep-alive', () =>
  swapExact([native, phpu], START, 1n, bob),
);
add(BOB, 'Token.NotExpendable', 'PHPU→LUMI above the PHPU balance (keep-alive)', () =>
  swapExact([phpu, native], START_PHPU + 1n, 1n, bob),
);
add(BOB, 'Token.FundsUnavailable', 'PHPU→LUMI above the PHPU balance', () =>
  swapExact([phpu, native], START_PHPU + 1n, 1n, bob, false),
);
add(FRESH, 'Token.FundsUnavailable', 'PHPU→LUMI from an account without PHPU', () =>
  swapExact([phpu, native], PHPU, 1n, fresh, false),
);
add(BOB, 'AssetConversion.PoolNotFound', 'a swap through a pair with no pool', () =>
  swapExact([native, nowhere], LUMI, 1n, bob),
);
add(BOB, 'AssetConversion.InvalidPath', 'a one-asset path', () => swapExact([native], LUMI, 1n, bob));
add(BOB, 'AssetConversion.NonUniquePath', 'a path through one pool twice', () =>
  swapExact([native, phpu, native], LUMI, 1n, bob),
);
add(BOB, 'AssetConversion.BelowMinimum', 'PHPU out below the minimum to a new account', () =>
  swapExact([native, phpu], 1_000_000n, 1n, fresh),
);
add(BOB, 'AssetConversion.BelowMinimum', 'LUMI out below the ED to a new account', () =>
  swapExact([phpu, native], 1n, 1n, fresh),
);
add(NONE, 'BadOrigin', 'a swap without a signer', () => swapExact([native, phpu], LUMI, 1n, bob));
add(BOB, 'ok', 'buy exact PHPU with LUMI', () => swapForExact([native, phpu], PHPU, LUMI, bob));
add(BOB, 'ok', 'buy exact LUMI with PHPU', () => swapForExact([phpu, native], LUMI, 100n * PHPU, bob));
add(BOB, 'AssetConversion.ZeroAmount', 'buy 0 PHPU', () => swapForExact([native, phpu], 0n, LUMI, bob));
add(
  BOB,
  'AssetConversion.ProvidedMaximumNotSufficientForSwap',
  'PHPU costing more LUMI than the maximum',
  () => swapForExact([native, phpu], 1_000n * PHPU, LUMI, bob),
);
add(
  BOB,
  'AssetConversion.ProvidedMaximumNotSufficientForSwap',
  'LUMI costing more PHPU than the maximum',
  () => swapForExact([phpu, native], 1_000n * LUMI, PHPU, bob),
);
add(BOB, 'AssetConversion.AmountOutTooHigh', 'buying the whole PHPU reserve', () =>
  swapForExact([native, phpu], 585_000n * PHPU, START, bob),
);
add(BOB, 'AssetConversion.AmountOutTooHigh', 'buying the whole LUMI reserve', () =>
  swapForExact([phpu, native], 10_000n * LUMI, START_PHPU, bob),
);
add(BOB, 'Token.NotExpendable', 'buying PHPU with more LUMI than held (keep-alive)', () =>
  swapForExact([native, phpu], 584_000n * PHPU, START * 10n, bob),
);
add(BOB, 'Token.FundsUnavailable', 'buying PHPU with more LUMI than held', () =>
  swapForExact([native, phpu], 584_000n * PHPU, START * 10n, bob, false),
);
add(BOB, 'Token.NotExpendable', 'buying LUMI with more PHPU than held (keep-alive)', () =>
  swapForExact([phpu, native], 9_000n * LUMI, START_PHPU * 10n, bob),
);
add(BOB, 'Token.FundsUnavailable', 'buying LUMI with more PHPU than held', () =>
  swapForExact([phpu, native], 9_000n * LUMI, START_PHPU * 10n, bob, false),
);

// AssetConversion: liquidity.
add(BOB, 'ok', 'add liquidity', () => addLiquidity(native, phpu, 10n * LUMI, 1_000n * PHPU, 1n, 1n, bob));
add(BOB, 'AssetConversion.WrongDesiredAmount', 'add 0 LUMI', () =>
  addLiquidity(native, phpu, 0n, PHPU, 0n, 0n, bob),
);
add(BOB, 'AssetConversion.AssetOneDepositDidNotMeetMinimum', 'add with a LUMI minimum above the ratio', () =>
  addLiquidity(native, phpu, 10n * LUMI, 100n * PHPU, 10n * LUMI, 1n, bob),
);
add(BOB, 'AssetConversion.AssetTwoDepositDidNotMeetMinimum', 'add with a PHPU minimum above the ratio', () =>
  addLiquidity(native, phpu, LUMI, 1_000n * PHPU, 1n, 1_000n * PHPU, bob),
);
add(BOB, 'AssetConversion.InsufficientLiquidityMinted', 'add a dust deposit', () =>
  addLiquidity(native, phpu, 1_000n, 1n, 0n, 0n, bob),
);
add(BOB, 'AssetConversion.AssetTwoDepositDidNotMeetMinimum', 'add a dust deposit with minimums', () =>
  addLiquidity(native, phpu, 1_000n, 1n, 1n, 1n, bob),
);
add(BOB, 'AssetConversion.PoolNotFound', 'add to a pair with no pool', () =>
  addLiquidity(native, nowhere, LUMI, PHPU, 1n, 1n, bob),
);
add(BOB, 'AssetConversion.InvalidAssetPair', 'add to a pair of one asset', () =>
  addLiquidity(native, native, LUMI, LUMI, 1n, 1n, bob),
);
add(BOB, 'Token.FundsUnavailable', 'add more LUMI than held', () =>
  addLiquidity(native, phpu, START + LUMI, START_PHPU * 100n, 1n, 1n, bob),
);
add(BOB, 'Token.NotExpendable', 'add all the PHPU held', () =>
  addLiquidity(native, phpu, START * 2n, START_PHPU, 1n, 1n, bob),
);
add(BOB, 'Token.FundsUnavailable', 'add more PHPU than held', () =>
  addLiquidity(native, phpu, 40_000n * LUMI, 2n * START_PHPU, 1n, 1n, bob),
);
add(BOB, 'Arithmetic.Underflow', 'add more PHPU than exists', () =>
  addLiquidity(native, phpu, START / 2n, START_PHPU * 100n, 1n, 1n, bob),
);
add(ALICE, 'ok', 'remove liquidity', () => removeLiquidity(LUMI, 1n, 1n, alice));
add(ALICE, 'AssetConversion.ZeroLiquidity', 'remove 0 LP tokens', () => removeLiquidity(0n, 0n, 0n, alice));
add(ALICE, 'AssetConversion.AssetOneWithdrawalDidNotMeetMinimum', 'remove with a LUMI minimum too high', () =>
  removeLiquidity(LUMI, 10_000n * LUMI, 1n, alice),
);
add(ALICE, 'AssetConversion.AssetTwoWithdrawalDidNotMeetMinimum', 'remove with a PHPU minimum too high', () =>
  removeLiquidity(LUMI, 1n, 585_000n * PHPU, alice),
);
add(BOB, 'Token.FundsUnavailable', 'remove LP tokens the caller does not hold', () =>
  removeLiquidity(LUMI, 1n, 1n, bob),
);
add(ALICE, 'AssetConversion.PoolNotFound', 'remove from a pair with no pool', () =>
  removeLiquidity(LUMI, 1n, 1n, alice, nowhere),
);

// Admin screen: LP fee and oracle members through Sudo, rates as an oracle member, PHPU minting as issuer.
add(ALICE, 'ok', 'sudo: set the LP fee', () => sudo(setLpFee(5)));
add(ALICE, 'Sudid Other', 'sudo: an LP fee of 100 %', () => sudo(setLpFee(1000)));
add(BOB, 'Sudo.RequireSudo', 'sudo by an account without the key', () => sudo(setLpFee(5)));
add(ALICE, 'ok', 'sudo: add an oracle member', () => sudo(membership('add_member', bob)));
add(ALICE, 'Sudid OracleMembership.AlreadyMember', 'sudo: add an existing oracle member', () =>
  sudo(membership('add_member', forex)),
);
add(ALICE, 'Sudid OracleMembership.NotMember', 'sudo: remove a non-member', () =>
  sudo(membership('remove_member', bob)),
);
add(BOB, 'BadOrigin', 'an LP fee change without sudo', () => setLpFee(5));
add(FOREX, 'ok', 'feed a rate as an oracle member', () => feed(58n * 10n ** 18n));
// Lumi's oracle answers a signed non-member with BadOrigin (orml's NoPermission is kept unused at its index).
add(BOB, 'BadOrigin', 'feed a rate as a non-member', () => feed(58n * 10n ** 18n));
add(ALICE, 'ok', 'mint PHPU as the issuer', () => mint(bob, PHPU));
add(BOB, 'Assets.NoPermission', 'mint PHPU without being the issuer', () => mint(bob, PHPU));
add(ALICE, 'Token.BelowMinimum', 'mint PHPU below the minimum to a new account', () =>
  mint(fresh, PHPU_MIN - 1n),
);

describe('DryRunApi.dry_run_call reports each error of the calls the app makes', () => {
  let chain: HostChain;
  beforeAll(async () => {
    chain = await HostChain.create();
    chain.block([]); // events are only recorded from block 1 on, as in FRAME
    alice = devAccount('Alice');
    bob = devAccount('Bob');
    forex = devAccount('Forex');
  });

  it.each(cases)('$name → $expect', ({ origin, call, expect: expected }) => {
    expect(outcome(dryRun(chain, origin(), call()))).toBe(expected);
  });
});

describe('DryRunApi.dry_run_call on PHPU frozen by its freezer (Alice)', () => {
  const freeze = (call: 'freeze' | 'freeze_asset'): RuntimeCallValue => ({
    type: 'Assets',
    value:
      call === 'freeze'
        ? { type: call, value: { id: 1, who: id(devAccount('Bob')) } }
        : { type: call, value: { id: 1 } },
  });
  const frozenChain = async (call: 'freeze' | 'freeze_asset') => {
    const chain = await HostChain.create();
    const { outcomes } = chain.block([chain.sign(devPairs().Alice, freeze(call), { nonce: 0 })]);
    expect(outcomes[0]).toMatchObject({ included: true, success: true });
    return chain;
  };
  const bobSends = (chain: HostChain, call: RuntimeCallValue) =>
    outcome(dryRun(chain, { type: 'Signed', value: devAccount('Bob') }, call));

  it("a frozen account's PHPU send fails with Assets.Frozen, its keep-alive PHPU→LUMI swap with Token.NotExpendable", async () => {
    const chain = await frozenChain('freeze');
    expect(bobSends(chain, assets('Assets', 'transfer', 1, devAccount('Alice'), PHPU))).toBe('Assets.Frozen');
    expect(bobSends(chain, swapExact([phpu, native], PHPU, 1n, devAccount('Bob')))).toBe(
      'Token.NotExpendable',
    );
  });

  it('a frozen asset fails sends with Assets.AssetNotLive; its pool reads as empty, so swaps fail with PoolNotFound', async () => {
    const chain = await frozenChain('freeze_asset');
    expect(bobSends(chain, assets('Assets', 'transfer_keep_alive', 1, devAccount('Alice'), PHPU))).toBe(
      'Assets.AssetNotLive',
    );
    expect(bobSends(chain, swapExact([native, phpu], LUMI, 1n, devAccount('Bob')))).toBe(
      'AssetConversion.PoolNotFound',
    );
  });
});
