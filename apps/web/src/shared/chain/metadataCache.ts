// polkadot-api downloads and decodes the runtime's metadata (about 137 kB for Lumi) before it can build any
// query; it asks `getMetadata(codeHash)` first and hands every download to `setMetadata`. Keeping the bytes in
// IndexedDB under the runtime's code hash means a second visit starts without that download; a runtime upgrade
// has a new code hash, so a stale copy is never used. Every failure (no IndexedDB, private mode, quota, a
// damaged entry) reads as "not cached" and the client downloads as before.

import { whenIdle } from '../schedule/mainThread.ts';

const DB_NAME = 'lumi-chain';
const STORE = 'metadata';
/** Entries kept: the current runtime, the one before an upgrade and another endpoint's. */
const KEEP = 3;

interface Entry {
  codeHash: string;
  bytes: Uint8Array;
  savedAt: number;
}

/** Encoded metadata starts with the magic number "meta". */
function looksLikeMetadata(bytes: unknown): bytes is Uint8Array {
  return (
    bytes instanceof Uint8Array &&
    bytes.length > 8 &&
    bytes[0] === 0x6d &&
    bytes[1] === 0x65 &&
    bytes[2] === 0x74 &&
    bytes[3] === 0x61
  );
}

function isEntry(value: unknown): value is Entry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<Entry>;
  return (
    typeof entry.codeHash === 'string' && typeof entry.savedAt === 'number' && looksLikeMetadata(entry.bytes)
  );
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

let database: Promise<IDBDatabase> | undefined;

function open(): Promise<IDBDatabase> {
  database ??= new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') throw new Error('no IndexedDB');
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'codeHash' });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB open failed'));
    req.onblocked = () => reject(new Error('IndexedDB open blocked'));
  }).catch((error: unknown) => {
    database = undefined;
    throw error;
  });
  return database;
}

/** The cached metadata of the runtime with `codeHash`, or null. Never rejects. */
export async function getCachedMetadata(codeHash: string): Promise<Uint8Array | null> {
  try {
    const db = await open();
    const value: unknown = await request(db.transaction(STORE).objectStore(STORE).get(codeHash));
    return isEntry(value) && value.codeHash === codeHash ? value.bytes : null;
  } catch {
    return null;
  }
}

/**
 * Stores a runtime's metadata and drops all but the newest entries. Fire and forget: never throws. The write
 * waits for the browser to be idle: polkadot-api hands the bytes over in the same task as it builds the runtime
 * (the longest task of /dapp's start), and IndexedDB copies them on the main thread.
 */
export function cacheMetadata(codeHash: string, bytes: Uint8Array): void {
  if (!looksLikeMetadata(bytes)) return;
  whenIdle(() => {
    void (async () => {
      const db = await open();
      const store = db.transaction(STORE, 'readwrite').objectStore(STORE);
      await request(store.put({ codeHash, bytes, savedAt: Date.now() } satisfies Entry));
      // Reading every entry back copies each one's bytes again: only when there are more than kept.
      if ((await request(store.count())) <= KEEP) return;
      const entries: unknown[] = await request(store.getAll());
      const stale = entries
        .filter(isEntry)
        .sort((a, b) => b.savedAt - a.savedAt)
        .slice(KEEP)
        .map((entry) => entry.codeHash);
      // Damaged entries go too.
      const damaged = entries
        .filter((entry) => !isEntry(entry))
        .flatMap((entry) => {
          const key = (entry as { codeHash?: unknown } | null)?.codeHash;
          return typeof key === 'string' ? [key] : [];
        });
      await Promise.all([...stale, ...damaged].map((key) => request(store.delete(key))));
    })().catch(() => undefined);
  });
}
