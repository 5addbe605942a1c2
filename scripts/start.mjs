#!/usr/bin/env node
// @ts-check (type-checked by `npm run typecheck` through scripts/tsconfig.start.json; JSDoc gives the types)
// `npm start`: starts every Lumi service that exists in this checkout, prints the URL to open, and stops them
// all on Ctrl-C. `npm run dev` (--dev) runs the web app's hot-reloading dev server instead of the build.
//
// Services are a table (SERVICES below): adding one is one entry. Each child runs in its own process group so
// that stopping it also stops anything it started (npx, tsx, esbuild, ...): no orphans.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect, createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB = join(ROOT, 'apps/web');
const WEB_OUT_DIR = resolve(WEB, process.env.LUMI_WEB_OUT_DIR || 'dist');
const BUILD_STAMP = join(WEB_OUT_DIR, '.vite', 'size-report.json');
const HOST = '127.0.0.1';
const STOP_GRACE_MS = 10_000;

const USAGE = `Usage: npm start [-- --only web,node] | npm run dev
  --dev          run the web app with Vite's hot-reloading dev server instead of the production build
  --only <list>  start only these services (comma-separated: ${'node, api, web'})
Environment: LUMI_API_URL (where /api is proxied), LUMI_WEB_OUT_DIR (build directory),
             VITE_LUMI_NODE_ENDPOINT (the app's default node endpoint, baked in at build time)`;

/**
 * Runs a TypeScript entry file with tsx's loader in a single node process.
 * @param {string} file
 * @param {string[]} args
 * @returns {Launch}
 */
function tsx(file, args) {
  return { command: process.execPath, args: ['--import', 'tsx', file, ...args], cwd: ROOT };
}

/** The V8 flags lumi-node runs with (apps/node/v8-flags.json; docs/chain.md, Performance). */
const nodeV8Flags = () =>
  /** @type {string[]} */ (createRequire(import.meta.url)('../apps/node/v8-flags.json'));

function viteBin() {
  const packageJson = createRequire(join(WEB, 'package.json')).resolve('vite/package.json');
  return join(dirname(packageJson), 'bin', 'vite.js');
}

/**
 * @typedef {{ command: string, args: string[], cwd: string, env?: Record<string, string> }} Launch
 * @typedef {{ dev: boolean, webPort?: number }} Context
 * @typedef {{
 *   name: string,
 *   enabled: () => boolean,
 *   port: (context: Context) => number,
 *   fixedPort: boolean,
 *   prepare?: (context: Context) => Promise<void>,
 *   launch: (context: Context) => Launch,
 *   url: (context: Context) => string,
 *   readyTimeoutMs: number,
 * }} Service
 */

/** @type {Service[]} In start order: the API follows the node, the web app proxies the API. */
const SERVICES = [
  {
    name: 'node',
    enabled: () => existsSync(join(ROOT, 'apps/node/src/main.ts')),
    port: () => 9944,
    fixedPort: true,
    // The node's ahead-of-time build (apps/node/dist), rebuilt here when its sources changed: a start loads
    // plain JavaScript instead of transpiling the node (docs/chain.md, Scale).
    async prepare() {
      const { ensureNodeBuild } = await import('../apps/node/scripts/build.mjs');
      const rebuilt = await ensureNodeBuild();
      if (rebuilt) say(`built lumi-node (${rebuilt})`);
    },
    launch: () => ({
      command: process.execPath,
      args: [...nodeV8Flags(), 'apps/node/dist/main.mjs', '--dev', '--rpc-port', '9944'],
      cwd: ROOT,
    }),
    url: () => 'ws://127.0.0.1:9944',
    readyTimeoutMs: 180_000,
  },
  {
    name: 'api',
    enabled: () => existsSync(join(ROOT, 'apps/api/src/main.ts')),
    port: () => 8787,
    fixedPort: true,
    launch: () => tsx('apps/api/src/main.ts', []),
    url: () => 'http://127.0.0.1:8787/api',
    readyTimeoutMs: 120_000,
  },
  {
    name: 'web',
    enabled: () => true,
    port: (context) => /** @type {number} */ (context.webPort),
    fixedPort: false,
    async prepare(context) {
      context.webPort = await firstFreePort(5173);
      if (!context.dev) await buildWebIfStale();
    },
    launch: (context) =>
      context.dev
        ? {
            command: process.execPath,
            args: [viteBin(), '--host', HOST, '--port', String(context.webPort), '--strictPort'],
            cwd: WEB,
          }
        : {
            ...tsx('apps/web/server/main.ts', ['--port', String(context.webPort), '--root', WEB_OUT_DIR]),
          },
    url: (context) => `http://${HOST}:${context.webPort}/`,
    readyTimeoutMs: 120_000,
  },
];

// ---------------------------------------------------------------------------------------------- output

/** @type {Record<string, number>} */
const COLORS = { node: 35, api: 36, web: 32, build: 33, start: 1 };
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;

/** @param {string} name */
function label(name) {
  const text = `[${name}]`.padEnd(8);
  return useColor ? `\x1b[${COLORS[name] ?? 0}m${text}\x1b[0m` : text;
}

/** @param {string} message */
function say(message) {
  console.log(`${label('start')}${message}`);
}

/**
 * @param {string} name
 * @param {import('node:stream').Readable} stream
 */
function relay(name, stream) {
  createInterface({ input: stream }).on('line', (line) => console.log(`${label(name)}${line}`));
}

// ---------------------------------------------------------------------------------------------- ports

/**
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function isFree(port) {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, HOST, () => probe.close(() => done(true)));
  });
}

/** @param {number} from */
async function firstFreePort(from) {
  for (let port = from; port < from + 100; port += 1) {
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port between ${from} and ${from + 99}`);
}

/**
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function accepts(port) {
  return new Promise((done) => {
    const socket = connect({ port, host: HOST });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

// ---------------------------------------------------------------------------------------------- build

const BUILD_INPUTS = [
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/src',
  'apps/web/build',
  'apps/web/public',
  'packages/chain/src',
  // The runtime's metadata is compiled into the web app as typed descriptors (@lumi/descriptors).
  'packages/descriptors/scripts',
  'packages/runtime/src',
  'tsconfig.base.json',
  'package-lock.json',
];

/**
 * @param {string} path
 * @returns {number}
 */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

function viteEnv() {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('VITE_')));
}

/** Why the build must be redone, or undefined when it is current. */
function staleReason() {
  if (!existsSync(BUILD_STAMP) || !existsSync(join(WEB_OUT_DIR, 'index.html'))) return 'no build yet';
  const builtAt = statSync(BUILD_STAMP).mtimeMs;
  const envFiles = readdirSync(WEB).filter((name) => name.startsWith('.env'));
  const changed = [...BUILD_INPUTS, ...envFiles.map((name) => `apps/web/${name}`)].find(
    (input) => newestChange(join(ROOT, input)) > builtAt,
  );
  if (changed) return `${changed} changed since the last build`;
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(BUILD_STAMP, 'utf8'));
  } catch {
    return 'the last build is incomplete';
  }
  if (JSON.stringify(stamp.env ?? {}) !== JSON.stringify(viteEnv())) return 'VITE_* variables changed';
  return undefined;
}

async function buildWebIfStale() {
  const reason = staleReason();
  if (!reason) {
    say(`web build is up to date (${WEB_OUT_DIR})`);
    return;
  }
  say(`building the web app: ${reason}`);
  const child = startChild('build', {
    command: process.execPath,
    args: [viteBin(), 'build'],
    cwd: WEB,
    env: { LUMI_WEB_OUT_DIR: WEB_OUT_DIR, NODE_ENV: 'production' },
  });
  const code = await child.exited;
  if (code !== 0) throw new Error(`the web build failed (exit ${code})`);
}

// ---------------------------------------------------------------------------------------------- children

/** @typedef {{ name: string, pid: number, exited: Promise<number | null>, done: boolean }} Child */
/** @type {Child[]} */
const children = [];
let stopping = false;

/**
 * @param {string} name
 * @param {Launch} launch
 * @returns {Child}
 */
function startChild(name, { command, args, cwd, env }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, FORCE_COLOR: useColor ? '1' : '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: one signal to the group reaches everything it spawned.
    detached: true,
  });
  relay(name, child.stdout);
  relay(name, child.stderr);
  /** @type {Child} */
  const record = {
    name,
    pid: /** @type {number} */ (child.pid),
    done: false,
    exited: new Promise((done) => {
      child.once('error', (error) => {
        console.error(`${label(name)}could not start: ${error.message}`);
        record.done = true;
        done(-1);
      });
      child.once('exit', (code, signal) => {
        record.done = true;
        // The leader is gone; make sure nothing it started lingers.
        signalGroup(record, 'SIGKILL');
        done(code ?? (signal ? 128 : null));
      });
    }),
  };
  children.push(record);
  return record;
}

/**
 * @param {Child} record
 * @param {NodeJS.Signals} signal
 */
function signalGroup(record, signal) {
  try {
    process.kill(-record.pid, signal);
  } catch {
    // Already gone.
  }
}

/** @param {number} exitCode */
async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => !child.done).reverse();
  if (running.length > 0) say(`stopping ${running.map((child) => child.name).join(', ')}…`);
  for (const child of running) {
    signalGroup(child, 'SIGTERM');
    const timer = setTimeout(() => {
      say(`${child.name} did not stop within ${STOP_GRACE_MS / 1000} s; killing it`);
      signalGroup(child, 'SIGKILL');
    }, STOP_GRACE_MS);
    await child.exited;
    clearTimeout(timer);
  }
  say('stopped');
  process.exit(exitCode);
}

/** @param {NodeJS.Signals} signal */
function onSignal(signal) {
  if (stopping) {
    // A second Ctrl-C: do not wait any longer.
    for (const child of children) signalGroup(child, 'SIGKILL');
    process.exit(130);
  }
  say(`${signal} received`);
  void stopAll(0);
}

/**
 * @param {Service} service
 * @param {Context} context
 * @param {Child} child
 */
async function waitUntilReady(service, context, child) {
  const port = service.port(context);
  const deadline = Date.now() + service.readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.done) throw new Error(`${service.name} exited before it was ready`);
    if (await accepts(port)) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${service.name} did not listen on port ${port} within ${service.readyTimeoutMs / 1000} s`);
}

// ---------------------------------------------------------------------------------------------- main

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        dev: { type: 'boolean', default: false },
        only: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const only = values.only?.split(',').map((name) => name.trim());
  const unknown = only?.filter((name) => !SERVICES.some((service) => service.name === name)) ?? [];
  if (unknown.length > 0) {
    console.error(`unknown service ${unknown.join(', ')}\n${USAGE}`);
    process.exit(2);
  }

  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']))
    process.on(signal, () => onSignal(signal));
  // Last resort if this script dies some other way: take the children with it.
  process.on('exit', () => children.forEach((child) => child.done || signalGroup(child, 'SIGKILL')));

  /** @type {Context} */
  const context = { dev: values.dev };
  const selected = SERVICES.filter((service) => service.enabled() && (!only || only.includes(service.name)));
  const skipped = SERVICES.filter((service) => !selected.includes(service)).map((service) => service.name);
  if (skipped.length > 0)
    say(`not starting: ${skipped.join(', ')} (not selected or not in this checkout yet)`);

  for (const service of selected) {
    if (service.fixedPort && !(await isFree(service.port(context)))) {
      throw new Error(
        `port ${service.port(context)} is already in use, so ${service.name} cannot start ` +
          `(is another Lumi running? stop it, or leave ${service.name} out with --only)`,
      );
    }
  }

  for (const service of selected) {
    if (stopping) return;
    await service.prepare?.(context);
    if (stopping) return;
    const child = startChild(service.name, service.launch(context));
    await waitUntilReady(service, context, child);
    say(`${service.name} is ready at ${service.url(context)}`);
    void child.exited.then((code) => {
      if (stopping) return;
      say(`${service.name} exited unexpectedly (code ${code}); stopping everything`);
      void stopAll(1);
    });
  }

  const web = selected.find((service) => service.name === 'web');
  const lines = ['', 'Lumi is running:'];
  for (const service of selected) lines.push(`  ${service.name.padEnd(5)} ${service.url(context)}`);
  lines.push('');
  if (web) lines.push(`Open ${web.url(context)} in your browser.`);
  lines.push('Press Ctrl-C to stop.', '');
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(`${label('start')}${error instanceof Error ? error.message : String(error)}`);
  void stopAll(1);
});
