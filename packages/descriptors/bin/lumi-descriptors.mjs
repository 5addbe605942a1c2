#!/usr/bin/env node
// `lumi-descriptors [--force|--check|--quiet]`: runs the TypeScript generator through tsx, so a workspace that
// needs the descriptors (the web app's typecheck and build) reaches it through this package, not by path.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const { status, signal } = spawnSync(
  process.execPath,
  [tsxCli, join(here, '..', 'scripts', 'generate.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(status ?? (signal ? 1 : 0));
