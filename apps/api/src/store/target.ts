// Which database the service uses, from `--database`: a SQLite file (the default, also `sqlite:<path>` or
// `:memory:`) or a PostgreSQL URL. The URL may carry a password, so it is kept as a Secret and only a
// redacted form is ever shown.
import { resolve } from 'node:path';
import { Secret } from '../util/secret.ts';

export type DatabaseTarget =
  | { kind: 'sqlite'; path: string }
  | {
      kind: 'postgres';
      url: Secret;
      /** The URL without its password, for logs and errors. */ display: string;
    };

export class DatabaseTargetError extends Error {
  override readonly name = 'DatabaseTargetError';
}

const POSTGRES = /^postgres(ql)?:\/\//i;
const OTHER_URL = /^([a-z][a-z0-9+.-]*):\/\//i;

/** Parses a --database value; relative SQLite paths resolve against the working directory. */
export function parseDatabaseTarget(value: string): DatabaseTarget {
  if (POSTGRES.test(value)) return postgresTarget(value);
  if (/^sqlite:/i.test(value)) {
    // `sqlite:relative/path`, `sqlite:/abs/path` and the URL form `sqlite:///abs/path`.
    const rest = value.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (rest === '')
      throw new DatabaseTargetError('sqlite: needs a file path, e.g. sqlite:/var/lib/lumi/api.sqlite');
    return sqliteTarget(rest);
  }
  const scheme = OTHER_URL.exec(value)?.[1];
  if (scheme) {
    throw new DatabaseTargetError(
      `unsupported database scheme "${scheme}": give a SQLite file path (or sqlite:<path>) or a postgres:// URL`,
    );
  }
  return sqliteTarget(value);
}

function sqliteTarget(path: string): DatabaseTarget {
  return { kind: 'sqlite', path: path === ':memory:' ? ':memory:' : resolve(path) };
}

function postgresTarget(value: string): DatabaseTarget {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // The value itself is not echoed: it may hold a password.
    throw new DatabaseTargetError(
      'not a valid PostgreSQL URL; expected postgres://user:password@host:5432/database',
    );
  }
  const socketHost = url.searchParams.get('host');
  if (url.hostname === '' && !socketHost) {
    throw new DatabaseTargetError(
      'the PostgreSQL URL needs a host (postgres://user@host:5432/database, or ?host=/run/postgresql for a socket)',
    );
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (database === '' || database.includes('/')) {
    throw new DatabaseTargetError(
      'the PostgreSQL URL must name one database: postgres://user@host:5432/database',
    );
  }
  return { kind: 'postgres', url: new Secret(value), display: redactPassword(url) };
}

function redactPassword(url: URL): string {
  const shown = new URL(url.href);
  if (shown.password) shown.password = '***';
  for (const key of ['password', 'sslpassword'])
    if (shown.searchParams.has(key)) shown.searchParams.set(key, '***');
  return shown.href;
}

export function describeDatabaseTarget(target: DatabaseTarget): string {
  return target.kind === 'sqlite' ? target.path : target.display;
}
