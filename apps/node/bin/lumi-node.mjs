#!/usr/bin/env node
// Launches the TypeScript entry point through tsx, forwarding arguments, exit code and signals.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const tsxCli = require.resolve('tsx/cli');
// V8 flags the node runs with (see v8-flags.json and docs/chain.md, Performance); tsx hands them to node.
const v8Flags = require('../v8-flags.json');
const child = spawn(
  process.execPath,
  [tsxCli, ...v8Flags, join(here, '..', 'src', 'main.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
