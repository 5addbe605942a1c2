// Host contract members a node needs besides block building: raw genesis, MinimumPeriod, the signature entry.
import { Keyring } from '@polkadot/keyring';
import { u8aToHex } from '@polkadot/util';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRuntime, metadataV15 } from '../src/index.ts';
import type { Runtime } from '../src/index.ts';
import { signatureCryptoReady, verifySignatureCheck } from '../src/signature.ts';
import { Metadata, TypeRegistry } from '@polkadot/types';

let rt: Runtime;
beforeAll(async () => {
  rt = await createRuntime();
  await signatureCryptoReady();
});

describe('genesisBlockFromStorage', () => {
  it('rebuilds the genesis of a config from its raw storage, whatever the case of the keys', () => {
    const fromConfig = rt.genesisBlock(rt.genesisPreset('development'));
    const top = new Map<string, Uint8Array>();
    for (const [k, v] of fromConfig.changes) if (v) top.set(k, v);
    expect(u8aToHex(rt.genesisBlockFromStorage(top).hash)).toBe(u8aToHex(fromConfig.hash));
    const upper = new Map([...top].map(([k, v]) => [`0x${k.slice(2).toUpperCase()}`, v]));
    const again = rt.genesisBlockFromStorage(upper);
    expect(u8aToHex(again.hash)).toBe(u8aToHex(fromConfig.hash));
    expect([...again.changes.keys()].every((k) => k === k.toLowerCase())).toBe(true);
  });

  it('refuses storage without :code and keys that are not hex', () => {
    expect(() => rt.genesisBlockFromStorage(new Map([['0x00', new Uint8Array([1])]]))).toThrow(/:code/);
    expect(() =>
      rt.genesisBlockFromStorage(
        new Map([
          ['0x3a636f6465', new Uint8Array([1])],
          ['zz', new Uint8Array()],
        ]),
      ),
    ).toThrow(/not 0x-prefixed hex/);
  });
});

describe('minimumPeriod', () => {
  it('is the MinimumPeriod constant the metadata reports', () => {
    const registry = new TypeRegistry();
    const metadata = new Metadata(registry, metadataV15());
    const timestamp = metadata.asLatest.pallets.find((p) => p.name.toString() === 'Timestamp')!;
    const c = timestamp.constants.find((x) => x.name.toString() === 'MinimumPeriod')!;
    expect(rt.minimumPeriod).toBe(registry.createType('u64', c.value).toBigInt());
  });
});

describe('@lumi/runtime/signature', () => {
  it('verifies what the runtime verifies and rejects a tampered message or unknown scheme', () => {
    const message = new TextEncoder().encode('payload');
    for (const type of ['sr25519', 'ed25519'] as const) {
      const pair = new Keyring({ type }).addFromUri('//Alice');
      const check = { scheme: type, signer: pair.publicKey, signature: pair.sign(message), message };
      expect(verifySignatureCheck(check)).toBe(true);
      expect(verifySignatureCheck({ ...check, message: new Uint8Array([1]) })).toBe(false);
      expect(verifySignatureCheck({ ...check, scheme: 'other' as never })).toBe(false);
    }
  });
});
