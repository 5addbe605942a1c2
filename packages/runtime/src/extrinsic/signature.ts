// Signature checks with @polkadot/wasm-crypto called directly (the hot path), and a bounded cache so an
// extrinsic verified at pool admission is not verified again when its block is built.
import { ed25519Verify, secp256k1Compress, secp256k1Recover, sr25519Verify } from '@polkadot/wasm-crypto';
import type { AccountId } from '../primitives/core.ts';
import type { MultiSignatureValue } from '../primitives/address.ts';
import type { SignatureCheck } from '../host.ts';
import { equalBytes, toHex } from '../support/bytes.ts';
import { blake2_256 } from '../support/hashing.ts';

/** The bytes a signer signs: the payload, or its blake2_256 when longer than 256 bytes. */
export function signedMessage(payload: Uint8Array): Uint8Array {
  return payload.length > 256 ? blake2_256(payload) : payload;
}

/** MultiSignature::verify against an AccountId32 signer. Pure; safe to run in a worker thread. */
export function verifySignature(
  signer: AccountId,
  signature: MultiSignatureValue,
  message: Uint8Array,
): boolean {
  try {
    switch (signature.type) {
      case 'Sr25519':
        return sr25519Verify(signature.value, message, signer);
      case 'Ed25519':
        return ed25519Verify(signature.value, message, signer);
      case 'Ecdsa': {
        const sig = signature.value;
        let v = sig[64]!;
        if (v >= 27) v -= 27;
        if (v > 3) return false;
        let pub = secp256k1Recover(blake2_256(message), sig.subarray(0, 64), v);
        if (pub.length !== 33) pub = secp256k1Compress(pub);
        const h = blake2_256(pub);
        return h.length === signer.length && h.every((b, i) => b === signer[i]);
      }
    }
  } catch {
    return false;
  }
}

const CACHE_LIMIT = 1 << 16;
const verified = new Map<string, Uint8Array>();

const cacheKey = (signer: AccountId, signature: MultiSignatureValue): string =>
  toHex(signer) + toHex(signature.value).slice(2);

/** Records a successful verification (e.g. done by the host in a worker thread). */
export function noteVerified(signer: AccountId, signature: MultiSignatureValue, message: Uint8Array): void {
  if (verified.size >= CACHE_LIMIT) {
    const first = verified.keys().next().value;
    if (first !== undefined) verified.delete(first);
  }
  verified.set(cacheKey(signer, signature), message);
}

/** verifySignature with the cache: a (signer, signature, message) triple is verified once. */
function cachedVerify(signer: AccountId, signature: MultiSignatureValue, message: Uint8Array): boolean {
  const key = cacheKey(signer, signature);
  const hit = verified.get(key);
  if (hit && equalBytes(hit, message)) return true;
  const ok = verifySignature(signer, signature, message);
  if (ok) noteVerified(signer, signature, message);
  return ok;
}

const SCHEMES = { Ed25519: 'ed25519', Sr25519: 'sr25519', Ecdsa: 'ecdsa' } as const;

export function toSignatureCheck(
  signer: AccountId,
  signature: MultiSignatureValue,
  message: Uint8Array,
): SignatureCheck {
  return { scheme: SCHEMES[signature.type], signer, signature: signature.value, message };
}

let hostVerifier: ((check: SignatureCheck) => boolean) | undefined;

/** Installs the host's verifier (Runtime.setSignatureVerifier); undefined restores the built-in one. */
export function setSignatureVerifier(v: ((check: SignatureCheck) => boolean) | undefined): void {
  hostVerifier = v;
}

/** The pipeline's signature check: the host's verifier when installed, else the cached wasm one. */
export function checkSignature(
  signer: AccountId,
  signature: MultiSignatureValue,
  message: Uint8Array,
): boolean {
  if (hostVerifier) return hostVerifier(toSignatureCheck(signer, signature, message));
  return cachedVerify(signer, signature, message);
}
