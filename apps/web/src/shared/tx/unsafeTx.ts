import type { ChainCall } from '@lumi/chain/asset-kind';
import type { LumiApi } from '../chain/connection.ts';
import type { ProxiedTx } from '../chain/worker/txProxy.ts';

/** The transaction of one call: described here, encoded, estimated and signed in the chain worker. */
export type UnsafeTx = ProxiedTx;
type UnsafeTxApi = Record<string, Record<string, (args: unknown) => UnsafeTx>>;

/**
 * A call built by @lumi/chain/asset-kind (its arguments shaped for the chain's asset kind and round-tripped
 * against Lumi's and Asset Hub's codecs in the unit tests), as polkadot-api's untyped API encodes it for the
 * connected chain's metadata. A call the chain lacks fails when it is estimated or signed ("this chain has no …").
 */
export function unsafeTx(api: LumiApi, call: ChainCall): UnsafeTx {
  return (api.tx as unknown as UnsafeTxApi)[call.pallet]![call.name]!(call.args);
}
