#!/usr/bin/env node
// Runs the node's ahead-of-time build (apps/node/dist, built first if missing or older than its sources:
// scripts/build.mjs) in a child process with the node's V8 flags, forwarding arguments, exit code and signals.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { ensureNodeBuild, NODE_MAIN } from '../scripts/build.mjs';

const require = createRequire(import.meta.url);
// V8 flags the node runs with (see v8-flags.json and docs/chain.md, Performance): they must be given at launch.
const v8Flags = require('../v8-flags.json');
const rebuilt = await ensureNodeBuild();
if (rebuilt) process.stderr.write(`lumi-node: built (${rebuilt})\n`);
const child = spawn(process.execPath, [...v8Flags, NODE_MAIN, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
