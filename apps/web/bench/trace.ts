// `npm run bench:trace`: where the main thread goes while /home and /dapp load. The same app as bench:web (a dev
// chain, the production build, the production server), opened in the system Chromium with the CPU slowed 4× (what
// Lighthouse's mobile preset simulates), recording a performance trace and a CPU profile. Prints, per route, the
// first and largest contentful paint, every long task (≥ 50 ms) with what ran in it — the trace's top-level
// work (script evaluation per chunk, function calls, style, layout, paint, garbage collection) and the CPU
// profile's self time per chunk and per function — and the total long-task time before LCP and in all.
// LUMI_TRACE_OUT=<dir> also writes each trace (trace-<route>.json, for Chrome's Performance panel) and CPU profile
// (profile-<route>.cpuprofile) with the build's chunks and source maps (assets/); LUMI_TRACE_FUNCTIONS=1 adds the functions that ran longest in each long task.
import { cpSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { cleanUp, onCleanUp, startBenchApp } from './setup.ts';
import { analyseTrace, type CpuProfile, type TraceEvent } from './traceAnalysis.ts';

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CPU_SLOWDOWN = Number(process.env.LUMI_TRACE_CPU_SLOWDOWN || 4);
const ROUTES = (process.env.LUMI_TRACE_ROUTES || '/home,/dapp').split(',');
const OUT = process.env.LUMI_TRACE_OUT;
const FUNCTIONS = process.env.LUMI_TRACE_FUNCTIONS === '1';
// Deadlines, not sleeps. The page counts as settled once it has loaded and QUIET_MS passed with no long task.
const SETTLE_DEADLINE_MS = 120_000;
const QUIET_MS = 3_000;

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
];

async function traceRoute(browser: Browser, url: string, route: string, outDir: string): Promise<string[]> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    // Long tasks as the page sees them, to know when it has settled.
    await page.addInitScript(() => {
      const w = window as unknown as { __lastLongTask: number };
      w.__lastLongTask = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lastLongTask = entry.startTime + entry.duration;
      }).observe({ type: 'longtask', buffered: true });
    });
    await browser.startTracing(page, { categories: CATEGORIES });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load', timeout: SETTLE_DEADLINE_MS });
    await page.waitForFunction(
      (quiet) => performance.now() - (window as unknown as { __lastLongTask: number }).__lastLongTask > quiet,
      QUIET_MS,
      { timeout: SETTLE_DEADLINE_MS, polling: 250 },
    );
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const trace = await browser.stopTracing();
    const name = route.replace(/\W+/g, '') || 'root';
    if (OUT) {
      writeFileSync(join(OUT, `trace-${name}.json`), trace);
      writeFileSync(join(OUT, `profile-${name}.cpuprofile`), JSON.stringify(profile));
      // The build's chunks and source maps, so the profile can be read again later.
      cpSync(join(outDir, 'assets'), join(OUT, 'assets'), { recursive: true });
    }
    const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
    return analyseTrace(traceEvents, profile, url, outDir, FUNCTIONS);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  try {
    const { url, outDir } = await startBenchApp({ sourcemap: true });
    const browser = await chromium.launch({
      executablePath: CHROME_PATH,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    onCleanUp(() => browser.close());
    for (const route of ROUTES) {
      const load = loadavg()[0]!.toFixed(1);
      const lines = await traceRoute(browser, new URL(route, url).href, route, outDir);
      console.log(`\n${route} (CPU ${CPU_SLOWDOWN}× slower, load average ${load})`);
      for (const line of lines) console.log(line);
    }
  } finally {
    await cleanUp();
  }
}

await main();
