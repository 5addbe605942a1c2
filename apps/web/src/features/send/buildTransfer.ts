import { MultiAddress } from '@lumi/descriptors';
import type { LumiApi } from '../../shared/chain/connection.ts';

export type SendToken = 'LUMI' | 'PHPU' | 'LPHPU';

/**
 * The transfer call for a token. keepAlive picks the *_keep_alive variants, which refuse to take the sender
 * below the existential deposit (or the asset's minimum balance).
 */
export function buildTransferTx(
  api: LumiApi,
  token: SendToken,
  assetId: number,
  recipient: string,
  amount: bigint,
  keepAlive: boolean,
) {
  if (token === 'LUMI') {
    const args = { dest: MultiAddress.Id(recipient), value: amount };
    return keepAlive ? api.tx.Balances.transfer_keep_alive(args) : api.tx.Balances.transfer_allow_death(args);
  }
  const args = { id: assetId, target: MultiAddress.Id(recipient), amount };
  const pallet = token === 'PHPU' ? api.tx.Assets : api.tx.PoolAssets;
  return keepAlive ? pallet.transfer_keep_alive(args) : pallet.transfer(args);
}
