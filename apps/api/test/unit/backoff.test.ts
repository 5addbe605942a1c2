import { describe, expect, it } from 'vitest';
import { backoffDelay, retry } from '../../src/util/backoff.ts';

describe('retry with backoff', () => {
  it('doubles the delay up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((a) => backoffDelay(a, 100, 1_000))).toEqual([
      100, 200, 400, 800, 1000, 1000,
    ]);
  });

  it('retries until success, waiting the backoff delays', async () => {
    const waits: number[] = [];
    let calls = 0;
    const value = await retry(
      async () => {
        calls++;
        if (calls < 3) throw new Error(`fail ${calls}`);
        return 'ok';
      },
      { retries: 5, baseMs: 100, maxMs: 1_000, sleep: async (ms) => void waits.push(ms) },
    );
    expect(value).toBe('ok');
    expect(calls).toBe(3);
    expect(waits).toEqual([100, 200]);
  });

  it('gives up after the allowed retries with the last error', async () => {
    const waits: number[] = [];
    let calls = 0;
    await expect(
      retry(
        async () => {
          calls++;
          throw new Error(`fail ${calls}`);
        },
        { retries: 2, baseMs: 50, maxMs: 60, sleep: async (ms) => void waits.push(ms) },
      ),
    ).rejects.toThrow('fail 3');
    expect(waits).toEqual([50, 60]);
  });
});
