import { describe, expect, it } from 'vitest';
import { blockingEstimate, type LighthouseTraceEvent } from '../../bench/cpuBlocking.ts';

const PAGE = { pid: 1, tid: 1 };
const navigation: LighthouseTraceEvent = {
  ...PAGE,
  name: 'navigationStart',
  cat: 'blink.user_timing',
  ph: 'R',
  ts: 0,
  args: { data: { isLoadingMainFrame: true } },
};
const fcp: LighthouseTraceEvent = {
  ...PAGE,
  name: 'firstContentfulPaint',
  cat: 'loading',
  ph: 'R',
  ts: 1_000_000,
};
const task = (ts: number, durMs: number, cpuMs: number, thread = PAGE): LighthouseTraceEvent => ({
  ...thread,
  name: 'RunTask',
  cat: 'disabled-by-default-devtools.timeline',
  ph: 'X',
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

describe('blockingEstimate', () => {
  it('scores each top-level task after FCP by slowdown × duration − 50 ms, by wall and by CPU time', () => {
    const events = [
      navigation,
      fcp,
      task(500_000, 100, 100), // before FCP: not counted
      task(2_000_000, 100, 20), // 400 − 50 by wall, 80 − 50 by CPU
      task(2_010_000, 30, 30), // nested in the one before: not counted again
      task(3_000_000, 12, 12), // 48 ms at 4×: not long
      task(4_000_000, 40, 40, { pid: 1, tid: 2 }), // another thread
    ];
    expect(blockingEstimate(events, 4)).toEqual({ wallMs: 350, cpuMs: 30 });
  });

  it('refuses a trace without a navigation or a first paint', () => {
    expect(() => blockingEstimate([fcp], 4)).toThrow('no main-frame navigation');
    expect(() => blockingEstimate([navigation], 4)).toThrow('no first contentful paint');
  });
});
