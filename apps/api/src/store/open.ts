// Opens the store a DatabaseTarget names. The only place that knows which implementations exist.
import type { Logger } from '../util/log.ts';
import { openPostgresStore } from './postgres.ts';
import { openSqliteStore } from './sqlite.ts';
import type { DatabaseTarget } from './target.ts';
import type { Store } from './types.ts';

export async function openStore(target: DatabaseTarget, log?: Logger): Promise<Store> {
  if (target.kind === 'sqlite') return openSqliteStore(target.path);
  try {
    return await openPostgresStore(target.url.reveal(), {
      onIdleError: (e) =>
        log?.warn('PostgreSQL connection lost; reconnecting on demand', { error: e.message }),
    });
  } catch (e) {
    throw new Error(`cannot open the PostgreSQL database ${target.display}: ${(e as Error).message}`, {
      cause: e,
    });
  }
}
