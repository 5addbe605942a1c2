// The wallet: which account is connected, the in-app keystores and the keys unlocked in this tab. React reads
// it with useSyncExternalStore; the key crypto is loaded on demand (./crypto/keys.ts).
import type { PolkadotSigner } from 'polkadot-api';
import { appConfig } from '../config/index.ts';
import {
  KEYSTORE_STORAGE_KEY,
  readKeystores,
  writeKeystores,
  type KeystoreJson,
  type StorageLike,
} from './keystore.ts';
import { SESSION_STORAGE_KEY, readSession, type WalletSession, type WalletSource } from './session.ts';

export interface WalletState {
  /** The connected account, or undefined. */
  session: WalletSession | undefined;
  /** In-app accounts (encrypted keystores). */
  keystores: readonly KeystoreJson[];
  /** Addresses of in-app accounts unlocked in this tab. */
  unlocked: ReadonlySet<string>;
  /** Why the wallet disconnected by itself (e.g. the extension stopped sharing the account), until dismissed. */
  notice: string | undefined;
}

export class WalletLockedError extends Error {
  override readonly name = 'WalletLockedError';
  constructor(readonly address: string) {
    super('This account is locked. Enter its password to sign.');
  }
}

const loadKeys = () => import('./crypto/keys.ts');

function safeStorage(): StorageLike & { removeItem(key: string): void } {
  try {
    const storage = window.localStorage;
    storage.getItem(SESSION_STORAGE_KEY);
    return storage;
  } catch {
    const values = new Map<string, string>();
    return {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    };
  }
}

export function createWallet(storage = safeStorage()) {
  const signers = new Map<string, PolkadotSigner>();
  const listeners = new Set<() => void>();
  let notice: string | undefined;

  function read(): WalletState {
    const keypair = appConfig.getSnapshot().keypair;
    const stored = readSession(storage);
    // The session only counts for the address the configuration entity holds (another tab or a tampered
    // value may have changed it).
    const session = stored && stored.address === keypair ? stored : undefined;
    return { session, keystores: readKeystores(storage), unlocked: new Set(signers.keys()), notice };
  }

  let state = read();

  function refresh(): void {
    const next = read();
    const same =
      JSON.stringify(next.session) === JSON.stringify(state.session) &&
      JSON.stringify(next.keystores) === JSON.stringify(state.keystores) &&
      [...next.unlocked].join() === [...state.unlocked].join() &&
      next.notice === state.notice;
    if (same) return;
    state = next;
    for (const listener of [...listeners]) listener();
  }

  appConfig.subscribe(refresh);
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === KEYSTORE_STORAGE_KEY || event.key === SESSION_STORAGE_KEY)
      refresh();
  });

  function select(address: string, name: string, source: WalletSource): void {
    notice = undefined;
    const result = appConfig.set('keypair', address);
    if (!result.ok) throw new Error(result.errors.keypair ?? 'Could not store the account.');
    try {
      storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ address, name, source }));
    } catch {
      appConfig.set('keypair', '');
      throw new Error('Could not store the account: the browser refused (storage full or disabled).');
    }
    refresh();
  }

  /**
   * Forgets the connected account and every unlocked key; settings and chain data stay. `reason` is shown
   * when the wallet disconnects by itself.
   */
  function disconnect(reason?: string): void {
    notice = reason;
    signers.clear();
    try {
      storage.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // Nothing stored to remove.
    }
    appConfig.set('keypair', '');
    refresh();
  }

  return {
    getSnapshot: (): WalletState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    selectDev(name: string, address: string): void {
      select(address, name, { kind: 'dev' });
    },
    /** Connects an extension account after it proved ownership (see ./extensions.ts). */
    selectExtension(extension: string, address: string, name: string): void {
      select(address, name, { kind: 'extension', extension });
    },
    selectLocal(address: string): void {
      const entry = state.keystores.find((json) => json.address === address);
      if (!entry) throw new Error('No such account in this browser.');
      select(address, entry.meta.name ?? 'Lumi account', { kind: 'local' });
    },

    /** Stores an encrypted keystore (replacing one with the same address). */
    addKeystore(json: KeystoreJson): void {
      const list = [...state.keystores.filter((entry) => entry.address !== json.address), json];
      if (!writeKeystores(storage, list)) {
        throw new Error('Could not save the account: the browser refused (storage full or disabled).');
      }
      refresh();
    },

    /** Removes an in-app account from this browser (its key is gone unless the user kept a backup). */
    forget(address: string): void {
      signers.delete(address);
      writeKeystores(
        storage,
        state.keystores.filter((entry) => entry.address !== address),
      );
      if (state.session?.address === address) disconnect();
      refresh();
    },

    async unlock(address: string, password: string): Promise<void> {
      const entry = state.keystores.find((json) => json.address === address);
      if (!entry) throw new Error('No such account in this browser.');
      const keys = await loadKeys();
      const pair = await keys.unlockKeystore(entry, password);
      signers.set(address, keys.signerForPair(pair));
      refresh();
    },

    lock(address: string): void {
      signers.delete(address);
      refresh();
    },

    disconnect: () => disconnect(),
    /** Disconnects because the account is gone from where its key lives, saying why. */
    disconnectBecause: (reason: string) => disconnect(reason),
    dismissNotice(): void {
      notice = undefined;
      refresh();
    },

    /** The signer of the connected account; WalletLockedError when an in-app account must be unlocked first. */
    async signer(): Promise<PolkadotSigner> {
      const session = state.session;
      if (!session) throw new Error('Connect a wallet first.');
      switch (session.source.kind) {
        case 'dev':
          return (await loadKeys()).devSigner(session.name);
        case 'local': {
          const signer = signers.get(session.address);
          if (!signer) throw new WalletLockedError(session.address);
          return signer;
        }
        case 'extension': {
          const { extensionSigner } = await import('./extensions.ts');
          return extensionSigner(session.source.extension, session.address);
        }
      }
    },
  };
}

export type Wallet = ReturnType<typeof createWallet>;

export const wallet: Wallet = createWallet();
