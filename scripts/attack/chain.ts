// Signed submissions through @polkadot/api and what became of them, in the words FRAME uses.
import type { ApiPromise } from '@polkadot/api';
import type { SubmittableExtrinsic } from '@polkadot/api/types';
import type { KeyringPair } from '@polkadot/keyring/types';
import type { DispatchError, EventRecord } from '@polkadot/types/interfaces';
import { deadline } from './lab.ts';

export interface Included {
  blockHash: string;
  events: EventRecord[];
  /** The dispatch error (`BadOrigin`, `sudo.RequireSudo`, `Token.FundsUnavailable`, ...) or undefined. */
  failure: string | undefined;
  hex: string;
}

export function describeDispatchError(api: ApiPromise, error: DispatchError): string {
  if (error.isModule) {
    const meta = api.registry.findMetaError(error.asModule);
    return `${meta.section}.${meta.name}`;
  }
  if (error.isToken) return `Token.${error.asToken.type}`;
  if (error.isArithmetic) return `Arithmetic.${error.asArithmetic.type}`;
  return error.type;
}

/** Signs (next nonce unless given), submits, and resolves once the block holding it is finalized. */
export async function submit(
  api: ApiPromise,
  tx: SubmittableExtrinsic<'promise'>,
  signer: KeyringPair,
  options: { nonce?: number; era?: number } = {},
): Promise<Included> {
  await tx.signAsync(signer, { nonce: options.nonce ?? -1, ...(options.era ? { era: options.era } : {}) });
  const included = new Promise<Included>((resolve, reject) => {
    tx.send((result) => {
      if (result.status.isFinalized) {
        const failed = result.events.find((e) => api.events.system.ExtrinsicFailed.is(e.event));
        const error = failed ? (failed.event.data[0] as DispatchError) : undefined;
        resolve({
          blockHash: result.status.asFinalized.toHex(),
          events: result.events,
          failure: error ? describeDispatchError(api, error) : undefined,
          hex: tx.toHex(),
        });
      } else if (result.status.isInvalid || result.status.isDropped || result.status.isUsurped) {
        reject(new Error(`transaction ${result.status.type}`));
      }
    }).catch(reject);
  });
  return deadline(included, 60_000, 'inclusion');
}

/** The JSON-RPC error of a rejected submission as "<code>: <text>", or "accepted". */
export async function submitRaw(api: ApiPromise, hex: string): Promise<string> {
  try {
    await api.rpc.author.submitExtrinsic(hex);
    return 'accepted';
  } catch (e) {
    return (e instanceof Error ? e.message : String(e)).split('\n')[0]!;
  }
}
