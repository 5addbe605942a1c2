import { describe, expect, it } from 'vitest';
import { ConfigError, describeConfig, loadConfig } from '../../src/config.ts';
import { HttpError } from '../../src/http/errors.ts';
import { accountOf, activityQuery } from '../../src/http/routes/activity.ts';
import { faucetBody } from '../../src/http/routes/faucet.ts';
import { rangeQuery, resolveRange, bucketLast } from '../../src/http/routes/time-range.ts';
import { parseWith } from '../../src/http/server.ts';

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const ALICE_POLKADOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';

function httpError(fn: () => unknown): HttpError {
  try {
    fn();
  } catch (e) {
    if (e instanceof HttpError) return e;
    throw e;
  }
  throw new Error('expected an HttpError');
}

describe('activity query validation', () => {
  it('defaults and bounds the limit', () => {
    expect(parseWith(activityQuery, {}, 'query')).toEqual({ limit: 25 });
    expect(parseWith(activityQuery, { limit: '100' }, 'query').limit).toBe(100);
    for (const bad of ['0', '101', '-1', '1.5', 'ten', '']) {
      const e = httpError(() => parseWith(activityQuery, { limit: bad }, 'query'));
      expect(e.status).toBe(400);
      expect(e.message).toMatch(/^Invalid limit: /);
    }
  });

  it('accepts a comma list of known activity types only', () => {
    expect(parseWith(activityQuery, { type: 'swap, transfer' }, 'query').type).toEqual(['swap', 'transfer']);
    expect(
      httpError(() => parseWith(activityQuery, { type: 'swap,mint' }, 'query')).details.issues,
    ).toBeDefined();
  });
});

describe('address check', () => {
  it('turns an address into its account key', () => {
    expect(accountOf(ALICE, 42)).toBe('0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d');
  });

  it('answers 400 with the reason for each kind of bad address', () => {
    const cases: [string, string][] = [
      ['', 'empty'],
      ['5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKut0Y', 'invalid-base58'],
      ['5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQ', 'invalid-length'],
      ['5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQX', 'invalid-checksum'],
      [ALICE_POLKADOT, 'format-mismatch'],
    ];
    for (const [address, reason] of cases) {
      const e = httpError(() => accountOf(address, 42));
      expect(e.status, address).toBe(400);
      expect(e.code).toBe('invalid_address');
      expect(e.details.reason).toBe(reason);
      expect(e.message.length).toBeGreaterThan(10);
    }
  });
});

describe('faucet body', () => {
  it('needs exactly an address string', () => {
    expect(parseWith(faucetBody, { address: ALICE }, 'body')).toEqual({ address: ALICE });
    expect(httpError(() => parseWith(faucetBody, {}, 'body')).message).toMatch(/address/);
    expect(httpError(() => parseWith(faucetBody, { address: 5 }, 'body')).status).toBe(400);
    expect(httpError(() => parseWith(faucetBody, { address: ALICE, amount: '1000' }, 'body')).status).toBe(
      400,
    );
    expect(httpError(() => parseWith(faucetBody, { address: 'x'.repeat(101) }, 'body')).status).toBe(400);
  });
});

describe('chart ranges', () => {
  it('defaults to the span ending now and picks an interval that keeps ≤ 500 points', () => {
    const r = resolveRange(parseWith(rangeQuery, {}, 'query'), 10 * 86_400_000, 86_400_000);
    expect(r).toEqual({ from: 9 * 86_400_000, to: 10 * 86_400_000, interval: '5m' });
  });

  it('accepts ms and ISO dates and refuses inverted or huge ranges', () => {
    const q = parseWith(
      rangeQuery,
      { from: '2026-01-01T00:00:00Z', to: '1767312000000', interval: '1h' },
      'query',
    );
    expect(resolveRange(q, 0, 1)).toEqual({
      from: Date.parse('2026-01-01T00:00:00Z'),
      to: 1767312000000,
      interval: '1h',
    });
    expect(resolveRange({ from: 2, to: 1 }, 0, 1)).toBe('from must not be after to');
    expect(resolveRange({ from: 0, to: 400 * 86_400_000 }, 0, 1)).toMatch(/366 days/);
    expect(httpError(() => parseWith(rangeQuery, { from: 'yesterday' }, 'query')).status).toBe(400);
    expect(httpError(() => parseWith(rangeQuery, { interval: '2m' }, 'query')).status).toBe(400);
  });

  it('keeps the last point of each bucket at its own time, never earlier than it happened', () => {
    const pts = [0, 30_000, 59_999, 60_000, 185_000].map((time, i) => ({ time, v: i }));
    expect(bucketLast(pts, '1m')).toEqual([
      { time: 59_999, v: 2 },
      { time: 60_000, v: 3 },
      { time: 185_000, v: 4 },
    ]);
    // A day bucket: the rate fed at 23:59 is plotted at 23:59, not at midnight before it.
    const day = 86_400_000;
    expect(bucketLast([{ time: 10 * day + 60_000 }, { time: 11 * day - 60_000 }], '1d')).toEqual([
      { time: 11 * day - 60_000 },
    ]);
    expect(bucketLast(pts, 'raw')).toEqual(pts);
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig([], { XDG_DATA_HOME: '/data' });
    expect(c).toMatchObject({
      node: 'ws://127.0.0.1:9944',
      host: '127.0.0.1',
      port: 8787,
      database: { kind: 'sqlite', path: '/data/lumi-api/lumi-api.sqlite' },
      corsOrigins: [],
    });
    expect(c.forex).toMatchObject({
      source: 'simulated',
      intervalMs: 60_000,
      maxJumpBps: 500n,
      suri: undefined,
    });
    expect(c.faucet).toMatchObject({ enabled: true, lumi: '100', phpu: '5000', ipLimit: 10 });
  });

  it('takes flags over environment variables', () => {
    const c = loadConfig(['--port', '9000', '--forex-max-jump', '2.5'], {
      LUMI_API_PORT: '1234',
      LUMI_API_NODE: 'wss://rpc.example:443',
      LUMI_API_FOREX_SOURCE: 'off',
    });
    expect(c.port).toBe(9000);
    expect(c.node).toBe('wss://rpc.example:443');
    expect(c.forex.maxJumpBps).toBe(250n);
    expect(c.forex.source).toBe('off');
  });

  it('names every bad setting', () => {
    let message = '';
    try {
      loadConfig(['--port', '70000', '--node', 'http://x', '--forex-currencies', 'PHP,usd'], {});
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/--port: /);
    expect(message).toMatch(/--node: must be a ws:\/\/ or wss:\/\/ URL/);
    expect(message).toMatch(/--forex-currencies: a currency is an ISO-4217 code/);
    expect(() => loadConfig(['--bogus', '1'], {})).toThrow(ConfigError);
    expect(() => loadConfig(['--forex-source', 'file'], {})).toThrow(/--forex-file: required/);
    expect(() => loadConfig(['--forex-currencies', 'PHP,USD'], {})).toThrow(/USD is the base currency/);
  });

  it('takes a SQLite path or a PostgreSQL URL as --database, and refuses anything else clearly', () => {
    const db = (value: string) => loadConfig(['--database', value], {}).database;
    expect(db('/tmp/a.sqlite')).toEqual({ kind: 'sqlite', path: '/tmp/a.sqlite' });
    expect(db('sqlite:/tmp/b.sqlite')).toEqual({ kind: 'sqlite', path: '/tmp/b.sqlite' });
    expect(db('sqlite:///tmp/c.sqlite')).toEqual({ kind: 'sqlite', path: '/tmp/c.sqlite' });
    expect(db(':memory:')).toEqual({ kind: 'sqlite', path: ':memory:' });
    expect(db('sqlite:rel/d.sqlite')).toMatchObject({
      kind: 'sqlite',
      path: expect.stringMatching(/^\/.*rel\/d\.sqlite$/) as unknown,
    });
    const pgTarget = loadConfig([], {
      LUMI_API_DATABASE: 'postgres://lumi:hunter2@db.internal:5433/lumi_api',
    }).database;
    expect(pgTarget).toMatchObject({
      kind: 'postgres',
      display: 'postgres://lumi:***@db.internal:5433/lumi_api',
    });
    if (pgTarget.kind !== 'postgres') throw new Error('expected postgres');
    expect(pgTarget.url.reveal()).toBe('postgres://lumi:hunter2@db.internal:5433/lumi_api');
    expect(db('postgresql:///lumi?host=/run/postgresql')).toMatchObject({ kind: 'postgres' });
    expect(() => db('postgres://db.internal:5432/')).toThrow(
      /--database: the PostgreSQL URL must name one database/,
    );
    expect(() => db('postgres:///lumi')).toThrow(/--database: the PostgreSQL URL needs a host/);
    expect(() => db('postgres://u:secret@db:99999/x')).toThrow(/--database: not a valid PostgreSQL URL/);
    expect(() => db('postgres://u:secret@db:99999/x')).not.toThrow(/secret/);
    expect(() => db('mysql://db/lumi')).toThrow(/unsupported database scheme "mysql"/);
    expect(() => db('sqlite:')).toThrow(/sqlite: needs a file path/);
  });

  it('never shows the database password', () => {
    const c = loadConfig(['--database', 'postgres://lumi:hunter2@db:5432/lumi?sslmode=require'], {});
    const text = JSON.stringify({ c, d: describeConfig(c) }, (_k, v: unknown) =>
      typeof v === 'bigint' ? v.toString() : v,
    );
    expect(text).not.toMatch(/hunter2/);
    expect(describeConfig(c).database).toBe('postgres://lumi:***@db:5432/lumi?sslmode=require');
  });

  it('never shows the keys', () => {
    const c = loadConfig(
      [
        '--forex-suri',
        '//VerySecret',
        '--faucet-suri',
        'bottom drive obey lake curtain smoke basket hold race lonely fit walk',
      ],
      {},
    );
    const text = JSON.stringify({ c, d: describeConfig(c) }, (_k, v: unknown) =>
      typeof v === 'bigint' ? v.toString() : v,
    );
    expect(text).not.toMatch(/VerySecret|curtain/);
    expect(String(c.forex.suri)).toBe('[redacted]');
    expect(c.forex.suri?.reveal()).toBe('//VerySecret');
  });
});
