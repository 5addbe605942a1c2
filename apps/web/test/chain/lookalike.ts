// Two different accounts whose format-42 addresses share their first and last four characters, as an address
// poisoner makes them. The first characters follow the key's leading bytes and the last ones the checksum, so
// keys that differ only in their last two bytes start alike, and among a few thousand of them two end alike
// too (birthday bound: the last four base58 characters take 58^4 ≈ 11.3 million values).
import { encodeAddress } from '@polkadot/util-crypto';

export interface LookalikePair {
  /** The account the user dealt with. */
  real: string;
  /** Another key that starts and ends like it. */
  lookalike: string;
}

/** A deterministic pair for `seed` (0–255); neither key has a known secret, so they only ever receive. */
export function lookalikePair(seed: number, format = 42): LookalikePair {
  const base = new Uint8Array(32).map((_, i) => (seed * 31 + i * 7) & 255);
  const seen = new Map<string, string>();
  for (let n = 0; n < 65_536; n += 1) {
    const key = base.slice();
    key[30] = n >> 8;
    key[31] = n & 255;
    const address = encodeAddress(key, format);
    const ends = `${address.slice(0, 4)}…${address.slice(-4)}`;
    const earlier = seen.get(ends);
    if (earlier) return { real: earlier, lookalike: address };
    seen.set(ends, address);
  }
  throw new Error(`no look-alike pair for seed ${seed}`);
}
