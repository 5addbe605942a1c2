// better-sqlite3 takes and returns Buffers; the runtime speaks Uint8Array. Views, not copies, both ways.

/** A Uint8Array over a Buffer's bytes (no copy). */
export const u8 = (b: Buffer): Uint8Array => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);

/** A Buffer over a Uint8Array's bytes (no copy), for binding as a BLOB. */
export const view = (u: Uint8Array): Buffer => Buffer.from(u.buffer, u.byteOffset, u.byteLength);
