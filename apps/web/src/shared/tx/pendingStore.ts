// Transactions broadcast but not yet known to be final, remembered in local storage so neither a dropped
// connection nor a reload loses them. One key per transaction (`lumi-tx:<hash>`): two tabs never rewrite a
// shared list, so neither can drop the other's entry. Entries are validated on every read; one that fails is
// moved aside (`lumi-tx-corrupt:<hash>`) for inspection and never breaks the app.
import { z } from 'zod/mini';

export const PENDING_PREFIX = 'lumi-tx:';
export const CORRUPT_PREFIX = 'lumi-tx-corrupt:';
/** Resolved entries are shown for a while (the account menu), then pruned. */
export const RESOLVED_KEPT_MS = 24 * 60 * 60 * 1_000;

const hex = z.string().check(z.regex(/^0x[0-9a-f]*$/u));
const hash = z.string().check(z.regex(/^0x[0-9a-f]{64}$/u));
const blockNumber = z.number().check(z.int(), z.nonnegative());

const errorTextSchema = z.object({
  code: z.string().check(z.maxLength(200)),
  message: z.string().check(z.maxLength(2_000)),
  fix: z.optional(z.string().check(z.maxLength(2_000))),
});

export const outcomeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('success'), block: blockNumber, blockHash: hash }),
  z.object({ kind: z.literal('failed'), block: blockNumber, blockHash: hash, error: errorTextSchema }),
  z.object({ kind: z.literal('replaced'), block: blockNumber }),
  z.object({ kind: z.literal('expired'), block: blockNumber }),
]);

export type TxOutcome = z.infer<typeof outcomeSchema>;

export const pendingTxSchema = z.object({
  /** blake2-256 of the signed extrinsic, as the chain names it. */
  hash,
  /** The signed extrinsic, to broadcast again if the node never got it. */
  signed: hex.check(z.maxLength(200_000)),
  /** The genesis hash of the chain it was signed for: only that chain can resolve it. */
  genesis: hash,
  /** The SS58 address that signed. */
  signer: z.string().check(z.minLength(1), z.maxLength(64)),
  nonce: blockNumber,
  /** What it does, in words (the toast's title). */
  title: z.string().check(z.maxLength(300)),
  /** The era's first block (the best block when it was signed) and the first block it can no longer enter. */
  birth: blockNumber,
  death: blockNumber,
  /** A failure hidden inside a successful dispatch to look for ("sudo": Sudo.Sudid's inner result). */
  inspect: z.optional(z.literal('sudo')),
  slippage: z.optional(z.string().check(z.maxLength(20))),
  submittedAt: z.number(),
  resolvedAt: z.optional(z.number()),
  outcome: z.optional(outcomeSchema),
});

export type PendingTx = z.infer<typeof pendingTxSchema>;

export interface TxStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createPendingStore(storage: TxStorage | undefined, onCorrupt = (_key: string) => {}) {
  const listeners = new Set<() => void>();
  let snapshot: readonly PendingTx[] = [];
  let serial = '';

  function keys(): string[] {
    if (!storage) return [];
    const found: string[] = [];
    try {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(PENDING_PREFIX)) found.push(key);
      }
    } catch {
      // A storage that throws reads as empty.
    }
    return found;
  }

  function setAside(key: string, raw: string): void {
    try {
      storage?.setItem(`${CORRUPT_PREFIX}${key.slice(PENDING_PREFIX.length)}`, raw);
      storage?.removeItem(key);
    } catch {
      // Kept where it is; it is skipped on every read.
    }
    onCorrupt(key);
  }

  function readKey(key: string): PendingTx | undefined {
    let raw: string | null;
    try {
      raw = storage?.getItem(key) ?? null;
    } catch {
      return undefined;
    }
    if (raw === null) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      setAside(key, raw);
      return undefined;
    }
    const result = pendingTxSchema.safeParse(parsed);
    if (!result.success || `${PENDING_PREFIX}${result.data.hash}` !== key) {
      setAside(key, raw);
      return undefined;
    }
    return result.data;
  }

  function read(): readonly PendingTx[] {
    const now = Date.now();
    const entries: PendingTx[] = [];
    for (const key of keys()) {
      const entry = readKey(key);
      if (!entry) continue;
      if (entry.resolvedAt !== undefined && now - entry.resolvedAt > RESOLVED_KEPT_MS) {
        remove(entry.hash);
        continue;
      }
      entries.push(entry);
    }
    return entries.sort((a, b) => a.submittedAt - b.submittedAt);
  }

  function refresh(): void {
    const next = read();
    const text = JSON.stringify(next);
    if (text === serial) return;
    serial = text;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  }

  function remove(txHash: string): void {
    try {
      storage?.removeItem(`${PENDING_PREFIX}${txHash}`);
    } catch {
      // Nothing to remove.
    }
  }

  refresh();

  return {
    getSnapshot: (): readonly PendingTx[] => snapshot,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Re-reads storage (another tab wrote). */
    refresh,
    get(txHash: string): PendingTx | undefined {
      return readKey(`${PENDING_PREFIX}${txHash}`);
    },
    /** Stores an entry; false when the browser refuses (storage full or disabled). */
    put(entry: PendingTx): boolean {
      const valid = pendingTxSchema.safeParse(entry);
      if (!valid.success || !storage) return false;
      try {
        storage.setItem(`${PENDING_PREFIX}${entry.hash}`, JSON.stringify(valid.data));
      } catch {
        return false;
      }
      refresh();
      return true;
    },
    /** Records how an entry ended (kept for the account menu until pruned). */
    resolve(txHash: string, outcome: TxOutcome): PendingTx | undefined {
      const entry = readKey(`${PENDING_PREFIX}${txHash}`);
      if (!entry) return undefined;
      if (entry.outcome) return entry;
      const resolved = { ...entry, outcome, resolvedAt: Date.now() };
      try {
        storage?.setItem(`${PENDING_PREFIX}${txHash}`, JSON.stringify(resolved));
      } catch {
        // The outcome is shown in this tab; another tab resolves it again from the chain.
      }
      refresh();
      return resolved;
    },
    remove(txHash: string): void {
      remove(txHash);
      refresh();
    },
  };
}

export type PendingStore = ReturnType<typeof createPendingStore>;

function browserStorage(): TxStorage | undefined {
  try {
    const storage = window.localStorage;
    storage.getItem(PENDING_PREFIX);
    return storage;
  } catch {
    return undefined;
  }
}

export const pendingTxs: PendingStore = createPendingStore(
  typeof window === 'undefined' ? undefined : browserStorage(),
  (key) => console.warn(`Lumi: a stored transaction (${key}) was unreadable and was set aside.`),
);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(PENDING_PREFIX)) pendingTxs.refresh();
  });
}
