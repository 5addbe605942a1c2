import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * Makes sure the typed chain descriptors (@lumi/descriptors) match the runtime before Vite resolves them:
 * they are generated, not committed, and the runtime may have changed since `npm install`. The generator is
 * reached through the package's `./generate` entry point, never by a path into another workspace.
 */
export function chainDescriptors(): Plugin {
  let done = false;
  return {
    name: 'lumi:chain-descriptors',
    enforce: 'pre',
    buildStart() {
      if (done) return;
      done = true;
      const generator = createRequire(import.meta.url).resolve('@lumi/descriptors/generate');
      execFileSync(process.execPath, [generator, '--quiet'], { stdio: 'inherit' });
    },
  };
}
