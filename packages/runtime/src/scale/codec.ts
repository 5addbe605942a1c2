// Byte-level SCALE reading and writing. Every read is bounds-checked so malformed input fails with a
// ScaleDecodeError naming the offset, never with a RangeError deep inside a DataView or a huge allocation.

export class ScaleDecodeError extends Error {
  override readonly name = 'ScaleDecodeError';
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(`${message} (at byte ${offset})`);
  }
}

export class ScaleEncodeError extends Error {
  override readonly name = 'ScaleEncodeError';
}

const U64_MASK = 0xffffffffffffffffn;

/** Bytes of a SCALE compact length prefix for lengths below 2^30 (every length a block or a trie node has). */
export const compactLength = (n: number): number => (n < 0x40 ? 1 : n < 0x4000 ? 2 : 4);

export class Writer {
  private buf: Uint8Array;
  /** Made on first use: most values are written byte by byte, and a DataView costs an allocation. */
  private dataView: DataView | undefined;
  pos = 0;

  constructor(capacity = 64) {
    this.buf = new Uint8Array(capacity);
  }

  private get view(): DataView {
    return (this.dataView ??= new DataView(this.buf.buffer, this.buf.byteOffset, this.buf.byteLength));
  }

  private reserve(n: number): void {
    const need = this.pos + n;
    if (need <= this.buf.length) return;
    let cap = this.buf.length * 2;
    while (cap < need) cap *= 2;
    const next = new Uint8Array(cap);
    next.set(this.buf.subarray(0, this.pos));
    this.buf = next;
    this.dataView = undefined;
  }

  u8(v: number): void {
    this.reserve(1);
    this.buf[this.pos++] = v;
  }

  u16(v: number): void {
    this.reserve(2);
    const b = this.buf;
    b[this.pos++] = v & 0xff;
    b[this.pos++] = (v >>> 8) & 0xff;
  }

  u32(v: number): void {
    this.reserve(4);
    const b = this.buf;
    b[this.pos++] = v & 0xff;
    b[this.pos++] = (v >>> 8) & 0xff;
    b[this.pos++] = (v >>> 16) & 0xff;
    b[this.pos++] = (v >>> 24) & 0xff;
  }

  u64(v: bigint): void {
    this.reserve(8);
    this.view.setBigUint64(this.pos, v, true);
    this.pos += 8;
  }

  /** Little-endian unsigned integer of `bytes` bytes (a multiple of 8). */
  bigUint(v: bigint, bytes: number): void {
    this.reserve(bytes);
    const view = this.view;
    if (v <= U64_MASK) {
      // Most balances fit 64 bits: one word and zeros, no BigInt arithmetic (each shift allocates).
      view.setBigUint64(this.pos, v, true);
      this.buf.fill(0, this.pos + 8, this.pos + bytes);
    } else {
      for (let i = 0; i < bytes; i += 8) {
        view.setBigUint64(this.pos + i, BigInt.asUintN(64, v), true);
        v >>= 64n;
      }
    }
    this.pos += bytes;
  }

  bytes(b: Uint8Array): void {
    this.reserve(b.length);
    this.buf.set(b, this.pos);
    this.pos += b.length;
  }

  compact(v: number | bigint): void {
    if (typeof v === 'number') {
      if (v < 0x40) return this.u8(v << 2);
      if (v < 0x4000) return this.u16((v << 2) | 1);
      if (v < 0x40000000) return this.u32(((v << 2) | 2) >>> 0);
      v = BigInt(v);
    } else if (v < 0x40000000n) {
      return this.compact(Number(v));
    }
    let n = 0;
    for (let t = v; t > 0n; t >>= 8n) n++;
    if (n < 4) n = 4;
    this.reserve(n + 1);
    this.buf[this.pos++] = ((n - 4) << 2) | 3;
    for (let i = 0; i < n; i++) {
      this.buf[this.pos++] = Number(v & 0xffn);
      v >>= 8n;
    }
  }

  finish(): Uint8Array {
    return this.buf.slice(0, this.pos);
  }

  /** What has been written so far, as a view of the buffer (valid until the next write or reset). */
  written(): Uint8Array {
    return this.buf.subarray(0, this.pos);
  }
}

export class Reader {
  pos: number;
  /** Made on first use (64-bit and wider reads): creating a DataView per decode is a measurable cost. */
  private dataView: DataView | undefined;

  constructor(
    readonly data: Uint8Array,
    pos = 0,
  ) {
    this.pos = pos;
  }

  private get view(): DataView {
    return (this.dataView ??= new DataView(this.data.buffer, this.data.byteOffset, this.data.byteLength));
  }

  get remaining(): number {
    return this.data.length - this.pos;
  }

  fail(message: string): never {
    throw new ScaleDecodeError(message, this.pos);
  }

  private need(n: number, what: string): void {
    if (this.pos + n > this.data.length) {
      this.fail(`unexpected end of input reading ${what}: need ${n} byte(s), ${this.remaining} left`);
    }
  }

  u8(): number {
    this.need(1, 'u8');
    return this.data[this.pos++]!;
  }

  u16(): number {
    this.need(2, 'u16');
    const d = this.data;
    const p = this.pos;
    this.pos = p + 2;
    return d[p]! | (d[p + 1]! << 8);
  }

  u32(): number {
    this.need(4, 'u32');
    const d = this.data;
    const p = this.pos;
    this.pos = p + 4;
    return (d[p]! | (d[p + 1]! << 8) | (d[p + 2]! << 16) | (d[p + 3]! << 24)) >>> 0;
  }

  u64(): bigint {
    this.need(8, 'u64');
    const v = this.view.getBigUint64(this.pos, true);
    this.pos += 8;
    return v;
  }

  bigUint(bytes: number): bigint {
    this.need(bytes, `u${bytes * 8}`);
    const view = this.view;
    const p = this.pos;
    this.pos = p + bytes;
    let high = false;
    for (let i = 8; i < bytes; i += 8) high ||= view.getBigUint64(p + i, true) !== 0n;
    // The common case (a value below 2^64) is its low word alone, without shifting BigInts together.
    if (!high) return view.getBigUint64(p, true);
    let v = 0n;
    for (let i = bytes - 8; i >= 0; i -= 8) v = (v << 64n) | view.getBigUint64(p + i, true);
    return v;
  }

  /** A copy of the next `n` bytes (copies so decoded values never alias the input buffer). */
  bytes(n: number): Uint8Array {
    this.need(n, `${n} bytes`);
    const out = this.data.slice(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }

  /** Steps over the next `n` bytes. */
  skip(n: number): void {
    this.need(n, `${n} bytes`);
    this.pos += n;
  }

  /**
   * The next `n` bytes as a view of the input, not copied: only for inputs that are never written to (trie node
   * encodings), where a copy per field would be garbage at once.
   */
  borrow(n: number): Uint8Array {
    this.need(n, `${n} bytes`);
    const out = this.data.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }

  /** Compact integer, rejecting non-canonical encodings and values above 2^maxBits - 1 like parity-scale-codec. */
  compactBig(maxBits: number): bigint {
    const start = this.pos;
    const b0 = this.u8();
    const mode = b0 & 3;
    let v: bigint;
    if (mode === 0) v = BigInt(b0 >> 2);
    else if (mode === 1) {
      this.pos = start;
      const x = this.u16() >> 2;
      if (x < 0x40) this.failAt(start, 'non-canonical compact encoding');
      v = BigInt(x);
    } else if (mode === 2) {
      this.pos = start;
      const x = this.u32() >>> 2;
      if (x < 0x4000) this.failAt(start, 'non-canonical compact encoding');
      v = BigInt(x);
    } else {
      const n = (b0 >> 2) + 4;
      this.need(n, 'compact integer');
      v = 0n;
      for (let i = n - 1; i >= 0; i--) v = (v << 8n) | BigInt(this.data[this.pos + i]!);
      const top = this.data[this.pos + n - 1]!;
      this.pos += n;
      if ((n > 4 && top === 0) || v < 0x40000000n) this.failAt(start, 'non-canonical compact encoding');
    }
    if (v >> BigInt(maxBits) !== 0n) this.failAt(start, `compact value out of range for u${maxBits}`);
    return v;
  }

  /** Compact integer that must fit u32 (lengths, Compact<u8|u16|u32>). */
  compactNumber(maxBits = 32): number {
    const d = this.data;
    const start = this.pos;
    const b0 = d[start];
    if (b0 !== undefined) {
      const mode = b0 & 3;
      if (mode === 0) {
        this.pos++;
        return b0 >> 2;
      }
      // The two- and four-byte forms without BigInt; same checks and errors as compactBig.
      if (mode === 1 && start + 2 <= d.length) {
        const x = (b0 | (d[start + 1]! << 8)) >> 2;
        if (x < 0x40) this.failAt(start, 'non-canonical compact encoding');
        if (maxBits < 14 && x >= 2 ** maxBits)
          this.failAt(start, `compact value out of range for u${maxBits}`);
        this.pos = start + 2;
        return x;
      }
      if (mode === 2 && start + 4 <= d.length) {
        const x = ((b0 | (d[start + 1]! << 8) | (d[start + 2]! << 16) | (d[start + 3]! << 24)) >>> 2) >>> 0;
        if (x < 0x4000) this.failAt(start, 'non-canonical compact encoding');
        if (maxBits < 30 && x >= 2 ** maxBits)
          this.failAt(start, `compact value out of range for u${maxBits}`);
        this.pos = start + 4;
        return x;
      }
    }
    return Number(this.compactBig(maxBits));
  }

  private failAt(offset: number, message: string): never {
    throw new ScaleDecodeError(message, offset);
  }

  /** Throws unless every byte was consumed: a whole value must not carry trailing bytes. */
  end(): void {
    if (this.pos !== this.data.length) this.fail(`${this.remaining} trailing byte(s) after value`);
  }
}
