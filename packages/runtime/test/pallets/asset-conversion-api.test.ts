// AssetConversionApi through its SCALE boundary, as state_call serves it.
import { u8aConcat, u8aToHex } from '@polkadot/util';
import { describe, expect, it } from 'vitest';
import { RuntimeApiError } from '../../src/host.ts';
import { apiId, VERSION } from '../../src/version.ts';
import { metadataV15 } from '../../src/metadata/index.ts';
import { NATIVE, poolAccount, withId } from '../../src/pallets/asset-conversion/index.ts';
import { assetsFungibles } from '../../src/pallets/assets/index.ts';
import { freeBalance } from '../../src/pallets/balances/index.ts';
import { unify } from '../fidelity/metadata-bytes.ts';
import { HostChain } from '../helpers/chain.ts';

const UNIT = 10n ** 12n;

function u128le(v: bigint): Uint8Array {
  const out = new Uint8Array(16);
  for (let i = 0; i < 16; i++) out[i] = Number((v >> BigInt(8 * i)) & 0xffn);
  return out;
}
const NATIVE_BYTES = new Uint8Array([0]);
const PHPU_BYTES = new Uint8Array([1, 1, 0, 0, 0]);
const some = (v: bigint) => u8aToHex(u8aConcat([1], u128le(v)));
const NONE = '0x00';

describe('AssetConversionApi through state_call', () => {
  it('is declared like kitchensink: id blake2_64("AssetConversionApi"), version 1, FRAME argument names', () => {
    expect(VERSION.apis).toContainEqual([apiId('AssetConversionApi'), 1]);
    expect(apiId('AssetConversionApi')).toBe('0x8a8047a53a8277ec');
    const meta = unify(metadataV15()).apis.find((a) => a.name === 'AssetConversionApi');
    expect(meta?.methods.map((m) => [m.name, m.inputs.map((i) => i.name)])).toEqual([
      ['quote_price_tokens_for_exact_tokens', ['asset1', 'asset2', 'amount', 'include_fee']],
      ['quote_price_exact_tokens_for_tokens', ['asset1', 'asset2', 'amount', 'include_fee']],
      ['get_reserves', ['asset1', 'asset2']],
    ]);
  });

  it('quotes from SCALE arguments with and without the fee', async () => {
    const chain = await HostChain.create();
    const call = (method: string, ...parts: Uint8Array[]) =>
      u8aToHex(chain.rt.call(chain.state, `AssetConversionApi_${method}`, u8aConcat(...parts), chain.head));
    const account = poolAccount(NATIVE, withId(1))!;
    const [rN, rP] = chain.read(() => [freeBalance(account), assetsFungibles.balance(1, account)]);
    const amount = 3n * UNIT;
    const yes = new Uint8Array([1]);
    const no = new Uint8Array([0]);

    expect(call('quote_price_exact_tokens_for_tokens', NATIVE_BYTES, PHPU_BYTES, u128le(amount), yes)).toBe(
      some((amount * 997n * rP) / (rN * 1000n + amount * 997n)),
    );
    expect(call('quote_price_exact_tokens_for_tokens', NATIVE_BYTES, PHPU_BYTES, u128le(amount), no)).toBe(
      some((amount * rP) / rN),
    );
    const out = 1_000_000n; // 1 PHPU
    expect(call('quote_price_tokens_for_exact_tokens', NATIVE_BYTES, PHPU_BYTES, u128le(out), yes)).toBe(
      some((rN * out * 1000n) / ((rP - out) * 997n) + 1n),
    );
    expect(call('quote_price_tokens_for_exact_tokens', NATIVE_BYTES, PHPU_BYTES, u128le(out), no)).toBe(
      some((out * rN) / rP),
    );
    // Reserves come back in the order asked.
    expect(call('get_reserves', PHPU_BYTES, NATIVE_BYTES)).toBe(
      u8aToHex(u8aConcat([1], u128le(rP), u128le(rN))),
    );
  });

  it('answers None where FRAME does', async () => {
    const chain = await HostChain.create();
    const call = (method: string, ...parts: Uint8Array[]) =>
      u8aToHex(chain.rt.call(chain.state, `AssetConversionApi_${method}`, u8aConcat(...parts), chain.head));
    const yes = new Uint8Array([1]);
    const account = poolAccount(NATIVE, withId(1))!;
    const [rP, min] = chain.read(() => [
      assetsFungibles.balance(1, account),
      assetsFungibles.minimumBalance(1),
    ]);
    const noPool = new Uint8Array([1, 99, 0, 0, 0]);
    // Zero amount, unknown pool, a pair of one asset.
    expect(call('quote_price_exact_tokens_for_tokens', NATIVE_BYTES, PHPU_BYTES, u128le(0n), yes)).toBe(NONE);
    expect(call('quote_price_exact_tokens_for_tokens', NATIVE_BYTES, noPool, u128le(UNIT), yes)).toBe(NONE);
    expect(call('quote_price_exact_tokens_for_tokens', PHPU_BYTES, PHPU_BYTES, u128le(UNIT), yes)).toBe(NONE);
    expect(call('get_reserves', NATIVE_BYTES, noPool)).toBe(NONE);
    expect(call('get_reserves', NATIVE_BYTES, NATIVE_BYTES)).toBe(NONE);
    // An output that rounds to zero.
    expect(call('quote_price_exact_tokens_for_tokens', NATIVE_BYTES, PHPU_BYTES, u128le(1n), yes)).toBe(NONE);
    // More than the pool can pay while keeping its minimum balance (swaps withdraw with Preserve).
    expect(
      call('quote_price_tokens_for_exact_tokens', NATIVE_BYTES, PHPU_BYTES, u128le(rP - min + 1n), yes),
    ).toBe(NONE);
    expect(
      call('quote_price_tokens_for_exact_tokens', NATIVE_BYTES, PHPU_BYTES, u128le(rP - min), yes),
    ).not.toBe(NONE);
  });

  it('rejects malformed arguments with a RuntimeApiError', async () => {
    const chain = await HostChain.create();
    const call = (args: Uint8Array) =>
      chain.rt.call(chain.state, 'AssetConversionApi_get_reserves', args, chain.head);
    expect(() => call(NATIVE_BYTES)).toThrow(RuntimeApiError);
    expect(() => call(u8aConcat(NATIVE_BYTES, PHPU_BYTES, [0]))).toThrow(RuntimeApiError);
    expect(() => call(new Uint8Array([2, 0]))).toThrow(RuntimeApiError);
  });
});
