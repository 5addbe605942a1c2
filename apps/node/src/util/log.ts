// Substrate-style log lines on stderr: `2024-01-01 12:00:00 message`. No per-request logging.

type Level = 'info' | 'warn' | 'error' | 'debug';

let quiet = false;
/** Verbosity ranks: a line is written when its rank is at most the filter's. */
const RANK = { off: 0, error: 1, warn: 2, info: 3, debug: 4, trace: 5 } as const;
const startRank: number = process.env.LUMI_LOG === 'debug' ? RANK.debug : RANK.info;
let maxRank = startRank;
/** Directives added at run time (`system_addLogFilter`), e.g. `debug` or `warn`. */
let directives: string[] = [];

/** Target-less directives (`debug`) set the level of this node's own lines; the last one wins. */
function applyDirectives(): void {
  maxRank = startRank;
  for (const d of directives) {
    const level = d.trim().toLowerCase();
    if (level in RANK) maxRank = RANK[level as keyof typeof RANK];
  }
}

/**
 * Substrate's `system_addLogFilter`: comma-separated `[target=]level` directives on top of the current
 * ones. Like tracing's filter, directives it cannot use are ignored rather than refused.
 */
export function addLogDirectives(list: string): void {
  directives = [...directives, ...list.split(',').filter((d) => d.trim() !== '')];
  applyDirectives();
}

/** `system_resetLogFilter`: back to the filter the node started with. */
export function resetLogDirectives(): void {
  directives = [];
  applyDirectives();
}

export function setQuiet(value: boolean): void {
  quiet = value;
}

function stamp(): string {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

function write(level: Level, message: string): void {
  if (RANK[level] > maxRank) return;
  if (quiet && level === 'info') return;
  const tag = level === 'info' ? '' : `${level.toUpperCase()} `;
  process.stderr.write(`${stamp()} ${tag}${message}\n`);
}

export const log = {
  info: (m: string) => write('info', m),
  warn: (m: string) => write('warn', m),
  error: (m: string) => write('error', m),
  debug: (m: string) => write('debug', m),
};

export function shortHash(hex: string): string {
  return `${hex.slice(0, 6)}…${hex.slice(-4)}`;
}
