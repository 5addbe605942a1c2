// pallet_asset_conversion errors in the kitchensink's order (its FRAME version ends at BelowMinimum).
import { defineErrors } from '../../support/errors.ts';

export const errors = defineErrors(
  'AssetConversion',
  'pallet_asset_conversion::pallet::Error',
  {
    InvalidAssetPair: 'Provided asset pair is not supported for pool.',
    PoolExists: 'Pool already exists.',
    WrongDesiredAmount: "Desired amount can't be zero.",
    AmountOneLessThanMinimal:
      "Provided amount should be greater than or equal to the existential deposit/asset's minimal amount.",
    AmountTwoLessThanMinimal:
      "Provided amount should be greater than or equal to the existential deposit/asset's minimal amount.",
    ReserveLeftLessThanMinimal:
      "Reserve needs to always be greater than or equal to the existential deposit/asset's minimal amount.",
    AmountOutTooHigh: "Desired amount can't be equal to the pool reserve.",
    PoolNotFound: "The pool doesn't exist.",
    Overflow: 'An overflow happened.',
    AssetOneDepositDidNotMeetMinimum:
      "The minimal amount requirement for the first token in the pair wasn't met.",
    AssetTwoDepositDidNotMeetMinimum:
      "The minimal amount requirement for the second token in the pair wasn't met.",
    AssetOneWithdrawalDidNotMeetMinimum:
      "The minimal amount requirement for the first token in the pair wasn't met.",
    AssetTwoWithdrawalDidNotMeetMinimum:
      "The minimal amount requirement for the second token in the pair wasn't met.",
    OptimalAmountLessThanDesired: 'Optimal calculated amount is less than desired.',
    InsufficientLiquidityMinted: 'Insufficient liquidity minted.',
    ZeroLiquidity: "Requested liquidity can't be zero.",
    ZeroAmount: "Amount can't be zero.",
    ProvidedMinimumNotSufficientForSwap: 'Calculated amount out is less than provided minimum amount.',
    ProvidedMaximumNotSufficientForSwap: 'Provided maximum amount is not sufficient for swap.',
    InvalidPath: 'The provided path must consists of 2 assets at least.',
    NonUniquePath: 'The provided path must consists of unique assets.',
    IncorrectPoolAssetId: 'It was not possible to get or increment the Id of the pool.',
    BelowMinimum: 'The destination account cannot exist with the swapped funds.',
  },
  { params: [{ name: 'T' }], docs: ['The errors the calls of this pallet fail with.'] },
);
