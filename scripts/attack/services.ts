// The API and the web server as real processes on free ports (the node has @lumi/node/testing): each started
// with tsx's loader in one process, ready when its start-up line names the port, stopped with SIGTERM.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { deadline } from './lab.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface Service {
  /** The ready line's first capture group: the URL or port the service listens on. */
  address: string;
  stop(): Promise<void>;
}

async function start(
  entry: string,
  args: string[],
  ready: RegExp,
  env: Record<string, string> = {},
): Promise<Service> {
  const child = spawn(process.execPath, ['--import', TSX_LOADER, entry, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await deadline(exited, 15_000, `${entry} stop`).catch(() => child.kill('SIGKILL'));
  };
  let output = '';
  const address = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      const m = ready.exec(output);
      if (m) resolve(m[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`${entry} exited before it was ready: ${output.slice(-500)}`)));
  });
  try {
    return { address: await deadline(address, 120_000, entry), stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** lumi-api on `nodeUrl` with its SQLite database under `dir`; no forex feeder (it would feed the oracle). */
export async function startApi(nodeUrl: string, dir: string): Promise<Service> {
  const api = await start(
    'apps/api/src/main.ts',
    ['--node', nodeUrl, '--port', '0', '--database', `${dir}/api.sqlite`, '--forex-source', 'off'],
    /"msg":"HTTP API listening".*?"port":(\d+)/,
  );
  return { ...api, address: `http://127.0.0.1:${api.address}` };
}

/** The web app's production server over `root` (any directory: /api needs no build), /api → `apiUrl`. */
export function startWebServer(root: string, apiUrl: string): Promise<Service> {
  return start('apps/web/server/main.ts', ['--port', '0', '--root', root], /serving .* at (http:\/\/\S+\/)/, {
    LUMI_API_URL: apiUrl,
  });
}
