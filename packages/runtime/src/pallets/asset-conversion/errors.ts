// pallet_asset_conversion errors in the kitchensink's order (its FRAME version ends at BelowMinimum).
import { defineErrors } from '../../support/errors.ts';

export const errors = defineErrors(
  'AssetConversion',
  'pallet_asset_conversion::pallet::Error',
  {
    InvalidAssetPair: 'The two assets cannot form a pool (for example, both are the same asset).',
    PoolExists: 'A pool for this pair has been created before.',
    WrongDesiredAmount: '`add_liquidity` was asked to deposit 0 of one of the assets.',
    AmountOneLessThanMinimal:
      'After the deposit the pool would hold less of asset 1 than its minimum balance.',
    AmountTwoLessThanMinimal:
      'After the deposit the pool would hold less of asset 2 than its minimum balance.',
    ReserveLeftLessThanMinimal:
      "The withdrawal would leave a pool reserve below its asset's minimum balance.",
    AmountOutTooHigh: 'The swap asks for as much as, or more than, the pool holds of the output asset.',
    PoolNotFound: 'No pool exists for this pair, or it holds none of one of its assets.',
    Overflow: 'A pool amount calculation did not fit in 128 bits.',
    AssetOneDepositDidNotMeetMinimum:
      "At the pool's ratio, less of asset 1 would be deposited than `amount1_min`.",
    AssetTwoDepositDidNotMeetMinimum:
      "At the pool's ratio, less of asset 2 would be deposited than `amount2_min`.",
    AssetOneWithdrawalDidNotMeetMinimum:
      'Burning the LP tokens would return none or less than `amount1_min_receive` of asset 1.',
    AssetTwoWithdrawalDidNotMeetMinimum:
      'Burning the LP tokens would return none or less than `amount2_min_receive` of asset 2.',
    OptimalAmountLessThanDesired: "At the pool's ratio, asset 1 would need more than `amount1_desired`.",
    InsufficientLiquidityMinted: 'The deposit would mint no more LP tokens than MintMinLiquidity.',
    ZeroLiquidity: '`remove_liquidity` was asked to burn 0 LP tokens, or a pool has no liquidity.',
    ZeroAmount: 'A swap amount or limit of 0 was given.',
    ProvidedMinimumNotSufficientForSwap: 'The swap would pay out less than `amount_out_min`.',
    ProvidedMaximumNotSufficientForSwap: 'The swap would cost more than `amount_in_max`.',
    InvalidPath: 'A swap path needs between 2 and MaxSwapPathLength assets.',
    NonUniquePath: 'A swap path may not use the same pool twice.',
    IncorrectPoolAssetId: 'No LP token id is left for a new pool (the counter reached u32::MAX).',
    BelowMinimum:
      'The recipient could not receive the swap output without dropping below its minimum balance.',
  },
  { params: [{ name: 'T' }], docs: ['The errors the calls of this pallet fail with.'] },
);
