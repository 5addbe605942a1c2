// Signature verification exactly as the runtime's MultiSignature::verify does it, importable on its own
// (`@lumi/runtime/signature`): a host verifying signatures in worker threads loads only the wasm crypto,
// not the runtime, and its answers are by construction the runtime's.
import {
  blake2b,
  ed25519Verify,
  secp256k1Compress,
  secp256k1Recover,
  sr25519Verify,
  waitReady,
} from '@polkadot/wasm-crypto';
import type { SignatureCheck } from './host.ts';

export type { SignatureCheck } from './host.ts';

const NO_KEY = new Uint8Array();

/** Initialises the wasm crypto; `verifySignatureCheck` needs it. */
export async function signatureCryptoReady(): Promise<void> {
  await waitReady();
}

/**
 * MultiSignature::verify against an AccountId32 signer: sr25519 and ed25519 over the message; ecdsa recovers
 * the key from blake2_256(message) and compares blake2_256(compressed key) with the signer. Never throws:
 * malformed input (wrong lengths, an unknown scheme) is an invalid signature.
 */
export function verifySignatureCheck(c: SignatureCheck): boolean {
  try {
    switch (c.scheme) {
      case 'sr25519':
        return sr25519Verify(c.signature, c.message, c.signer);
      case 'ed25519':
        return ed25519Verify(c.signature, c.message, c.signer);
      case 'ecdsa': {
        const sig = c.signature;
        if (sig.length !== 65) return false;
        let v = sig[64]!;
        if (v >= 27) v -= 27;
        if (v > 3) return false;
        let pub = secp256k1Recover(blake2b(c.message, NO_KEY, 32), sig.subarray(0, 64), v);
        if (pub.length !== 33) pub = secp256k1Compress(pub);
        const h = blake2b(pub, NO_KEY, 32);
        return h.length === c.signer.length && h.every((b, i) => b === c.signer[i]);
      }
      default:
        return false;
    }
  } catch {
    return false;
  }
}
