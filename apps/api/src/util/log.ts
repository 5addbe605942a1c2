// Structured logs: one JSON object per line on stdout (errors too), so they can be filtered and shipped as is.
// Field values that are Secrets print as "[redacted]"; fields whose names look like keys are redacted as well.

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const SENSITIVE = /(suri|seed|secret|mnemonic|private|password|token)$/i;

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export type LogSink = (line: string) => void;

function serialize(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Error) return { name: value.name, message: value.message };
  return value;
}

export function createLogger(
  level: LogLevel = 'info',
  sink: LogSink = (line) => process.stdout.write(`${line}\n`),
  base: Record<string, unknown> = {},
): Logger {
  const write = (lvl: LogLevel, msg: string, fields: Record<string, unknown> = {}) => {
    if (ORDER[lvl] < ORDER[level]) return;
    const record: Record<string, unknown> = { time: new Date().toISOString(), level: lvl, msg };
    for (const [k, v] of Object.entries({ ...base, ...fields })) {
      record[k] = SENSITIVE.test(k) ? '[redacted]' : serialize(v);
    }
    sink(JSON.stringify(record, (_k, v: unknown) => serialize(v)));
  };
  return {
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
    child: (fields) => createLogger(level, sink, { ...base, ...fields }),
  };
}

/** A logger that drops everything (unit tests). */
export const silentLogger: Logger = createLogger('error', () => {});
