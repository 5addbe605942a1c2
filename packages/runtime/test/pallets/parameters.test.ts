import { u8aToHex } from '@polkadot/util';
import { describe, expect, it } from 'vitest';
import { devAccount } from '../../src/dev-accounts.ts';
import { ParametersStorage, RuntimeParametersKey, lpFee } from '../../src/pallets/parameters/index.ts';
import { Root, signed } from '../../src/support/origin.ts';
import { Blake2_128Concat, storagePrefix } from '../../src/support/hashing.ts';
import { TestChain } from '../../src/support/testing.ts';

const setLpFee = (fee: number | undefined) => ({
  type: 'Parameters',
  value: {
    type: 'set_parameter',
    value: { key_value: { type: 'Dex', value: { type: 'LpFee', value: [{}, fee] } } },
  },
});
const KEY = { type: 'Dex', value: { type: 'LpFee', value: {} } } as const;
const value = (fee: number) => ({ type: 'Dex', value: { type: 'LpFee', value: fee } });

describe('Parameters', () => {
  it('defaults the Dex LP fee to 3 per-mille with nothing stored', async () => {
    const chain = await TestChain.create();
    chain.read(() => {
      expect(ParametersStorage.get(KEY)).toBeUndefined();
      expect(lpFee()).toBe(3n);
    });
  });

  it('lets Root set, change and delete the LP fee, reporting old and new values', async () => {
    const chain = await TestChain.create();
    const first = chain.dispatch(Root, setLpFee(10));
    expect(first.ok).toBe(true);
    expect(first.events.map((e) => e.event)).toEqual([
      {
        type: 'Parameters',
        value: { type: 'Updated', value: { key: KEY, old_value: undefined, new_value: value(10) } },
      },
    ]);
    chain.read(() => expect(lpFee()).toBe(10n));

    const second = chain.dispatch(Root, setLpFee(0));
    expect(second.events.map((e) => e.event)).toEqual([
      {
        type: 'Parameters',
        value: { type: 'Updated', value: { key: KEY, old_value: value(10), new_value: value(0) } },
      },
    ]);
    chain.read(() => expect(lpFee()).toBe(0n));

    const cleared = chain.dispatch(Root, setLpFee(undefined));
    expect(cleared.events.map((e) => e.event)).toEqual([
      {
        type: 'Parameters',
        value: { type: 'Updated', value: { key: KEY, old_value: value(0), new_value: undefined } },
      },
    ]);
    chain.read(() => {
      expect(ParametersStorage.get(KEY)).toBeUndefined();
      expect(lpFee()).toBe(3n);
    });
  });

  it('stores under FRAME key twox128(Parameters) ++ twox128(Parameters) ++ blake2_128concat(key)', async () => {
    const chain = await TestChain.create();
    chain.dispatch(Root, setLpFee(7));
    // RuntimeParametersKey::Dex(ParametersKey::LpFee(LpFee)) encodes as group index 0, key index 0, unit struct.
    const encodedKey = new Uint8Array([0, 0]);
    expect(RuntimeParametersKey.encode(KEY)).toEqual(encodedKey);
    const full = new Uint8Array([
      ...storagePrefix('Parameters', 'Parameters'),
      ...Blake2_128Concat.hash(encodedKey),
    ]);
    expect(u8aToHex(ParametersStorage.key(KEY))).toBe(u8aToHex(full));
    // RuntimeParametersValue::Dex(ParametersValue::LpFee(7u32))
    expect(chain.read(() => ParametersStorage.get(KEY))).toEqual(value(7));
  });

  it('rejects non-Root origins with BadOrigin and leaves the fee alone', async () => {
    const chain = await TestChain.create();
    const r = chain.dispatch(signed(devAccount('Alice')), setLpFee(50));
    expect(r.ok).toBe(false);
    expect(r.error?.toValue()).toEqual({ type: 'BadOrigin' });
    expect(r.events).toEqual([]);
    chain.read(() => expect(lpFee()).toBe(3n));
  });

  it('rejects a fee of 1000 per-mille or more with DispatchError::Other', async () => {
    const chain = await TestChain.create();
    chain.dispatch(Root, setLpFee(5));
    for (const fee of [1000, 4_294_967_295]) {
      const r = chain.dispatch(Root, setLpFee(fee));
      expect(r.ok).toBe(false);
      expect(r.error?.toValue()).toEqual({ type: 'Other' });
      expect(r.error?.message).toMatch(/LpFee must be below 1000/);
      expect(r.events).toEqual([]);
    }
    chain.dispatch(Root, setLpFee(999));
    chain.read(() => expect(lpFee()).toBe(999n));
  });
});
