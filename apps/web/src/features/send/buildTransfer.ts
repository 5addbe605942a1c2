import { transfer, type AssetKindScheme, type AssetRef } from '@lumi/chain/asset-kind';
import type { LumiApi } from '../../shared/chain/connection.ts';
import { unsafeTx, type UnsafeTx } from '../../shared/tx/unsafeTx.ts';

/**
 * The transfer of `asset` as the connected chain names it (Balances for the native token, Assets / PoolAssets by
 * id, ForeignAssets by Location): the call is built by @lumi/chain/asset-kind (`transfer`, round-tripped against
 * Lumi's and Asset Hub's codecs in the unit tests) and handed to polkadot-api's untyped API. keepAlive picks the
 * *_keep_alive variants, which refuse to take the sender below the existential deposit (or min_balance).
 */
export function buildTransferTx(
  api: LumiApi,
  scheme: AssetKindScheme,
  asset: AssetRef,
  recipient: string,
  amount: bigint,
  keepAlive: boolean,
): UnsafeTx {
  return unsafeTx(api, transfer(scheme, asset, recipient, amount, keepAlive));
}
