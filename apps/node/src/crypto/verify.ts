// MultiSignature verification as sp_runtime does it, on the wasm crypto directly (the hot path).
import {
  blake2b,
  ed25519Verify,
  secp256k1Compress,
  secp256k1Recover,
  sr25519Verify,
} from '@polkadot/wasm-crypto';

export type SignatureScheme = 'ed25519' | 'sr25519' | 'ecdsa';

/** One signature to check: `signer` is the 32-byte account id the extrinsic names. */
export interface SignatureCheck {
  scheme: SignatureScheme;
  signer: Uint8Array;
  signature: Uint8Array;
  /** The signing payload, already blake2_256-hashed when it was longer than 256 bytes. */
  message: Uint8Array;
}

const EMPTY = new Uint8Array(0);

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Never throws: malformed input is simply an invalid signature. Needs the wasm crypto to be ready. */
export function verifySignature(c: SignatureCheck): boolean {
  try {
    switch (c.scheme) {
      case 'sr25519':
        return (
          c.signature.length === 64 &&
          c.signer.length === 32 &&
          sr25519Verify(c.signature, c.message, c.signer)
        );
      case 'ed25519':
        return (
          c.signature.length === 64 &&
          c.signer.length === 32 &&
          ed25519Verify(c.signature, c.message, c.signer)
        );
      case 'ecdsa': {
        // The account of an ecdsa key is blake2_256 of its compressed public key.
        if (c.signature.length !== 65 || c.signer.length !== 32) return false;
        const v = c.signature[64]!;
        const recovery = v >= 27 ? v - 27 : v;
        if (recovery > 3) return false;
        const hash = blake2b(c.message, EMPTY, 32);
        const recovered = secp256k1Recover(hash, c.signature.subarray(0, 64), recovery);
        if (recovered.length === 0) return false;
        const compressed = recovered.length === 33 ? recovered : secp256k1Compress(recovered);
        return bytesEqual(blake2b(compressed, EMPTY, 32), c.signer);
      }
    }
  } catch {
    return false;
  }
}

/** A string identifying exactly this (scheme, signer, signature, message). */
export function checkKey(c: SignatureCheck): string {
  const hex = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('hex');
  return `${c.scheme}:${hex(c.signer)}:${hex(c.signature)}:${hex(c.message)}`;
}
