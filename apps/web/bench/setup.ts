// What `bench:web` and `bench:trace` share: a dev chain, the production build with that node as its default
// endpoint, the production server serving it, and the clean-up that stops all three (also on Ctrl-C).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnNode } from '@lumi/node/testing';
import { startWebServer } from '../server/webServer.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
// Deadlines, not sleeps: each wait ends as soon as its condition holds (the node logs that it listens). It is
// long because the bench shares a busy machine: at a load average of 40 the dev node took more than spawnNode's
// default 90 s to start.
const NODE_START_MS = Number(process.env.LUMI_BENCH_NODE_START_MS || 600_000);

function build(outDir: string, endpoint: string, sourcemap: boolean): Promise<void> {
  const vite = join(
    dirname(createRequire(join(webRoot, 'package.json')).resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        vite,
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
        ...(sourcemap ? ['--sourcemap'] : []),
      ],
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

export function onCleanUp(step: () => Promise<void> | void): () => void {
  cleanups.push(step);
  return () => {
    const index = cleanups.indexOf(step);
    if (index >= 0) cleanups.splice(index, 1);
  };
}

export async function cleanUp(): Promise<void> {
  for (const step of cleanups.splice(0).reverse()) {
    try {
      await step();
    } catch (error) {
      console.error('bench: clean-up step failed:', error);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

export interface BenchApp {
  /** The production server's base URL. */
  url: string;
  /** The build directory (removed by `cleanUp`). */
  outDir: string;
}

/**
 * A dev chain, the build pointed at it and the production server (no API behind /api). `sourcemap` adds source
 * maps to the build, so a profile's positions can be traced back to packages and source folders.
 */
export async function startBenchApp({ sourcemap = false } = {}): Promise<BenchApp> {
  const outDir = mkdtempSync(join(tmpdir(), 'lumi-bench-web-'));
  onCleanUp(() => rmSync(outDir, { recursive: true, force: true }));
  console.log(`starting a dev chain (load average ${loadavg()[0]!.toFixed(1)})…`);
  const node = await spawnNode(['--dev', '--tmp'], { timeoutMs: NODE_START_MS });
  onCleanUp(() => node.stop().then(() => undefined));
  console.log(`dev chain at ${node.wsUrl}; building…`);
  await build(outDir, node.wsUrl, sourcemap);
  // No API behind /api: the screens measured show the chain's data, and say calmly that there is no API.
  const server = await startWebServer({ root: outDir, port: 0, apiUrl: 'http://127.0.0.1:9' });
  onCleanUp(() => server.close());
  return { url: server.url, outDir };
}
