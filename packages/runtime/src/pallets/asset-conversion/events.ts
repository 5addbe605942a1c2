// pallet_asset_conversion events (FRAME's indices and field names).
import { AccountId32 } from '../../primitives/core.ts';
import { field, u128, u32, variant } from '../../scale/index.ts';
import { defineEvents } from '../../support/events.ts';
import { BalancePathType, Permill, PoolIdType } from './types.ts';

const account = field(AccountId32, 'T::AccountId');
const balance = field(u128, 'T::Balance');
const poolId = field(PoolIdType, 'T::PoolId');
const lpToken = field(u32, 'T::PoolAssetId');
const path = field(BalancePathType, 'BalancePath<T>');

export const events = defineEvents(
  'AssetConversion',
  'pallet_asset_conversion::pallet::Event',
  {
    PoolCreated: variant(0, { creator: account, pool_id: poolId, pool_account: account, lp_token: lpToken }, [
      '`creator` opened pool `pool_id`, held by `pool_account`, whose LP token is `lp_token`.',
    ]),
    LiquidityAdded: variant(
      1,
      {
        who: account,
        mint_to: account,
        pool_id: poolId,
        amount1_provided: balance,
        amount2_provided: balance,
        lp_token: lpToken,
        lp_token_minted: balance,
      },
      ['`who` deposited both assets into `pool_id`; `lp_token_minted` LP tokens went to `mint_to`.'],
    ),
    LiquidityRemoved: variant(
      2,
      {
        who: account,
        withdraw_to: account,
        pool_id: poolId,
        amount1: balance,
        amount2: balance,
        lp_token: lpToken,
        lp_token_burned: balance,
        withdrawal_fee: field(Permill, 'Permill'),
      },
      ['`who` burned `lp_token_burned` LP tokens of `pool_id`; the assets went to `withdraw_to`.'],
    ),
    SwapExecuted: variant(
      3,
      { who: account, send_to: account, amount_in: balance, amount_out: balance, path },
      [
        '`who` swapped `amount_in` along `path` and `send_to` received `amount_out`; emitted by',
        'both swap calls.',
      ],
    ),
    SwapCreditExecuted: variant(4, { amount_in: balance, amount_out: balance, path }, [
      'A swap done by another pallet on a credit, not by a signed call (unused on Lumi).',
    ]),
    Touched: variant(5, { pool_id: poolId, who: account }, [
      '`who` called `touch` on `pool_id`, paying any asset-account deposits the pool lacked.',
    ]),
  },
  { params: [{ name: 'T' }], docs: ['The events this pallet deposits.'] },
);
