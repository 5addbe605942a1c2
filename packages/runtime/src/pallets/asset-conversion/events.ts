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
      'A successful call of the `CreatePool` extrinsic will create this event.',
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
      ['A successful call of the `AddLiquidity` extrinsic will create this event.'],
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
      ['A successful call of the `RemoveLiquidity` extrinsic will create this event.'],
    ),
    SwapExecuted: variant(
      3,
      { who: account, send_to: account, amount_in: balance, amount_out: balance, path },
      [
        'Assets have been converted from one to another. Both `SwapExactTokenForToken`',
        'and `SwapTokenForExactToken` will generate this event.',
      ],
    ),
    SwapCreditExecuted: variant(4, { amount_in: balance, amount_out: balance, path }, [
      'Assets have been converted from one to another.',
    ]),
    Touched: variant(5, { pool_id: poolId, who: account }, [
      'Pool has been touched in order to fulfill operational requirements.',
    ]),
  },
  { params: [{ name: 'T' }], docs: ['The events this pallet deposits.'] },
);
