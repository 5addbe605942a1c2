import type { ChainCall } from '@lumi/chain/asset-kind';
import type { PolkadotClient } from 'polkadot-api';
import type { SignableTx } from './jobs.ts';

/** The transaction the untyped API builds for one call; the same object the typed API would give. */
export type UnsafeTx = SignableTx & { getEstimatedFees(from: string): Promise<bigint>; decodedCall: unknown };
type UnsafeTxApi = Record<string, Record<string, ((args: unknown) => UnsafeTx) | undefined> | undefined>;

/**
 * A call built by @lumi/chain/asset-kind (its arguments shaped for the chain's asset kind and round-tripped
 * against Lumi's and Asset Hub's codecs in the unit tests), as polkadot-api's untyped API encodes it for the
 * connected chain's metadata.
 */
export function unsafeTx(client: PolkadotClient, call: ChainCall): UnsafeTx {
  const build = (client.getUnsafeApi().tx as unknown as UnsafeTxApi)[call.pallet]?.[call.name];
  if (!build) throw new Error(`this chain has no ${call.pallet}.${call.name}`);
  return build(call.args);
}
