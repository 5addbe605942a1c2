// `npm run bench:web`: the production build, served by the production server against a fresh dev chain, measured
// by Lighthouse (mobile preset, its default simulated throttling) in the system Chromium, plus the build's bundle
// table. Everything runs on this machine; nothing is downloaded.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SIZE_REPORT_FILE, type SizeReport } from '../build/sizeReport.ts';
import { blockingEstimate } from './cpuBlocking.ts';
import { median, summarise, type RunFigures } from './figures.ts';
import { cleanUp, onCleanUp, startBenchApp } from './setup.ts';

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.LUMI_BENCH_RUNS || 3);
const ROUTES = (process.env.LUMI_BENCH_ROUTES || '/home,/dapp').split(',');
// LUMI_BENCH_LONG_TASKS=1 prints each run's largest-paint element and long tasks as Lighthouse saw them (simulated start and duration,
// the script they are attributed to): what its TBT is made of.
const LONG_TASKS = process.env.LUMI_BENCH_LONG_TASKS === '1';
// LUMI_BENCH_REPORT_DIR=<dir> keeps each run's Lighthouse report (lhr-<route>-<run>.json: its long-task,
// main-thread and boot-up audits) and the unthrottled trace its simulation starts from (trace-<route>-<run>.json).
const REPORT_DIR = process.env.LUMI_BENCH_REPORT_DIR;
// A deadline, not a sleep: the wait ends as soon as the page paints and loads. Long, because the bench shares a
// busy machine.
const PAGE_LOAD_MS = 120_000;

/** The first DOM node's HTML snippet anywhere inside an audit's details. */
function firstNodeSnippet(details: unknown): string | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const node = details as { type?: unknown; snippet?: unknown };
  if (node.type === 'node' && typeof node.snippet === 'string') return node.snippet;
  for (const value of Object.values(details)) {
    const found = firstNodeSnippet(value);
    if (found) return found;
  }
  return undefined;
}

async function measure(url: string, reportName: string): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const forget = onCleanUp(() => chrome.kill());
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      maxWaitForFcp: PAGE_LOAD_MS,
      maxWaitForLoad: PAGE_LOAD_MS,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(join(REPORT_DIR, `lhr-${reportName}.json`), JSON.stringify(result.lhr));
      writeFileSync(join(REPORT_DIR, `trace-${reportName}.json`), JSON.stringify(result.artifacts.Trace));
    }
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const slowdown = result.lhr.configSettings.throttling.cpuSlowdownMultiplier;
    const { cpuMs } = blockingEstimate(result.artifacts.Trace.traceEvents, slowdown);
    if (LONG_TASKS) {
      // The element Lighthouse took as the largest paint: which text or box the LCP figure is the time of
      // (Lighthouse 13 reports it in its LCP breakdown insight; older versions in an audit of its own).
      const snippet = firstNodeSnippet(
        audits['lcp-breakdown-insight']?.details ?? audits['largest-contentful-paint-element']?.details,
      );
      if (snippet) console.log(`  largest paint: ${snippet.slice(0, 160)}`);
      const items = (audits['long-tasks']?.details as { items?: unknown[] } | undefined)?.items ?? [];
      for (const item of items as { url?: string; startTime?: number; duration?: number }[]) {
        const script = (item.url ?? '').split('/').pop() || '(unattributed)';
        console.log(
          `  long task at ${item.startTime?.toFixed(0)} ms: ${item.duration?.toFixed(0)} ms ${script}`,
        );
      }
    }
    return {
      performance: Math.round((categories.performance?.score ?? Number.NaN) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? Number.NaN) * 100),
      tbt: value('total-blocking-time'),
      tbtCpu: cpuMs,
      lcp: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      fcp: value('first-contentful-paint'),
    };
  } finally {
    forget();
    chrome.kill();
  }
}

function bundleTable(outDir: string): string[] {
  const report = JSON.parse(readFileSync(join(outDir, SIZE_REPORT_FILE), 'utf8')) as SizeReport;
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  return [
    'Initial JS + CSS per route (gzip, from the build):',
    ...report.routes.map(
      (route) =>
        `  ${route.route.padEnd(24)} ${kb(route.gzip).padStart(9)}  ${
          route.budget === undefined ? 'no budget' : `budget ${kb(route.budget)}`
        }`,
    ),
  ];
}

async function main(): Promise<void> {
  try {
    const { url, outDir } = await startBenchApp();
    const lines: string[] = [];
    const load: number[] = [];
    for (const route of ROUTES) {
      const runs: RunFigures[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        load.push(loadavg()[0]!);
        const figures = await measure(
          new URL(route, url).href,
          `${route.replace(/\W+/g, '') || 'root'}-${run}`,
        );
        console.log(`${route} run ${run}: ${JSON.stringify(figures)}`);
        runs.push(figures);
      }
      lines.push(summarise(route, runs));
    }
    console.log('');
    const loadAverage = median(load).toFixed(1);
    console.log(
      `Lighthouse, ${RUNS} runs per route, mobile, simulated throttling: medians (load average ${loadAverage} on ${cpus().length} cores)`,
    );
    console.log('  route   perf  a11y    TBT ms   LCP s   FCP s     CLS  CPU TBT ms');
    for (const line of lines) console.log(line);
    console.log('');
    for (const line of bundleTable(outDir)) console.log(line);
  } finally {
    await cleanUp();
  }
}

await main();
