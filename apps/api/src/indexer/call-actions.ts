// Which activity a signed call is, so a failed one is listed (and filtered) as the action it was.
import type { ActivityKind } from '../store/types.ts';

/** The activity a failed call would have been, so it is listed (and filtered) as that action. */
const ACTION_OF_CALL: Record<string, ActivityKind> = {
  'Balances.transfer_allow_death': 'transfer',
  'Balances.transfer_keep_alive': 'transfer',
  'Balances.transfer_all': 'transfer',
  'Assets.transfer': 'transfer',
  'Assets.transfer_keep_alive': 'transfer',
  'Assets.transfer_all': 'transfer',
  'PoolAssets.transfer': 'transfer',
  'PoolAssets.transfer_keep_alive': 'transfer',
  'PoolAssets.transfer_all': 'transfer',
  'ForeignAssets.transfer': 'transfer',
  'ForeignAssets.transfer_keep_alive': 'transfer',
  'ForeignAssets.transfer_all': 'transfer',
  'AssetConversion.swap_exact_tokens_for_tokens': 'swap',
  'AssetConversion.swap_tokens_for_exact_tokens': 'swap',
  'AssetConversion.add_liquidity': 'liquidity_added',
  'AssetConversion.remove_liquidity': 'liquidity_removed',
};

export function actionOfCall(pallet: string, call: string): ActivityKind {
  return ACTION_OF_CALL[`${pallet}.${call}`] ?? 'call';
}
