import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATE_CACHE,
  DEFAULT_STATE_CACHE_BYTES,
  stateCacheBudget,
} from '../src/chain/cache-budget.ts';
import { CliError, DEFAULT_RPC, denyUnsafe, parseArgs } from '../src/cli/args.ts';

const run = (argv: string[]) => {
  const c = parseArgs(argv);
  if (c.kind !== 'run') throw new Error(`expected run, got ${c.kind}`);
  return c.options;
};

describe('parseArgs', () => {
  it('uses Substrate defaults', () => {
    const o = run([]);
    expect(o.chain).toBe('local');
    expect(o.rpc.port).toBe(9944);
    expect(o.rpc.maxConnections).toBe(100);
    expect(o.rpc.maxConnectionsPerIp).toBe(20);
    expect(o.rpc.rateLimitPerMinute).toBeUndefined();
    expect(o.rpc.maxBatchLen).toBe(1000);
    expect(o.rpc.cors).toEqual(DEFAULT_RPC.cors);
    expect(o.sealing).toEqual({ mode: 'instant' });
    expect(o.tmp).toBe(false);
  });

  it('--dev implies the dev chain, every origin and a temporary database', () => {
    const o = run(['--dev']);
    expect(o.chain).toBe('dev');
    expect(o.rpc.cors).toBe('all');
    expect(o.tmp).toBe(true);
    expect(run(['--dev', '--base-path', '/x']).tmp).toBe(false);
  });

  it('accepts --flag value and --flag=value', () => {
    const o = run([
      '--rpc-port=0',
      '--rpc-max-connections',
      '7',
      '--sealing',
      '250',
      '--rpc-cors',
      'http://a.com,https://b.org',
    ]);
    expect(o.rpc.port).toBe(0);
    expect(o.rpc.maxConnections).toBe(7);
    expect(o.sealing).toEqual({ mode: 'interval', ms: 250 });
    expect(o.rpc.cors).toEqual(['http://a.com', 'https://b.org']);
    expect(run(['--rpc-max-request-size', '2']).rpc.maxRequestBytes).toBe(2 * 1024 * 1024);
    expect(run(['-d', '/data']).basePath).toBe('/data');
    expect(run(['--rpc-max-connections-per-ip', '3']).rpc.maxConnectionsPerIp).toBe(3);
    expect(run(['--rpc-rate-limit=600']).rpc.rateLimitPerMinute).toBe(600);
  });

  it('takes the sealing modes, --block-time as interval sealing, and finality as a delay or in blocks', () => {
    expect(run(['--sealing', 'manual']).sealing).toEqual({ mode: 'manual' });
    expect(run(['--sealing', 'instant']).sealing).toEqual({ mode: 'instant' });
    expect(run(['--block-time', '6000']).sealing).toEqual({ mode: 'interval', ms: 6000 });
    expect(run([]).finality).toEqual({ kind: 'delay', ms: 2000 });
    expect(run(['--finality-delay', '0']).finality).toEqual({ kind: 'delay', ms: 0 });
    expect(run(['--finality-lag-blocks', '2']).finality).toEqual({ kind: 'blocks', blocks: 2 });
  });

  it('serves the dev RPC controls with --dev or --enable-dev-rpc only', () => {
    expect(run([]).devRpc).toBe(false);
    expect(run(['--chain', 'dev']).devRpc).toBe(false);
    expect(run(['--dev']).devRpc).toBe(true);
    expect(run(['--enable-dev-rpc']).devRpc).toBe(true);
  });

  it('parses subcommands', () => {
    expect(parseArgs(['build-spec', '--dev', '--raw'])).toMatchObject({ kind: 'build-spec', raw: true });
    expect(parseArgs(['purge-chain', '-y', '--base-path', '/b'])).toMatchObject({
      kind: 'purge-chain',
      yes: true,
    });
    expect(parseArgs(['--help'])).toEqual({ kind: 'help', topic: 'run' });
    expect(parseArgs(['build-spec', '-h'])).toEqual({ kind: 'help', topic: 'build-spec' });
  });

  it.each([
    [['--rpc-port', 'abc'], '--rpc-port: expected a whole number'],
    [['--rpc-port', '70000'], '--rpc-port: expected a number from 0 to 65535'],
    [['--sealing', 'sometimes'], '--sealing: expected a whole number'],
    [['--bogus'], "unknown argument '--bogus'"],
    [['--tmp', '--base-path', '/x'], '--tmp and --base-path cannot be used together'],
    [['--chain'], '--chain needs a value'],
    [['--dev=1'], '--dev takes no value'],
    [['--raw'], '--raw is not accepted by the node'],
    [['serve'], "unknown subcommand 'serve'"],
    [['--rpc-cors', 'not an origin'], "--rpc-cors: 'not an origin' is not an origin"],
    [['--rpc-port', '1', '--rpc-port', '2'], '--rpc-port given more than once'],
    [['--rpc-rate-limit', '0'], '--rpc-rate-limit: expected a number from 1'],
    [['--rpc-max-connections-per-ip', 'x'], '--rpc-max-connections-per-ip: expected a whole number'],
    [['--block-time', '0'], '--block-time: expected a number from 1'],
    [['--block-time', 'fast'], '--block-time: expected a whole number'],
    [['--sealing', '100', '--block-time', '100'], '--sealing and --block-time cannot be used together'],
    [['--finality-lag-blocks', '-1'], '--finality-lag-blocks: expected a whole number'],
    [['--finality-lag-blocks', '20000'], '--finality-lag-blocks: expected a number from 0 to 10000'],
    [
      ['--finality-delay', '0', '--finality-lag-blocks', '1'],
      '--finality-delay and --finality-lag-blocks cannot be used together',
    ],
    [['--enable-dev-rpc=1'], '--enable-dev-rpc takes no value'],
  ])('rejects %j with a clear message', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(CliError);
    expect(() => parseArgs(argv)).toThrow(message);
  });
});

describe('--rpc-methods', () => {
  it.each([
    [[], 'auto', false],
    [['--rpc-external'], 'auto', true],
    [['--unsafe-rpc-external'], 'auto', true],
    [['--rpc-methods', 'safe'], 'safe', true],
    [['--rpc-methods=Unsafe', '--rpc-external'], 'unsafe', false],
    [['--rpc-methods', 'auto'], 'auto', false],
  ])('%j: %s, unsafe denied: %s', (argv, methods, denied) => {
    const o = run(argv);
    expect(o.rpc.methods).toBe(methods);
    expect(denyUnsafe(o.rpc)).toBe(denied);
  });

  it('refuses other values', () => {
    expect(() => run(['--rpc-methods', 'some'])).toThrow(
      new CliError("--rpc-methods: expected auto, safe or unsafe, got 'some'"),
    );
  });
});

describe('--state-cache-size', () => {
  const run = (argv: string[]) => {
    const c = parseArgs(argv);
    if (c.kind !== 'run') throw new Error('expected a run command');
    return c.options.stateCacheBytes;
  };
  it.each([
    [[], DEFAULT_STATE_CACHE_BYTES],
    [['--state-cache-size', '1048576'], 1048576],
    [['--state-cache-size', '256MiB'], 256 * 2 ** 20],
    [['--state-cache-size=64kib'], 64 * 1024],
    [['--state-cache-size', '2GiB'], 2 * 2 ** 30],
    [['--state-cache-size', '0'], 0],
  ] as const)('%j gives %i bytes', (argv, bytes) => {
    expect(run([...argv])).toBe(bytes);
  });
  it.each([['256MB'], ['-1'], ['1.5MiB'], ['lots'], ['65GiB']])('refuses %s with a clear error', (v) => {
    expect(() => parseArgs(['--state-cache-size', v])).toThrow(/--state-cache-size: /);
  });
  it('splits the budget between state values and trie nodes', () => {
    expect(stateCacheBudget(DEFAULT_STATE_CACHE_BYTES)).toEqual(DEFAULT_STATE_CACHE);
    expect(stateCacheBudget(0)).toEqual({ headCacheBytes: 0, trieCacheNodes: 0, nodeCacheBytes: 0 });
  });
});
