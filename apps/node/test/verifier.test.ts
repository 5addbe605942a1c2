import { Keyring } from '@polkadot/keyring';
import { blake2AsU8a, cryptoWaitReady, secp256k1PairFromSeed, secp256k1Sign } from '@polkadot/util-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packChecks, unpackChecks } from '../src/crypto/check-batch.ts';
import { VerifierPool } from '../src/crypto/verifier-pool.ts';
import { type SignatureCheck, verifySignature } from '../src/crypto/verify.ts';

let pool: VerifierPool;
beforeAll(async () => {
  await cryptoWaitReady();
  pool = new VerifierPool(1);
  await pool.ready();
});
afterAll(async () => {
  await pool.close();
});

const message = new TextEncoder().encode('lumi signing payload');

function checks(): { good: SignatureCheck[]; bad: SignatureCheck[] } {
  const sr = new Keyring({ type: 'sr25519' }).addFromUri('//Alice');
  const ed = new Keyring({ type: 'ed25519' }).addFromUri('//Alice');
  const ecdsaPair = secp256k1PairFromSeed(new Uint8Array(32).fill(7));
  const ecdsaSig = secp256k1Sign(message, ecdsaPair, 'blake2');
  const good: SignatureCheck[] = [
    { scheme: 'sr25519', signer: sr.publicKey, signature: sr.sign(message), message },
    { scheme: 'ed25519', signer: ed.publicKey, signature: ed.sign(message), message },
    { scheme: 'ecdsa', signer: blake2AsU8a(ecdsaPair.publicKey), signature: ecdsaSig, message },
  ];
  const other = new TextEncoder().encode('another payload');
  const bad = good.map((c) => ({ ...c, message: other }));
  bad.push({ scheme: 'sr25519', signer: new Uint8Array(31), signature: new Uint8Array(64), message });
  return { good, bad };
}

describe('signature verification', () => {
  it('accepts valid sr25519, ed25519 and ecdsa signatures and rejects tampered ones', () => {
    const { good, bad } = checks();
    for (const c of good) expect(verifySignature(c)).toBe(true);
    for (const c of bad) expect(verifySignature(c)).toBe(false);
  });

  it('gives the same answers from the worker pool and caches them for synchronous checks', async () => {
    const { good, bad } = checks();
    expect(await Promise.all(good.map((c) => pool.verify(c)))).toEqual([true, true, true]);
    expect(await Promise.all(bad.map((c) => pool.verify(c)))).toEqual(bad.map(() => false));
    const before = pool.stats.syncVerifies;
    expect(pool.verifySync(good[0]!)).toBe(true);
    expect(pool.verifySync(bad[0]!)).toBe(false);
    expect(pool.stats.syncVerifies).toBe(before);
  });

  it('answers before its threads have loaded, on the main thread, then hands work to them', async () => {
    const { good, bad } = checks();
    const fresh = new VerifierPool(1);
    try {
      // Asked in the same turn as the pool was made: no thread can have loaded yet.
      expect(await Promise.all([fresh.verify(good[0]!), fresh.verify(bad[0]!)])).toEqual([true, false]);
      expect(fresh.stats.mainThreadVerifies).toBe(2);
      await fresh.ready();
      expect(await fresh.verify(good[1]!)).toBe(true);
      expect(fresh.stats.workerVerifies).toBe(1);
      expect(fresh.stats.mainThreadVerifies).toBe(2);
    } finally {
      await fresh.close();
    }
  });

  it('packs a batch for a thread into one buffer and reads back every field exactly', () => {
    const { good, bad } = checks();
    const odd: SignatureCheck = {
      scheme: 'schnorr' as SignatureCheck['scheme'],
      signer: new Uint8Array(0),
      signature: new Uint8Array([1, 2, 3]),
      message: new Uint8Array(300).fill(9),
    };
    const batch = [...good, ...bad, odd];
    const back = unpackChecks(packChecks(batch));
    expect(back.slice(0, -1)).toEqual(batch.slice(0, -1));
    // A scheme the codec does not know stays one no verifier accepts.
    expect(back.at(-1)).toEqual({ ...odd, scheme: 'unknown' });
    expect(verifySignature(back.at(-1)!)).toBe(false);
    expect(unpackChecks(packChecks([]))).toEqual([]);
  });

  it('answers a mixed batch sent in one turn in order, each check its own answer', async () => {
    const { good, bad } = checks();
    const two = new VerifierPool(2);
    try {
      await two.ready();
      const batch = [good[0]!, bad[0]!, good[1]!, bad[3]!, good[2]!, bad[1]!, bad[2]!];
      expect(await Promise.all(batch.map((c) => two.verify(c)))).toEqual([
        true,
        false,
        true,
        false,
        true,
        false,
        false,
      ]);
      expect(two.stats.workerVerifies).toBe(batch.length);
      // One turn's checks: one message to each of the two threads.
      expect(two.stats.workerBatches).toBe(2);
    } finally {
      await two.close();
    }
  });
});
