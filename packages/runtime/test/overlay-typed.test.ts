// Storage writes are kept typed in the overlay and encoded when bytes are needed. Nothing a host or a pallet can
// observe may differ from encoding at each write: these tests run the same work both ways and compare.
import { Keyring } from '@polkadot/keyring';
import { u8aToHex } from '@polkadot/util';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { devAccount, devPairs } from '../src/dev-accounts.ts';
import { EXISTENTIAL_DEPOSIT } from '../src/pallets/balances/index.ts';
import type { RuntimeCallValue } from '../src/support/outer.ts';
import { ScaleEncodeError, defineType, field, struct, u8, u32, u128, vec } from '../src/scale/index.ts';
import { withContext } from '../src/support/context.ts';
import { Blake2_128Concat } from '../src/support/hashing.ts';
import { MemoryState } from '../src/support/memory-state.ts';
import { OverlayState, TypedValue } from '../src/support/overlay.ts';
import { palletStorage } from '../src/support/storage.ts';
import { HostChain } from './helpers/chain.ts';

/** Makes every typed write encode at once, as writes did before values were kept typed. */
function encodeAtEachWrite() {
  return vi.spyOn(OverlayState.prototype, 'setTyped').mockImplementation(function (
    this: OverlayState,
    hex,
    type,
    v,
  ) {
    this.setHex(hex, type.encode(v));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

beforeAll(async () => {
  await cryptoWaitReady();
});

const transfer = (kind: string, to: Uint8Array, value: bigint): RuntimeCallValue => ({
  type: 'Balances',
  value: { type: kind, value: { dest: { type: 'Id', value: to }, value } },
});

describe('typed values in the overlay', () => {
  it('build blocks with the same hashes, changes, outcomes and validity as encoding at each write', async () => {
    const { Alice, Bob, Charlie, Dave } = devPairs();
    const fresh = new Keyring({ type: 'sr25519' }).addFromUri('//Fresh');
    const signer = await HostChain.create();
    // Signatures are randomised: both chains get the very same extrinsic bytes.
    const blocks: Uint8Array[][] = [
      [
        signer.sign(Alice, transfer('transfer_keep_alive', Bob.publicKey, 10n ** 12n), { nonce: 0 }),
        signer.sign(Alice, transfer('transfer_allow_death', fresh.publicKey, EXISTENTIAL_DEPOSIT + 10n), {
          nonce: 1,
        }),
        // Fails in dispatch (more than Bob has): the fee stays charged, the transfer's writes roll back.
        signer.sign(Bob, transfer('transfer_keep_alive', Charlie.publicKey, 10n ** 30n), { nonce: 0 }),
        signer.sign(
          Charlie,
          {
            type: 'Balances',
            value: {
              type: 'transfer_all',
              value: { dest: { type: 'Id', value: Dave.publicKey }, keep_alive: false },
            },
          },
          { nonce: 0 },
        ),
        signer.sign(Alice, transfer('transfer_keep_alive', Bob.publicKey, 1n), { nonce: 5 }), // Future
      ],
      [
        signer.sign(
          Alice,
          {
            type: 'Sudo',
            value: {
              type: 'sudo',
              value: {
                call: {
                  type: 'Balances',
                  value: {
                    type: 'force_set_balance',
                    value: { who: { type: 'Id', value: fresh.publicKey }, new_free: 0n },
                  },
                },
              },
            },
          },
          { nonce: 2 },
        ),
        signer.sign(Bob, transfer('transfer_allow_death', devAccount('Eve'), 7n * 10n ** 12n), { nonce: 1 }),
        signer.sign(Dave, transfer('transfer_keep_alive', Alice.publicKey, 3n), { nonce: 0 }),
      ],
    ];
    const extra = signer.sign(Bob, transfer('transfer_keep_alive', Alice.publicKey, 5n), { nonce: 2 });

    const run = async () => {
      const chain = await HostChain.create();
      const out: unknown[] = [];
      for (const xts of blocks) {
        const { outcomes, sealed } = chain.block(xts);
        out.push({
          outcomes,
          hash: u8aToHex(sealed.hash),
          stateRoot: u8aToHex(sealed.header.stateRoot),
          changes: [...sealed.changes].map(([k, v]) => [k, v === null ? null : u8aToHex(v)]),
        });
        // Validation writes into a layer it rolls back.
        out.push(chain.validate(extra), chain.validate(extra), chain.validate(xts[0]!));
      }
      return out;
    };

    const spy = encodeAtEachWrite();
    const encoded = await run();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    const typedWrites = vi.spyOn(TypedValue.prototype, 'bytes');
    const typed = await run();
    expect(typedWrites).toHaveBeenCalled();
    expect(typed).toEqual(encoded);
    // Not vacuous: the first block includes transfers that succeeded and one that failed, and refuses one.
    const first = (typed[0] as { outcomes: { included: boolean; success?: boolean }[] }).outcomes;
    expect(first.map((o) => (o.included ? o.success : 'refused'))).toEqual([
      true,
      true,
      false,
      true,
      'refused',
    ]);
  });

  const Pair = struct('overlay_typed_test::Pair', { a: field(u32), b: field(u128), list: field(vec(u8)) });
  const store = palletStorage('OverlayTypedTest');
  const Pairs = store.map('Pairs', Blake2_128Concat, u32, Pair);
  const Count = store.value('Count', u32, { default: 0 });
  const ctxOver = (o: OverlayState) => ({
    state: o,
    blockNumber: 1,
    phase: { type: 'Initialization' } as const,
  });

  it('reads back a write rolled back in a layer as the value before it, and drains the same bytes', () => {
    const both = [new OverlayState(new MemoryState()), new OverlayState(new MemoryState())] as const;
    const results: unknown[][] = [[], []];
    both.forEach((o, i) => {
      const spy = i === 0 ? encodeAtEachWrite() : undefined;
      withContext(ctxOver(o), () => {
        const r = results[i]!;
        Pairs.insert(1, { a: 1, b: 2n, list: [3] });
        Count.set(1);
        o.startTransaction();
        Pairs.mutate(1, (p) => ({ ...p!, a: 10, list: [...p!.list, 4] }));
        Count.set(2);
        o.startTransaction();
        Pairs.insert(2, { a: 20, b: 2n ** 100n, list: [] });
        r.push(Pairs.get(1), Pairs.get(2), Count.get());
        o.rollbackTransaction();
        r.push(Pairs.get(1), Pairs.get(2), Pairs.contains(2));
        o.rollbackTransaction();
        r.push(Pairs.get(1), Count.get(), u8aToHex(o.get(Pairs.key(1))));
        o.startTransaction();
        Pairs.remove(1);
        o.commitTransaction();
        r.push(Pairs.tryGet(1), Pairs.contains(1));
        Pairs.insert(3, { a: 3, b: 3n, list: [1, 2, 3] });
      });
      spy?.mockRestore();
      results[i]!.push([...o.drain()].map(([k, v]) => [k, v === null ? null : u8aToHex(v)]));
    });
    expect(results[1]).toEqual(results[0]);
    expect(results[1]![3]).toEqual({ a: 10, b: 2n, list: [3, 4] });
    expect(results[1]![4]).toBeUndefined();
    expect(results[1]![6]).toEqual({ a: 1, b: 2n, list: [3] });
    expect(results[1]![7]).toBe(1);
  });

  it('fails a write that cannot be encoded at the write, with the same error, storing nothing', () => {
    const o = new OverlayState(new MemoryState());
    withContext(ctxOver(o), () => {
      Pairs.insert(1, { a: 1, b: 1n, list: [] });
      const bad = { a: 1, b: 2n ** 128n, list: [] };
      const expected = (() => {
        try {
          Pair.encode(bad);
        } catch (e) {
          return e;
        }
      })();
      expect(expected).toBeInstanceOf(ScaleEncodeError);
      expect(() => Pairs.insert(1, bad)).toThrow((expected as Error).message);
      expect(() => Pairs.insert(2, { a: -1, b: 0n, list: [] })).toThrow(ScaleEncodeError);
      expect(Pairs.get(1)).toEqual({ a: 1, b: 1n, list: [] });
      expect(Pairs.contains(2)).toBe(false);
    });
  });

  it('keeps the caller free to change the value it wrote, and gives readers their own copies', () => {
    const o = new OverlayState(new MemoryState());
    withContext(ctxOver(o), () => {
      const v = { a: 1, b: 1n, list: [1] };
      Pairs.insert(1, v);
      v.a = 99;
      v.list.push(2);
      const read = Pairs.get(1)!;
      expect(read).toEqual({ a: 1, b: 1n, list: [1] });
      read.list.push(7);
      expect(Pairs.get(1)).toEqual({ a: 1, b: 1n, list: [1] });
      expect(u8aToHex(o.get(Pairs.key(1)))).toBe(u8aToHex(Pair.encode({ a: 1, b: 1n, list: [1] })));
    });
  });

  it('reads a value as decoding its bytes would: fields the type does not have are not kept', () => {
    const o = new OverlayState(new MemoryState());
    withContext(ctxOver(o), () => {
      const wide = { a: 1, b: 1n, list: [], extra: 'x' };
      Pairs.insert(1, wide);
      expect(Pairs.get(1)).toStrictEqual({ a: 1, b: 1n, list: [] });
    });
  });

  it('keeps the bytes of a codec whose encoding does not decode, so reads see it as undecodable as before', () => {
    const oneWay = defineType<number>(
      u32.info,
      {
        encodeTo: (w, v) => w.u8(v),
        decodeFrom: (r) => r.fail('never decodes'),
      },
      1,
    );
    const Broken = palletStorage('OverlayTypedBroken').value('Broken', oneWay);
    const o = new OverlayState(new MemoryState());
    withContext(ctxOver(o), () => {
      Broken.set(5);
      expect(Broken.get()).toBeUndefined();
      expect(Broken.exists()).toBe(true);
      expect(u8aToHex(o.get(Broken.key))).toBe('0x05');
    });
  });
});
