// The main thread's transactions on the chain worker: `tx.Pallet.call(args)` gives an object with what the
// screens and the transaction runner use of polkadot-api's transaction (the decoded call, the fee estimate,
// signing), each a request to the worker; the call itself is only its description.
import type { Channel } from './channel.ts';
import type { SignerAccount } from './remoteSigner.ts';
import type { TxDescription, TxOptions, TxServer } from './txServer.ts';

export interface ProxiedTx {
  readonly description: TxDescription;
  /** polkadot-api's own shape of the call (what DryRunApi.dry_run_call and Sudo.sudo take). */
  readonly decodedCall: { type: string; value: { type: string; value: unknown } };
  getEstimatedFees(from: string, options?: TxOptions): Promise<bigint>;
  /** The signed extrinsic; the main thread is asked only for `account`'s signature. */
  sign(account: SignerAccount, options: TxOptions): Promise<Uint8Array>;
}

export function proxiedTx(worker: Channel<TxServer>, description: TxDescription): ProxiedTx {
  return {
    description,
    decodedCall: {
      type: description.pallet,
      value: { type: description.name, value: description.args },
    },
    getEstimatedFees: (from, options) => worker.call('txFees', description, from, options),
    sign: (account, options) => worker.call('txSign', description, account, options),
  };
}

/** `api.tx.Pallet.call(args)` in the unsafe API's shape. */
export function proxiedTxApi(
  worker: Channel<TxServer>,
): Record<string, Record<string, (args: unknown) => ProxiedTx>> {
  const calls = (pallet: string) =>
    new Proxy(
      {},
      {
        get: (_, name) =>
          typeof name === 'string' ? (args: unknown) => proxiedTx(worker, { pallet, name, args }) : undefined,
      },
    );
  return new Proxy(
    {},
    {
      get: (_, pallet) => (typeof pallet === 'string' ? calls(pallet) : undefined),
    },
  );
}
