// Activity pagination cursors: opaque to clients, base64url of "<block>.<eventIndex>" of the last row served.
// The next page starts strictly below that position in (block, eventIndex) order, so inserts at the head
// never shift or repeat rows of later pages.

export interface CursorPosition {
  block: number;
  eventIndex: number;
}

export function encodeCursor(p: CursorPosition): string {
  return Buffer.from(`${p.block}.${p.eventIndex}`).toString('base64url');
}

/** Undefined for anything this server did not produce. */
export function decodeCursor(cursor: string): CursorPosition | undefined {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(cursor)) return undefined;
  const text = Buffer.from(cursor, 'base64url').toString('latin1');
  const m = /^(\d{1,10})\.(\d{1,6})$/.exec(text);
  if (!m) return undefined;
  const block = Number(m[1]);
  const eventIndex = Number(m[2]);
  if (block > 0xffff_ffff) return undefined;
  if (encodeCursor({ block, eventIndex }) !== cursor) return undefined;
  return { block, eventIndex };
}
