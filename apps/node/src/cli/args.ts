// Command-line parsing with Substrate's flag names. Every error names the flag and what was expected.
import { ARCHIVE, DEFAULT_KEPT_BLOCKS, parseStatePruning, type StatePruning } from '../store/pruning-mode.ts';
import { DEFAULT_STATE_CACHE_BYTES } from '../chain/cache-budget.ts';

export class CliError extends Error {
  override readonly name = 'CliError';
}

/**
 * How blocks are produced. `instant`: a block as soon as transactions are ready, one per turn of the event loop
 * so a burst shares a block; `interval`: a block every `ms`, empty or not; `manual`: only on `dev_newBlock`.
 */
export type Sealing = { mode: 'instant' } | { mode: 'interval'; ms: number } | { mode: 'manual' };

/** When an imported block is finalized: a time after its import, or once this many blocks are on top of it. */
export type FinalityLag = { kind: 'delay'; ms: number } | { kind: 'blocks'; blocks: number };

/** `--rpc-methods`: whether unsafe methods (keystore, offchain storage, peers, tracing) are served. */
export type RpcMethods = 'auto' | 'safe' | 'unsafe';

export interface RpcOptions {
  port: number;
  host: string;
  /** 'all' or an explicit list of allowed Origin values. */
  cors: 'all' | string[];
  maxConnections: number;
  /** WebSocket connections plus in-flight HTTP requests from one client IP address. */
  maxConnectionsPerIp: number;
  /** `--rpc-rate-limit`: calls per minute per connection; undefined = no limit (Substrate's default). */
  rateLimitPerMinute: number | undefined;
  maxSubscriptionsPerConnection: number;
  maxRequestBytes: number;
  maxResponseBytes: number;
  maxBatchLen: number;
  methods: RpcMethods;
}

export interface PoolOptions {
  limit: number;
  kbytes: number;
}

export interface RunOptions {
  chain: string;
  basePath: string | undefined;
  tmp: boolean;
  name: string;
  rpc: RpcOptions;
  sealing: Sealing;
  /** How far finality trails import. */
  finality: FinalityLag;
  pool: PoolOptions;
  /** The `dev_*` RPC controls: on with `--dev` or `--enable-dev-rpc`. */
  devRpc: boolean;
  /**
   * `--state-pruning`: `requested` when given; a database keeps the mode it was created with, and a new one
   * takes `requested` or `fallback` (archive for --dev, else polkadot-sdk's 256 blocks).
   */
  statePruning: { requested: StatePruning | undefined; fallback: StatePruning };
  /** `--state-cache-size`: bytes of state (values and trie nodes) kept in memory beyond SQLite's page cache. */
  stateCacheBytes: number;
}

/**
 * A polkadot-sdk dev node finalizes a slot or two (seconds) behind import. @polkadot/api needs about three
 * round trips after inBlock (header, runtime version at the parent, events) and drops inBlock if finalized
 * arrives first: 2 s covers a client 250 ms (and up to about 500 ms) away on a busy machine, and is still
 * short enough for tests and dapps that wait for finality.
 */
export const DEFAULT_FINALITY_DELAY_MS = 2000;

export type Command =
  | { kind: 'run'; options: RunOptions }
  | { kind: 'build-spec'; options: RunOptions; raw: boolean }
  | { kind: 'purge-chain'; options: RunOptions; yes: boolean }
  | { kind: 'help'; topic: 'run' | 'build-spec' | 'purge-chain' }
  | { kind: 'version' };

const MIB = 1024 * 1024;

const MAX_STATE_CACHE_BYTES = 64 * 1024 * MIB;
const SIZE_UNITS: Record<string, number> = { '': 1, kib: 1024, mib: MIB, gib: 1024 * MIB };

/** `--state-cache-size`: a whole number of bytes, or of KiB, MiB or GiB with that suffix ("256MiB"). */
export function parseByteSize(flag: string, raw: string): number {
  const m = /^(\d+)\s*(kib|mib|gib)?$/i.exec(raw.trim());
  if (!m) throw new CliError(`${flag}: expected bytes or a size such as 256MiB, got '${raw}'`);
  const n = Number(m[1]) * SIZE_UNITS[(m[2] ?? '').toLowerCase()]!;
  if (!Number.isSafeInteger(n) || n > MAX_STATE_CACHE_BYTES)
    throw new CliError(`${flag}: at most 64GiB, got '${raw}'`);
  return n;
}

// Substrate's defaults: 100 connections, 1024 subscriptions each, 15 MiB requests and responses, no rate
// limit. Ours on top: 20 connections per client IP, so one client can never take every slot, and batches of
// at most 1000 calls (Substrate has no default cap; real clients send a handful).
export const DEFAULT_RPC: RpcOptions = {
  port: 9944,
  host: '127.0.0.1',
  cors: [
    'http://localhost:*',
    'http://127.0.0.1:*',
    'https://localhost:*',
    'https://127.0.0.1:*',
    'https://polkadot.js.org',
  ],
  maxConnections: 100,
  maxConnectionsPerIp: 20,
  rateLimitPerMinute: undefined,
  maxSubscriptionsPerConnection: 1024,
  maxRequestBytes: 15 * MIB,
  maxResponseBytes: 15 * MIB,
  maxBatchLen: 1000,
  methods: 'auto',
};

/**
 * Substrate's rule: `auto` denies unsafe methods when the server listens beyond the loopback interface
 * (`--rpc-external`, `--unsafe-rpc-external`) and allows them on a local node; an explicit choice wins.
 */
export function denyUnsafe(rpc: Pick<RpcOptions, 'methods' | 'host'>): boolean {
  if (rpc.methods === 'safe') return true;
  if (rpc.methods === 'unsafe') return false;
  return !(rpc.host === '127.0.0.1' || rpc.host === '::1' || rpc.host === 'localhost');
}

type FlagSpec = { takesValue: boolean; commands: readonly Command['kind'][] };

const ALL = ['run', 'build-spec', 'purge-chain'] as const;
const FLAGS: Record<string, FlagSpec> = {
  '--dev': { takesValue: false, commands: ALL },
  '--chain': { takesValue: true, commands: ALL },
  '--base-path': { takesValue: true, commands: ALL },
  '--tmp': { takesValue: false, commands: ['run'] },
  '--name': { takesValue: true, commands: ['run'] },
  '--rpc-port': { takesValue: true, commands: ['run'] },
  '--rpc-cors': { takesValue: true, commands: ['run'] },
  '--rpc-external': { takesValue: false, commands: ['run'] },
  '--unsafe-rpc-external': { takesValue: false, commands: ['run'] },
  '--rpc-max-connections': { takesValue: true, commands: ['run'] },
  '--rpc-max-connections-per-ip': { takesValue: true, commands: ['run'] },
  '--rpc-rate-limit': { takesValue: true, commands: ['run'] },
  '--rpc-max-subscriptions-per-connection': { takesValue: true, commands: ['run'] },
  '--rpc-max-request-size': { takesValue: true, commands: ['run'] },
  '--rpc-max-response-size': { takesValue: true, commands: ['run'] },
  '--rpc-max-batch-request-len': { takesValue: true, commands: ['run'] },
  '--rpc-methods': { takesValue: true, commands: ['run'] },
  '--sealing': { takesValue: true, commands: ['run'] },
  '--block-time': { takesValue: true, commands: ['run'] },
  '--finality-delay': { takesValue: true, commands: ['run'] },
  '--finality-lag-blocks': { takesValue: true, commands: ['run'] },
  '--enable-dev-rpc': { takesValue: false, commands: ['run'] },
  '--pool-limit': { takesValue: true, commands: ['run'] },
  '--pool-kbytes': { takesValue: true, commands: ['run'] },
  '--state-pruning': { takesValue: true, commands: ['run'] },
  '--state-cache-size': { takesValue: true, commands: ['run'] },
  '--raw': { takesValue: false, commands: ['build-spec'] },
  '-y': { takesValue: false, commands: ['purge-chain'] },
  '--yes': { takesValue: false, commands: ['purge-chain'] },
};
const ALIASES: Record<string, string> = { '-d': '--base-path', '--pruning': '--state-pruning' };

function integer(flag: string, raw: string, min: number, max: number): number {
  if (!/^\d+$/.test(raw)) throw new CliError(`${flag}: expected a whole number, got '${raw}'`);
  const n = Number(raw);
  if (n < min || n > max) throw new CliError(`${flag}: expected a number from ${min} to ${max}, got ${raw}`);
  return n;
}

function parseCors(raw: string): 'all' | string[] {
  const value = raw.trim();
  if (value === 'all' || value === '*') return 'all';
  if (value === 'none') return [];
  const origins = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  for (const o of origins) {
    if (!/^(https?|chrome-extension|moz-extension):\/\/[^\s/]+$/.test(o)) {
      throw new CliError(
        `--rpc-cors: '${o}' is not an origin like http://localhost:3000 (or use 'all'/'none')`,
      );
    }
  }
  return origins;
}

const MAX_BLOCK_TIME_MS = 3_600_000;

function parseSealing(raw: string): Sealing {
  if (raw === 'instant') return { mode: 'instant' };
  if (raw === 'manual') return { mode: 'manual' };
  return { mode: 'interval', ms: integer('--sealing', raw, 1, MAX_BLOCK_TIME_MS) };
}

/** `--sealing instant|manual|MS` and `--block-time MS` (interval sealing) name the same setting: one of them. */
export function sealingFrom(sealing: string | undefined, blockTime: string | undefined): Sealing {
  if (sealing !== undefined && blockTime !== undefined)
    throw new CliError(
      '--sealing and --block-time cannot be used together (--block-time MS is --sealing MS)',
    );
  if (blockTime !== undefined)
    return { mode: 'interval', ms: integer('--block-time', blockTime, 1, MAX_BLOCK_TIME_MS) };
  return sealing !== undefined ? parseSealing(sealing) : { mode: 'instant' };
}

/** `--finality-delay MS` or `--finality-lag-blocks N`, not both; the default is the delay. */
export function finalityFrom(delay: string | undefined, lagBlocks: string | undefined): FinalityLag {
  if (delay !== undefined && lagBlocks !== undefined)
    throw new CliError('--finality-delay and --finality-lag-blocks cannot be used together');
  if (lagBlocks !== undefined)
    return { kind: 'blocks', blocks: integer('--finality-lag-blocks', lagBlocks, 0, 10_000) };
  return {
    kind: 'delay',
    ms: delay !== undefined ? integer('--finality-delay', delay, 0, 60_000) : DEFAULT_FINALITY_DELAY_MS,
  };
}

export function parseArgs(argv: readonly string[]): Command {
  let kind: 'run' | 'build-spec' | 'purge-chain' = 'run';
  let rest = argv;
  if (argv[0] === 'build-spec' || argv[0] === 'purge-chain') {
    kind = argv[0];
    rest = argv.slice(1);
  } else if (argv[0] !== undefined && !argv[0].startsWith('-')) {
    throw new CliError(`unknown subcommand '${argv[0]}' (expected build-spec or purge-chain; see --help)`);
  }

  const values = new Map<string, string | true>();
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--help' || arg === '-h') return { kind: 'help', topic: kind };
    if (arg === '--version' || arg === '-V') return { kind: 'version' };
    const eq = arg.indexOf('=');
    const rawName = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    const name = ALIASES[rawName] ?? rawName;
    const spec = FLAGS[name];
    if (!spec) throw new CliError(`unknown argument '${arg}' (see --help)`);
    if (!spec.commands.includes(kind))
      throw new CliError(`${name} is not accepted by ${kind === 'run' ? 'the node' : kind}`);
    if (values.has(name)) throw new CliError(`${name} given more than once`);
    if (spec.takesValue) {
      let value: string | undefined;
      if (arg.startsWith('--') && eq > 0) value = arg.slice(eq + 1);
      else value = rest[++i];
      if (value === undefined || (value.startsWith('--') && value.length > 2)) {
        throw new CliError(`${name} needs a value`);
      }
      values.set(name, value);
    } else {
      if (eq > 0 && arg.startsWith('--')) throw new CliError(`${name} takes no value`);
      values.set(name, true);
    }
  }

  const str = (flag: string): string | undefined => {
    const v = values.get(flag);
    return typeof v === 'string' ? v : undefined;
  };
  const dev = values.has('--dev');
  const chainFlag = str('--chain');
  if (chainFlag !== undefined && chainFlag.trim() === '')
    throw new CliError('--chain: expected dev, local or a chain spec file');
  const chain = chainFlag ?? (dev ? 'dev' : 'local');
  const basePath = str('--base-path');
  if (basePath !== undefined && basePath.trim() === '')
    throw new CliError('--base-path: expected a directory');
  const tmp = values.has('--tmp');
  if (tmp && basePath !== undefined) throw new CliError('--tmp and --base-path cannot be used together');

  const rpc: RpcOptions = { ...DEFAULT_RPC };
  const port = str('--rpc-port');
  if (port !== undefined) rpc.port = integer('--rpc-port', port, 0, 65535);
  const cors = str('--rpc-cors');
  // Like Substrate, a dev chain accepts every origin unless told otherwise.
  rpc.cors = cors !== undefined ? parseCors(cors) : dev ? 'all' : DEFAULT_RPC.cors;
  if (values.has('--rpc-external') || values.has('--unsafe-rpc-external')) rpc.host = '0.0.0.0';
  const maxConn = str('--rpc-max-connections');
  if (maxConn !== undefined) rpc.maxConnections = integer('--rpc-max-connections', maxConn, 1, 100_000);
  const perIp = str('--rpc-max-connections-per-ip');
  if (perIp !== undefined)
    rpc.maxConnectionsPerIp = integer('--rpc-max-connections-per-ip', perIp, 1, 100_000);
  const rate = str('--rpc-rate-limit');
  if (rate !== undefined) rpc.rateLimitPerMinute = integer('--rpc-rate-limit', rate, 1, 1_000_000_000);
  const maxSubs = str('--rpc-max-subscriptions-per-connection');
  if (maxSubs !== undefined) {
    rpc.maxSubscriptionsPerConnection = integer(
      '--rpc-max-subscriptions-per-connection',
      maxSubs,
      1,
      1_000_000,
    );
  }
  const maxReq = str('--rpc-max-request-size');
  if (maxReq !== undefined) rpc.maxRequestBytes = integer('--rpc-max-request-size', maxReq, 1, 1024) * MIB;
  const maxResp = str('--rpc-max-response-size');
  if (maxResp !== undefined)
    rpc.maxResponseBytes = integer('--rpc-max-response-size', maxResp, 1, 1024) * MIB;
  const maxBatch = str('--rpc-max-batch-request-len');
  if (maxBatch !== undefined)
    rpc.maxBatchLen = integer('--rpc-max-batch-request-len', maxBatch, 1, 1_000_000);

  const methods = str('--rpc-methods');
  if (methods !== undefined) {
    const m = methods.toLowerCase();
    if (m !== 'auto' && m !== 'safe' && m !== 'unsafe')
      throw new CliError(`--rpc-methods: expected auto, safe or unsafe, got '${methods}'`);
    rpc.methods = m;
  }

  const sealing = sealingFrom(str('--sealing'), str('--block-time'));
  const finality = finalityFrom(str('--finality-delay'), str('--finality-lag-blocks'));
  const pool: PoolOptions = { limit: 8192, kbytes: 20480 };
  const poolLimit = str('--pool-limit');
  if (poolLimit !== undefined) pool.limit = integer('--pool-limit', poolLimit, 1, 1_000_000);
  const poolKb = str('--pool-kbytes');
  if (poolKb !== undefined) pool.kbytes = integer('--pool-kbytes', poolKb, 1, 10_000_000);

  const cacheSize = str('--state-cache-size');
  const stateCacheBytes =
    cacheSize !== undefined ? parseByteSize('--state-cache-size', cacheSize) : DEFAULT_STATE_CACHE_BYTES;

  const name = str('--name') ?? 'lumi-dev';
  if (name.length > 64) throw new CliError('--name: at most 64 characters');

  const pruningFlag = str('--state-pruning');
  let requested: StatePruning | undefined;
  if (pruningFlag !== undefined) {
    const parsed = parseStatePruning(pruningFlag);
    if ('error' in parsed) throw new CliError(`--state-pruning: ${parsed.error}`);
    requested = parsed;
  }
  const fallback: StatePruning = dev ? ARCHIVE : { kind: 'constrained', blocks: DEFAULT_KEPT_BLOCKS };

  // `--dev` without a base path keeps no data, as in Substrate.
  const options: RunOptions = {
    chain,
    basePath,
    tmp: tmp || (dev && basePath === undefined),
    name,
    rpc,
    sealing,
    finality,
    pool,
    devRpc: dev || values.has('--enable-dev-rpc'),
    statePruning: { requested, fallback },
    stateCacheBytes,
  };
  if (kind === 'build-spec') return { kind, options, raw: values.has('--raw') };
  if (kind === 'purge-chain') return { kind, options, yes: values.has('-y') || values.has('--yes') };
  return { kind, options };
}
