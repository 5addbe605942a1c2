// Signs, submits and waits for inclusion of one extrinsic, failing with the runtime's own error text when
// the call was included but failed (ExtrinsicFailed), so callers never report a failed transfer as success.
import type { ApiPromise } from '@polkadot/api';
import type { SubmittableExtrinsic } from '@polkadot/api/types';
import type { KeyringPair } from '@polkadot/keyring/types';

export interface Included {
  txHash: string;
  blockHash: string;
  blockNumber: number;
}

export class DispatchFailedError extends Error {
  override readonly name = 'DispatchFailedError';
}

export async function submitAndWait(
  api: ApiPromise,
  tx: SubmittableExtrinsic<'promise'>,
  signer: KeyringPair,
  timeoutMs = 60_000,
): Promise<Included> {
  let unsubscribe: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<Included>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`not included within ${timeoutMs} ms`)), timeoutMs);
      tx.signAndSend(signer, { nonce: -1 }, (result) => {
        const { status, dispatchError } = result;
        if (status.isInvalid || status.isDropped || status.isUsurped) {
          reject(new Error(`the transaction was ${status.type.toLowerCase()}`));
          return;
        }
        if (!status.isInBlock && !status.isFinalized) return;
        const blockHash = (status.isInBlock ? status.asInBlock : status.asFinalized).toHex();
        if (dispatchError) {
          let text = dispatchError.toString();
          if (dispatchError.isModule) {
            const meta = api.registry.findMetaError(dispatchError.asModule);
            text = `${meta.section}.${meta.name}`;
          }
          reject(new DispatchFailedError(`the transaction failed: ${text}`));
          return;
        }
        api.rpc.chain
          .getHeader(blockHash)
          .then((h) => resolve({ txHash: tx.hash.toHex(), blockHash, blockNumber: h.number.toNumber() }))
          .catch(reject);
      })
        .then((u) => {
          unsubscribe = u;
        })
        .catch(reject);
    });
  } finally {
    clearTimeout(timer);
    unsubscribe?.();
  }
}
