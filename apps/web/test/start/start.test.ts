import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@lumi/node/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { webDist } from '../browser/harness.ts';

const START = fileURLToPath(new URL('../../../../scripts/start.mjs', import.meta.url));
const started: ChildProcessWithoutNullStreams[] = [];
const tempDirs: string[] = [];

interface Run {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves with the first match of `pattern` in the output; rejects if the script exits first. */
  waitFor: (pattern: RegExp) => Promise<RegExpMatchArray>;
}

function runStart(args: string[], env: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, [START, ...args], {
    env: { ...process.env, NO_COLOR: '1', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
    // Its own process group: a failed test kills start.mjs and the servers it started, leaving no orphan.
    detached: true,
  });
  started.push(child);
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    listeners.forEach((listener) => listener());
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const match = output.match(pattern);
          if (match) {
            listeners.delete(check);
            resolve(match);
          }
        };
        listeners.add(check);
        check();
        void exited.then((code) =>
          reject(new Error(`start.mjs exited (${code}) before ${pattern}:\n${output}`)),
        );
      }),
  };
}

function portAccepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

afterAll(() => {
  for (const child of started) {
    if (child.exitCode !== null || child.pid === undefined) continue;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group is already gone.
    }
  }
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

async function checkServing(url: string) {
  const deepLink = await fetch(new URL('/dapp/swap', url));
  expect(deepLink.status).toBe(200);
  expect(await deepLink.text()).toContain('<div id="root">');
  const api = await fetch(new URL('/api/health', url));
  expect(api.status).toBe(502);
  expect(((await api.json()) as { error: string }).error).toBe('api_unavailable');
}

describe('scripts/start.mjs', () => {
  it('serves the production build, prints the URL, and stops its server on SIGTERM', async () => {
    const run = runStart(['--only', 'web'], {
      LUMI_WEB_OUT_DIR: webDist(),
      LUMI_API_URL: `http://127.0.0.1:${await freePort()}`,
    });
    const [, url, port] = await run.waitFor(/Open (http:\/\/127\.0\.0\.1:(\d+)\/) in your browser\./u);
    await checkServing(url!);

    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('[start] stopped');
    expect(await portAccepts(Number(port))).toBe(false);
  });

  it('builds when there is no build yet, and stops cleanly on Ctrl-C (SIGINT)', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'lumi-start-build-'));
    tempDirs.push(outDir);
    const run = runStart(['--only', 'web'], {
      LUMI_WEB_OUT_DIR: outDir,
      LUMI_API_URL: `http://127.0.0.1:${await freePort()}`,
    });
    await run.waitFor(/building the web app: no build yet/u);
    const [, url, port] = await run.waitFor(/Open (http:\/\/127\.0\.0\.1:(\d+)\/) in your browser\./u);
    expect(run.output()).toMatch(/\/home\s+[\d.]+ kB\s+≤ budget 169\.00 kB/u);
    await checkServing(url!);

    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
    expect(await portAccepts(Number(port))).toBe(false);
  });

  it('refuses an unknown service name', async () => {
    const run = runStart(['--only', 'nonsense']);
    expect(await run.exited).toBe(2);
    expect(run.output()).toContain('unknown service nonsense');
  });
});
