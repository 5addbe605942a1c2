// Spawns the real lumi-node (tsx src/main.ts) on a free port and stops it afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const MAIN = join(here, '..', '..', 'src', 'main.ts');
const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');
const READY_RE = /Running JSON-RPC server: addr=[^\s,]+:(\d+)/;

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

/** `args` default to a temporary dev chain; pass `--base-path` to keep the data. */
export function spawnNode(args: string[] = ['--dev', '--tmp'], timeoutMs = 90_000): Promise<SpawnedNode> {
  const child = spawn(process.execPath, [TSX_CLI, MAIN, ...args, '--rpc-port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  let output = '';
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
    const timer = setTimeout(() => {
      void kill();
      reject(new Error(`node did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.length > 2_000_000) output = output.slice(-1_000_000);
      const m = READY_RE.exec(output);
      if (m && timer) {
        clearTimeout(timer);
        const port = Number(m[1]);
        child.stderr?.off('data', onData);
        child.stderr?.on('data', (c: Buffer) => {
          output += c.toString();
          if (output.length > 2_000_000) output = output.slice(-1_000_000);
        });
        resolve({
          port,
          wsUrl: `ws://127.0.0.1:${port}`,
          httpUrl: `http://127.0.0.1:${port}`,
          child,
          logs: () => output,
          exited,
          stop,
          kill,
        });
      }
    };
    child.stderr?.on('data', onData);
    child.stdout?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`node exited (${code}) before it was ready:\n${output}`));
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
