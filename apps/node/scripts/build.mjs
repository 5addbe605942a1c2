#!/usr/bin/env node
// Builds lumi-node ahead of time: one esbuild bundle of the node (apps/node/dist/main.mjs) and one for each of
// its worker threads (dist/verify-worker.mjs, dist/prune-worker.mjs, dist/prefetch-worker.mjs), with the
// workspace packages compiled in.
// A start then loads plain JavaScript instead of transpiling hundreds of TypeScript modules through tsx's loader, which was most of a
// restart's CPU (docs/chain.md, Scale).
//   node apps/node/scripts/build.mjs          build now
//   ensureNodeBuild()                          build only if a source file changed since the last build
// Plain JavaScript, so the launchers (bin/lumi-node.mjs, scripts/start.mjs) run it without tsx.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = resolve(NODE_DIR, '..', '..');
export const NODE_DIST = join(NODE_DIR, 'dist');
/** The built node's entry point. */
export const NODE_MAIN = join(NODE_DIST, 'main.mjs');
/** Written last: the inputs of the build in place and when it started reading them. */
const STAMP = join(NODE_DIST, 'build-inputs.json');
/** Besides the bundle's own source files: what changes the dependencies or how they are compiled. */
const EXTRA_INPUTS = ['package-lock.json', 'tsconfig.base.json', 'apps/node/scripts/build.mjs'];

/** Builds the node into dist/ and returns how long it took (ms). */
export async function buildNode() {
  const { build } = await import('esbuild');
  const startedAt = Date.now();
  // Each build writes its own directory and moves the files into place, so builds started at once by
  // parallel test processes never leave a half-written bundle where a node is being launched from.
  const out = join(NODE_DIST, `.build-${process.pid}-${startedAt}`);
  try {
    const result = await build({
      absWorkingDir: NODE_DIR,
      entryPoints: {
        main: 'src/main.ts',
        'verify-worker': 'src/crypto/verify-worker.ts',
        'prune-worker': 'src/store/prune-worker.ts',
        'prefetch-worker': 'src/store/prefetch-worker.ts',
      },
      outdir: out,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // A native addon, and ws's optional native helpers: loaded from node_modules at run time.
      external: ['better-sqlite3', 'bufferutil', 'utf-8-validate'],
      // CommonJS dependencies inside an ES module bundle call require() for Node's built-ins.
      banner: {
        js: "import { createRequire as __lumiRequire } from 'node:module'; const require = __lumiRequire(import.meta.url);",
      },
      sourcemap: 'linked',
      metafile: true,
      logLevel: 'warning',
    });
    mkdirSync(NODE_DIST, { recursive: true });
    for (const entry of ['main', 'verify-worker', 'prune-worker', 'prefetch-worker']) {
      for (const file of [`${entry}.mjs`, `${entry}.mjs.map`])
        renameSync(join(out, file), join(NODE_DIST, file));
    }
    const inputs = Object.keys(result.metafile.inputs)
      .map((input) => relative(ROOT, resolve(NODE_DIR, input)))
      .filter((input) => !input.split(/[\\/]/).includes('node_modules'));
    writeFileSync(STAMP, JSON.stringify({ startedAt, inputs: [...inputs, ...EXTRA_INPUTS] }));
    return Date.now() - startedAt;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Why the build in dist/ does not match the sources, or undefined when it does. */
export function nodeBuildStaleReason() {
  if (!existsSync(STAMP) || !existsSync(NODE_MAIN)) return 'no build yet';
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
  } catch {
    return 'the last build is incomplete';
  }
  for (const input of stamp.inputs) {
    const path = join(ROOT, input);
    // A file removed since the build may have been imported by name: rebuild to find out.
    if (!existsSync(path)) return `${input} is gone`;
    if (statSync(path).mtimeMs > stamp.startedAt) return `${input} changed`;
  }
  return undefined;
}

/**
 * Builds the node unless dist/ is current. Reading a few hundred file times costs milliseconds; a build about
 * a second. Returns why it built, or undefined.
 */
export function ensureNodeBuild() {
  // Spawns started together in one process share one build.
  inFlight ??= (async () => {
    const reason = nodeBuildStaleReason();
    if (reason !== undefined) await buildNode();
    return reason;
  })().finally(() => (inFlight = undefined));
  return inFlight;
}

/** @type {Promise<string | undefined> | undefined} */
let inFlight;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ms = await buildNode();
  console.log(`lumi-node built into ${relative(process.cwd(), NODE_DIST) || '.'} in ${ms} ms`);
}
