// Runtime.accessHints: the keys a transaction names are keys its application really reads, and the accounts it
// reads are all named (what a node's prefetch relies on to load them before the block).
import { u8aToHex } from '@polkadot/util';
import { beforeAll, describe, expect, it } from 'vitest';
import { devAccount, devPairs } from '../src/dev-accounts.ts';
import type { StateReader } from '../src/host.ts';
import { assetsInstance, PHPU_ID } from '../src/pallets/assets/index.ts';
import { Account } from '../src/pallets/system/storage.ts';
import { runtime } from '../src/runtime.ts';
import type { RuntimeCallValue } from '../src/support/outer.ts';
import { HostChain } from './helpers/chain.ts';

const id = (value: Uint8Array) => ({ type: 'Id' as const, value });
const balances = (type: string, value: Record<string, unknown>): RuntimeCallValue => ({
  type: 'Balances',
  value: { type, value },
});
const assets = (type: string, value: Record<string, unknown>): RuntimeCallValue => ({
  type: 'Assets',
  value: { type, value },
});
const hex = (keys: readonly Uint8Array[]) => keys.map((k) => u8aToHex(k)).sort();

/** A state reader that lists the keys read through it while `recording`. */
class Recorder implements StateReader {
  recording = false;
  readonly read = new Set<string>();
  constructor(private readonly inner: StateReader) {}
  get(key: Uint8Array) {
    if (this.recording) this.read.add(u8aToHex(key));
    return this.inner.get(key);
  }
  nextKey(prefix: Uint8Array, after?: Uint8Array) {
    return this.inner.nextKey(prefix, after);
  }
}

let chain: HostChain;
let nonce = 0;
beforeAll(async () => {
  chain = await HostChain.create();
});

/** Applies `call` signed by Alice in a block of its own; returns its hints and the keys its application read. */
function applyRecorded(call: RuntimeCallValue) {
  const { Alice } = devPairs();
  const xt = chain.sign(Alice, call, { nonce: nonce++ });
  const hints = chain.rt.accessHints!(xt);
  const recorder = new Recorder(chain.state);
  chain.timestamp += 6000n;
  const b = chain.rt.newBlock(recorder, chain.head, { timestamp: chain.timestamp });
  recorder.recording = true;
  const outcome = b.applyExtrinsic(xt);
  recorder.recording = false;
  const sealed = b.finalize();
  chain.state.apply(sealed.changes);
  chain.head = { hash: sealed.hash, number: sealed.header.number };
  return { hints, read: recorder.read, outcome };
}

const SYSTEM_ACCOUNT = u8aToHex(Account.prefix);
const ASSETS_ACCOUNT = u8aToHex(assetsInstance.storage.Account.prefix);

describe('Runtime.accessHints', () => {
  it.each([
    ['transfer_keep_alive to an existing account', 'transfer_keep_alive', devAccount('Bob')],
    ['transfer_allow_death to a new account', 'transfer_allow_death', new Uint8Array(32).fill(7)],
  ])(
    '%s: names the signer and the recipient, and the application reads exactly those accounts',
    (_, call, to) => {
      const { hints, read, outcome } = applyRecorded(balances(call, { dest: id(to), value: 10n ** 12n }));
      expect(outcome).toMatchObject({ included: true, success: true });
      expect(hex(hints)).toEqual(hex([Account.key(devPairs().Alice.publicKey), Account.key(to)]));
      for (const h of hex(hints)) expect(read).toContain(h);
      const accountsRead = [...read].filter((k) => k.startsWith(SYSTEM_ACCOUNT)).sort();
      expect(accountsRead).toEqual(hex(hints));
    },
  );

  it('transfer_all names the recipient', () => {
    const { Alice } = devPairs();
    const to = new Uint8Array(32).fill(9);
    // Not applied: it would leave Alice nothing to pay the next tests' fees with.
    const xt = chain.sign(Alice, balances('transfer_all', { dest: id(to), keep_alive: true }), { nonce });
    expect(hex(chain.rt.accessHints!(xt))).toEqual(hex([Account.key(Alice.publicKey), Account.key(to)]));
  });

  it('an asset transfer names the asset, both holdings and both accounts, all read by its application', () => {
    const alice = devPairs().Alice.publicKey;
    const to = new Uint8Array(32).fill(11);
    const { hints, read, outcome } = applyRecorded(
      assets('transfer', { id: PHPU_ID, target: id(to), amount: 10n ** 6n }),
    );
    expect(outcome).toMatchObject({ included: true, success: true });
    const { Asset, Account: Holding } = assetsInstance.storage;
    expect(hex(hints)).toEqual(
      hex([
        Account.key(alice),
        Asset.key(PHPU_ID),
        Holding.key(PHPU_ID, alice),
        Account.key(alice),
        Holding.key(PHPU_ID, to),
        Account.key(to),
      ]),
    );
    for (const h of hex(hints)) expect(read).toContain(h);
    const holdingsRead = [...read].filter((k) => k.startsWith(ASSETS_ACCOUNT));
    for (const k of holdingsRead) expect(hex(hints)).toContain(k);
  });

  it('force_transfer names both of its accounts', () => {
    const [a, b] = [devAccount('Charlie'), devAccount('Dave')];
    const keys = runtime().touches(
      balances('force_transfer', { source: id(a), dest: id(b), value: 1n }),
      undefined,
    );
    expect(hex(keys)).toEqual(hex([Account.key(a), Account.key(b)]));
  });

  it('never throws: malformed bytes name nothing, an address that does not resolve names the signer alone', () => {
    expect(chain.rt.accessHints!(new Uint8Array([1, 2, 3]))).toEqual([]);
    expect(chain.rt.accessHints!(new Uint8Array())).toEqual([]);
    const { Alice } = devPairs();
    const xt = chain.sign(
      Alice,
      balances('transfer_keep_alive', {
        dest: { type: 'Address32', value: new Uint8Array(32).fill(3) },
        value: 1n,
      }),
      { nonce: 99 },
    );
    expect(hex(chain.rt.accessHints!(xt))).toEqual(hex([Account.key(Alice.publicKey)]));
  });
});
