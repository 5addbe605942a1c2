import { Keyring } from '@polkadot/keyring';
import type { Vec } from '@polkadot/types';
import type { AccountInfo, EventRecord } from '@polkadot/types/interfaces';
import { u8aToHex } from '@polkadot/util';
import { beforeAll, describe, expect, it } from 'vitest';
import { devAccount, devPairs } from '../src/dev-accounts.ts';
import { RuntimeApiError } from '../src/host.ts';
import { HeaderType } from '../src/primitives/runtime-types.ts';
import { freeBalance, totalIssuance, EXISTENTIAL_DEPOSIT } from '../src/pallets/balances/index.ts';
import { accountNonce } from '../src/pallets/system/functions.ts';
import { SystemStorage } from '../src/pallets/system/index.ts';
import { BlockHash } from '../src/pallets/system/storage.ts';
import { computeFee } from '../src/pallets/transaction-payment/functions.ts';
import { headerHash } from '../src/executive/header.ts';
import { CODE_KEY } from '../src/genesis/build.ts';
import { HostChain } from './helpers/chain.ts';
import type { SignatureCheck } from '../src/host.ts';
import { verifySignatureCheck } from '../src/signature.ts';

const transferKeepAlive = (to: Uint8Array, value: bigint) => ({
  type: 'Balances',
  value: { type: 'transfer_keep_alive', value: { dest: { type: 'Id' as const, value: to }, value } },
});

let chain: HostChain;
beforeAll(async () => {
  chain = await HostChain.create();
});

describe('genesis block', () => {
  it('hashes the SCALE header and stores a non-empty :code', () => {
    expect(chain.genesis.hash).toEqual(headerHash(chain.genesis.encodedHeader));
    expect(HeaderType.decode(chain.genesis.encodedHeader).number).toBe(0);
    expect(chain.state.get(CODE_KEY)?.length).toBeGreaterThan(32);
  });

  it('rejects an invalid genesis config with a clear error', () => {
    expect(() => chain.rt.genesisBlock({ balances: { balances: [['nope', '1']] } })).toThrow(
      /balances\.balances\.0\.0/,
    );
    expect(() => chain.rt.genesisBlock({ unknownPallet: {} })).toThrow(/unknownPallet|Unrecognized/);
  });
});

describe('signed extrinsics signed by @polkadot/types', () => {
  it('validates, applies and charges the fee for transfer_keep_alive', () => {
    const { Alice } = devPairs();
    const bob = devAccount('Bob');
    const xt = chain.sign(Alice, transferKeepAlive(bob, 10n ** 12n), { nonce: 0 });
    const v = chain.validate(xt);
    expect(v.ok).toBe(true);
    if (v.ok) {
      expect(u8aToHex(v.value.provides[0])).toBe(u8aToHex(new Uint8Array([...Alice.publicKey, 0, 0, 0, 0])));
      expect(v.value.requires).toEqual([]);
      expect(v.value.priority > 0n).toBe(true);
    }
    const [aliceBefore, bobBefore, issuanceBefore] = chain.read(() => [
      freeBalance(Alice.publicKey),
      freeBalance(bob),
      totalIssuance(),
    ]);
    const { outcomes, sealed } = chain.block([xt]);
    expect(outcomes[0]).toMatchObject({ included: true, success: true });
    expect(sealed.extrinsics).toHaveLength(2); // timestamp inherent + transfer
    expect(sealed.extrinsics[1]).toEqual(xt);
    const fee = chain.read(() =>
      computeFee(
        xt.length,
        { weight: { ref_time: 190_000_000n, proof_size: 3_593n }, class: 'Normal', paysFee: 'Yes' },
        0n,
      ),
    );
    chain.read(() => {
      expect(freeBalance(Alice.publicKey)).toBe(aliceBefore - 10n ** 12n - fee);
      expect(freeBalance(bob)).toBe(bobBefore + 10n ** 12n);
      expect(totalIssuance()).toBe(issuanceBefore - fee);
      expect(accountNonce(Alice.publicKey)).toBe(1);
    });
    const events = chain.events().filter((e) => e.phase.type === 'ApplyExtrinsic' && e.phase.value === 1);
    expect(events.map((e) => `${e.event.type}.${e.event.value.type}`)).toEqual([
      'Balances.Withdraw',
      'Balances.Transfer',
      'TransactionPayment.TransactionFeePaid',
      'System.ExtrinsicSuccess',
    ]);
    expect(events[2]!.event.value.value).toEqual({ who: Alice.publicKey, actual_fee: fee, tip: 0n });

    // @polkadot/api decodes the same bytes from metadata alone.
    const raw = chain.state.get(SystemStorage.Events.key)!;
    const decoded = chain.registry.createType<Vec<EventRecord>>('Vec<EventRecord>', raw);
    expect(decoded.map((r) => `${r.event.section}.${r.event.method}`).slice(-4)).toEqual([
      'balances.Withdraw',
      'balances.Transfer',
      'transactionPayment.TransactionFeePaid',
      'system.ExtrinsicSuccess',
    ]);
    const account = chain.registry.createType<AccountInfo>(
      'FrameSystemAccountInfo',
      chain.state.get(SystemStorage.Account.key(bob))!,
    );
    expect(account.data.free.toBigInt()).toBe(bobBefore + 10n ** 12n);
  });

  it('reports Stale, Future, BadProof and wrong genesis like FRAME', () => {
    const { Alice } = devPairs();
    const bob = devAccount('Bob');
    const stale = chain.validate(chain.sign(Alice, transferKeepAlive(bob, 1n), { nonce: 0 }));
    expect(stale).toEqual({ ok: false, error: { type: 'Invalid', value: 'Stale' } });
    const future = chain.validate(chain.sign(Alice, transferKeepAlive(bob, 1n), { nonce: 5 }));
    expect(future.ok).toBe(true);
    if (future.ok) expect(future.value.requires).toEqual([new Uint8Array([...Alice.publicKey, 4, 0, 0, 0])]);
    const good = chain.sign(Alice, transferKeepAlive(bob, 1n), { nonce: 1 });
    const tampered = good.slice();
    tampered[10] = tampered[10]! ^ 0xff; // inside the signature
    expect(chain.validate(tampered)).toEqual({ ok: false, error: { type: 'Invalid', value: 'BadProof' } });
    const wrongGenesis = chain.sign(Alice, transferKeepAlive(bob, 1n), {
      nonce: 1,
      genesisHash: new Uint8Array(32).fill(1),
    });
    expect(chain.validate(wrongGenesis)).toEqual({
      ok: false,
      error: { type: 'Invalid', value: 'BadProof' },
    });
    // In a block, a future nonce is not applicable yet.
    const { outcomes } = chain.block([chain.sign(Alice, transferKeepAlive(bob, 1n), { nonce: 3 })]);
    expect(outcomes[0]).toEqual({ included: false, error: { type: 'Invalid', value: 'Future' } });
  });

  it('rejects a sender that cannot pay with InvalidTransaction::Payment', async () => {
    const poor = new Keyring({ type: 'sr25519' }).addFromUri('//Poor');
    const c = await HostChain.create();
    expect(c.validate(c.sign(poor, transferKeepAlive(devAccount('Bob'), 1n), { nonce: 0 }))).toEqual({
      ok: false,
      error: { type: 'Invalid', value: 'Payment' },
    });
    // An account with a little balance: the fee would take it below ED.
    const alice = devPairs().Alice;
    c.block([
      c.sign(
        alice,
        {
          type: 'Balances',
          value: {
            type: 'transfer_allow_death',
            value: { dest: { type: 'Id', value: poor.publicKey }, value: EXISTENTIAL_DEPOSIT + 10n },
          },
        },
        { nonce: 0 },
      ),
    ]);
    expect(c.validate(c.sign(poor, transferKeepAlive(devAccount('Bob'), 1n), { nonce: 0 }))).toEqual({
      ok: false,
      error: { type: 'Invalid', value: 'Payment' },
    });
  });

  it('accepts ed25519 and ecdsa signers, and mortal eras', async () => {
    const ed = new Keyring({ type: 'ed25519' }).addFromUri('//Ed');
    const ec = new Keyring({ type: 'ecdsa' }).addFromUri('//Ec');
    const probe = await HostChain.create();
    const preset = probe.rt.genesisPreset('development') as { balances: { balances: [string, string][] } };
    const c = await HostChain.create({
      balances: {
        balances: [
          ...preset.balances.balances,
          [ed.address, '1000000000000000'],
          [ec.address, '1000000000000000'],
        ],
      },
    });
    c.block([]);
    c.block([]);
    const bob = devAccount('Bob');
    const x1 = c.sign(ed, transferKeepAlive(bob, 10n ** 12n), { nonce: 0 });
    const x2 = c.sign(ec, transferKeepAlive(bob, 10n ** 12n), {
      nonce: 0,
      mortal: { period: 64, current: c.head.number, blockHash: c.head.hash },
    });
    expect(c.validate(x1).ok).toBe(true);
    const v2 = c.validate(x2);
    expect(v2.ok).toBe(true);
    if (v2.ok) expect(v2.value.longevity).toBeLessThanOrEqual(64n);
    const bobBefore = c.read(() => freeBalance(bob));
    const { outcomes } = c.block([x1, x2]);
    expect(outcomes.map((o) => o.included && o.success)).toEqual([true, true]);
    c.read(() => expect(freeBalance(bob)).toBe(bobBefore + 2n * 10n ** 12n));
  });

  it('ends a failed dispatch with ExtrinsicFailed carrying the module error, and keeps the fee', async () => {
    const c = await HostChain.create();
    const { Bob } = devPairs();
    const xt = c.sign(Bob, { type: 'Sudo', value: { type: 'remove_key', value: {} } }, { nonce: 0 });
    const { outcomes } = c.block([xt]);
    expect(outcomes[0]).toMatchObject({ included: true, success: false, error: 'Sudo.RequireSudo' });
    const last = c.events().at(-1)!;
    expect(last.event).toMatchObject({
      type: 'System',
      value: {
        type: 'ExtrinsicFailed',
        value: {
          dispatch_error: { type: 'Module', value: { index: 4, error: new Uint8Array([0, 0, 0, 0]) } },
        },
      },
    });
    c.read(() => expect(SystemStorage.Account.get(Bob.publicKey).nonce).toBe(1));
  });
});

describe('signature checks the host can run elsewhere', () => {
  it('exposes the check validation makes and honours an installed verifier', async () => {
    const c = await HostChain.create();
    const { Alice } = devPairs();
    const xt = c.sign(Alice, transferKeepAlive(devAccount('Bob'), 1n), { nonce: 0 });
    const check = c.rt.signatureCheck!(c.state, xt, c.head)!;
    expect(check.scheme).toBe('sr25519');
    expect(check.signer).toEqual(Alice.publicKey);
    expect(Alice.verify(check.message, check.signature, Alice.publicKey)).toBe(true);
    const seen: string[] = [];
    c.rt.setSignatureVerifier!((k) => {
      seen.push(k.scheme);
      return false;
    });
    try {
      expect(c.validate(xt)).toEqual({ ok: false, error: { type: 'Invalid', value: 'BadProof' } });
      expect(seen).toEqual(['sr25519']);
    } finally {
      c.rt.setSignatureVerifier!(undefined);
    }
    expect(c.validate(xt).ok).toBe(true);
  });

  it('verifies a signature once across admission, revalidation and its block, per installed verifier', async () => {
    const c = await HostChain.create();
    const { Alice } = devPairs();
    const xt = c.sign(Alice, transferKeepAlive(devAccount('Bob'), 1n), { nonce: 0 });
    const asked: Uint8Array[] = [];
    const counting = (k: SignatureCheck) => {
      asked.push(k.message);
      return verifySignatureCheck(k);
    };
    c.rt.setSignatureVerifier!(counting);
    try {
      expect(c.rt.signatureCheck!(c.state, xt, c.head)).toBeDefined();
      expect(c.validate(xt).ok).toBe(true);
      expect(c.validate(xt).ok).toBe(true);
      expect(asked).toHaveLength(1);
      // A verifier installed later is asked again, and its answer decides.
      c.rt.setSignatureVerifier!(() => false);
      expect(c.validate(xt)).toEqual({ ok: false, error: { type: 'Invalid', value: 'BadProof' } });
      c.rt.setSignatureVerifier!(counting);
      const { outcomes } = c.block([xt]);
      expect(outcomes[0]).toMatchObject({ included: true, success: true });
      expect(asked).toHaveLength(2);
      // The same bytes again are stale: the nonce check still runs on the remembered decoding.
      expect(c.validate(xt)).toEqual({ ok: false, error: { type: 'Invalid', value: 'Stale' } });
    } finally {
      c.rt.setSignatureVerifier!(undefined);
    }
  });

  it('checks a copy of an extrinsic with a forged signature on its own bytes', async () => {
    const c = await HostChain.create();
    const { Alice } = devPairs();
    const xt = c.sign(Alice, transferKeepAlive(devAccount('Bob'), 1n), { nonce: 0 });
    expect(c.validate(xt).ok).toBe(true);
    const forged = xt.slice();
    // The signature sits after the compact length (2 bytes), version, 0x00 + AccountId and the scheme byte.
    forged[2 + 1 + 33 + 1]! ^= 1;
    expect(c.validate(forged)).toEqual({ ok: false, error: { type: 'Invalid', value: 'BadProof' } });
  });
  it('reuses a kept signing message only while the block hashes it was built from are unchanged', async () => {
    const c = await HostChain.create();
    const { Alice } = devPairs();
    const bob = devAccount('Bob');
    c.block([]);
    const birth = { ...c.head };
    c.block([]);
    const immortal = c.sign(Alice, transferKeepAlive(bob, 1n), { nonce: 0 });
    const mortal = c.sign(Alice, transferKeepAlive(bob, 2n), {
      nonce: 0,
      mortal: { blockHash: birth.hash, current: birth.number, period: 64 },
    });
    const asked: Uint8Array[] = [];
    c.rt.setSignatureVerifier!((k) => {
      asked.push(k.message);
      return verifySignatureCheck(k);
    });
    const setHash = (n: number, hash: Uint8Array) =>
      c.state.apply(new Map([[u8aToHex(BlockHash.fullKey(n).bytes), hash]]));
    try {
      expect(c.validate(immortal).ok).toBe(true);
      expect(c.validate(mortal).ok).toBe(true);
      expect(asked).toHaveLength(2);
      expect(c.validate(immortal).ok).toBe(true);
      expect(c.validate(mortal).ok).toBe(true);
      expect(asked).toHaveLength(2);
      // Another genesis hash in state: both signed other bytes than they are now checked against.
      setHash(0, new Uint8Array(32).fill(7));
      expect(c.validate(immortal)).toEqual({ ok: false, error: { type: 'Invalid', value: 'BadProof' } });
      expect(c.validate(mortal)).toEqual({ ok: false, error: { type: 'Invalid', value: 'BadProof' } });
      setHash(0, c.genesis.hash);
      expect(c.validate(immortal).ok).toBe(true);
      expect(c.validate(mortal).ok).toBe(true);
      // Another hash at the mortal one's birth block: only the mortal one is affected.
      setHash(birth.number, new Uint8Array(32).fill(9));
      expect(c.validate(immortal).ok).toBe(true);
      expect(c.validate(mortal)).toEqual({ ok: false, error: { type: 'Invalid', value: 'BadProof' } });
      c.state.apply(new Map([[u8aToHex(BlockHash.fullKey(birth.number).bytes), null]]));
      expect(c.validate(mortal)).toEqual({
        ok: false,
        error: { type: 'Invalid', value: 'AncientBirthBlock' },
      });
      setHash(birth.number, birth.hash);
      expect(c.validate(mortal).ok).toBe(true);
    } finally {
      c.rt.setSignatureVerifier!(undefined);
    }
  });
});

describe('validation between two blocks', () => {
  it('keeps nothing from one validation for the next, and reads state changed in place at once', async () => {
    const c = await HostChain.create();
    const { Alice } = devPairs();
    const bob = devAccount('Bob');
    const poor = new Keyring({ type: 'sr25519' }).addFromUri('//OneFee');
    const fee = (xt: Uint8Array) =>
      c.read(() =>
        computeFee(
          xt.length,
          { weight: { ref_time: 190_000_000n, proof_size: 3_593n }, class: 'Normal', paysFee: 'Yes' },
          0n,
        ),
      );
    const probe = c.sign(poor, transferKeepAlive(bob, 1n), { nonce: 0 });
    // Enough for one fee above the existential deposit, not for two: a withdrawal kept from one
    // validation would make the next one fail with Payment.
    c.block([
      c.sign(
        Alice,
        {
          type: 'Balances',
          value: {
            type: 'transfer_allow_death',
            value: {
              dest: { type: 'Id', value: poor.publicKey },
              value: EXISTENTIAL_DEPOSIT + (3n * fee(probe)) / 2n,
            },
          },
        },
        { nonce: 0 },
      ),
    ]);
    const first = c.sign(poor, transferKeepAlive(bob, 1n), { nonce: 0 });
    const second = c.sign(poor, transferKeepAlive(bob, 2n), { nonce: 0 });
    expect(c.validate(first).ok).toBe(true);
    expect(c.validate(second).ok).toBe(true);
    expect(c.validate(first)).toEqual(c.validate(first));
    // Alice's next transfer validates at the head; then the same head's state moves on in place (as a host's
    // head state does when the dev controls write it): the next validation at that head sees it.
    const next = c.sign(Alice, transferKeepAlive(bob, 1n), { nonce: 1 });
    expect(c.validate(next).ok).toBe(true);
    const b = c.rt.newBlock(c.state, c.head, { timestamp: c.timestamp + 6000n });
    expect(b.applyExtrinsic(next)).toMatchObject({ included: true, success: true });
    c.state.apply(b.finalize().changes);
    expect(c.validate(next)).toEqual({ ok: false, error: { type: 'Invalid', value: 'Stale' } });
  });
});

describe('runtime API calls', () => {
  it('serves Core_version, metadata versions and account nonce; rejects unknown methods and bad input', () => {
    const v = chain.rt.call(chain.state, 'Metadata_metadata_versions', new Uint8Array(), chain.head);
    expect(u8aToHex(v)).toBe('0x080e0000000f000000');
    expect(() => chain.rt.call(chain.state, 'Nope_nope', new Uint8Array(), chain.head)).toThrow(
      RuntimeApiError,
    );
    expect(() =>
      chain.rt.call(chain.state, 'AccountNonceApi_account_nonce', new Uint8Array(3), chain.head),
    ).toThrow(RuntimeApiError);
    const nonce = chain.rt.call(
      chain.state,
      'AccountNonceApi_account_nonce',
      devPairs().Alice.publicKey,
      chain.head,
    );
    expect(nonce.length).toBe(4);
  });
});
