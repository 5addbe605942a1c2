import { decodeAddress, encodeAddress } from '@polkadot/util-crypto';
import { contactsOf } from '../../src/shared/config/contacts.ts';
import { englishOf } from './i18nEnglish.ts';
import { describe, expect, it } from 'vitest';
import {
  ASSET_CONVERSION_PALLET_ID,
  DEX_ACCOUNT,
  LUMI_SS58_FORMAT,
  palletAccountId,
} from '../../src/shared/config/dexAccount.ts';
import { NODE_ENDPOINT_KEY, STORAGE_KEYS } from '../../src/shared/config/keys.ts';
import { createMemoryStorage } from '../../src/shared/config/memoryStorage.ts';
import { DEFAULT_NODE_ENDPOINT, checkNodeEndpoint } from '../../src/shared/config/nodeEndpoint.ts';
import {
  createConfigStore,
  expertModeOf,
  forexSnapshotOf,
  swapFeeOf,
  type StorageEventSource,
  type StorageLike,
} from '../../src/shared/config/store.ts';

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty';
const FOREX = JSON.stringify({
  updatedAt: 1_700_000_000_000,
  block: 12,
  rates: { PHP: '56120000000000000000', USD: '1000000000000000000' },
});

function storageWith(values: Record<string, string>): StorageLike {
  const storage = createMemoryStorage();
  for (const [key, value] of Object.entries(values)) storage.setItem(key, value);
  return storage;
}

function eventSource() {
  const listeners = new Set<(event: StorageEvent) => void>();
  const source: StorageEventSource = {
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  };
  const fire = (key: string | null) => {
    for (const listener of listeners) listener({ key } as StorageEvent);
  };
  return { source, fire, listeners };
}

describe('dex account', () => {
  it('is the AssetConversion pallet account: b"modl" ++ b"py/ascon" zero-padded, SS58 format 42', () => {
    // Written out by hand: "modl" = 6d6f646c, "py/ascon" = 70792f6173636f6e, then 20 zero bytes.
    const expected = `6d6f646c70792f6173636f6e${'00'.repeat(20)}`;
    expect(Buffer.from(palletAccountId('py/ascon')).toString('hex')).toBe(expected);
    expect(Buffer.from(decodeAddress(DEX_ACCOUNT, false, 42)).toString('hex')).toBe(expected);
    expect(DEX_ACCOUNT).toBe('5EYCAe5ijiYdQjfcUnm93KHopMnxZmCSZCtbQKXkdDoJqJgR');
    // The module writes the address out; it is the pallet account's, derived by util-crypto.
    expect(encodeAddress(palletAccountId(ASSET_CONVERSION_PALLET_ID), LUMI_SS58_FORMAT)).toBe(DEX_ACCOUNT);
  });

  it('derives other pallet accounts the same way (Polkadot treasury py/trsry)', () => {
    expect(Buffer.from(palletAccountId('py/trsry')).toString('hex')).toBe(
      `6d6f646c70792f7472737279${'00'.repeat(20)}`,
    );
    expect(() => palletAccountId('x'.repeat(29))).toThrow(RangeError);
  });
});

describe('node endpoint', () => {
  it('defaults to ws://127.0.0.1:9944', () => {
    expect(DEFAULT_NODE_ENDPOINT).toBe('ws://127.0.0.1:9944');
  });

  const HOW = 'like wss://rpc.example.org or ws://127.0.0.1:9944';
  it.each([
    [' wss://rpc.example.org/lumi ', { ok: true, url: 'wss://rpc.example.org/lumi' }],
    ['ws://127.0.0.1:9944', { ok: true, url: 'ws://127.0.0.1:9944' }],
    ['wss://[::1]:443/rpc?x=1', { ok: true, url: 'wss://[::1]:443/rpc?x=1' }],
    [
      'https://rpc.example.org',
      { ok: false, error: 'A node endpoint must start with ws:// or wss://, not https://.' },
    ],
    [
      'ws://127.0.0.1 :9944',
      { ok: false, error: `The endpoint contains a space. Write it without spaces, ${HOW}.` },
    ],
    [
      'wss://rpc.example.org/my node',
      { ok: false, error: `The endpoint contains a space. Write it without spaces, ${HOW}.` },
    ],
    [
      'ws://host\t:1',
      { ok: false, error: `The endpoint contains a space. Write it without spaces, ${HOW}.` },
    ],
    ['127.0.0.1:9944', { ok: false, error: `Start the endpoint with ws:// or wss://, ${HOW}.` }],
    ['localhost', { ok: false, error: `Start the endpoint with ws:// or wss://, ${HOW}.` }],
    ['localhost:9944', { ok: false, error: `Start the endpoint with ws:// or wss://, ${HOW}.` }],
    ['ws://', { ok: false, error: `This is not a URL. Write the endpoint in full, ${HOW}.` }],
    ['ws://127.0.0.1:99999', { ok: false, error: `This is not a URL. Write the endpoint in full, ${HOW}.` }],
    ['', { ok: false, error: `Enter a node endpoint, ${HOW}.` }],
    ['   ', { ok: false, error: `Enter a node endpoint, ${HOW}.` }],
    [
      `ws://a${'b'.repeat(2048)}`,
      { ok: false, error: 'The endpoint is too long (at most 2,048 characters).' },
    ],
  ])('checkNodeEndpoint(%j)', (text, expected) => {
    const check = checkNodeEndpoint(text);
    expect(check).toEqual(expected.ok ? expected : expect.objectContaining(expected));
    // The UI's message says the same in the English catalogue.
    if (!check.ok) expect(englishOf(check.message)).toBe(check.error);
  });
});

describe('configuration store', () => {
  it('defaults every stored field to "" and exposes the constants', () => {
    const config = createConfigStore(createMemoryStorage()).getSnapshot();
    expect(config).toEqual({
      nodeEndpoint: 'ws://127.0.0.1:9944',
      nodeEndpointIsDefault: true,
      invalidNodeEndpoint: '',
      keypair: '',
      dexAccount: DEX_ACCOUNT,
      lumiAccountAddress: '',
      lumiContractAddress: '',
      phpuContractAddress: '',
      lphpuAccountAddress: '',
      lphpuContractAddress: '',
      swapFees: '',
      forexUpdates: '',
      expertMode: '',
      language: '',
      chainProfile: '',
      contacts: '',
      invalidContacts: '',
    });
  });

  it('keeps the address book as validated JSON and reports a corrupt one as found, other fields untouched', () => {
    const alice = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
    const book = JSON.stringify([{ label: 'Alice', address: alice, addedAt: 1 }]);
    const store = createConfigStore(createMemoryStorage());
    expect(store.set('contacts', book)).toEqual({ ok: true });
    expect(contactsOf(store.getSnapshot())).toEqual([{ label: 'Alice', address: alice, addedAt: 1 }]);
    for (const bad of [
      '[{"label":"Alice"}]',
      '{not json',
      JSON.stringify([{ label: ' Alice', address: alice, addedAt: 1 }]),
      JSON.stringify([{ label: 'Alice', address: alice.slice(0, -1) + 'Z', addedAt: 1 }]),
    ]) {
      expect(store.set('contacts', bad).ok).toBe(false);
      const read = createConfigStore(
        storageWith({ 'lumi-contacts': bad, 'lumi-language': 'fil' }),
      ).getSnapshot();
      expect(read.contacts).toBe('');
      expect(read.invalidContacts).toBe(bad);
      expect(read.language).toBe('fil');
      expect(contactsOf(read)).toEqual([]);
    }
  });

  it('stores the UI language as en or fil, and reads anything else as not chosen', () => {
    const store = createConfigStore(createMemoryStorage());
    expect(store.set('language', 'fil')).toEqual({ ok: true });
    expect(store.getSnapshot().language).toBe('fil');
    expect(store.set('language', 'fil-PH').ok).toBe(false);
    expect(store.set('language', 'pseudo').ok).toBe(false);
    expect(store.getSnapshot().language).toBe('fil');
    for (const bad of ['FIL', 'tl', 'de', ' en', '{"x":1}'])
      expect(createConfigStore(storageWith({ 'lumi-language': bad })).getSnapshot().language).toBe('');
    expect(createConfigStore(storageWith({ 'lumi-language': 'en' })).getSnapshot().language).toBe('en');
  });

  it('stores expert mode as "true" or nothing, and refuses anything else', () => {
    const store = createConfigStore(createMemoryStorage());
    expect(expertModeOf(store.getSnapshot())).toBe(false);
    expect(store.set('expertMode', 'true')).toEqual({ ok: true });
    expect(expertModeOf(store.getSnapshot())).toBe(true);
    expect(store.set('expertMode', 'yes').ok).toBe(false);
    expect(expertModeOf(store.getSnapshot())).toBe(true);
    expect(store.set('expertMode', '')).toEqual({ ok: true });
    expect(expertModeOf(store.getSnapshot())).toBe(false);
    expect(createConfigStore(storageWith({ 'expert-mode': 'TRUE' })).getSnapshot().expertMode).toBe('');
  });

  it('reads valid values from the specified keys', () => {
    const storage = storageWith({
      'wallet-keypair': ALICE,
      'lumi-account-address': BOB,
      'lumi-contract-address': 'native',
      'phpu-contract-address': '1',
      'lphpu-account-address': BOB,
      'lphpu-contract-address': '0',
      'swap-fees': '3',
      'forex-updates': FOREX,
      'node-endpoint': 'wss://node.example',
    });
    const config = createConfigStore(storage).getSnapshot();
    expect(config).toMatchObject({
      keypair: ALICE,
      lumiAccountAddress: BOB,
      lumiContractAddress: 'native',
      phpuContractAddress: '1',
      lphpuAccountAddress: BOB,
      lphpuContractAddress: '0',
      swapFees: '3',
      forexUpdates: FOREX,
      nodeEndpoint: 'wss://node.example',
      nodeEndpointIsDefault: false,
      invalidNodeEndpoint: '',
    });
    expect(swapFeeOf(config)).toBe(3);
    const forex = forexSnapshotOf(config);
    expect(forex?.rates.get('PHP')).toBe(56_120_000_000_000_000_000n);
    expect(forex?.block).toBe(12);
    expect(forex?.updatedAt.toISOString()).toBe('2023-11-14T22:13:20.000Z');
  });

  it('treats garbage and tampered values as absent without throwing', () => {
    const storage = storageWith({
      'wallet-keypair': `${ALICE.slice(0, -1)}Z`,
      'lumi-account-address': '<script>',
      'lumi-contract-address': '-1',
      'phpu-contract-address': '4294967296',
      'lphpu-account-address': '',
      'lphpu-contract-address': '01',
      'swap-fees': '1001',
      'forex-updates': '{"updatedAt":1,"rates":{"PHP":1.5}}',
      'node-endpoint': 'http://node.example',
    });
    const config = createConfigStore(storage).getSnapshot();
    for (const field of Object.keys(STORAGE_KEYS) as (keyof typeof STORAGE_KEYS)[]) {
      expect(config[field], field).toBe('');
    }
    expect(config.nodeEndpoint).toBe(DEFAULT_NODE_ENDPOINT);
    // Not silently dropped: the value found is there for the app to report.
    expect(config.invalidNodeEndpoint).toBe('http://node.example');
    expect(forexSnapshotOf(config)).toBeUndefined();
    expect(swapFeeOf(config)).toBeUndefined();
    for (const bad of [
      'not json',
      '[]',
      '{"updatedAt":-1,"rates":{"PHP":"1"}}',
      '{"updatedAt":1,"rates":{}}',
    ]) {
      const store = createConfigStore(storageWith({ 'forex-updates': bad }));
      expect(store.getSnapshot().forexUpdates, bad).toBe('');
    }
  });

  it('survives a storage that throws on every call', () => {
    const hostile: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createConfigStore(hostile);
    expect(store.getSnapshot().keypair).toBe('');
    expect(store.set('keypair', ALICE)).toEqual({
      ok: false,
      errors: { keypair: 'Could not save: the browser refused to store it (storage full or disabled).' },
    });
  });

  it('validates writes and refuses invalid values without writing anything', () => {
    const storage = createMemoryStorage();
    const store = createConfigStore(storage);
    expect(store.set('keypair', ALICE)).toEqual({ ok: true });
    expect(storage.getItem('wallet-keypair')).toBe(ALICE);
    const result = store.update({ swapFees: '10', phpuContractAddress: 'PHPU' });
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors)).toEqual(['phpuContractAddress']);
    expect(storage.getItem('swap-fees')).toBeNull();
    expect(store.set('keypair', '')).toEqual({ ok: true });
    expect(storage.getItem('wallet-keypair')).toBeNull();
  });

  it('rolls back a multi-key write the browser refuses half-way', () => {
    const storage = createMemoryStorage();
    storage.setItem('swap-fees', '3');
    let writes = 0;
    const flaky: StorageLike = {
      getItem: (key) => storage.getItem(key),
      removeItem: (key) => storage.removeItem(key),
      setItem: (key, value) => {
        writes += 1;
        if (writes === 2) throw new Error('QuotaExceededError');
        storage.setItem(key, value);
      },
    };
    const store = createConfigStore(flaky);
    const result = store.update({ swapFees: '10', forexUpdates: FOREX });
    expect(result.ok).toBe(false);
    expect(storage.getItem('swap-fees')).toBe('3');
    expect(storage.getItem('forex-updates')).toBeNull();
    expect(store.getSnapshot().swapFees).toBe('3');
  });

  it('stores and resets the node endpoint override', () => {
    const storage = createMemoryStorage();
    const store = createConfigStore(storage);
    expect(store.setNodeEndpoint('ftp://x')).toEqual({
      ok: false,
      errors: { nodeEndpoint: 'A node endpoint must start with ws:// or wss://, not ftp://.' },
    });
    expect(store.setNodeEndpoint(' wss://node.example ')).toEqual({ ok: true });
    expect(storage.getItem(NODE_ENDPOINT_KEY)).toBe('wss://node.example');
    expect(store.getSnapshot().nodeEndpoint).toBe('wss://node.example');
    expect(store.setNodeEndpoint('')).toEqual({ ok: true });
    expect(store.getSnapshot()).toMatchObject({
      nodeEndpoint: DEFAULT_NODE_ENDPOINT,
      nodeEndpointIsDefault: true,
    });
  });

  it('notifies subscribers of its own writes and of other tabs, with stable snapshots', () => {
    const storage = createMemoryStorage();
    const events = eventSource();
    const store = createConfigStore(storage, events.source);
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);

    store.set('swapFees', '5');
    expect(calls).toBe(1);
    expect(store.getSnapshot().swapFees).toBe('5');

    // Another tab writes; the storage event arrives.
    storage.setItem('wallet-keypair', BOB);
    events.fire('wallet-keypair');
    expect(calls).toBe(2);
    expect(store.getSnapshot().keypair).toBe(BOB);

    // Unrelated keys and events that change nothing do not re-render.
    storage.setItem('something-else', '1');
    events.fire('something-else');
    events.fire('wallet-keypair');
    expect(calls).toBe(2);

    // Another tab clears everything.
    storage.removeItem('wallet-keypair');
    storage.removeItem('swap-fees');
    events.fire(null);
    expect(calls).toBe(3);
    expect(store.getSnapshot().keypair).toBe('');

    unsubscribe();
    expect(events.listeners.size).toBe(0);
  });
});
