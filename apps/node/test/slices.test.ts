// The slicing helper on an injected clock: when a slice ends, and what is charged for it.
import { describe, expect, it } from 'vitest';
import { runAtOnce, runSliced, Slicer } from '../src/util/slices.ts';

describe('Slicer', () => {
  it('ends a slice after its step count or its time, whichever comes first', () => {
    let now = 0;
    const slicer = new Slicer(3, 4, () => now);
    expect([slicer.due(), slicer.due(), slicer.due(), slicer.due()]).toEqual([false, false, false, true]);
    const timed = new Slicer(100, 4, () => now);
    expect(timed.due()).toBe(false);
    now = 4;
    expect(timed.due()).toBe(true);
  });

  it('starts a new slice after a pause, counting the step that was due', async () => {
    let now = 0;
    const slicer = new Slicer(2, 4, () => now);
    slicer.due();
    slicer.due();
    expect(slicer.due()).toBe(true);
    now = 10;
    await slicer.pause();
    expect([slicer.due(), slicer.due()]).toEqual([false, true]);
  });

  it('reports every slice ending in a pause but the first (the caller accounts for that one)', async () => {
    let now = 0;
    const charged: number[] = [];
    const slicer = new Slicer(
      1,
      100,
      () => now,
      (ms) => charged.push(ms),
    );
    now = 3;
    await slicer.pause();
    now = 8;
    await slicer.pause();
    now = 15;
    await slicer.pause();
    expect(charged).toEqual([5, 7]);
  });
});

describe('runSliced', () => {
  function* count(n: number): Generator<void, number> {
    for (let i = 0; i < n; i++) yield;
    return n;
  }

  it('gives the result runAtOnce gives, letting other work run between slices', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('other'));
    const result = runSliced(count(10), new Slicer(3)).then((n) => {
      order.push('done');
      return n;
    });
    expect(await result).toBe(runAtOnce(count(10)));
    expect(order).toEqual(['other', 'done']);
  });
});
