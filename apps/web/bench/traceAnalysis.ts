// Reads a Chromium performance trace and a CPU profile of one page load (bench/trace.ts) and says where the
// renderer's main thread went: the paints, each long task with its top-level work and the source (package or
// app folder, through the build's source maps) that ran in it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
}

export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const LONG_TASK_US = 50_000;

/** Top-level kinds of work inside a task, as the trace names them. */
const WORK = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compileModule',
  'v8.compile',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'MinorGC',
  'MajorGC',
  'V8.GC_SCAVENGER',
  'V8.GC_MC_BACKGROUND_EVACUATE_COPY',
  'BlinkGC.AtomicPhase',
  'XHRReadyStateChange',
  'ResourceReceivedData',
]);

const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;

function chunkOf(url: unknown): string {
  if (typeof url !== 'string' || url === '') return '';
  const file = url.split('/').pop() ?? url;
  // Vite's content hash says nothing to a reader.
  return file.replace(/-[\w-]{8}\.(m?js|css)$/, '.$1');
}

interface Origin {
  /** The package name or the app's folder. */
  source: string;
  /** The original function, where the source map names it, with its file. */
  fn: string | undefined;
}

/** Where a minified position came from: a package name or the app's folder, through the chunk's source map. */
function makeOriginOf(outDir: string | undefined): (url: string, line: number, column: number) => Origin {
  const maps = new Map<string, TraceMap | undefined>();
  return (url, line, column) => {
    const chunk = { source: chunkOf(url), fn: undefined };
    if (!outDir || !url.includes('/assets/')) return chunk;
    const file = join(outDir, 'assets', url.split('/assets/').pop()!);
    if (!maps.has(file)) {
      maps.set(
        file,
        existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : undefined,
      );
    }
    const map = maps.get(file);
    if (!map) return chunk;
    const { source, name } = originalPositionFor(map, { line: line + 1, column });
    if (!source) return chunk;
    const fn = `${name ?? '?'} ${source.split('/').slice(-2).join('/')}`;
    const modules = source.lastIndexOf('node_modules/');
    if (modules >= 0) {
      const parts = source.slice(modules + 'node_modules/'.length).split('/');
      return { source: parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!, fn };
    }
    const src = source.indexOf('/src/');
    const parts = (src >= 0 ? source.slice(src + 1) : source).split('/');
    // src/<top>/<folder>/… is specific enough (src/shared/chain, src/features/home).
    return { source: parts.slice(0, Math.min(parts.length - 1, 3)).join('/') || source, fn };
  };
}

function top(entries: Map<string, number>, count: number): string {
  return [...entries]
    .filter(([, us]) => us >= 1_000)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `${name || '(native)'} ${ms(us)}`)
    .join(', ');
}

function add(map: Map<string, number>, key: string, us: number): void {
  map.set(key, (map.get(key) ?? 0) + us);
}

/**
 * A task that only handles a DevTools session message: the bench's own `Profiler.stop` (the renderer builds the
 * CPU profile in it), which no page runs and Lighthouse never sees.
 */
function isDevToolsTask(task: TraceEvent, own: readonly TraceEvent[]): boolean {
  const end = task.ts + task.dur!;
  let devtools = false;
  for (const event of own) {
    if (event.ts < task.ts || event.ts >= end || event === task) continue;
    if (WORK.has(event.name)) return false;
    const info = (event.args as { chrome_mojo_event_info?: { mojo_interface_tag?: unknown } } | undefined)
      ?.chrome_mojo_event_info;
    if (info?.mojo_interface_tag === 'blink.mojom.DevToolsSession') devtools = true;
  }
  return devtools;
}

export function analyseTrace(
  events: readonly TraceEvent[],
  profile: CpuProfile,
  url: string,
  outDir?: string,
  functions = false,
): string[] {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.documentLoaderURL === url &&
      event.args.data.isLoadingMainFrame === true,
  );
  if (!navigation) return ['no navigation to the page in the trace'];
  const { pid, tid } = navigation;
  const start = navigation.ts;
  const at = (ts: number) => `${((ts - start) / 1000).toFixed(0).padStart(5)} ms`;
  const own = events.filter((event) => event.pid === pid && event.tid === tid && event.ts >= start);
  const fcp = own.find((event) => event.name === 'firstContentfulPaint');
  const lcp = own.filter((event) => event.name === 'largestContentfulPaint::Candidate').pop();

  // The CPU profile's samples, each with its time and the source it ran.
  const originOf = makeOriginOf(outDir);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const originByNode = new Map<number, Origin>();
  const samples: { ts: number; dur: number; source: string; fn: string }[] = [];
  let ts = profile.startTime;
  for (let index = 0; index < profile.samples.length; index += 1) {
    ts += profile.timeDeltas[index]!;
    const id = profile.samples[index]!;
    let origin = originByNode.get(id);
    if (origin === undefined) {
      const frame = nodes.get(id)!;
      origin = frame.url
        ? originOf(frame.url, frame.lineNumber, frame.columnNumber)
        : { source: frame.functionName || '(native)', fn: undefined };
      origin.fn ??= `${frame.functionName || '(anonymous)'} ${origin.source || '(native)'}`;
      originByNode.set(id, origin);
    }
    samples.push({ ts, dur: profile.timeDeltas[index + 1] ?? 0, source: origin.source, fn: origin.fn! });
  }

  const tasks = own.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      (event.dur ?? 0) >= LONG_TASK_US &&
      !isDevToolsTask(event, own),
  );
  const lcpNode = lcp?.args?.data?.nodeName;
  const lines = [
    `  FCP ${fcp ? at(fcp.ts) : '—'}, LCP ${lcp ? at(lcp.ts) : '—'}${
      typeof lcpNode === 'string' ? ` (${lcpNode})` : ''
    }`,
  ];
  let beforeLcp = 0;
  let total = 0;
  // What TBT counts: each long task's excess over 50 ms, from the first contentful paint on.
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    total += task.dur!;
    if (fcp && task.ts >= fcp.ts) blocking += task.dur! - LONG_TASK_US;
    if (lcp && task.ts < lcp.ts) beforeLcp += Math.min(end, lcp.ts) - task.ts;
    // Outermost pieces of work only, so nested ones are not counted twice.
    const work = new Map<string, number>();
    let coveredUntil = task.ts;
    for (const event of own) {
      if (event.ph !== 'X' || !WORK.has(event.name) || event.ts < coveredUntil || event.ts >= end) continue;
      const data = event.args?.data ?? {};
      const label =
        event.name === 'EventDispatch'
          ? `EventDispatch ${String(data.type)}`
          : chunkOf(data.url) !== ''
            ? `${event.name} ${chunkOf(data.url)}`
            : event.name;
      add(work, label, event.dur ?? 0);
      coveredUntil = event.ts + (event.dur ?? 0);
    }
    const bySource = new Map<string, number>();
    const byFunction = new Map<string, number>();
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts >= end) continue;
      add(bySource, sample.source, sample.dur);
      add(byFunction, sample.fn, sample.dur);
    }
    lines.push(`  long task at ${at(task.ts)}: ${ms(task.dur!)}`);
    lines.push(`    work:   ${top(work, 6)}`);
    lines.push(`    source: ${top(bySource, 8)}`);
    if (functions) lines.push(`    functions: ${top(byFunction, 8)}`);
  }
  lines.push(
    `  long tasks: ${tasks.length}, ${ms(total)} in all, ${ms(beforeLcp)} before LCP, blocking after FCP ${ms(blocking)} (CPU-slowed figures)`,
  );
  return lines;
}
