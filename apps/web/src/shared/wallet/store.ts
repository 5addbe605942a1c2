// The wallet: which account is connected, the in-app keystores and the keys unlocked in this tab. React reads
// it with useSyncExternalStore; the key crypto is loaded on demand (./crypto/keys.ts).
import type { SignerAccount, SignerHost } from '../chain/worker/remoteSigner.ts';
import type { UnlockedKey } from './crypto/keys.ts';
import { appConfig } from '../config/index.ts';
import { accountName, needsReencryption, type KeystoreJson } from './keystore.ts';
import {
  KEYSTORE_BACKUP_PREFIX,
  KEYSTORE_STORAGE_KEY,
  backUpCorrupt,
  listBackups,
  parseKeystoreSlot,
  updateStoredKeystores,
  withKeystore,
  withoutKeystore,
  type KeystoreBackup,
  type KeystoreStorage,
} from './keystoreList.ts';
import { SESSION_STORAGE_KEY, readSession, type WalletSession, type WalletSource } from './session.ts';
import { sameAccount } from '../address/index.ts';
import { WalletError } from './walletError.ts';
import { message, type Message } from '../i18n/message.ts';

export interface WalletState {
  /** The connected account, or undefined. */
  session: WalletSession | undefined;
  /** In-app accounts (encrypted keystores). */
  keystores: readonly KeystoreJson[];
  /** Stored entries Lumi can't use, kept byte for byte: why, and what they say about themselves. */
  unusable: readonly { text: string; reason: Message; address?: string; name?: string }[];
  /** Unreadable values moved aside so nothing was written over them. */
  backups: readonly KeystoreBackup[];
  /** Why the stored list is unreadable, when it could not even be backed up (then nothing is written over it). */
  unreadable: Message | undefined;
  /** Addresses of in-app accounts unlocked in this tab. */
  unlocked: ReadonlySet<string>;
  /** Why the wallet disconnected by itself (e.g. the extension stopped sharing the account), until dismissed. */
  notice: Message | undefined;
}

export class WalletLockedError extends WalletError {
  override readonly name = 'WalletLockedError';
  constructor(readonly address: string) {
    super('locked', 'This account is locked. Enter its password to sign.');
  }
}

const loadKeys = () => import('./crypto/keys.ts');

function safeStorage(): KeystoreStorage {
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
      get length() {
        return values.size;
      },
      key: (index) => [...values.keys()][index] ?? null,
    };
  }
}

const RESCUED_NOTICE = message('wallet.notice.rescued');

export function createWallet(storage = safeStorage()) {
  const signers = new Map<string, UnlockedKey>();
  const listeners = new Set<() => void>();
  let notice: Message | undefined;

  function readStored() {
    let slot = parseKeystoreSlot(storage.getItem(KEYSTORE_STORAGE_KEY));
    if (slot.kind === 'corrupt' && backUpCorrupt(storage, slot.text, Date.now()) !== undefined) {
      notice = RESCUED_NOTICE;
      slot = parseKeystoreSlot(storage.getItem(KEYSTORE_STORAGE_KEY));
    }
    const entries = slot.kind === 'list' ? slot.entries : [];
    return {
      keystores: entries.flatMap((entry) => (entry.usable ? [entry.json] : [])),
      unusable: entries.flatMap(({ usable, ...entry }) =>
        usable ? [] : [entry as WalletState['unusable'][number]],
      ),
      backups: listBackups(storage),
      unreadable: slot.kind === 'corrupt' ? slot.reason : undefined,
    };
  }

  function read(): WalletState {
    const keypair = appConfig.getSnapshot().keypair;
    const stored = readSession(storage);
    // The session only counts for the address the configuration entity holds (another tab or a tampered
    // value may have changed it).
    const session = stored && stored.address === keypair ? stored : undefined;
    let kept: ReturnType<typeof readStored>;
    try {
      kept = readStored();
    } catch {
      kept = { keystores: [], unusable: [], backups: [], unreadable: message('wallet.reason.readRefused') };
    }
    return { session, ...kept, unlocked: new Set(signers.keys()), notice };
  }

  let state = read();

  function refresh(): void {
    const next = read();
    const same =
      JSON.stringify(next.session) === JSON.stringify(state.session) &&
      JSON.stringify([next.keystores, next.unusable, next.backups, next.unreadable]) ===
        JSON.stringify([state.keystores, state.unusable, state.backups, state.unreadable]) &&
      [...next.unlocked].join() === [...state.unlocked].join() &&
      next.notice === state.notice;
    if (same) return;
    state = next;
    for (const listener of [...listeners]) listener();
  }

  // The state depends on the configuration through the stored address alone; other writes (the chain's DEX
  // fields when its data arrives) would re-read and re-check every keystore for nothing.
  let keypairRead = appConfig.getSnapshot().keypair;
  appConfig.subscribe(() => {
    const { keypair } = appConfig.getSnapshot();
    if (keypair === keypairRead) return;
    keypairRead = keypair;
    refresh();
  });
  window.addEventListener('storage', (event) => {
    const key = event.key;
    if (
      key === null ||
      key === KEYSTORE_STORAGE_KEY ||
      key === SESSION_STORAGE_KEY ||
      key.startsWith(KEYSTORE_BACKUP_PREFIX)
    )
      refresh();
  });

  function select(address: string, name: string, source: WalletSource): void {
    notice = undefined;
    const result = appConfig.set('keypair', address);
    if (!result.ok)
      throw new WalletError('storageRefused', result.errors.keypair ?? 'Could not store the account.');
    try {
      storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ address, name, source }));
    } catch {
      appConfig.set('keypair', '');
      throw new WalletError(
        'storageRefused',
        'Could not store the account: the browser refused (storage full or disabled).',
      );
    }
    refresh();
  }

  /**
   * Forgets the connected account and every unlocked key; settings and chain data stay. `reason` is shown
   * when the wallet disconnects by itself.
   */
  function disconnect(reason?: Message): void {
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
    subscribe: (listener: () => void): (() => void) => {
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
      const entry = state.keystores.find((json) => sameAccount(json.address, address));
      if (!entry) throw new WalletError('noSuchAccount', 'No such account in this browser.');
      select(address, accountName(entry), { kind: 'local' });
    },

    /**
     * Stores an encrypted keystore (replacing one with the same address); every other stored entry, usable or
     * not, stays as it is. Keys weaker than docs/web.md promises are refused: re-encrypt them first.
     */
    addKeystore(json: KeystoreJson): void {
      if (needsReencryption(json)) {
        throw new WalletError(
          'weakKey',
          'This key is not protected with scrypt as Lumi requires; it was not saved.',
        );
      }
      try {
        updateStoredKeystores(storage, (entries) => withKeystore(entries, json));
      } finally {
        refresh();
      }
    },

    /** Removes an in-app account from this browser (its key is gone unless the user kept a backup). */
    forget(address: string): void {
      signers.delete(address);
      try {
        updateStoredKeystores(storage, (entries) => withoutKeystore(entries, address));
      } catch (error) {
        refresh();
        throw error;
      }
      if (sameAccount(state.session?.address, address)) disconnect();
      refresh();
    },

    async unlock(address: string, password: string): Promise<void> {
      const entry = state.keystores.find((json) => sameAccount(json.address, address));
      if (!entry) throw new WalletError('noSuchAccount', 'No such account in this browser.');
      const keys = await loadKeys();
      const pair = await keys.unlockKeystore(entry, password);
      signers.set(address, keys.unlockedKey(pair));
      // A key an older app stored with weaker protection is upgraded now that the password is known. If the
      // browser refuses the write the old copy simply stays; signing works either way.
      if (needsReencryption(entry)) {
        const upgraded = keys.reencrypt(pair, password, entry.address);
        try {
          updateStoredKeystores(storage, (entries) => withKeystore(entries, upgraded, entry.address));
        } catch {
          // Kept as it was.
        }
      }
      refresh();
    },

    lock(address: string): void {
      signers.delete(address);
      refresh();
    },

    disconnect: () => disconnect(),
    /** Disconnects because the account is gone from where its key lives, saying why. */
    disconnectBecause: (reason: Message) => disconnect(reason),
    dismissNotice(): void {
      notice = undefined;
      refresh();
    },

    /**
     * The connected account as the chain worker's signer knows it (remoteSigner.ts): a key's public key and
     * type, or the extension holding it. WalletLockedError as signer().
     */
    async signerAccount(): Promise<SignerAccount> {
      const session = state.session;
      if (!session) throw new WalletError('notConnected', 'Connect a wallet first.');
      const { address, source } = session;
      if (source.kind === 'extension') return { kind: 'extension', extension: source.extension, address };
      const { publicKey, type } = await keyOf(address);
      return { kind: 'key', address, publicKey, type };
    },

    /** What this tab serves the chain worker for signing: only signatures, by the keys and extensions here. */
    signerHost: {
      signBytes: async (account, data) => {
        if (account.kind === 'extension') {
          const { extensionSignBytes } = await import('./extensions.ts');
          return extensionSignBytes(account.extension, account.address, data);
        }
        return (await keyOf(account.address)).sign(data);
      },
      signPayload: async (account, payload) => {
        if (account.kind !== 'extension')
          // remoteSigner asks an extension for a payload only; a key signs the payload's bytes.
          throw new Error('A key signs bytes, not a payload.');
        const { extensionSignPayload } = await import('./extensions.ts');
        return extensionSignPayload(account.extension, payload);
      },
    } satisfies SignerHost['calls'],
  };

  /** The key for `address`: unlocked in this tab, or the connected dev account's. */
  async function keyOf(address: string): Promise<UnlockedKey> {
    const unlocked = [...signers].find(([candidate]) => sameAccount(candidate, address))?.[1];
    if (unlocked) return unlocked;
    const session = state.session;
    if (session?.source.kind === 'dev' && sameAccount(session.address, address))
      return (await loadKeys()).devKey(session.name);
    throw new WalletLockedError(address);
  }
}

export type Wallet = ReturnType<typeof createWallet>;

export const wallet: Wallet = createWallet();
