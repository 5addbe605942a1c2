// The write turn between the main connection and the store's thread (src/store/write-turn.ts): a block's commit
// waits exactly until the thread has committed, and the thread's work stops at the next chunk once a block wants
// the lock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { RecentMerger } from '../src/store/recent-merge.ts';
import { Store } from '../src/store/store.ts';
import { HELD, WriteTurn } from '../src/store/write-turn.ts';
import { testBlock } from './helpers/test-block.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'lumi-turn-test-'));
  dirs.push(d);
  return d;
}

// A thread that takes the turn, says so, waits for the main thread to say it is about to claim, then writes a
// mark and gives the turn back: a claim that returned before the release would not see the mark.
const HOLDER = `
const { parentPort, workerData } = require('node:worker_threads');
const flags = new Int32Array(workerData.turn);
const side = new Int32Array(workerData.side);
Atomics.store(flags, ${HELD}, 1);
parentPort.postMessage('held');
Atomics.wait(side, 0, 0);
for (let i = 0; i < 1e6; i++) Atomics.add(side, 1, 1);
Atomics.store(side, 2, 1);
Atomics.store(flags, ${HELD}, 0);
Atomics.notify(flags, ${HELD});
`;

describe('the write turn', () => {
  it('makes the main thread wait for the thread’s release, and no longer', async () => {
    const turn = new WriteTurn();
    const side = new Int32Array(new SharedArrayBuffer(12));
    const worker = new Worker(HOLDER, { eval: true, workerData: { turn: turn.buffer, side: side.buffer } });
    try {
      await new Promise((resolve) => worker.once('message', resolve));
      Atomics.store(side, 0, 1);
      Atomics.notify(side, 0);
      turn.claim();
      expect(Atomics.load(side, 2)).toBe(1);
      expect(Atomics.load(side, 1)).toBe(1e6);
    } finally {
      await worker.terminate();
    }
  });

  it('is refused to the thread while the main thread’s task wants it, and given back after that task', async () => {
    const turn = new WriteTurn();
    expect(turn.hold()).toBe(true);
    turn.release();
    turn.announce();
    expect(turn.wanted()).toBe(true);
    expect(turn.hold()).toBe(false);
    // The refused hold left nothing held: a claim does not wait.
    turn.claim();
    await Promise.resolve();
    expect(turn.wanted()).toBe(false);
    expect(turn.hold()).toBe(true);
    turn.release();
  });

  it('cuts a merge short after the chunk under way once a block wants the lock', () => {
    const dir = tempDir();
    const store = new Store(dir);
    const side = new Database(join(dir, 'lumi.sqlite'));
    try {
      // Fewer blocks than the store merges inline after (INLINE_MERGE_BLOCKS): all of them wait in the recent table.
      for (let n = 0; n < 12; n++) store.commitBlock(n, testBlock(n, new Map([['0x01', Uint8Array.of(n)]])));
      const merger = new RecentMerger(side, { stateRows: 1, nodeRows: 1 });
      const mergedTo = () => Number(store.getMeta('merged_to') ?? -1);
      // Asked after each chunk: wanted at once, one chunk; wanted at the second ask, two more.
      let asked = 0;
      expect(merger.step(Infinity, () => ++asked > 0)).toBe(true);
      const first = mergedTo();
      expect(asked).toBe(1);
      expect(first).toBeGreaterThanOrEqual(0);
      expect(merger.step(Infinity, () => ++asked > 2)).toBe(true);
      expect(asked).toBe(3);
      expect(mergedTo()).toBeGreaterThan(first);
      expect(mergedTo()).toBeLessThan(11);
      // Unasked, the budget alone bounds it.
      expect(merger.step(Infinity)).toBe(false);
      expect(mergedTo()).toBe(11);
    } finally {
      side.close();
      store.close();
    }
  });
});
