// A throwaway PostgreSQL cluster for tests and the bench: initdb into a temporary directory, a postgres server
// on a free 127.0.0.1 port with its unix socket in that directory, trust authentication, no fsync (the data
// is thrown away). PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@lumi/node/testing';
import pg from 'pg';

const run = promisify(execFile);
const ROOT = '/usr/lib/postgresql';
const SUPERUSER = 'postgres';

export interface PostgresCluster {
  port: number;
  /** URL of a database on this cluster (the default `postgres` one when no name is given). */
  url(database?: string): string;
  /** Creates a fresh empty database and returns its URL. */
  createDatabase(name?: string): Promise<string>;
  stop(): Promise<void>;
}

/** The newest installed server's bin directory (Debian layout), or a clear error naming the package. */
export function postgresBinDir(): string {
  const versions = existsSync(ROOT)
    ? readdirSync(ROOT)
        .filter((v) => existsSync(join(ROOT, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      `PostgreSQL server binaries not found (${ROOT}/*/bin/initdb). The PostgreSQL store tests need them: ` +
        'install the Debian package "postgresql" (apt-get install postgresql); .ci/run does this in CI.',
    );
  }
  return join(ROOT, versions[0]!, 'bin');
}

const asRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL program, as the postgres user when we are root. */
function pgCommand(bin: string, program: string, args: string[]): [string, string[]] {
  const path = join(bin, program);
  return asRoot() ? ['runuser', ['-u', SUPERUSER, '--', path, ...args]] : [path, args];
}

let counter = 0;

export async function startPostgres(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  // As root the server runs as `postgres`, which must reach the directory: /tmp, whatever TMPDIR says.
  const dir = mkdtempSync(join(asRoot() ? '/tmp' : tmpdir(), 'lumi-pg-'));
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  if (asRoot()) {
    const ids = (flag: string) => Number(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8' }).trim());
    chownSync(dir, ids('-u'), ids('-g'));
  }
  const exec = (program: string, args: string[]) => run(...pgCommand(bin, program, args));
  let port = 0;
  let running = false;
  const stopSync = () => {
    // Last resort when the test process exits without afterAll (a crash): never leave a server behind.
    if (running) {
      try {
        execFileSync(...pgCommand(bin, 'pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']), {
          stdio: 'ignore',
        });
      } catch {
        /* already gone */
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stopSync);
  try {
    await exec('initdb', [
      '-D',
      data,
      '-U',
      SUPERUSER,
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
    // The free port may be taken between probing and binding by another test's server: try a few.
    let lastError: unknown;
    for (let attempt = 0; attempt < 5 && !running; attempt++) {
      port = await freePort();
      const options = [
        `-p ${port}`,
        `-k ${dir}`,
        '-c listen_addresses=127.0.0.1',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=200',
      ].join(' ');
      try {
        await exec('pg_ctl', ['start', '-D', data, '-w', '-t', '120', '-l', logFile, '-o', options]);
        running = true;
      } catch (e) {
        lastError = e;
      }
    }
    if (!running) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(`postgres did not start: ${(lastError as Error).message}\n${log}`);
    }
  } catch (e) {
    stopSync();
    process.off('exit', stopSync);
    throw e;
  }

  const url = (database = 'postgres') => `postgres://${SUPERUSER}@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(name = `lumi_test_${process.pid}_${++counter}`) {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    async stop() {
      if (running) {
        await exec('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w', '-t', '60']).catch(() =>
          exec('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']),
        );
        running = false;
      }
      rmSync(dir, { recursive: true, force: true });
      process.off('exit', stopSync);
    },
  };
}
