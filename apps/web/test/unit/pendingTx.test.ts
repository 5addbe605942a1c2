import { describe, expect, it } from 'vitest';
import { decideOutcome, extrinsicResult, type SystemEventRecord } from '../../src/shared/tx/outcome.ts';
import {
  CORRUPT_PREFIX,
  PENDING_PREFIX,
  RESOLVED_KEPT_MS,
  createPendingStore,
  type PendingTx,
  type TxStorage,
} from '../../src/shared/tx/pendingStore.ts';
import { sameAccount } from '../../src/shared/address/index.ts';
import { accountChangedMessage, signerIs } from '../../src/shared/tx/signerCheck.ts';
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto';

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty';
const HASH = `0x${'ab'.repeat(32)}`;
const OTHER_HASH = `0x${'cd'.repeat(32)}`;
const BLOCK_HASH = `0x${'01'.repeat(32)}`;

function entry(change: Partial<PendingTx> = {}): PendingTx {
  return {
    hash: HASH,
    signed: '0x0102',
    genesis: `0x${'00'.repeat(32)}`,
    signer: BOB,
    nonce: 3,
    title: 'Swap 1 LUMI for PHPU',
    birth: 10,
    death: 74,
    submittedAt: Date.now(),
    ...change,
  };
}

function memoryStorage(initial: Record<string, string> = {}): TxStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('stored transactions', () => {
  it('stores one key per transaction and reads them back validated', () => {
    const storage = memoryStorage();
    const store = createPendingStore(storage);
    expect(store.put(entry())).toBe(true);
    expect(store.put(entry({ hash: OTHER_HASH, submittedAt: 1 }))).toBe(true);
    expect([...storage.data.keys()].sort()).toEqual([
      `${PENDING_PREFIX}${HASH}`,
      `${PENDING_PREFIX}${OTHER_HASH}`,
    ]);
    expect(store.getSnapshot().map((e) => e.hash)).toEqual([OTHER_HASH, HASH]);
  });

  it('refuses an invalid entry and writes nothing', () => {
    const storage = memoryStorage();
    const store = createPendingStore(storage);
    expect(store.put(entry({ hash: '0x12' }))).toBe(false);
    expect(store.put(entry({ nonce: -1 }))).toBe(false);
    expect(storage.data.size).toBe(0);
  });

  it.each([
    ['broken JSON', '{"hash":'],
    ['a wrong shape', JSON.stringify({ hash: HASH, nonce: 'three' })],
    ['a key that does not match its hash', JSON.stringify(entry({ hash: OTHER_HASH }))],
    ['a negative block', JSON.stringify(entry({ birth: -5 }))],
  ])('sets aside %s, keeps the rest and never throws', (_name, raw) => {
    const good = entry({ hash: OTHER_HASH });
    const storage = memoryStorage({
      [`${PENDING_PREFIX}${HASH}`]: raw,
      [`${PENDING_PREFIX}${OTHER_HASH}`]: JSON.stringify(good),
      unrelated: 'x',
    });
    const corrupt: string[] = [];
    const store = createPendingStore(storage, (key) => corrupt.push(key));
    expect(store.getSnapshot().map((e) => e.hash)).toEqual([OTHER_HASH]);
    expect(corrupt).toEqual([`${PENDING_PREFIX}${HASH}`]);
    expect(storage.data.get(`${CORRUPT_PREFIX}${HASH}`)).toBe(raw);
    expect(storage.data.has(`${PENDING_PREFIX}${HASH}`)).toBe(false);
    expect(storage.data.get('unrelated')).toBe('x');
  });

  it('records an outcome once: a second resolution (another tab) does not overwrite it', () => {
    const store = createPendingStore(memoryStorage());
    store.put(entry());
    const first = store.resolve(HASH, { kind: 'success', block: 12, blockHash: BLOCK_HASH });
    const second = store.resolve(HASH, { kind: 'expired', block: 80 });
    expect(first?.outcome).toEqual({ kind: 'success', block: 12, blockHash: BLOCK_HASH });
    expect(second?.outcome?.kind).toBe('success');
    expect(store.getSnapshot()[0]?.outcome?.kind).toBe('success');
  });

  it('sees entries another tab wrote after a refresh, and keeps both tabs’ entries', () => {
    const storage = memoryStorage();
    const tabA = createPendingStore(storage);
    const tabB = createPendingStore(storage);
    tabA.put(entry());
    tabB.put(entry({ hash: OTHER_HASH }));
    tabA.refresh();
    expect(tabA.getSnapshot()).toHaveLength(2);
    expect(tabB.getSnapshot()).toHaveLength(2);
  });

  it('prunes resolved entries after a day, never pending ones', () => {
    const old = Date.now() - RESOLVED_KEPT_MS - 1;
    const storage = memoryStorage({
      [`${PENDING_PREFIX}${HASH}`]: JSON.stringify(
        entry({ submittedAt: old, resolvedAt: old, outcome: { kind: 'expired', block: 80 } }),
      ),
      [`${PENDING_PREFIX}${OTHER_HASH}`]: JSON.stringify(entry({ hash: OTHER_HASH, submittedAt: old })),
    });
    const store = createPendingStore(storage);
    expect(store.getSnapshot().map((e) => e.hash)).toEqual([OTHER_HASH]);
    expect(storage.data.has(`${PENDING_PREFIX}${HASH}`)).toBe(false);
  });

  it('works without storage (reads empty, refuses writes)', () => {
    const store = createPendingStore(undefined);
    expect(store.getSnapshot()).toEqual([]);
    expect(store.put(entry())).toBe(false);
  });
});

const success = { type: 'System', value: { type: 'ExtrinsicSuccess', value: {} } };
const failed = {
  type: 'System',
  value: {
    type: 'ExtrinsicFailed',
    value: {
      dispatch_error: {
        type: 'Module',
        value: { type: 'AssetConversion', value: { type: 'ProvidedMinimumNotSufficientForSwap' } },
      },
    },
  },
};
const sudid = (ok: boolean) => ({
  type: 'Sudo',
  value: {
    type: 'Sudid',
    value: {
      sudo_result: ok
        ? { success: true, value: undefined }
        : { success: false, value: { type: 'BadOrigin' } },
    },
  },
});
const at = (index: number, event: SystemEventRecord['event']): SystemEventRecord => ({
  phase: { type: 'ApplyExtrinsic', value: index },
  event,
});

describe('an extrinsic’s result from its block’s events', () => {
  it.each<[string, SystemEventRecord[], number, boolean, string | undefined]>([
    ['success', [at(0, success), at(1, success)], 1, true, undefined],
    [
      'a dispatch error, decoded',
      [at(0, success), at(1, failed)],
      1,
      false,
      'AssetConversion.ProvidedMinimumNotSufficientForSwap',
    ],
    ['only its own events count', [at(0, failed), at(1, success)], 1, true, undefined],
    ['a sudo call whose inner call failed', [at(2, sudid(false)), at(2, success)], 2, false, 'BadOrigin'],
    ['a sudo call that worked', [at(2, sudid(true)), at(2, success)], 2, true, undefined],
  ])('%s', (_name, records, index, ok, code) => {
    const result = extrinsicResult(records, index, { slippage: '0.5 %' });
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.error.code).toBe(code);
  });
});

describe('how a pending transaction ended', () => {
  const pending = entry({ nonce: 3, birth: 10, death: 74 });
  const error = { code: 'Balances.InsufficientBalance', message: 'Not enough.' };
  it.each<[string, Parameters<typeof decideOutcome>[1], ReturnType<typeof decideOutcome>]>([
    [
      'found, succeeded',
      { found: { block: 12, blockHash: BLOCK_HASH, ok: true }, nonce: 4, checkedTo: 20 },
      { kind: 'success', block: 12, blockHash: BLOCK_HASH },
    ],
    [
      'found, failed on chain (the only "failed")',
      { found: { block: 12, blockHash: BLOCK_HASH, ok: false, error }, nonce: 4, checkedTo: 20 },
      { kind: 'failed', block: 12, blockHash: BLOCK_HASH, error },
    ],
    [
      'not found, nonce passed → replaced',
      { found: undefined, nonce: 4, checkedTo: 20 },
      { kind: 'replaced', block: 20 },
    ],
    [
      'not found, nonce passed after the era → still replaced (the nonce says why)',
      { found: undefined, nonce: 5, checkedTo: 90 },
      { kind: 'replaced', block: 90 },
    ],
    [
      'not found, era over → expired',
      { found: undefined, nonce: 3, checkedTo: 74 },
      { kind: 'expired', block: 74 },
    ],
    ['not found, era still open → wait', { found: undefined, nonce: 3, checkedTo: 73 }, undefined],
    ['not found, nothing moved → wait', { found: undefined, nonce: 3, checkedTo: 10 }, undefined],
  ])('%s', (_name, evidence, outcome) => {
    expect(decideOutcome(pending, evidence)).toEqual(outcome);
  });
});

describe('the signer of a review', () => {
  const aliceKusama = encodeAddress(decodeAddress(ALICE), 2);
  it.each([
    [ALICE, ALICE, true],
    [ALICE, aliceKusama, true],
    [ALICE, BOB, false],
    [ALICE, undefined, false],
    ['not an address', 'not an address', false],
  ])('%s is %s → %s', (a, b, same) => {
    expect(sameAccount(a, b)).toBe(same);
  });

  it('accepts only a signer with the captured public key', () => {
    expect(signerIs({ name: 'Alice', address: aliceKusama }, decodeAddress(ALICE))).toBe(true);
    expect(signerIs({ name: 'Alice', address: ALICE }, decodeAddress(BOB))).toBe(false);
  });

  it('says what happened when the account changed or disconnected', () => {
    const bob = { name: 'Bob', address: BOB };
    expect(accountChangedMessage(bob, { name: 'Alice', address: ALICE })).toMatch(
      /switched from Bob to Alice .*nothing was signed\. Review again to sign as Alice\./u,
    );
    expect(accountChangedMessage(bob, undefined)).toMatch(/disconnected Bob .*nothing was signed/u);
  });
});
