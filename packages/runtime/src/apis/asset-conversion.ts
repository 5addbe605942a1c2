// AssetConversionApi (version 1, as kitchensink reports it): pool reserves and swap quotes for clients.
import { withReadContext } from '../executive/service.ts';
import { DispatchError } from '../primitives/dispatch-error.ts';
import {
  AssetKindType,
  getReserves,
  quotePriceExactTokensForTokens,
  quotePriceTokensForExactTokens,
} from '../pallets/asset-conversion/index.ts';
import { bool, option, tuple, u128 } from '../scale/index.ts';
import type { AssetKind } from '../pallets/asset-conversion/index.ts';
import { api, method } from './api.ts';

/** FRAME's `AssetConversion::get_reserves(a, b).ok()`: None for an unsupported pair or an empty pool. */
function reservesOrNone(asset1: AssetKind, asset2: AssetKind): [bigint, bigint] | undefined {
  try {
    return getReserves(asset1, asset2);
  } catch (e) {
    if (e instanceof DispatchError) return undefined;
    throw e;
  }
}

const quoteInputs = [
  ['asset1', AssetKindType],
  ['asset2', AssetKindType],
  ['amount', u128],
  ['include_fee', bool],
] as const;

export const AssetConversionApi = api(
  'AssetConversionApi',
  1,
  [
    method(
      'quote_price_tokens_for_exact_tokens',
      quoteInputs,
      option(u128),
      ({ state, at }, asset1, asset2, amount, includeFee) =>
        withReadContext(state, at, () => quotePriceTokensForExactTokens(asset1, asset2, amount, includeFee)),
      [
        ' How much `asset1` buying `amount` of `asset2` would cost now, LP fee included when asked;',
        ' None without a pool. Prices move, so bound the real swap with `amount_in_max`.',
      ],
    ),
    method(
      'quote_price_exact_tokens_for_tokens',
      quoteInputs,
      option(u128),
      ({ state, at }, asset1, asset2, amount, includeFee) =>
        withReadContext(state, at, () => quotePriceExactTokensForTokens(asset1, asset2, amount, includeFee)),
      [
        ' How much `asset2` selling `amount` of `asset1` would yield now, LP fee included when asked;',
        ' None without a pool. Prices move, so bound the real swap with `amount_out_min`.',
      ],
    ),
    method(
      'get_reserves',
      [
        ['asset1', AssetKindType],
        ['asset2', AssetKindType],
      ],
      option(tuple(u128, u128)),
      ({ state, at }, asset1, asset2) => withReadContext(state, at, () => reservesOrNone(asset1, asset2)),
      [' The reserves of the pool of `asset1` and `asset2`, in that order; None if it has none.'],
    ),
  ],
  [' Read-only pool reserves and swap quotes of the AssetConversion pallet.'],
);
