// The runtime's signature checks (MultiSignature::verify, in ../signature.ts) with a bounded cache so an
// extrinsic verified at pool admission is not verified again when its block is built.
import type { AccountId } from '../primitives/core.ts';
import type { MultiSignatureValue } from '../primitives/address.ts';
import type { SignatureCheck } from '../host.ts';
import { equalBytes, toHex } from '../support/bytes.ts';
import { blake2_256 } from '../support/hashing.ts';
import { verifySignatureCheck } from '../signature.ts';

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
  return verifySignatureCheck(toSignatureCheck(signer, signature, message));
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
/**
 * Bumped whenever the verifier changes: a signature proven under one verifier is not taken as proven under
 * the next (a host or test installing a verifier is asked about every signature from then on).
 */
let generation = 0;

/** Installs the host's verifier (Runtime.setSignatureVerifier); undefined restores the built-in one. */
export function setSignatureVerifier(v: ((check: SignatureCheck) => boolean) | undefined): void {
  hostVerifier = v;
  generation++;
}

/** Which verifier is installed, as a number that changes with it (see `generation`). */
export function verifierGeneration(): number {
  return generation;
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
