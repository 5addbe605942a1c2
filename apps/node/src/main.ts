// lumi-node command line: run the node, build-spec, purge-chain.
import { existsSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { createRuntime } from '@lumi/runtime';
import type { Runtime } from '@lumi/runtime/host';
import { ChainSpecError, genesisFromSpec, loadChainSpec, runtimeFor, toRawSpec } from './chain-spec/spec.ts';
import { CliError, parseArgs, type Command, type RunOptions } from './cli/args.ts';
import { BUILD_SPEC_HELP, PURGE_HELP, RUN_HELP } from './cli/help.ts';
import { chainDbDir, defaultBasePath } from './cli/paths.ts';
import { NODE_VERSION, startNode } from './node.ts';
import { initCrypto } from './util/hash.ts';
import { log } from './util/log.ts';

/** The runtime configuration `--chain` names (asset-hub-dev's for that chain, else Lumi's). */
function loadRuntime(chain: string): Promise<Runtime> {
  return createRuntime({ chain: runtimeFor(chain) });
}

async function buildSpec(options: RunOptions, raw: boolean): Promise<void> {
  await initCrypto();
  const runtime = await loadRuntime(options.chain);
  const spec = loadChainSpec(runtime, options.chain);
  const out = raw ? toRawSpec(spec, genesisFromSpec(runtime, spec)) : spec;
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
}

async function purgeChain(options: RunOptions, yes: boolean): Promise<void> {
  const runtime = await loadRuntime(options.chain);
  const spec = loadChainSpec(runtime, options.chain);
  const dir = chainDbDir(options.basePath ?? defaultBasePath(), spec.id);
  if (!existsSync(dir)) {
    process.stdout.write(`${dir} did not exist.\n`);
    return;
  }
  if (!yes) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await rl.question(`Are you sure to remove "${dir}"? [y/N]: `);
    rl.close();
    if (!/^y(es)?$/i.test(answer.trim())) {
      process.stdout.write('Aborted\n');
      return;
    }
  }
  rmSync(dir, { recursive: true, force: true });
  process.stdout.write(`"${dir}" removed.\n`);
}

async function run(options: RunOptions): Promise<void> {
  // The handlers are in place before anything starts: a signal that arrives while the node is still starting
  // (clients may already be connected once the RPC server listens) waits for the start, then shuts down.
  const starting: { node?: ReturnType<typeof startNode> } = {};
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`Received ${signal}, shutting down`);
    (starting.node ?? Promise.resolve(undefined))
      .then((node) => node?.close())
      .then(() => process.exit(0))
      .catch((e: unknown) => {
        log.error(`shutdown failed: ${String(e)}`);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  const runtime = await loadRuntime(options.chain);
  starting.node = startNode(options, runtime);
  await starting.node;
}

async function main(argv: string[]): Promise<void> {
  let command: Command;
  try {
    command = parseArgs(argv);
  } catch (e) {
    if (e instanceof CliError) {
      process.stderr.write(`error: ${e.message}\n`);
      process.exit(2);
    }
    throw e;
  }
  switch (command.kind) {
    case 'help':
      process.stdout.write(
        command.topic === 'build-spec'
          ? BUILD_SPEC_HELP
          : command.topic === 'purge-chain'
            ? PURGE_HELP
            : RUN_HELP,
      );
      return;
    case 'version':
      process.stdout.write(`lumi-node ${NODE_VERSION}\n`);
      return;
    case 'build-spec':
      return buildSpec(command.options, command.raw);
    case 'purge-chain':
      return purgeChain(command.options, command.yes);
    case 'run':
      return run(command.options);
  }
}

main(process.argv.slice(2)).catch((e: unknown) => {
  if (e instanceof ChainSpecError || e instanceof CliError) process.stderr.write(`error: ${e.message}\n`);
  else process.stderr.write(`error: ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
