// What Lighthouse's simulated TBT would be if the page had the CPU to itself. Lantern takes each main-thread task's
// wall duration in the unthrottled trace and multiplies it by the CPU slowdown (4× on the mobile preset); on a
// shared machine much of that wall time is the thread waiting for a core (a task of 380 ms wall at load 8 had
// 18 ms of CPU), so the simulated TBT measures the machine's load. The same sum over each task's thread CPU time
// (`tdur`) does not depend on the load.
import type { TraceEvent } from './traceAnalysis.ts';

export interface LighthouseTraceEvent extends TraceEvent {
  /** Thread CPU time of a complete event, µs. */
  tdur?: number;
}

export interface BlockingEstimate {
  /** Sum over tasks after FCP of (slowdown × wall duration − 50 ms), as Lantern scores them before reordering. */
  wallMs: number;
  /** The same with each task's thread CPU time instead of its wall time. */
  cpuMs: number;
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const LONG_TASK_MS = 50;

export function blockingEstimate(
  events: readonly LighthouseTraceEvent[],
  slowdown: number,
): BlockingEstimate {
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame === true,
  );
  if (!navigation) throw new Error('the trace has no main-frame navigation');
  const { pid, tid } = navigation;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid);
  if (!fcp) throw new Error('the trace has no first contentful paint');
  const tasks = events
    .filter(
      (event) =>
        event.pid === pid && event.tid === tid && event.ph === 'X' && TASK_NAMES.has(event.name) && event.dur,
    )
    .sort((a, b) => a.ts - b.ts);
  let wallMs = 0;
  let cpuMs = 0;
  let end = -Infinity;
  for (const task of tasks) {
    // Only top-level tasks: a nested RunTask is inside one already counted.
    if (task.ts < end) continue;
    end = task.ts + task.dur!;
    if (task.ts < fcp.ts) continue;
    wallMs += Math.max(0, (slowdown * task.dur!) / 1000 - LONG_TASK_MS);
    cpuMs += Math.max(0, (slowdown * (task.tdur ?? task.dur!)) / 1000 - LONG_TASK_MS);
  }
  return { wallMs, cpuMs };
}
