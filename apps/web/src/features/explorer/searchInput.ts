// What a search box text names: a block number, a block or extrinsic hash, an extrinsic by "block-index", or an
// account address. Pure; the page decides what to look up from it.
import { checkAddress } from '../../shared/address/index.ts';

export type SearchTarget =
  | { kind: 'block'; number: number }
  | { kind: 'hash'; hash: string }
  | { kind: 'extrinsic'; block: number; index: number }
  | { kind: 'account'; address: string }
  | { kind: 'invalid'; reason: 'empty' | 'number-too-large' | 'bad-hash' | 'unrecognised' };

const HASH = /^0x[0-9a-f]{64}$/iu;
const DECIMAL = /^\d+$/u;
const EXTRINSIC_ID = /^(\d+)-(\d+)$/u;
/** Block numbers are u32 on FRAME chains. */
const MAX_BLOCK = 0xffff_ffff;

export function parseBlockNumber(text: string): number | undefined {
  if (!DECIMAL.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) && value <= MAX_BLOCK ? value : undefined;
}

export function classifySearch(raw: string): SearchTarget {
  const trimmed = raw.trim();
  // "1,234" and "1 234" as people write block numbers.
  const text = /^[\d\s,_]+$/u.test(trimmed) ? trimmed.replaceAll(/[\s,_]/gu, '') : trimmed;
  if (text === '') return { kind: 'invalid', reason: 'empty' };
  if (DECIMAL.test(text)) {
    const number = parseBlockNumber(text);
    return number === undefined ? { kind: 'invalid', reason: 'number-too-large' } : { kind: 'block', number };
  }
  const id = EXTRINSIC_ID.exec(text);
  if (id) {
    const block = parseBlockNumber(id[1]!);
    const index = Number(id[2]);
    if (block === undefined || !Number.isSafeInteger(index))
      return { kind: 'invalid', reason: 'number-too-large' };
    return { kind: 'extrinsic', block, index };
  }
  if (/^0x/iu.test(text))
    return HASH.test(text)
      ? { kind: 'hash', hash: text.toLowerCase() }
      : { kind: 'invalid', reason: 'bad-hash' };
  return checkAddress(text, { expectedFormat: null }).valid
    ? { kind: 'account', address: text }
    : { kind: 'invalid', reason: 'unrecognised' };
}
