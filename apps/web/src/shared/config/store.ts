import { DEX_ACCOUNT } from './dexAccount.ts';
import { checkField, forexSnapshotSchema, type FieldCheck } from './fields.ts';
import { NODE_ENDPOINT_KEY, STORAGE_KEYS, STORED_FIELDS, type StoredField } from './keys.ts';
import { DEFAULT_NODE_ENDPOINT, checkNodeEndpoint } from './nodeEndpoint.ts';

export interface LumiConfig {
  /** The node the app connects to: the user's override, else the build-time default. */
  nodeEndpoint: string;
  nodeEndpointIsDefault: boolean;
  /** A stored override that is not a valid endpoint (so the default is in use), as found; '' when none. */
  invalidNodeEndpoint: string;
  /** Address of the wallet account the user connected. */
  keypair: string;
  /** The AssetConversion pallet account of the Lumi runtime (a constant). */
  dexAccount: string;
  lumiAccountAddress: string;
  lumiContractAddress: string;
  phpuContractAddress: string;
  lphpuAccountAddress: string;
  lphpuContractAddress: string;
  swapFees: string;
  forexUpdates: string;
  /** "true" when the user turned on expert mode in Settings, else "". */
  expertMode: string;
  /** "en" or "fil" once the user chose a UI language, else "" (the browser's languages decide). */
  language: string;
  /** The chain profile chosen in Settings (a built-in id or "custom"), else "" (the default profile). */
  chainProfile: string;
  /** The address book as JSON (see contacts.ts); '' when none is stored or what is stored cannot be read. */
  contacts: string;
  /** A stored address book that cannot be read, as found (kept, never overwritten silently); '' when none. */
  invalidContacts: string;
}

export type WriteResult =
  { ok: true } | { ok: false; errors: Partial<Record<StoredField | 'nodeEndpoint', string>> };

/** The subset of the Web Storage API the store needs (window.localStorage in the app). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where cross-tab `storage` events arrive (window in the app). */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

export interface ConfigStore {
  getSnapshot: () => LumiConfig;
  subscribe: (listener: () => void) => () => void;
  /** Validates and stores one value; "" removes it. Invalid values are refused, nothing is written. */
  set(field: StoredField, value: string): WriteResult;
  /** Validates every value first and writes all or none (the chain refresh uses this). */
  update(values: Partial<Record<StoredField, string>>): WriteResult;
  /** Stores the user's node endpoint; "" returns to the build-time default. */
  setNodeEndpoint(url: string): WriteResult;
  /**
   * Stores the chosen chain profile and the endpoint that goes with it in one write ("" endpoint: the build-time
   * default); both are checked first, and nothing is written if either is refused.
   */
  setChainProfile(profile: string, endpoint: string): WriteResult;
}

const OUR_KEYS = new Set<string>([...Object.values(STORAGE_KEYS), NODE_ENDPOINT_KEY]);
const UNAVAILABLE = 'Could not save: the browser refused to store it (storage full or disabled).';

function safeRead(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The last stored text of each field that passed its check. Every re-read (each write, each storage event, each
 * snapshot read while nothing subscribes) would otherwise check every stored value again: the address fields
 * decode base58 and hash blake2b, the forex snapshot parses JSON, so a write of the chain's DEX fields paid
 * for the whole check twice, on the main thread, in the task where the chain's data arrived.
 */
type PassedChecks = Map<StoredField, string>;

function checkOnce(field: StoredField, raw: string, passed: PassedChecks): FieldCheck {
  if (passed.get(field) === raw) return { ok: true, value: raw };
  const check = checkField(field, raw);
  if (check.ok) passed.set(field, raw);
  return check;
}

function readConfig(storage: StorageLike, passed: PassedChecks): LumiConfig {
  const stored = {} as Record<StoredField, string>;
  for (const field of STORED_FIELDS) {
    const raw = safeRead(storage, STORAGE_KEYS[field]);
    // Garbage or tampered values are treated as absent; the next refresh from the chain replaces them.
    stored[field] = raw !== null && checkOnce(field, raw, passed).ok ? raw : '';
  }
  const contactsRaw = safeRead(storage, STORAGE_KEYS.contacts);
  const override = safeRead(storage, NODE_ENDPOINT_KEY);
  const endpoint = override === null ? null : checkNodeEndpoint(override);
  const useOverride = endpoint !== null && endpoint.ok;
  return Object.freeze({
    nodeEndpoint: useOverride ? endpoint.url : DEFAULT_NODE_ENDPOINT,
    nodeEndpointIsDefault: !useOverride,
    // Reported to the user (src/settings/StoredEndpointNotice.tsx) rather than silently replaced.
    invalidNodeEndpoint: override !== null && !useOverride ? override : '',
    dexAccount: DEX_ACCOUNT,
    ...stored,
    // The user's own data, unlike the chain fields: reported (ContactsPage) rather than treated as absent.
    invalidContacts: contactsRaw !== null && stored.contacts === '' ? contactsRaw : '',
  });
}

function sameConfig(a: LumiConfig, b: LumiConfig): boolean {
  return (Object.keys(a) as (keyof LumiConfig)[]).every((key) => a[key] === b[key]);
}

/**
 * Applies writes as a unit: if the browser refuses one, the keys already written get their old values back
 * so the stored configuration is never half-updated.
 */
function writeAll(storage: StorageLike, writes: [key: string, value: string][]): boolean {
  const previous: [string, string | null][] = [];
  try {
    for (const [key, value] of writes) {
      previous.push([key, safeRead(storage, key)]);
      if (value === '') storage.removeItem(key);
      else storage.setItem(key, value);
    }
    return true;
  } catch {
    for (const [key, value] of previous.reverse()) {
      try {
        if (value === null) storage.removeItem(key);
        else storage.setItem(key, value);
      } catch {
        // Restoring is best effort: the storage already refused writes.
      }
    }
    return false;
  }
}

export function createConfigStore(storage: StorageLike, events?: StorageEventSource): ConfigStore {
  const passed: PassedChecks = new Map();
  let snapshot = readConfig(storage, passed);
  const listeners = new Set<() => void>();

  /** Re-reads storage; keeps the old object when nothing changed so React sees a stable snapshot. */
  function reread(): boolean {
    const next = readConfig(storage, passed);
    if (sameConfig(next, snapshot)) return false;
    snapshot = next;
    return true;
  }

  function refresh(): void {
    if (reread()) for (const listener of [...listeners]) listener();
  }

  function onStorage(event: StorageEvent): void {
    // key null means another tab called clear().
    if (event.key === null || OUR_KEYS.has(event.key)) refresh();
  }

  function write(writes: [string, string][], failedField: StoredField | 'nodeEndpoint'): WriteResult {
    if (!writeAll(storage, writes)) {
      refresh();
      return { ok: false, errors: { [failedField]: UNAVAILABLE } };
    }
    refresh();
    return { ok: true };
  }

  function update(values: Partial<Record<StoredField, string>>): WriteResult {
    const errors: Partial<Record<StoredField, string>> = {};
    const writes: [string, string][] = [];
    for (const field of STORED_FIELDS) {
      const value = values[field];
      if (value === undefined) continue;
      if (value !== '') {
        const check = checkOnce(field, value, passed);
        if (!check.ok) {
          errors[field] = check.error;
          continue;
        }
      }
      writes.push([STORAGE_KEYS[field], value]);
    }
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    const firstField = STORED_FIELDS.find((field) => values[field] !== undefined);
    return firstField ? write(writes, firstField) : { ok: true };
  }

  return {
    getSnapshot() {
      // Without subscribers nobody hears storage events, so read through to stay current.
      if (listeners.size === 0) reread();
      return snapshot;
    },
    subscribe(listener) {
      if (listeners.size === 0) {
        reread();
        events?.addEventListener('storage', onStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    set(field, value) {
      return update({ [field]: value });
    },
    update,
    setNodeEndpoint(url) {
      if (url.trim() === '') return write([[NODE_ENDPOINT_KEY, '']], 'nodeEndpoint');
      const check = checkNodeEndpoint(url);
      if (!check.ok) return { ok: false, errors: { nodeEndpoint: check.error } };
      return write([[NODE_ENDPOINT_KEY, check.url]], 'nodeEndpoint');
    },
    setChainProfile(profile, endpoint) {
      const checked = profile === '' ? { ok: true as const } : checkField('chainProfile', profile);
      if (!checked.ok) return { ok: false, errors: { chainProfile: checked.error } };
      const url = endpoint.trim() === '' ? undefined : checkNodeEndpoint(endpoint);
      if (url && !url.ok) return { ok: false, errors: { nodeEndpoint: url.error } };
      return write(
        [
          [STORAGE_KEYS.chainProfile, profile],
          [NODE_ENDPOINT_KEY, url ? url.url : ''],
        ],
        'chainProfile',
      );
    },
  };
}

export interface ForexSnapshot {
  updatedAt: Date;
  block: number | undefined;
  /** Units of each currency per 1 USD, FixedU128 inner values (18 decimals). */
  rates: ReadonlyMap<string, bigint>;
}

/** The typed form of `forexUpdates`; undefined when none is stored. */
export function forexSnapshotOf(config: LumiConfig): ForexSnapshot | undefined {
  if (config.forexUpdates === '') return undefined;
  const parsed = forexSnapshotSchema.parse(JSON.parse(config.forexUpdates));
  return {
    updatedAt: new Date(parsed.updatedAt),
    block: parsed.block,
    rates: new Map(Object.entries(parsed.rates).map(([code, rate]) => [code, BigInt(rate)])),
  };
}

/** The swap fee in tenths of a percent (3 = 0.3 %); undefined when none is stored. */
export function swapFeeOf(config: LumiConfig): number | undefined {
  return config.swapFees === '' ? undefined : Number(config.swapFees);
}

/** Whether expert mode is on: swaps above the price-impact block threshold are allowed after a confirmation. */
export const expertModeOf = (config: LumiConfig): boolean => config.expertMode === 'true';
