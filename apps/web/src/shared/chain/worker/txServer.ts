// The chain worker's side of transactions. The screens describe a call (pallet, name, arguments, the shape
// @lumi/chain/asset-kind builds); the worker turns it into polkadot-api's transaction with the connected runtime's
// codecs, estimates its fee, has it signed (remoteSigner: only the signature is asked of the main thread) and
// broadcasts it. A description is plain data, so it crosses the channel as it is.
import type { PolkadotClient, TxBroadcastEvent } from 'polkadot-api';
import type { Observable } from 'rxjs';
import type { Channel } from './channel.ts';
import { remoteSigner, type SignerAccount, type SignerHost } from './remoteSigner.ts';

/** One call as the screens describe it; `args` is the call's arguments by name. */
export interface TxDescription {
  pallet: string;
  name: string;
  args: unknown;
}

/** polkadot-api's transaction options the app uses; `asset` is ChargeAssetTxPayment's asset_id value. */
export interface TxOptions {
  at?: string;
  nonce?: number;
  mortality?: { mortal: true; period: number } | { mortal: false };
  asset?: unknown;
}

export interface TxServer {
  calls: {
    txFees: (tx: TxDescription, from: string, options?: TxOptions) => Promise<bigint>;
    txSign: (tx: TxDescription, account: SignerAccount, options: TxOptions) => Promise<Uint8Array>;
  };
  streams: {
    /** polkadot-api's broadcast events of a signed extrinsic; unsubscribing stops following it. */
    submitAndWatch: (signed: Uint8Array) => Observable<TxBroadcastEvent>;
  };
}

interface UnsafeTx {
  getEstimatedFees(from: string, options?: TxOptions): Promise<bigint>;
  sign(signer: ReturnType<typeof remoteSigner>, options?: TxOptions): Promise<Uint8Array>;
}
type UnsafeTxApi = Record<string, Record<string, ((args: unknown) => UnsafeTx) | undefined> | undefined>;

function transaction(client: PolkadotClient, tx: TxDescription): UnsafeTx {
  if (typeof tx?.pallet !== 'string' || typeof tx.name !== 'string')
    throw new TypeError('A transaction is described by its pallet and call names.');
  const build = (client.getUnsafeApi().tx as unknown as UnsafeTxApi)[tx.pallet]?.[tx.name];
  if (!build) throw new Error(`this chain has no ${tx.pallet}.${tx.name}`);
  return build(tx.args);
}

/** `signer` is the main thread's end of the channel: it serves signBytes / signPayload. */
export function txServer(client: PolkadotClient, signer: Channel<SignerHost>): TxServer {
  return {
    calls: {
      txFees: (tx, from, options) => transaction(client, tx).getEstimatedFees(from, options),
      txSign: (tx, account, options) => transaction(client, tx).sign(remoteSigner(signer, account), options),
    },
    streams: {
      submitAndWatch: (signed) => client.submitAndWatch(signed),
    },
  };
}
