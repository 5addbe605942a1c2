// The explorer's URLs: a block by number or hash, an extrinsic by "block-index" or by hash (with its block when
// known). Pure: a malformed value gives undefined, which the page shows as an invalid link, never an error.
import { parseBlockNumber } from './searchInput.ts';

export type BlockRef = { number: number } | { hash: string };

export type ExtrinsicRef =
  { block: BlockRef; index: number } | { block: BlockRef; hash: string } | { block: undefined; hash: string };

const HASH = /^0x[0-9a-f]{64}$/iu;

export function parseBlockRef(text: string | null | undefined): BlockRef | undefined {
  if (!text) return undefined;
  if (HASH.test(text)) return { hash: text.toLowerCase() };
  const number = parseBlockNumber(text);
  return number === undefined ? undefined : { number };
}

/** `id` from the path, `block` from the `?block=` query (only with a hash). */
export function parseExtrinsicRef(id: string | undefined, block: string | null): ExtrinsicRef | undefined {
  if (!id) return undefined;
  const dash = id.lastIndexOf('-');
  if (!HASH.test(id) && dash > 0) {
    const ref = parseBlockRef(id.slice(0, dash));
    const index = /^\d{1,5}$/u.test(id.slice(dash + 1)) ? Number(id.slice(dash + 1)) : undefined;
    return ref && index !== undefined ? { block: ref, index } : undefined;
  }
  if (!HASH.test(id)) return undefined;
  const hash = id.toLowerCase();
  if (block === null) return { block: undefined, hash };
  const ref = parseBlockRef(block);
  return ref ? { block: ref, hash } : undefined;
}

export const blockRefKey = (ref: BlockRef): string => ('number' in ref ? String(ref.number) : ref.hash);
