// Signs, submits and waits for inclusion of one extrinsic in a best block, failing with the runtime's own
// error text when the call was included but failed (ExtrinsicFailed), so callers never report a failed
// transfer as success.
import type { PolkadotClient, PolkadotSigner, Transaction, TxEvent } from 'polkadot-api';

export interface Included {
  txHash: string;
  blockHash: string;
  blockNumber: number;
}

export class DispatchFailedError extends Error {
  override readonly name = 'DispatchFailedError';
}

/** A dispatch error as text: `Pallet.Error` for a module error, else its variant path (`Arithmetic.Underflow`). */
export function dispatchErrorText(error: { type: string; value: unknown }): string {
  const parts = [error.type];
  let inner: unknown = error.value;
  while (inner && typeof inner === 'object' && typeof (inner as { type?: unknown }).type === 'string') {
    parts.push((inner as { type: string }).type);
    inner = (inner as { value?: unknown }).value;
  }
  return (error.type === 'Module' ? parts.slice(1) : parts).join('.');
}

export async function submitAndWait(
  client: PolkadotClient,
  tx: Transaction,
  signer: { signer: PolkadotSigner; address: string },
  timeoutMs = 60_000,
): Promise<Included> {
  // The next nonce counting the sender's transactions still in the pool (the finalized state, polkadot-api's
  // default, would hand two quick transactions the same nonce).
  const nonce = await client._request<number>('system_accountNextIndex', [signer.address]);
  let timer: NodeJS.Timeout | undefined;
  let subscription: { unsubscribe(): void } | undefined;
  try {
    return await new Promise<Included>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`not included within ${timeoutMs} ms`)), timeoutMs);
      subscription = tx.signSubmitAndWatch(signer.signer, { nonce }).subscribe({
        next: (event: TxEvent) => {
          if (event.type === 'txBestBlocksState' && !event.found) {
            if (!event.isValid) reject(new Error('the transaction was invalid'));
            return;
          }
          if (event.type !== 'txBestBlocksState' && event.type !== 'finalized') return;
          if (!event.ok) {
            reject(
              new DispatchFailedError(`the transaction failed: ${dispatchErrorText(event.dispatchError)}`),
            );
            return;
          }
          resolve({ txHash: event.txHash, blockHash: event.block.hash, blockNumber: event.block.number });
        },
        error: (e: unknown) => reject(e instanceof Error ? e : new Error(String(e))),
      });
    });
  } finally {
    clearTimeout(timer);
    subscription?.unsubscribe();
  }
}
