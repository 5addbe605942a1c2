// Browser-extension accounts through the injected-web3 interface (window.injectedWeb3), which polkadot.js,
// Talisman, SubWallet and others implement.
import type { PolkadotSigner } from 'polkadot-api';
import {
  connectInjectedExtension,
  getInjectedExtensions,
  type InjectedExtension,
  type SignPayload,
  type SignRaw,
  type SignerPayloadJSON,
} from 'polkadot-api/pjs-signer';
import { fromHex, toHex } from 'polkadot-api/utils';
import { sameAccount } from '../address/index.ts';
import { WalletError } from './walletError.ts';

export const DAPP_NAME = 'Lumi';

const connected = new Map<string, Promise<InjectedExtension>>();

/** Names of the extensions this page can see. */
export function availableExtensions(): string[] {
  return getInjectedExtensions();
}

/** One `start` per extension while it has not failed: a refusal or an error lets the next caller ask again. */
function sharedPerExtension<T>(
  pending: Map<string, Promise<T>>,
  name: string,
  start: () => Promise<T>,
): Promise<T> {
  let promise = pending.get(name);
  if (!promise) {
    promise = start();
    pending.set(name, promise);
    promise.catch(() => pending.delete(name));
  }
  return promise;
}

/** Asks the extension for access (its own prompt the first time); shared per extension. */
export function enableExtension(name: string): Promise<InjectedExtension> {
  return sharedPerExtension(connected, name, () => connectInjectedExtension(name, DAPP_NAME));
}

function requireExtension(name: string): void {
  if (!availableExtensions().includes(name)) {
    throw new WalletError(
      'extensionMissing',
      `The ${name} extension is not available in this browser. Install or enable it.`,
      { name },
    );
  }
}

export async function extensionSigner(name: string, address: string): Promise<PolkadotSigner> {
  requireExtension(name);
  const extension = await enableExtension(name);
  const account = extension.getAccounts().find((candidate) => sameAccount(candidate.address, address));
  if (!account)
    throw new WalletError('extensionAccountGone', `The ${name} extension no longer offers this account.`, {
      name,
    });
  return account.polkadotSigner;
}

/** The message an account signs to prove it belongs to the user; readable in the extension's prompt. */
export function ownershipMessage(address: string, origin: string, nonce: string): string {
  return [
    `Lumi wants to confirm that you own this account:`,
    address,
    ``,
    `Signing this message costs nothing and sends no transaction.`,
    `Site: ${origin}`,
    `Nonce: ${nonce}`,
  ].join('\n');
}

/**
 * Has the account sign the ownership message and checks the signature; resolves true only for a valid one.
 */
export async function proveOwnership(name: string, address: string): Promise<boolean> {
  const signer = await extensionSigner(name, address);
  const nonce = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  const message = ownershipMessage(address, window.location.origin, nonce);
  const signature = await signer.signBytes(new TextEncoder().encode(message));
  const { verifyMessage } = await import('./crypto/keys.ts');
  return verifyMessage(message, signature, address);
}

// The extension's own signer (pjs's signRaw / signPayload), for the chain worker's signer: polkadot-api's
// connectInjectedExtension hands out only its PolkadotSigner, which builds the payload from the metadata here.
// connectInjectedExtension calls the same `enable` for its own connection.
const injected = new Map<string, Promise<{ signPayload: SignPayload; signRaw: SignRaw }>>();

function injectedSigner(name: string): Promise<{ signPayload: SignPayload; signRaw: SignRaw }> {
  requireExtension(name);
  return sharedPerExtension(injected, name, () => {
    const enable = window.injectedWeb3?.[name]?.enable;
    if (!enable)
      return Promise.reject(new WalletError('extensionMissing', `The ${name} extension is gone.`, { name }));
    return enable(DAPP_NAME).then((extension) => extension.signer);
  });
}

/** The extension's signature of raw bytes for `address` (pjs's signRaw, type "bytes"). */
export async function extensionSignBytes(
  name: string,
  address: string,
  data: Uint8Array,
): Promise<Uint8Array> {
  const { signature } = await (
    await injectedSigner(name)
  ).signRaw({ address, data: toHex(data), type: 'bytes' });
  return fromHex(signature);
}

/** The extension's answer to a transaction payload (pjs's signPayload). */
export async function extensionSignPayload(
  name: string,
  payload: SignerPayloadJSON,
): Promise<{ signature: string; signedTransaction?: string | Uint8Array }> {
  return (await injectedSigner(name)).signPayload(payload);
}
