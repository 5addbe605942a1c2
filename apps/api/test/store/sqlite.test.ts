// The SQLite store: the shared Store contract on a file per test, plus how it versions its schema.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { SchemaTooNewError } from '../../src/store/errors.ts';
import { MIGRATIONS } from '../../src/store/migrations.ts';
import { openSqliteStore } from '../../src/store/sqlite.ts';
import { ALICE, block, describeStoreContract, transfer } from './contract.ts';

const dir = mkdtempSync(join(tmpdir(), 'lumi-api-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

describeStoreContract('SQLite', async () => {
  const path = join(dir, `store-${++files}.sqlite`);
  return async () => openSqliteStore(path);
});

describe('SQLite store', () => {
  it('creates the schema, records its version and reopens without re-running migrations', async () => {
    const path = join(dir, 'nested', 'api.sqlite');
    const s1 = openSqliteStore(path);
    await s1.applyBlocks([block(1, transfer(1, 2, 5n))]);
    await s1.close();
    const s2 = openSqliteStore(path);
    expect(await s2.lastBlock()).toEqual({ number: 1, hash: block(1).hash });
    expect((await s2.activity({ account: ALICE, limit: 10 })).length).toBe(1);
    await s2.close();
    const db = new Database(path);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    db.close();
    expect(() => openSqliteStore(path)).toThrow(SchemaTooNewError);
  });

  it('works in memory', async () => {
    const s = openSqliteStore(':memory:');
    await s.applyBlocks([block(1, transfer(1, 2, 5n))]);
    expect(await s.lastBlock()).toEqual({ number: 1, hash: block(1).hash });
    await s.close();
  });
});
