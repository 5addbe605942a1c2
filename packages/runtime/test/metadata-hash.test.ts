// CheckMetadataHash (RFC-0078): the mode byte travels in the extrinsic, the metadata digest (or None) in the
// signed payload, so only a signer that hashed exactly this runtime's metadata produces a valid signature.
import { merkleizeMetadata } from '@polkadot-api/merkleize-metadata';
import { u8aToHex } from '@polkadot/util';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_PROPERTIES } from '@lumi/chain';
import { devAccount, devPairs } from '../src/dev-accounts.ts';
import { RuntimeApiError } from '../src/host.ts';
import { decodeExtrinsic } from '../src/extrinsic/decode.ts';
import { metadataDigest } from '../src/metadata/digest.ts';
import { freeBalance } from '../src/pallets/balances/index.ts';
import { OpaqueMetadata } from '../src/primitives/runtime-types.ts';
import { option, u32 } from '../src/scale/index.ts';
import { HostChain } from './helpers/chain.ts';

const transfer = (to: Uint8Array, value: bigint) => ({
  type: 'Balances',
  value: { type: 'transfer_keep_alive', value: { dest: { type: 'Id' as const, value: to }, value } },
});

let chain: HostChain;
/** The digest a wallet computes from the V15 metadata the node serves, not from the runtime's module. */
let clientDigest: Uint8Array;

function servedMetadataV15(): Uint8Array {
  const raw = chain.rt.call(chain.state, 'Metadata_metadata_at_version', u32.encode(15), chain.head);
  const md = option(OpaqueMetadata).decode(raw);
  if (!md) throw new Error('the runtime serves no V15 metadata');
  return md;
}

beforeAll(async () => {
  chain = await HostChain.create();
  clientDigest = merkleizeMetadata(servedMetadataV15(), {
    decimals: CHAIN_PROPERTIES.tokenDecimals,
    tokenSymbol: CHAIN_PROPERTIES.tokenSymbol,
  }).digest();
});

describe('the metadata digest', () => {
  it('is what merkleize-metadata computes from Metadata_metadata_at_version(15) with LUMI, 12 decimals', () => {
    expect(u8aToHex(metadataDigest())).toBe(u8aToHex(clientDigest));
    // A different token description is a different digest: the check below depends on it.
    const other = merkleizeMetadata(servedMetadataV15(), { decimals: 10, tokenSymbol: 'DOT' }).digest();
    expect(u8aToHex(other)).not.toBe(u8aToHex(clientDigest));
  });

  it('is computed once and kept', () => {
    expect(metadataDigest()).toBe(metadataDigest());
  });
});

describe('CheckMetadataHash', () => {
  const { Alice, Bob } = devPairs();
  const charlie = devAccount('Charlie');

  it('accepts mode Disabled with None in the payload (what every signer did before RFC-0078)', () => {
    const xt = chain.sign(Alice, transfer(charlie, 1n), { nonce: 0 });
    expect(decodeExtrinsic(xt).signed?.metadataHashMode).toBe('Disabled');
    expect(chain.validate(xt).ok).toBe(true);
    const { outcomes } = chain.block([xt]);
    expect(outcomes[0]).toMatchObject({ included: true, success: true });
  });

  it('accepts mode Enabled signed over the runtime digest, in the pool and in a block', () => {
    const before = chain.read(() => freeBalance(charlie));
    const xt = chain.sign(Alice, transfer(charlie, 5n), { nonce: 1, mode: 1, metadataHash: clientDigest });
    expect(decodeExtrinsic(xt).signed?.metadataHashMode).toBe('Enabled');
    expect(chain.validate(xt).ok).toBe(true);
    const { outcomes } = chain.block([xt]);
    expect(outcomes[0]).toMatchObject({ included: true, success: true });
    expect(chain.read(() => freeBalance(charlie))).toBe(before + 5n);
  });

  it('rejects mode Enabled signed over another digest as BadProof, in the pool and in a block', () => {
    const wrong = clientDigest.slice();
    wrong[0]! ^= 1;
    const xt = chain.sign(Bob, transfer(charlie, 1n), { nonce: 0, mode: 1, metadataHash: wrong });
    const badProof = { ok: false, error: { type: 'Invalid', value: 'BadProof' } };
    expect(chain.validate(xt)).toEqual(badProof);
    const { outcomes } = chain.block([xt]);
    expect(outcomes[0]).toEqual({ included: false, error: { type: 'Invalid', value: 'BadProof' } });
  });

  it('rejects a mode that disagrees with what was signed', () => {
    // Enabled, but the signer put None in the payload; Disabled, but the signer committed to the digest.
    const enabledNone = chain.sign(Bob, transfer(charlie, 1n), { nonce: 0, mode: 1 });
    const disabledSome = chain.sign(Bob, transfer(charlie, 1n), {
      nonce: 0,
      mode: 0,
      metadataHash: clientDigest,
    });
    for (const xt of [enabledNone, disabledSome])
      expect(chain.validate(xt)).toEqual({ ok: false, error: { type: 'Invalid', value: 'BadProof' } });
    // The same transfer signed consistently is fine, so the rejections above are about the hash alone.
    expect(chain.validate(chain.sign(Bob, transfer(charlie, 1n), { nonce: 0 })).ok).toBe(true);
  });

  it('fails to decode an extrinsic whose mode byte is neither 0 nor 1', () => {
    const xt = chain.sign(Bob, transfer(charlie, 1n), { nonce: 0, mode: 2 });
    expect(() => decodeExtrinsic(xt)).toThrow(/frame_metadata_hash_extension::Mode: unknown variant index 2/);
    expect(() => chain.validate(xt)).toThrow(RuntimeApiError);
    expect(() => chain.validate(xt)).toThrow(/Bad input data provided to validate_transaction/);
    const { outcomes } = chain.block([xt]);
    expect(outcomes[0]).toMatchObject({ included: false });
  });
});
