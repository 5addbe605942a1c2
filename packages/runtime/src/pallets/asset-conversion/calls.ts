// pallet_asset_conversion calls at FRAME's indices, with kitchensink's argument names and types.
import { AccountId32 } from '../../primitives/core.ts';
import { addWeight, weight } from '../../primitives/weight.ts';
import { bool, field, u128, vec } from '../../scale/index.ts';
import { call, defineCalls } from '../../support/calls.ts';
import { ensureSigned } from '../../support/origin.ts';
import { dbReadsWrites } from '../../primitives/weight.ts';
import { doAddLiquidity, doCreatePool, doRemoveLiquidity, doTouch } from './functions-liquidity.ts';
import { doSwapExactTokensForTokens, doSwapTokensForExactTokens } from './functions-swap.ts';
import { AssetKindType } from './types.ts';

const asset = field(AssetKindType, 'Box<T::AssetKind>');
const balance = field(u128, 'T::Balance');
const account = field(AccountId32, 'T::AccountId');
const path = field(vec(AssetKindType), 'Vec<Box<T::AssetKind>>');

// Benchmark-shaped estimates in the spirit of pallet_asset_conversion::weights::SubstrateWeight.
const swapWeight = (hops: number) =>
  addWeight(
    weight(90_000_000n + 70_000_000n * BigInt(Math.max(hops, 1)), 7_000n),
    dbReadsWrites(3 * hops, 3 * hops),
  );
const touchWeight = (accounts: number) =>
  addWeight(
    weight(30_000_000n + 25_000_000n * BigInt(accounts), 4_000n),
    dbReadsWrites(1 + accounts, accounts),
  );

export const calls = defineCalls(
  'AssetConversion',
  'pallet_asset_conversion::pallet::Call',
  {
    create_pool: call(
      0,
      { asset1: asset, asset2: asset },
      {
        weight: addWeight(weight(120_000_000n, 6_200n), dbReadsWrites(7, 8)),
        docs: [
          'Opens a pool for the pair `asset1`/`asset2`, charging the caller PoolSetupFee and',
          "creating the pool's LP token; the pool starts empty.",
        ],
        handler: (origin, a) => {
          doCreatePool(ensureSigned(origin), a.asset1, a.asset2);
        },
      },
    ),
    add_liquidity: call(
      1,
      {
        asset1: asset,
        asset2: asset,
        amount1_desired: balance,
        amount2_desired: balance,
        amount1_min: balance,
        amount2_min: balance,
        mint_to: account,
      },
      {
        weight: addWeight(weight(170_000_000n, 7_400n), dbReadsWrites(8, 7)),
        docs: [
          "Deposits both assets at the pool's current ratio (the desired amounts as given, on the",
          'first deposit) and mints LP tokens to `mint_to`; the `_min` amounts bound the deposit.',
        ],
        handler: (origin, a) => {
          doAddLiquidity(
            ensureSigned(origin),
            a.asset1,
            a.asset2,
            a.amount1_desired,
            a.amount2_desired,
            a.amount1_min,
            a.amount2_min,
            a.mint_to,
          );
        },
      },
    ),
    remove_liquidity: call(
      2,
      {
        asset1: asset,
        asset2: asset,
        lp_token_burn: balance,
        amount1_min_receive: balance,
        amount2_min_receive: balance,
        withdraw_to: account,
      },
      {
        weight: addWeight(weight(150_000_000n, 7_400n), dbReadsWrites(7, 6)),
        docs: [
          "Burns `lp_token_burn` of the caller's LP tokens and sends their share of both reserves to",
          '`withdraw_to`, failing below `amount1_min_receive` / `amount2_min_receive`.',
        ],
        handler: (origin, a) => {
          doRemoveLiquidity(
            ensureSigned(origin),
            a.asset1,
            a.asset2,
            a.lp_token_burn,
            a.amount1_min_receive,
            a.amount2_min_receive,
            a.withdraw_to,
          );
        },
      },
    ),
    swap_exact_tokens_for_tokens: call(
      3,
      {
        path,
        amount_in: balance,
        amount_out_min: balance,
        send_to: account,
        keep_alive: field(bool, 'bool'),
      },
      {
        weight: (a) => swapWeight(a.path.length),
        docs: [
          'Sells exactly `amount_in` of the first asset of `path`, hop by hop, and sends the output to',
          '`send_to`; fails if it would be under `amount_out_min`. `keep_alive` protects the caller.',
        ],
        handler: (origin, a) => {
          doSwapExactTokensForTokens(
            ensureSigned(origin),
            a.path,
            a.amount_in,
            a.amount_out_min,
            a.send_to,
            a.keep_alive,
          );
        },
      },
    ),
    swap_tokens_for_exact_tokens: call(
      4,
      {
        path,
        amount_out: balance,
        amount_in_max: balance,
        send_to: account,
        keep_alive: field(bool, 'bool'),
      },
      {
        weight: (a) => swapWeight(a.path.length),
        docs: [
          'Buys exactly `amount_out` of the last asset of `path` for `send_to`, paying what the hops',
          'require; fails if that is over `amount_in_max`. `keep_alive` protects the caller.',
        ],
        handler: (origin, a) => {
          doSwapTokensForExactTokens(
            ensureSigned(origin),
            a.path,
            a.amount_out,
            a.amount_in_max,
            a.send_to,
            a.keep_alive,
          );
        },
      },
    ),
    touch: call(
      5,
      { asset1: asset, asset2: asset },
      {
        weight: touchWeight(3),
        docs: [
          "Creates whichever asset accounts an existing pool's account lacks, the caller paying",
          'their deposits; emits Touched.',
        ],
        handler: (origin, a) => {
          const touched = doTouch(ensureSigned(origin), a.asset1, a.asset2);
          return { actualWeight: touchWeight(touched) };
        },
      },
    ),
  },
  {
    params: [{ name: 'T' }],
    docs: ['The calls this pallet dispatches; each variant is one call with its arguments.'],
  },
);
