// pallet_asset_conversion calls at FRAME's indices, with kitchensink's argument names and types.
import { AccountId32 } from '../../primitives/core.ts';
import { addWeight, weight } from '../../primitives/weight.ts';
import { bool, field, u128, vec } from '../../scale/index.ts';
import { call, defineCalls } from '../../support/calls.ts';
import { ensureSigned } from '../../support/origin.ts';
import { dbReadsWrites } from '../system/constants.ts';
import {
  doAddLiquidity,
  doCreatePool,
  doRemoveLiquidity,
  doSwapExactTokensForTokens,
  doSwapTokensForExactTokens,
  doTouch,
} from './functions.ts';
import { NativeOrWithId } from './types.ts';

const asset = field(NativeOrWithId, 'Box<T::AssetKind>');
const balance = field(u128, 'T::Balance');
const account = field(AccountId32, 'T::AccountId');
const path = field(vec(NativeOrWithId), 'Vec<Box<T::AssetKind>>');

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
          'Creates an empty liquidity pool and an associated new `lp_token` asset',
          '(the id of which is returned in the `Event::PoolCreated` event).',
          '',
          'Once a pool is created, someone may [`Pallet::add_liquidity`] to it.',
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
          'Provide liquidity into the pool of `asset1` and `asset2`.',
          'NOTE: an optimal amount of asset1 and asset2 will be calculated and',
          'might be different than the provided `amount1_desired`/`amount2_desired`',
          "thus you should provide the min amount you're happy to provide.",
          'Params `amount1_min`/`amount2_min` represent that.',
          '`mint_to` will be sent the liquidity tokens that represent this share of the pool.',
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
          'Allows you to remove liquidity by providing the `lp_token_burn` tokens that will be',
          'burned in the process. With the usage of `amount1_min_receive`/`amount2_min_receive`',
          "it's possible to control the min amount of returned tokens you're happy with.",
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
          'Swap the exact amount of `asset1` into `asset2`.',
          '`amount_out_min` param allows you to specify the min amount of the `asset2`',
          "you're happy to receive.",
          '',
          '[`AssetConversionApi::quote_price_exact_tokens_for_tokens`] runtime call can be called',
          'for a quote.',
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
          'Swap any amount of `asset1` to get the exact amount of `asset2`.',
          '`amount_in_max` param allows to specify the max amount of the `asset1`',
          "you're happy to provide.",
          '',
          '[`AssetConversionApi::quote_price_tokens_for_exact_tokens`] runtime call can be called',
          'for a quote.',
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
          'Touch an existing pool to fulfill prerequisites before providing liquidity, such as',
          "ensuring that the pool's accounts are in place. It is typically useful when a pool",
          "creator removes the pool's accounts and does not provide a liquidity. This action may",
          "involve holding assets from the caller as a deposit for creating the pool's accounts.",
          '',
          'The origin must be Signed.',
          '',
          '- `asset1`: The asset ID of an existing pool with a pair (asset1, asset2).',
          '- `asset2`: The asset ID of an existing pool with a pair (asset1, asset2).',
          '',
          'Emits `Touched` event when successful.',
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
