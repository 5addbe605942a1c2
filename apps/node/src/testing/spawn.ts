// Test support (`@lumi/node/testing`): spawns the real lumi-node and stops it afterwards. Other workspaces'
// integration tests and benches start their chain with it.
//
// The node runs from its ahead-of-time build (apps/node/dist, rebuilt here first when a source file is newer:
// apps/node/scripts/build.mjs), so a spawn, and above all a restart under test, loads plain JavaScript instead of
// transpiling the node through tsx. `LUMI_NODE_FROM_SOURCE=1` runs src/main.ts under tsx's loader instead, e.g.
// to debug with source-level stack traces without a build.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureNodeBuild, NODE_MAIN } from '../../scripts/build.mjs';

export { freePort } from './ports.ts';

const here = dirname(fileURLToPath(import.meta.url));
const FROM_SOURCE = process.env.LUMI_NODE_FROM_SOURCE === '1';
/** The V8 flags every launcher gives the node (a larger young generation: see docs/chain.md, Performance). */
const V8_FLAGS = createRequire(import.meta.url)('../../v8-flags.json') as string[];

/**
 * The node's command line before its own arguments. From source, tsx's loader runs in the node process itself,
 * not tsx's CLI: the CLI runs the script in a child process, so a SIGKILL to it (kill(), the durability test,
 * the attack script's kill -9 cycles) would leave the real node running as an orphan that keeps its port and
 * database.
 */
async function nodeCommand(): Promise<string[]> {
  // Node refuses --cpu-prof in NODE_OPTIONS: a profiling bench (bench/import-profile.ts) asks for it here.
  const profileDir = process.env.LUMI_NODE_CPU_PROF_DIR;
  const flags = profileDir
    ? [...V8_FLAGS, '--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=200']
    : V8_FLAGS;
  if (FROM_SOURCE) {
    const loader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    return [...flags, '--import', loader, join(here, '..', 'main.ts')];
  }
  await ensureNodeBuild();
  return [...flags, NODE_MAIN];
}

const READY_RE = /Running JSON-RPC server: addr=[^\s,]+:(\d+)/;
const MAX_OUTPUT = 2_000_000;

export interface SpawnedNode {
  port: number;
  wsUrl: string;
  httpUrl: string;
  child: ChildProcess;
  logs(): string;
  /** Resolves with the exit code (or signal name) when the process ends. */
  exited: Promise<number | string>;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
  stop(graceMs?: number): Promise<number | string>;
  kill(): Promise<number | string>;
}

export interface SpawnOptions {
  /**
   * The RPC port (`--rpc-port`); default 0, a free port. Give a node's `port` to restart it behind the same
   * URL. A port another socket briefly holds is retried for `portWaitMs`.
   */
  port?: number;
  /** How long to wait for the node to be ready (ms); default 90 s. */
  timeoutMs?: number;
  /** With a fixed `port`: how long to keep retrying while the address is in use (ms); default 15 s. */
  portWaitMs?: number;
}

/**
 * Starts a node with `args` (default: a temporary dev chain; pass `--base-path` to keep the data) on
 * `options.port`, resolving once its JSON-RPC server listens. The port is an option, not an argument:
 * the node refuses a repeated `--rpc-port`.
 */
export async function spawnNode(
  args: readonly string[] = ['--dev', '--tmp'],
  options: SpawnOptions = {},
): Promise<SpawnedNode> {
  if (args.some((a) => a === '--rpc-port' || a.startsWith('--rpc-port='))) {
    throw new Error('spawnNode: pass the RPC port as the `port` option, not as --rpc-port');
  }
  const port = options.port ?? 0;
  const command = await nodeCommand();
  const deadline = Date.now() + (options.portWaitMs ?? 15_000);
  for (;;) {
    try {
      return await spawnOnce(command, args, port, options.timeoutMs ?? 90_000);
    } catch (e) {
      const inUse = e instanceof Error && /EADDRINUSE/.test(e.message);
      if (!inUse || port === 0 || Date.now() > deadline) throw e;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

function spawnOnce(
  command: readonly string[],
  args: readonly string[],
  port: number,
  timeoutMs: number,
): Promise<SpawnedNode> {
  const child = spawn(process.execPath, [...command, ...args, '--rpc-port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > MAX_OUTPUT) output = output.slice(-MAX_OUTPUT / 2);
  };
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1));
  });
  const stop = async (graceMs = 15_000) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    }
    return exited;
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    return exited;
  };

  return new Promise((resolve, reject) => {
    let ready = false;
    const timer = setTimeout(() => {
      void kill();
      reject(new Error(`node did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.stderr?.on('data', (chunk: Buffer) => {
      append(chunk);
      if (ready) return;
      const m = READY_RE.exec(output);
      if (!m) return;
      ready = true;
      clearTimeout(timer);
      const actual = Number(m[1]);
      resolve({
        port: actual,
        wsUrl: `ws://127.0.0.1:${actual}`,
        httpUrl: `http://127.0.0.1:${actual}`,
        child,
        logs: () => output,
        exited,
        stop,
        kill,
      });
    });
    child.stdout?.on('data', append);
    void exited.then((code) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`node exited (${code}) before it was ready:\n${output}`));
    });
  });
}

/** A raw JSON-RPC call over HTTP. */
export async function httpRpc(
  url: string,
  method: string,
  params: unknown[] = [],
): Promise<{ result?: unknown; error?: { code: number; message: string; data?: unknown } }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await res.json()) as { result?: unknown; error?: { code: number; message: string } };
}

/** The node's resident memory in bytes (Linux /proc), or undefined where it cannot be read. */
export function nodeRssBytes(node: SpawnedNode): number | undefined {
  // spawnNode runs the node in the child process itself (never through a wrapper such as tsx's CLI).
  const pid = node.child.pid;
  if (pid === undefined) return undefined;
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

/** Linux's clock ticks per second (USER_HZ), the unit of /proc/<pid>/stat's CPU times: 100 on every common build. */
const CLOCK_TICKS = 100;

/**
 * CPU time the node has used so far (user + system) in milliseconds, from Linux /proc, or undefined where it
 * cannot be read: all its threads, or one of them (`thread`, a thread id; the main thread's is the process id).
 * Unlike wall time it does not grow when other processes share the cores.
 */
export function nodeCpuMs(node: SpawnedNode, thread?: number): number | undefined {
  const pid = node.child.pid;
  if (pid === undefined) return undefined;
  if (thread !== undefined) {
    // A thread's time on the CPU in nanoseconds (the scheduler's own count), where the kernel keeps it: stat's
    // ticks are 10 ms, a tenth of what a 200-transfer run of the main thread spends.
    try {
      const ns = Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]);
      if (Number.isFinite(ns)) return ns / 1e6;
    } catch {
      // Falls back to stat below.
    }
  }
  try {
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis):
    // state is field 3, utime 14 and stime 15.
    const stat = readFileSync(
      thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`,
      'utf8',
    );
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
