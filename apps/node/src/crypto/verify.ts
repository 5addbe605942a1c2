// Signature verification with exactly the runtime's rules: the runtime's own MultiSignature::verify from
// its lightweight `@lumi/runtime/signature` entry, so an answer computed in a worker thread is the answer
// the runtime itself would give, and a worker loads only the wasm crypto.
import type { SignatureCheck } from '@lumi/runtime/signature';

export type { SignatureCheck } from '@lumi/runtime/signature';
export { signatureCryptoReady, verifySignatureCheck as verifySignature } from '@lumi/runtime/signature';

/**
 * The signature's bytes as a one-byte-per-char string: what verified results are looked up by (then matched
 * on signer and message). Half the length of hex and cheaper to build; it is looked up three times per
 * transaction (worker verification, pool validation, block building).
 */
export function signatureKey(c: SignatureCheck): string {
  return Buffer.from(c.signature.buffer, c.signature.byteOffset, c.signature.byteLength).toString('latin1');
}
