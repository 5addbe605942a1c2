// The schema contract: how every database versions its schema, run against each (sqlite.test.ts,
// postgres.test.ts) like the Store contract. A database made by the store before its Kysely migrations
// (legacy-schema.ts) must open, keep its rows and end up with the same schema as a fresh one.
import { afterEach, describe, expect, it } from 'vitest';
import { SchemaTooNewError } from '../../src/store/errors.ts';
import type { Flavor } from '../../src/store/flavor.ts';
import { migrations } from '../../src/store/migrations.ts';
import type { Store } from '../../src/store/types.ts';
import { ALICE, block, transfer } from './contract.ts';

/** A database for one test, and ways to reach it besides the store. */
export interface TestDatabase {
  /** Opens a store (one more handle) on this database. */
  open: () => Promise<Store>;
  /** Runs SQL (several statements allowed) on a connection of its own. */
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
  /** Tables, columns, keys and indexes as the database reports them, Kysely's own tables left out. */
  schema(): Promise<unknown>;
}

export interface Backend {
  name: string;
  flavor: Flavor;
  fresh(): Promise<TestDatabase>;
  /** SQL that leaves a database as the store before Kysely did: its schema and its version record. */
  legacy: string;
  /** Whether the pre-Kysely version record is still there. */
  hasLegacyRecord(db: TestDatabase): Promise<boolean>;
}

export function describeSchemaContract(backend: Backend): void {
  describe(`${backend.name} schema (contract)`, () => {
    const names = Object.keys(migrations(backend.flavor));
    const opened: Store[] = [];
    afterEach(async () => {
      for (const s of opened.splice(0)) await s.close();
    });
    const open = async (db: TestDatabase) => {
      const s = await db.open();
      opened.push(s);
      return s;
    };
    const applied = async (db: TestDatabase) =>
      (await db.rows<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name')).map((r) => r.name);

    it('creates the schema, records each migration and reopens without re-running them', async () => {
      const db = await backend.fresh();
      const s1 = await db.open();
      await s1.applyBlocks([block(1, transfer(1, 2, 5n))]);
      await s1.close();
      expect(await applied(db)).toEqual(names);
      const s2 = await open(db);
      expect(await s2.getMeta('extrinsicHashesFrom')).toBe('0');
      expect(await s2.lastBlock()).toEqual({ number: 1, hash: block(1).hash });
      expect((await s2.activity({ account: ALICE, limit: 10 })).length).toBe(1);
      expect(await applied(db)).toEqual(names);
    });

    it('applies each migration once when several stores open one database at the same moment', async () => {
      const db = await backend.fresh();
      const stores = await Promise.all(Array.from({ length: 4 }, () => open(db)));
      expect(await applied(db)).toEqual(names);
      await stores[0]!.applyBlocks([block(1, transfer(1, 2, 5n))]);
      expect((await stores[3]!.activity({ account: ALICE, limit: 10 })).length).toBe(1);
    });

    it('refuses a schema newer than it knows', async () => {
      const db = await backend.fresh();
      await (await db.open()).close();
      await db.exec(
        "INSERT INTO kysely_migration (name, timestamp) VALUES ('9999_from_a_newer_service', '2030-01-01T00:00:00.000Z')",
      );
      await expect(db.open()).rejects.toThrow(SchemaTooNewError);
    });

    it('upgrades a database made by the store before Kysely, keeping its rows', async () => {
      const db = await backend.fresh();
      await db.exec(backend.legacy);
      const b1 = block(1);
      await db.exec(`
        INSERT INTO meta (key, value) VALUES ('genesisHash', '0x01');
        INSERT INTO blocks (number, hash, timestamp) VALUES (1, '${b1.hash}', ${b1.timestamp});
        INSERT INTO activity (account, block, event_index, extrinsic_index, kind, direction, asset, amount,
          counterparty, details)
          VALUES ('${ALICE}', 1, 2, 1, 'swap', 'out', 'LUMI', '340282366920938463463374607431768211455', NULL,
            '{"amountIn":"5"}');
        INSERT INTO faucet_grants (address, ip, at, status) VALUES ('${ALICE}', '10.0.0.1', 1000, 'sent');`);
      const s = await open(db);
      expect(await backend.hasLegacyRecord(db)).toBe(false);
      expect(await applied(db)).toEqual(names);
      expect(await s.getMeta('genesisHash')).toBe('0x01');
      // Blocks 0 and 1 were indexed without extrinsic hashes: the indexer fills them in from the node.
      expect(await s.getMeta('extrinsicHashesFrom')).toBe('2');
      expect(await s.lastBlock()).toEqual({ number: 1, hash: b1.hash });
      expect(await s.activity({ account: ALICE, limit: 10 })).toMatchObject([
        {
          block: 1,
          eventIndex: 2,
          kind: 'swap',
          amount: '340282366920938463463374607431768211455',
          details: { amountIn: '5' },
          timestamp: 1_000,
        },
      ]);
      const grant = {
        address: ALICE,
        ip: '10.0.0.2',
        addressWindowMs: 10_000,
        ipLimit: 3,
        ipWindowMs: 10_000,
      };
      expect(await s.reserveGrant({ ...grant, now: 2_000 })).toMatchObject({ ok: false, reason: 'address' });
      const next = await s.reserveGrant({ ...grant, now: 20_000 });
      expect(next).toEqual({ ok: true, id: 2 });
      await s.applyBlocks([block(2, transfer(2, 1, 7n))]);
      expect((await s.activity({ account: ALICE, limit: 10 })).map((r) => r.block)).toEqual([2, 1]);
      // The same tables, columns, keys and indexes as a database the store creates today.
      const fresh = await backend.fresh();
      await open(fresh);
      expect(await db.schema()).toEqual(await fresh.schema());
    });
  });
}
