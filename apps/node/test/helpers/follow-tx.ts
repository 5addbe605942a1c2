// Follows one signed transaction to Finalized with each real client, recording the statuses that client
// reported in its own words, so a test can check that none was skipped (a remote dapp waiting for
// "in block" must see it).
import type { SignerOptions, SubmittableExtrinsic } from '@polkadot/api/types';
import type { KeyringPair } from '@polkadot/keyring/types';
import type { ISubmittableExtrinsic, ISubmittableResult, PayloadOptions } from 'dedot/types';
import type { PolkadotSigner, Transaction, TxEvent, TxOptions } from 'polkadot-api';

export interface Followed<R> {
  /** Every status the client reported, in order. */
  statuses: string[];
  /** The client's result object at Finalized. */
  final: R;
}

/** What each client calls "included in a best block". */
export const IN_BLOCK = { pjs: 'InBlock', dedot: 'BestChainBlockIncluded', papi: 'txBestBlocksState:found' };

/** @polkadot/api: `signAndSend` with a status callback. */
export function followPjs(
  tx: SubmittableExtrinsic<'promise'>,
  signer: KeyringPair,
  options: Partial<SignerOptions> = {},
): Promise<Followed<Parameters<Parameters<SubmittableExtrinsic<'promise'>['send']>[0]>[0]>> {
  const statuses: string[] = [];
  return new Promise((resolve, reject) => {
    tx.signAndSend(signer, { nonce: -1, ...options }, (result) => {
      statuses.push(result.status.type);
      if (result.status.isFinalized) resolve({ statuses, final: result });
      if (result.status.isInvalid || result.status.isDropped || result.status.isUsurped) {
        reject(new Error(`@polkadot/api reported ${result.status.type} after ${statuses.join(', ')}`));
      }
    }).catch(reject);
  });
}

/** dedot (DedotClient or LegacyClient): `signAndSend` with a status callback. */
export function followDedot(
  tx: ISubmittableExtrinsic,
  signer: KeyringPair,
  options: Partial<PayloadOptions> = {},
): Promise<Followed<ISubmittableResult>> {
  const statuses: string[] = [];
  return new Promise((resolve, reject) => {
    tx.signAndSend(signer, options, (result: ISubmittableResult) => {
      statuses.push(result.status.type);
      if (result.status.type === 'Finalized') resolve({ statuses, final: result });
      if (result.status.type === 'Invalid' || result.status.type === 'Drop') {
        reject(new Error(`dedot reported ${result.status.type}: ${result.status.value.error}`));
      }
    }).catch(reject);
  });
}

/** polkadot-api: `signSubmitAndWatch`; a best-block report counts as in block only when the tx was found. */
export function followPapi<Asset, Ext>(
  tx: Transaction<Asset, Ext>,
  signer: PolkadotSigner,
  options: TxOptions<Asset, Ext> = {},
): Promise<Followed<Extract<TxEvent, { type: 'finalized' }>>> {
  const statuses: string[] = [];
  return new Promise((resolve, reject) => {
    const sub = tx.signSubmitAndWatch(signer, options).subscribe({
      next: (e: TxEvent) => {
        statuses.push(e.type === 'txBestBlocksState' ? `${e.type}:${e.found ? 'found' : 'none'}` : e.type);
        if (e.type === 'finalized') {
          sub.unsubscribe();
          resolve({ statuses, final: e });
        }
      },
      error: (e: unknown) => reject(e instanceof Error ? e : new Error(String(e))),
    });
  });
}

/** The statuses without repeats, so "in block, then finalized" reads the same however often a client repeats one. */
export function distinct(statuses: readonly string[]): string[] {
  return statuses.filter((s, i) => s !== statuses[i - 1]);
}
