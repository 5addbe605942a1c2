// dev_setStorage's {Pallet: {Item: value}} form, encoded through the runtime's own metadata.
import { createRuntime, MemoryState } from '@lumi/runtime';
import { TypeRegistry } from '@polkadot/types';
import { decodeAddress } from '@polkadot/util-crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { StorageJsonError, StorageLayout } from '../src/dev/storage-json.ts';
import { bytes as VecU8 } from '@lumi/runtime/scale';

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
// twox128("Balances") ++ twox128("TotalIssuance") and twox128("System") ++ twox128("Account").
const TOTAL_ISSUANCE = '0xc2261276cc9d1f8598ea4b6a74b15c2f57c875e4cff74148e4628f264b974c80';
const SYSTEM_ACCOUNT = '0x26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9';

let layout: StorageLayout;
beforeAll(async () => {
  const runtime = await createRuntime();
  const genesis = runtime.genesisBlock(runtime.genesisPreset('development'));
  const state = new MemoryState();
  state.apply(genesis.changes);
  const raw = runtime.call(state, 'Metadata_metadata', new Uint8Array(), {
    hash: genesis.hash,
    number: 0,
  });
  layout = new StorageLayout(VecU8.decode(raw));
});

describe('StorageLayout', () => {
  it('encodes a plain value and a map entry with defaults for the fields left out', () => {
    const pairs = layout.encode({
      Balances: { TotalIssuance: '1000' },
      System: { Account: [[[ALICE], { nonce: 2, data: { free: 5 } }]] },
    });
    expect(pairs[0]).toEqual([TOTAL_ISSUANCE, `0xe8030000${'00'.repeat(12)}`]);
    const [key, value] = pairs[1]!;
    expect(key.startsWith(SYSTEM_ACCOUNT)).toBe(true);
    expect(key.endsWith(Buffer.from(decodeAddress(ALICE)).toString('hex'))).toBe(true);
    const info = new TypeRegistry().createType(
      '{"nonce":"u32","consumers":"u32","providers":"u32","sufficients":"u32","data":{"free":"u128","reserved":"u128","frozen":"u128","flags":"u128"}}',
      value!,
    );
    expect(info.toJSON()).toMatchObject({ nonce: 2, consumers: 0, data: { free: 5, reserved: 0 } });
  });

  it('takes null as a deletion and a 0x string as raw bytes', () => {
    expect(layout.encode({ Timestamp: { Now: null } })[0]![1]).toBeNull();
    expect(layout.encode({ Timestamp: { Now: '0x0100000000000000' } })[0]![1]).toBe('0x0100000000000000');
  });

  it.each([
    [{ Nope: { X: 1 } }, "unknown pallet 'Nope'"],
    [{ System: { Nope: 1 } }, "unknown storage item 'Nope' in pallet 'System'"],
    [{ System: { toString: 1 } }, "unknown storage item 'toString'"],
    [{ System: { Account: 1 } }, 'a map takes a list'],
    [{ System: { Account: [[ALICE]] } }, 'expected a [[key…], value] pair'],
    [{ System: { Account: [[['not an address'], {}]] } }, 'System.Account[0]'],
    [{ Timestamp: { Now: '0x0' } }, 'bad hex'],
    [{ System: [] }, 'expected an object of storage items'],
  ])('refuses %j', (json, message) => {
    expect(() => layout.encode(json as never)).toThrow(StorageJsonError);
    expect(() => layout.encode(json as never)).toThrow(message);
  });
});
