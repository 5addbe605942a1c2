// Checks a batch before either store writes it: amounts must be u128 base units in decimal. SQLite would keep
// any text and PostgreSQL's NUMERIC(39,0) would round "1.5" to 2, so both refuse instead, before any write.
import { InvalidRecordError } from './errors.ts';
import type { IndexedBlock } from './types.ts';

const U128_MAX = (1n << 128n) - 1n;
const DIGITS = /^(0|[1-9]\d{0,38})$/;
// Lower case, as the lookup by hash compares text.
const HASH = /^0x[0-9a-f]{64}$/;

function checkAmount(value: string | null, what: string, block: number): void {
  if (value === null) return;
  if (!DIGITS.test(value) || BigInt(value) > U128_MAX) {
    throw new InvalidRecordError(`block ${block}: ${what} ${JSON.stringify(value)} is not a u128 decimal`);
  }
}

export function checkHashes(b: Pick<IndexedBlock, 'number' | 'extrinsicHashes'>): void {
  for (const hash of b.extrinsicHashes) {
    if (!HASH.test(hash)) {
      throw new InvalidRecordError(
        `block ${b.number}: extrinsic hash ${JSON.stringify(hash)} is not 0x + 64 hex`,
      );
    }
  }
}

export function checkBlocks(blocks: readonly IndexedBlock[]): void {
  for (const b of blocks) {
    for (const a of b.activity) checkAmount(a.amount, 'activity amount', b.number);
    for (const p of b.poolSnapshots) {
      checkAmount(p.reserve1, 'reserve1', b.number);
      checkAmount(p.reserve2, 'reserve2', b.number);
      checkAmount(p.lpSupply, 'lpSupply', b.number);
    }
    for (const s of b.swaps) {
      checkAmount(s.amountIn, 'swap amountIn', b.number);
      checkAmount(s.amountOut, 'swap amountOut', b.number);
    }
    for (const f of b.forex) checkAmount(f.rate, 'forex rate', b.number);
    checkHashes(b);
  }
}
