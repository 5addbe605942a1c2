import { transfer, type AssetKindScheme, type AssetRef } from '@lumi/chain/asset-kind';
import type { PolkadotClient } from 'polkadot-api';
import type { SignableTx } from '../../shared/tx/jobs.ts';

/** The transaction the untyped API builds for one call; the same object the typed API would give. */
type UnsafeTx = SignableTx & { getEstimatedFees(from: string): Promise<bigint>; decodedCall: unknown };
type UnsafeTxApi = Record<string, Record<string, ((args: unknown) => UnsafeTx) | undefined> | undefined>;

/**
 * The transfer of `asset` as the connected chain names it (Balances for the native token, Assets / PoolAssets by
 * id, ForeignAssets by Location): the call is built by @lumi/chain/asset-kind (`transfer`, round-tripped against
 * Lumi's and Asset Hub's codecs in the unit tests) and handed to polkadot-api's untyped API. keepAlive picks the
 * *_keep_alive variants, which refuse to take the sender below the existential deposit (or min_balance).
 */
export function buildTransferTx(
  client: PolkadotClient,
  scheme: AssetKindScheme,
  asset: AssetRef,
  recipient: string,
  amount: bigint,
  keepAlive: boolean,
): UnsafeTx {
  const call = transfer(scheme, asset, recipient, amount, keepAlive);
  const build = (client.getUnsafeApi().tx as unknown as UnsafeTxApi)[call.pallet]?.[call.name];
  if (!build) throw new Error(`this chain has no ${call.pallet}.${call.name}`);
  return build(call.args);
}
