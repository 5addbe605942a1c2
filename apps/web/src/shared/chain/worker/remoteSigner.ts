// The signer the chain worker hands polkadot-api. polkadot-api's signers decode the whole runtime metadata on
// every signature (`unifyMetadata(decAnyMetadata(metadata))`, to order the signed extensions and build the
// extrinsic: 45 ms of CPU for Lumi's on a desktop core the first time), so the worker builds the payload and the
// signed extrinsic itself and asks the main thread, where the keys and the extensions live, only for the
// signature: bytes for a key (at most 256 of them, or their 32-byte hash) or the extension's JSON payload.
// The metadata never crosses.
import type { PolkadotSigner } from 'polkadot-api';
import { getPolkadotSignerFromPjs, type SignerPayloadJSON } from 'polkadot-api/pjs-signer';
import { getPolkadotSigner } from 'polkadot-api/signer';
import { fromHex, toHex } from 'polkadot-api/utils';
import type { Channel } from './channel.ts';

/** Who signs, as the main thread knows it: a key of its keystore (or a dev account) or an extension's account. */
export type SignerAccount =
  | { kind: 'key'; address: string; publicKey: Uint8Array; type: 'Sr25519' | 'Ed25519' | 'Ecdsa' }
  | { kind: 'extension'; extension: string; address: string };

/** What the main thread serves for signing. */
export interface SignerHost {
  calls: {
    /** The account's raw signature of `data` (an extension signs it as pjs's signRaw with type "bytes"). */
    signBytes: (account: SignerAccount, data: Uint8Array) => Promise<Uint8Array>;
    /** An extension's answer to pjs's signPayload (it may return the whole signed transaction). */
    signPayload: (
      account: SignerAccount,
      payload: SignerPayloadJSON,
    ) => Promise<{ signature: string; signedTransaction?: string | Uint8Array }>;
  };
  streams: Record<never, never>;
}

export function remoteSigner(host: Channel<SignerHost>, account: SignerAccount): PolkadotSigner {
  if (account.kind === 'key') {
    return getPolkadotSigner(account.publicKey, account.type, (data) =>
      host.call('signBytes', account, data),
    );
  }
  return getPolkadotSignerFromPjs(
    account.address,
    (payload) => host.call('signPayload', account, payload),
    async ({ data }) => ({ id: 0, signature: toHex(await host.call('signBytes', account, fromHex(data))) }),
  );
}
