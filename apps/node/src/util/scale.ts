// Minimal SCALE pieces the node needs itself: compact integers, block bodies and header parsing.
// Everything runtime-specific (calls, events, storage values) stays in the runtime.

export class ScaleError extends Error {
  override readonly name = 'ScaleError';
}

export class Reader {
  offset = 0;
  constructor(readonly bytes: Uint8Array) {}

  get remaining(): number {
    return this.bytes.length - this.offset;
  }

  u8(): number {
    if (this.offset >= this.bytes.length) throw new ScaleError('unexpected end of input');
    return this.bytes[this.offset++]!;
  }

  take(n: number): Uint8Array {
    if (n < 0 || this.offset + n > this.bytes.length) throw new ScaleError('unexpected end of input');
    const out = this.bytes.subarray(this.offset, this.offset + n);
    this.offset += n;
    return out;
  }

  compact(): bigint {
    const first = this.u8();
    switch (first & 3) {
      case 0:
        return BigInt(first >> 2);
      case 1:
        return BigInt((first | (this.u8() << 8)) >> 2);
      case 2: {
        const b = this.take(3);
        return BigInt(((first | (b[0]! << 8) | (b[1]! << 16) | (b[2]! << 24)) >>> 0) >>> 2);
      }
      default: {
        const len = (first >> 2) + 4;
        const b = this.take(len);
        let v = 0n;
        for (let i = len - 1; i >= 0; i--) v = (v << 8n) | BigInt(b[i]!);
        return v;
      }
    }
  }

  /** A compact that must fit a JS safe integer (lengths, block numbers). */
  compactNumber(): number {
    const v = this.compact();
    if (v > BigInt(Number.MAX_SAFE_INTEGER)) throw new ScaleError('compact value too large');
    return Number(v);
  }

  bytesVec(): Uint8Array {
    return this.take(this.compactNumber());
  }
}

export function encodeCompact(value: number | bigint): Uint8Array {
  const v = BigInt(value);
  if (v < 0n) throw new ScaleError('compact cannot encode negative numbers');
  if (v < 1n << 6n) return Uint8Array.of(Number(v) << 2);
  if (v < 1n << 14n) {
    const n = (Number(v) << 2) | 1;
    return Uint8Array.of(n & 0xff, n >> 8);
  }
  if (v < 1n << 30n) {
    const n = ((Number(v) << 2) | 2) >>> 0;
    return Uint8Array.of(n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff);
  }
  const bytes: number[] = [];
  let rest = v;
  while (rest > 0n) {
    bytes.push(Number(rest & 0xffn));
    rest >>= 8n;
  }
  if (bytes.length > 67) throw new ScaleError('compact value too large');
  return Uint8Array.of(((bytes.length - 4) << 2) | 3, ...bytes);
}

export function encodeU32(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value, true);
  return out;
}

/** Block body = Vec<Extrinsic>; each extrinsic already carries its own compact length prefix. */
export function encodeBody(extrinsics: readonly Uint8Array[]): Uint8Array {
  const prefix = encodeCompact(extrinsics.length);
  let length = prefix.length;
  for (const x of extrinsics) length += x.length;
  const out = new Uint8Array(length);
  out.set(prefix, 0);
  let offset = prefix.length;
  for (const x of extrinsics) {
    out.set(x, offset);
    offset += x.length;
  }
  return out;
}

export function decodeBody(body: Uint8Array): Uint8Array[] {
  const r = new Reader(body);
  const count = r.compactNumber();
  const out: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const start = r.offset;
    const len = r.compactNumber();
    r.take(len);
    out.push(body.subarray(start, r.offset));
  }
  if (r.remaining !== 0) throw new ScaleError('trailing bytes after block body');
  return out;
}

/**
 * Checks that `bytes` is exactly one length-prefixed extrinsic (what Substrate's RPC decodes as an
 * opaque extrinsic before it hands it to the pool). Returns an error text or undefined.
 */
export function checkOpaqueExtrinsic(bytes: Uint8Array): string | undefined {
  try {
    const r = new Reader(bytes);
    const len = r.compactNumber();
    if (len !== r.remaining) {
      return len > r.remaining
        ? 'Not enough data to fill buffer'
        : 'Input buffer has still data left after decoding!';
    }
    if (len === 0) return 'Empty extrinsic';
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}

export interface ParsedHeader {
  parentHash: Uint8Array;
  number: number;
  stateRoot: Uint8Array;
  extrinsicsRoot: Uint8Array;
  /** Each digest item SCALE-encoded on its own, as Substrate's JSON `digest.logs` lists them. */
  logs: Uint8Array[];
}

export function parseHeader(encoded: Uint8Array): ParsedHeader {
  const r = new Reader(encoded);
  const parentHash = r.take(32);
  const number = r.compactNumber();
  const stateRoot = r.take(32);
  const extrinsicsRoot = r.take(32);
  const count = r.compactNumber();
  const logs: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const start = r.offset;
    const kind = r.u8();
    switch (kind) {
      case 4: // Consensus
      case 5: // Seal
      case 6: // PreRuntime
        r.take(4);
        r.bytesVec();
        break;
      case 0: // Other
        r.bytesVec();
        break;
      case 8: // RuntimeEnvironmentUpdated
        break;
      default:
        throw new ScaleError(`unknown digest item kind ${kind}`);
    }
    logs.push(encoded.subarray(start, r.offset));
  }
  if (r.remaining !== 0) throw new ScaleError('trailing bytes after header');
  return { parentHash, number, stateRoot, extrinsicsRoot, logs };
}
