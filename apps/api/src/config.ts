// The service's configuration: command-line flags, then LUMI_API_* environment variables, then defaults,
// validated with zod in one place. Signing keys are wrapped in Secret so they can never be logged.
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseRate } from '@lumi/chain/forex';
import { CHAIN_PROFILES, DEFAULT_PROFILE_ID, builtinProfile } from '@lumi/chain/profiles/builtin';
import type { ChainProfile } from '@lumi/chain/profiles';
import { z } from 'zod';
import {
  DatabaseTargetError,
  describeDatabaseTarget,
  parseDatabaseTarget,
  type DatabaseTarget,
} from './store/target.ts';
import { Secret } from './util/secret.ts';

export type ForexSourceKind = 'simulated' | 'ecb' | 'file' | 'off';

export interface ApiConfig {
  node: string;
  /**
   * The chain profile: which assets the indexer and the API name (symbols, decimals). 'auto' derives it from the
   * connected node at start-up (@lumi/chain's readProfile, as the web app does for a custom endpoint).
   */
  profile: ChainProfile | 'auto';
  host: string;
  port: number;
  database: DatabaseTarget;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  corsOrigins: string[];
  /** Peers whose X-Forwarded-For is believed (the web app's proxy). */
  trustedProxies: string[];
  maxBodyBytes: number;
  faucet: {
    enabled: boolean;
    suri: Secret;
    /** Whole-token decimal amounts, e.g. "100". */
    lumi: string;
    phpu: string;
    addressWindowMs: number;
    ipLimit: number;
    ipWindowMs: number;
  };
  forex: {
    source: ForexSourceKind;
    suri: Secret | undefined;
    url: string;
    file: string | undefined;
    intervalMs: number;
    /** Largest accepted move against the last on-chain value, in basis points (500 = 5 %). */
    maxJumpBps: bigint;
    currencies: string[];
    /** Simulated source: largest step per update and the band around the first value, basis points. */
    stepBps: bigint;
    bandBps: bigint;
    retries: number;
  };
}

/** The --profile value that derives the profile from the node instead of naming a built-in one. */
export const AUTO_PROFILE = 'auto';

export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
export const DEFAULT_CURRENCIES = ['PHP', 'EUR', 'JPY', 'SGD', 'GBP', 'AUD'];

export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_DATA_HOME || join(homedir(), '.local', 'share');
  return join(base, 'lumi-api');
}

export const USAGE = `Usage: tsx apps/api/src/main.ts [options]
  --node <ws-url>            node RPC endpoint (LUMI_API_NODE, default ws://127.0.0.1:9944)
  --profile <id>             chain profile: ${CHAIN_PROFILES.map((p) => p.id).join(' | ')} | auto
                             (LUMI_API_PROFILE, default ${DEFAULT_PROFILE_ID}; auto reads it from the node's metadata)
  --host <addr>              HTTP listen address (LUMI_API_HOST, default 127.0.0.1)
  --port <n>                 HTTP port, 0 = any free port (LUMI_API_PORT, default 8787)
  --data-dir <dir>           where the default database lives (LUMI_API_DATA_DIR, default ~/.local/share/lumi-api)
  --database <path|url>      SQLite file (or sqlite:<path>, :memory:) or postgres://user:password@host:5432/db
                             (LUMI_API_DATABASE, default <data-dir>/lumi-api.sqlite)
  --log-level <level>        debug | info | warn | error (LUMI_API_LOG_LEVEL, default info)
  --cors-origin <list>       comma-separated origins allowed cross-origin (LUMI_API_CORS_ORIGINS, default none)
  --trusted-proxy <list>     peers whose X-Forwarded-For is used (LUMI_API_TRUSTED_PROXIES, default 127.0.0.1,::1)
  --max-body <bytes>         request body limit (LUMI_API_MAX_BODY, default 16384)
  --faucet on|off            dev-chain faucet (LUMI_API_FAUCET, default on; it only ever runs on Development chains)
  --faucet-suri <suri>       faucet account (LUMI_API_FAUCET_SURI, default //Alice)
  --faucet-lumi <amount>     LUMI per grant (LUMI_API_FAUCET_LUMI, default 100)
  --faucet-phpu <amount>     PHPU per grant (LUMI_API_FAUCET_PHPU, default 5000)
  --faucet-ip-limit <n>      grants per client IP per hour (LUMI_API_FAUCET_IP_LIMIT, default 10)
  --forex-source <kind>      simulated | ecb | file | off (LUMI_API_FOREX_SOURCE, default simulated)
  --forex-suri <suri>        oracle member key (LUMI_API_FOREX_SURI; default //Forex on Development chains only)
  --forex-url <url>          ECB daily XML URL (LUMI_API_FOREX_URL)
  --forex-file <path>        JSON or CSV rates file for --forex-source file (LUMI_API_FOREX_FILE)
  --forex-interval <ms>      time between feeds (LUMI_API_FOREX_INTERVAL, default 60000)
  --forex-max-jump <pct>     hold back a rate moving more than this percentage (LUMI_API_FOREX_MAX_JUMP, default 5)
  --forex-currencies <list>  currencies to feed (LUMI_API_FOREX_CURRENCIES, default ${DEFAULT_CURRENCIES.join(',')})`;

const FLAGS = {
  node: 'NODE',
  profile: 'PROFILE',
  host: 'HOST',
  port: 'PORT',
  'data-dir': 'DATA_DIR',
  database: 'DATABASE',
  'log-level': 'LOG_LEVEL',
  'cors-origin': 'CORS_ORIGINS',
  'trusted-proxy': 'TRUSTED_PROXIES',
  'max-body': 'MAX_BODY',
  faucet: 'FAUCET',
  'faucet-suri': 'FAUCET_SURI',
  'faucet-lumi': 'FAUCET_LUMI',
  'faucet-phpu': 'FAUCET_PHPU',
  'faucet-ip-limit': 'FAUCET_IP_LIMIT',
  'forex-source': 'FOREX_SOURCE',
  'forex-suri': 'FOREX_SURI',
  'forex-url': 'FOREX_URL',
  'forex-file': 'FOREX_FILE',
  'forex-interval': 'FOREX_INTERVAL',
  'forex-max-jump': 'FOREX_MAX_JUMP',
  'forex-currencies': 'FOREX_CURRENCIES',
} as const;
type Flag = keyof typeof FLAGS;

const list = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
const tokenAmount = z
  .string()
  .regex(/^\d{1,15}(\.\d{1,6})?$/, 'must be a decimal amount of whole tokens such as "100" or "2.5"');
const percentBps = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'must be a percentage such as "5" or "2.5"')
  .transform((s) => parseRate(s) / 10n ** 16n)
  .refine((bps) => bps > 0n, 'must be positive');
const wsUrl = z
  .string()
  .refine((s) => /^wss?:\/\/[^/\s]+/.test(s), 'must be a ws:// or wss:// URL with a host');

const schema = z.object({
  node: wsUrl.default('ws://127.0.0.1:9944'),
  host: z.string().min(1).default('127.0.0.1'),
  port: int(0, 65535).default(8787),
  'data-dir': z.string().min(1).optional(),
  database: z.string().min(1).optional(),
  profile: z
    .string()
    .refine((id) => id === AUTO_PROFILE || builtinProfile(id) !== undefined, {
      message: `must be one of ${CHAIN_PROFILES.map((p) => p.id).join(', ')}, ${AUTO_PROFILE}`,
    })
    .default(DEFAULT_PROFILE_ID),
  'log-level': z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  'cors-origin': z
    .string()
    .transform(list)
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'an origin is scheme://host[:port]')))
    .default([]),
  'trusted-proxy': z.string().transform(list).default(['127.0.0.1', '::1', '::ffff:127.0.0.1']),
  'max-body': int(64, 1 << 20).default(16_384),
  faucet: z.enum(['on', 'off']).default('on'),
  'faucet-suri': z.string().min(1).default('//Alice'),
  'faucet-lumi': tokenAmount.default('100'),
  'faucet-phpu': tokenAmount.default('5000'),
  'faucet-ip-limit': int(1, 1_000_000).default(10),
  'forex-source': z.enum(['simulated', 'ecb', 'file', 'off']).default('simulated'),
  'forex-suri': z.string().min(1).optional(),
  'forex-url': z
    .string()
    .refine((s) => /^https?:\/\/[^/\s]+/.test(s), 'must be an http(s) URL')
    .default(ECB_DAILY_URL),
  'forex-file': z.string().min(1).optional(),
  'forex-interval': int(100, 86_400_000).default(60_000),
  'forex-max-jump': percentBps.default(500n),
  'forex-currencies': z
    .string()
    .transform(list)
    .pipe(
      z
        .array(z.string().regex(/^[A-Z]{3}$/, 'a currency is an ISO-4217 code such as PHP'))
        .min(1)
        .refine((l) => !l.includes('USD'), 'USD is the base currency (always 1) and is never fed'),
    )
    .default(DEFAULT_CURRENCIES),
});

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Flags win over LUMI_API_* variables; every problem is reported at once, naming the flag. */
export function loadConfig(argv: string[], env: NodeJS.ProcessEnv = process.env): ApiConfig {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      options: Object.fromEntries(Object.keys(FLAGS).map((k) => [k, { type: 'string' as const }])),
      strict: true,
      allowPositionals: false,
    });
  } catch (e) {
    throw new ConfigError((e as Error).message);
  }
  const raw: Record<string, string> = {};
  for (const [flag, envName] of Object.entries(FLAGS) as [Flag, string][]) {
    const v = (parsed.values as Record<string, string | undefined>)[flag] ?? env[`LUMI_API_${envName}`];
    if (v !== undefined && v !== '') raw[flag] = v;
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `--${String(i.path[0] ?? '?')}: ${i.message}`);
    throw new ConfigError(`invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const c = result.data;
  if (c['forex-source'] === 'file' && !c['forex-file']) {
    throw new ConfigError('invalid configuration:\n  --forex-file: required with --forex-source file');
  }
  const dataDir = resolve(c['data-dir'] ?? defaultDataDir(env));
  let database: DatabaseTarget;
  try {
    database = parseDatabaseTarget(c.database ?? join(dataDir, 'lumi-api.sqlite'));
  } catch (e) {
    if (!(e instanceof DatabaseTargetError)) throw e;
    throw new ConfigError(`invalid configuration:\n  --database: ${e.message}`);
  }
  return {
    node: c.node,
    profile: c.profile === AUTO_PROFILE ? AUTO_PROFILE : builtinProfile(c.profile)!,
    host: c.host,
    port: c.port,
    database,
    logLevel: c['log-level'],
    corsOrigins: c['cors-origin'],
    trustedProxies: c['trusted-proxy'],
    maxBodyBytes: c['max-body'],
    faucet: {
      enabled: c.faucet === 'on',
      suri: new Secret(c['faucet-suri']),
      lumi: c['faucet-lumi'],
      phpu: c['faucet-phpu'],
      addressWindowMs: 3_600_000,
      ipLimit: c['faucet-ip-limit'],
      ipWindowMs: 3_600_000,
    },
    forex: {
      source: c['forex-source'],
      suri: c['forex-suri'] === undefined ? undefined : new Secret(c['forex-suri']),
      url: c['forex-url'],
      file: c['forex-file'] === undefined ? undefined : resolve(c['forex-file']),
      intervalMs: c['forex-interval'],
      maxJumpBps: c['forex-max-jump'],
      currencies: c['forex-currencies'],
      stepBps: 20n,
      bandBps: 1000n,
      retries: 4,
    },
  };
}

/** What the service may log about its configuration: everything but the keys. */
export function describeConfig(c: ApiConfig): Record<string, unknown> {
  return {
    node: c.node,
    profile: c.profile === AUTO_PROFILE ? AUTO_PROFILE : c.profile.id,
    listen: `${c.host}:${c.port}`,
    database: describeDatabaseTarget(c.database),
    corsOrigins: c.corsOrigins,
    faucet: c.faucet.enabled
      ? { lumi: c.faucet.lumi, phpu: c.faucet.phpu, ipLimit: c.faucet.ipLimit }
      : 'off',
    forex: {
      source: c.forex.source,
      intervalMs: c.forex.intervalMs,
      maxJumpBps: c.forex.maxJumpBps.toString(),
      currencies: c.forex.currencies,
      memberKey: c.forex.suri ? 'configured' : 'dev default',
    },
  };
}
