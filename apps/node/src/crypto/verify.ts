// Signature verification with exactly the runtime's rules (its MultiSignature::verify), so an answer
// computed in a worker thread is the answer the runtime itself would give.
import type { SignatureCheck } from '@lumi/runtime/host.ts';
import { verifySignature as runtimeVerify } from '@lumi/runtime/extrinsic/signature.ts';

export type { SignatureCheck } from '@lumi/runtime/host.ts';

const TYPES = { sr25519: 'Sr25519', ed25519: 'Ed25519', ecdsa: 'Ecdsa' } as const;

/** Never throws: malformed input is an invalid signature. Needs the wasm crypto to be ready. */
export function verifySignature(c: SignatureCheck): boolean {
  const type = TYPES[c.scheme];
  if (!type) return false;
  return runtimeVerify(c.signer, { type, value: c.signature }, c.message);
}

/** The signature's hex: what verified results are looked up by (then matched on signer and message). */
export function signatureKey(c: SignatureCheck): string {
  return Buffer.from(c.signature.buffer, c.signature.byteOffset, c.signature.byteLength).toString('hex');
}
