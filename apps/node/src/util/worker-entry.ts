// How the node starts a worker thread of its own from either form it runs in.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * What a worker thread evaluates to start (`new Worker(code, { eval: true })`). `caller` is the starting module's
 * `import.meta.url`. Built (apps/node/dist, where the caller is part of main.mjs): the worker's own bundle
 * `<bundle>.mjs` beside it (scripts/build.mjs's entry points). From source: workers do not inherit tsx's loader,
 * so it is registered in the thread, then the TypeScript module `source` (relative to the caller) is loaded.
 */
export function workerBootstrap(caller: string, source: string, bundle: string): string {
  if (!caller.endsWith('.ts')) {
    return `import(${JSON.stringify(new URL(`./${bundle}.mjs`, caller).href)})`;
  }
  const tsxApi = pathToFileURL(
    createRequire(caller)
      .resolve('tsx/esm/api')
      .replace(/index\.cjs$/, 'index.mjs'),
  ).href;
  const worker = new URL(source, caller).href;
  return `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(worker)}); })`;
}
