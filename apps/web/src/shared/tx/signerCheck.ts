// The account a review was opened for signs it, or nothing does. Pure, so each case is unit-tested.
import type { ErrorText } from '@lumi/chain';
import { publicKeyHex } from '../address/index.ts';

export interface CapturedSigner {
  name: string;
  address: string;
}

/** Whether a signer's public key is the captured account's. */
export function signerIs(captured: CapturedSigner, publicKey: Uint8Array): boolean {
  const expected = publicKeyHex(captured.address);
  return (
    expected !== undefined &&
    expected === Array.from(publicKey, (b) => b.toString(16).padStart(2, '0')).join('')
  );
}

/** Why the review closed instead of signing: the account changed (or disconnected) while it was open. */
export function accountChangedMessage(captured: CapturedSigner, now: CapturedSigner | undefined): string {
  return now
    ? `The wallet switched from ${captured.name} to ${now.name} (in this tab or another one) while the review was open, so it was closed and nothing was signed. Review again to sign as ${now.name}.`
    : `The wallet disconnected ${captured.name} (in this tab or another one) while the review was open, so it was closed and nothing was signed.`;
}

/** The same as an error the toasts show, with a code per case so it can be said in the user's language. */
export function accountChangedError(captured: CapturedSigner, now: CapturedSigner | undefined): ErrorText {
  return {
    code: now ? 'AccountChanged.Switched' : 'AccountChanged.Disconnected',
    message: accountChangedMessage(captured, now),
    values: now ? { from: captured.name, to: now.name } : { from: captured.name },
  };
}
