import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../src/shared/config/keys.ts';
import { createMemoryStorage } from '../../src/shared/config/memoryStorage.ts';
import { createConfigStore } from '../../src/shared/config/store.ts';
import type * as Fields from '../../src/shared/config/fields.ts';

// Counts the checks the store runs, with the real check behind the count.
const checked = vi.hoisted(() => ({ calls: [] as string[] }));
vi.mock('../../src/shared/config/fields.ts', async (importOriginal) => {
  const fields = await importOriginal<typeof Fields>();
  return {
    ...fields,
    checkField: (field: Parameters<typeof fields.checkField>[0], value: string) => {
      checked.calls.push(field);
      return fields.checkField(field, value);
    },
  };
});

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty';

describe('configuration store checks', () => {
  beforeEach(() => {
    checked.calls = [];
  });

  it('checks a written value once, not again when it re-reads storage after the write', () => {
    const store = createConfigStore(createMemoryStorage());
    const stop = store.subscribe(() => undefined);
    expect(store.update({ lumiAccountAddress: ALICE, swapFees: '3' })).toEqual({ ok: true });
    expect(checked.calls.sort()).toEqual(['lumiAccountAddress', 'swapFees']);
    expect(store.getSnapshot()).toMatchObject({ lumiAccountAddress: ALICE, swapFees: '3' });
    stop();
    // Without subscribers every snapshot read re-reads storage; unchanged values are not checked again.
    checked.calls = [];
    store.getSnapshot();
    store.getSnapshot();
    expect(checked.calls).toEqual([]);
  });

  it('checks a value again once storage holds another text, and still refuses a tampered one', () => {
    const storage = createMemoryStorage();
    storage.setItem(STORAGE_KEYS.lumiAccountAddress, ALICE);
    const store = createConfigStore(storage);
    expect(store.getSnapshot().lumiAccountAddress).toBe(ALICE);
    storage.setItem(STORAGE_KEYS.lumiAccountAddress, `${ALICE.slice(0, -1)}x`);
    checked.calls = [];
    expect(store.getSnapshot().lumiAccountAddress).toBe('');
    storage.setItem(STORAGE_KEYS.lumiAccountAddress, BOB);
    expect(store.getSnapshot().lumiAccountAddress).toBe(BOB);
    expect(checked.calls).toEqual(['lumiAccountAddress', 'lumiAccountAddress']);
  });

  it('refuses an invalid write with its error even after a valid value of the field was stored', () => {
    const store = createConfigStore(createMemoryStorage());
    expect(store.set('swapFees', '3')).toEqual({ ok: true });
    expect(store.set('swapFees', '1001')).toEqual({
      ok: false,
      errors: { swapFees: 'A swap fee cannot exceed 100 %.' },
    });
    expect(store.getSnapshot().swapFees).toBe('3');
  });
});
