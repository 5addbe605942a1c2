// Substrate-style log lines on stderr: `2024-01-01 12:00:00 message`. No per-request logging.

type Level = 'info' | 'warn' | 'error' | 'debug';

let quiet = false;
const debugEnabled = process.env.LUMI_LOG === 'debug';

export function setQuiet(value: boolean): void {
  quiet = value;
}

function stamp(): string {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

function write(level: Level, message: string): void {
  if (level === 'debug' && !debugEnabled) return;
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
