// Spawns the real lumi-api (tsx src/main.ts) on a free port and stops it afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'main.ts');
const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');

export interface SpawnedApi {
  url: string;
  port: number;
  child: ChildProcess;
  logs(): string;
  exited: Promise<number | string>;
  stop(): Promise<number | string>;
  kill(): Promise<number | string>;
}

/** `keepLogs: false` stops collecting output once started (benchmarks: the collecting costs CPU). */
export function spawnApi(args: string[], timeoutMs = 90_000, keepLogs = true): Promise<SpawnedApi> {
  const child = spawn(process.execPath, [TSX_CLI, MAIN, '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  let output = '';
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (alive()) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const r = await exited;
      clearTimeout(timer);
      return r;
    }
    return exited;
  };
  const kill = async () => {
    if (alive()) child.kill('SIGKILL');
    return exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void kill();
      reject(new Error(`lumi-api did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    let started = false;
    const onData = (chunk: Buffer) => {
      if (started && !keepLogs) return;
      output += chunk.toString();
      if (output.length > 4_000_000) output = output.slice(-2_000_000);
      const m = /"msg":"HTTP API listening","url":"([^"]+)","port":(\d+)/.exec(output);
      if (m && !started) {
        started = true;
        clearTimeout(timer);
        resolve({ url: m[1]!, port: Number(m[2]), child, logs: () => output, exited, stop, kill });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    void exited.then((code) => {
      clearTimeout(timer);
      if (!started) reject(new Error(`lumi-api exited (${code}) before it was ready:\n${output}`));
    });
  });
}
