// Browser-extension accounts through the injected-web3 interface (window.injectedWeb3), which polkadot.js,
// Talisman, SubWallet and others implement.
import type { PolkadotSigner } from 'polkadot-api';
import {
  connectInjectedExtension,
  getInjectedExtensions,
  type InjectedExtension,
} from 'polkadot-api/pjs-signer';
import { sameAccount } from '../address/index.ts';
import { WalletError } from './walletError.ts';

export const DAPP_NAME = 'Lumi';

const connected = new Map<string, Promise<InjectedExtension>>();

/** Names of the extensions this page can see. */
export function availableExtensions(): string[] {
  return getInjectedExtensions();
}

/** Asks the extension for access (its own prompt the first time); shared per extension. */
export function enableExtension(name: string): Promise<InjectedExtension> {
  let pending = connected.get(name);
  if (!pending) {
    pending = connectInjectedExtension(name, DAPP_NAME);
    connected.set(name, pending);
    pending.catch(() => connected.delete(name));
  }
  return pending;
}

export async function extensionSigner(name: string, address: string): Promise<PolkadotSigner> {
  if (!availableExtensions().includes(name)) {
    throw new WalletError(
      'extensionMissing',
      `The ${name} extension is not available in this browser. Install or enable it.`,
      { name },
    );
  }
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
