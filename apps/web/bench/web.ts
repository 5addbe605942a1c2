// `npm run bench:web`: the production build, served by the production server against a fresh dev chain, measured
// by Lighthouse (mobile preset, its default simulated throttling) in the system Chromium, plus the build's bundle
// table. Everything runs on this machine; nothing is downloaded.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawnNode } from '@lumi/node/testing';
import { SIZE_REPORT_FILE, type SizeReport } from '../build/sizeReport.ts';
import { startWebServer } from '../server/webServer.ts';
import { median, summarise, type RunFigures } from './figures.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.LUMI_BENCH_RUNS || 3);
const ROUTES = ['/home', '/dapp'] as const;
// Deadlines, not sleeps: each wait ends as soon as its condition holds (the node logs that it listens, the page
// loads). They are long because the bench shares a busy machine: at a load average of 40 the dev node took more
// than spawnNode's default 90 s to start.
const NODE_START_MS = Number(process.env.LUMI_BENCH_NODE_START_MS || 600_000);
const PAGE_LOAD_MS = 120_000;

function build(outDir: string, endpoint: string): Promise<void> {
  const vite = join(
    dirname(createRequire(join(webRoot, 'package.json')).resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: webRoot,
        // The app's default endpoint is the bench's node: Lighthouse starts each run with empty storage, so a
        // stored override would not survive.
        env: { ...process.env, NODE_ENV: 'production', VITE_LUMI_NODE_ENDPOINT: endpoint },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (exit ${code})`)),
    );
  });
}

/** What to stop on the way out, newest first; Ctrl-C runs it too, so nothing is left running. */
const cleanups: (() => Promise<void> | void)[] = [];

async function cleanUp(): Promise<void> {
  for (const step of cleanups.splice(0).reverse()) {
    try {
      await step();
    } catch (error) {
      console.error('bench:web: clean-up step failed:', error);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

async function measure(url: string): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const kill = () => chrome.kill();
  cleanups.push(kill);
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
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((categories.performance?.score ?? Number.NaN) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? Number.NaN) * 100),
      tbt: value('total-blocking-time'),
      lcp: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      fcp: value('first-contentful-paint'),
    };
  } finally {
    cleanups.splice(cleanups.indexOf(kill), 1);
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
  const outDir = mkdtempSync(join(tmpdir(), 'lumi-bench-web-'));
  cleanups.push(() => rmSync(outDir, { recursive: true, force: true }));
  try {
    console.log(`starting a dev chain (load average ${loadavg()[0]!.toFixed(1)})…`);
    const node = await spawnNode(['--dev', '--tmp'], { timeoutMs: NODE_START_MS });
    cleanups.push(() => node.stop().then(() => undefined));
    console.log(`dev chain at ${node.wsUrl}; building…`);
    await build(outDir, node.wsUrl);
    // No API behind /api: the screens measured show the chain's data, and say calmly that there is no API.
    const server = await startWebServer({ root: outDir, port: 0, apiUrl: 'http://127.0.0.1:9' });
    cleanups.push(() => server.close());
    const lines: string[] = [];
    const load: number[] = [];
    for (const route of ROUTES) {
      const runs: RunFigures[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        load.push(loadavg()[0]!);
        const figures = await measure(new URL(route, server.url).href);
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
    console.log('  route   perf  a11y    TBT ms   LCP s   FCP s     CLS');
    for (const line of lines) console.log(line);
    console.log('');
    for (const line of bundleTable(outDir)) console.log(line);
  } finally {
    await cleanUp();
  }
}

await main();
