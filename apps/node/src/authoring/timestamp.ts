// The timestamp inherent: wall-clock milliseconds, strictly increasing from block to block.
import type { StateReader } from '@lumi/runtime/host';
import { u64 } from '@lumi/runtime/scale';

// twox128("Timestamp") ++ twox128("Now"): FRAME's pallet_timestamp::Now.
export const NOW_HEX = '0xf0c365c3cf59d671eb72da0e7a4113c49f1f0515f462cdcf84e0f1d6045dfcbb';
const NOW_KEY = Buffer.from(NOW_HEX.slice(2), 'hex');

export function parentTimestamp(state: StateReader): bigint {
  const raw = state.getHex ? state.getHex(NOW_HEX) : state.get(NOW_KEY);
  if (!raw || raw.length !== 8) return 0n;
  return u64.decode(raw);
}

/** max(wall clock, parent + minimumPeriod): never repeats or goes back even if the clock does. */
export function nextTimestamp(state: StateReader, minimumPeriodMs: bigint, now: number = Date.now()): bigint {
  const parent = parentTimestamp(state);
  const wall = BigInt(now);
  const earliest = parent === 0n ? 0n : parent + (minimumPeriodMs > 0n ? minimumPeriodMs : 1n);
  return wall > earliest ? wall : earliest;
}
