import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const GENERATOR = fileURLToPath(
  new URL('../../../packages/chain/scripts/generate-descriptors.ts', import.meta.url),
);

/**
 * Makes sure the typed chain descriptors (@lumi/chain/descriptors) match the runtime before Vite resolves
 * them: they are generated, not committed, and the runtime may have changed since `npm install`.
 */
export function chainDescriptors(): Plugin {
  let done = false;
  return {
    name: 'lumi:chain-descriptors',
    enforce: 'pre',
    buildStart() {
      if (done) return;
      done = true;
      const tsx = createRequire(import.meta.url).resolve('tsx/cli');
      execFileSync(process.execPath, [tsx, GENERATOR, '--quiet'], { stdio: 'inherit' });
    },
  };
}
