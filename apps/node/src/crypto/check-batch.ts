// A batch of signature checks packed into one byte buffer for a worker thread. Posting an array of objects
// makes the structured clone walk and rebuild every object and typed array on both threads (about a tenth of
// the main thread's time per transfer under load); one buffer handed over with its memory (a transfer list)
// is a single move, and the worker reads each field as a view into it.
import type { SignatureCheck } from './verify.ts';

const SCHEMES: readonly SignatureCheck['scheme'][] = ['sr25519', 'ed25519', 'ecdsa'];
/** A scheme this codec does not know: decoded as a value no verifier accepts, so the check fails. */
const UNKNOWN_SCHEME = 255;
/** Per check: scheme (u8) and the signer's, signature's and message's lengths (u32 each). */
const HEADER = 13;

/** Packs `checks` into one buffer (a u32 count, then each check's header and bytes). */
export function packChecks(checks: readonly SignatureCheck[]): Uint8Array<ArrayBuffer> {
  let size = 4;
  for (const c of checks) size += HEADER + c.signer.length + c.signature.length + c.message.length;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setUint32(0, checks.length, true);
  let at = 4;
  for (const c of checks) {
    const scheme = SCHEMES.indexOf(c.scheme);
    view.setUint8(at, scheme < 0 ? UNKNOWN_SCHEME : scheme);
    view.setUint32(at + 1, c.signer.length, true);
    view.setUint32(at + 5, c.signature.length, true);
    view.setUint32(at + 9, c.message.length, true);
    at += HEADER;
    out.set(c.signer, at);
    at += c.signer.length;
    out.set(c.signature, at);
    at += c.signature.length;
    out.set(c.message, at);
    at += c.message.length;
  }
  return out;
}

/** The checks `packChecks` packed; their byte fields are views into `packed`, not copies. */
export function unpackChecks(packed: Uint8Array): SignatureCheck[] {
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  const count = view.getUint32(0, true);
  const checks: SignatureCheck[] = [];
  let at = 4;
  for (let i = 0; i < count; i++) {
    const scheme = SCHEMES[view.getUint8(at)] ?? ('unknown' as SignatureCheck['scheme']);
    const lengths = [
      view.getUint32(at + 1, true),
      view.getUint32(at + 5, true),
      view.getUint32(at + 9, true),
    ];
    at += HEADER;
    const [signer, signature, message] = lengths.map((n) => {
      const part = packed.subarray(at, at + n);
      at += n;
      return part;
    }) as [Uint8Array, Uint8Array, Uint8Array];
    checks.push({ scheme, signer, signature, message });
  }
  return checks;
}
