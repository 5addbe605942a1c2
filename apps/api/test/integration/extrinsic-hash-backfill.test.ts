// Real node + real service: a database made before store migration 2 (extrinsic hashes) is opened by the
// current service, which must fill in the hashes of the blocks indexed without them, so every old transaction
// opens by its hash (GET /api/extrinsics/:hash) exactly as a newly indexed one does.
//
// The old database is the current service's own index with migration 2 undone (its table, its meta key and
// its record in kysely_migration dropped): the 0001 schema with the rows an indexer writes, the state a
// service released before the migration left behind.
import { MultiAddress } from '@lumi/descriptors';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Included } from '../../src/chain/submit.ts';
import {
  eventually,
  getJson,
  pairs,
  send,
  waitIndexed,
  type ChainClient,
  type TestAccount,
} from '../helpers/chain.ts';
import { spawnApi, type SpawnedApi } from '../helpers/spawn-api.ts';
import { startStack, type Stack } from '../helpers/stack.ts';

let stack: Stack;
let client: ChainClient;
const started: SpawnedApi[] = [];

beforeAll(async () => {
  stack = await startStack({ name: 'hash-backfill', apiArgs: false });
  ({ client } = stack);
});

afterAll(async () => {
  for (const s of started) await s.stop();
  await stack?.stop();
});

interface HashRow {
  block: number;
  extrinsic_index: number;
  hash: string;
}

const hashRows = (db: Database.Database) =>
  db
    .prepare('SELECT block, extrinsic_index, hash FROM extrinsics ORDER BY block, extrinsic_index')
    .all() as HashRow[];

/** Undoes migration 2 on a stopped service's SQLite file: the database as the service before it left it. */
function undoHashMigration(path: string): void {
  const db = new Database(path);
  try {
    db.exec(`
      DROP TABLE extrinsics;
      DELETE FROM meta WHERE key = 'extrinsicHashesFrom';
      DELETE FROM kysely_migration WHERE name = '0002_extrinsic_hashes';`);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
      name: string;
    }[];
    expect(tables.map((t) => t.name)).not.toContain('extrinsics');
  } finally {
    db.close();
  }
}

describe('extrinsic hashes of blocks indexed before migration 2', () => {
  it('are filled in from the node, and each old transaction opens by its hash', async () => {
    const { Eve, Ferdie } = (await pairs(['Eve', 'Ferdie'])) as { Eve: TestAccount; Ferdie: TestAccount };
    const args = stack.serviceArgs('--forex-source', 'off', '--faucet', 'off');
    const transfer = (value: bigint) =>
      send(
        client,
        client.api.tx.Balances.transfer_keep_alive({ dest: MultiAddress.Id(Ferdie.address), value }),
        Eve,
      );

    const first = await spawnApi(args);
    started.push(first);
    const old: Included[] = [];
    for (let i = 0; i < 5; i++) old.push(await transfer(1_000_000_000n + BigInt(i)));
    const lastOld = old[old.length - 1]!.blockNumber;
    await waitIndexed(first.url, lastOld);
    // Where each transfer sits in its block, from its events (not from any hash).
    const { body } = await getJson<{ items: { block: number; extrinsicIndex: number }[] }>(
      `${first.url}/accounts/${Ferdie.address}/activity?limit=100&type=transfer`,
    );
    await first.stop();

    // What the live indexer recorded for these blocks is what the backfill must reproduce.
    const live = new Database(stack.database, { readonly: true });
    const indexedTo = (live.prepare('SELECT max(number) AS n FROM blocks').get() as { n: number }).n;
    const recorded = hashRows(live);
    live.close();
    expect(indexedTo).toBeGreaterThanOrEqual(lastOld);
    // Every block after genesis has at least its timestamp inherent; genesis has no body.
    expect([...new Set(recorded.map((r) => r.block))]).toEqual(
      Array.from({ length: indexedTo }, (_, i) => i + 1),
    );
    undoHashMigration(stack.database);

    const second = await spawnApi(args);
    started.push(second);
    // A transaction after the upgrade is indexed with its hash as it lands.
    const fresh = await transfer(2_000_000_000n);

    for (const included of [...old, fresh]) {
      const row = body.items.find((item) => item.block === included.blockNumber);
      const found = await eventually(`GET /extrinsics/${included.txHash}`, async () => {
        const answer = await getJson(`${second.url}/extrinsics/${included.txHash}`);
        return answer.status === 200 ? answer.body : undefined;
      });
      expect(found).toMatchObject({
        hash: included.txHash,
        blockNumber: included.blockNumber,
        blockHash: included.blockHash,
      });
      if (row) expect(found).toMatchObject({ index: row.extrinsicIndex });
    }
    expect(body.items.filter((item) => old.some((o) => o.blockNumber === item.block))).toHaveLength(
      old.length,
    );

    await waitIndexed(second.url, fresh.blockNumber);
    const after = new Database(stack.database, { readonly: true });
    try {
      await eventually('the backfill to finish', async () => {
        const meta = after.prepare("SELECT value FROM meta WHERE key = 'extrinsicHashesFrom'").get() as
          { value: string } | undefined;
        return meta?.value === '0' ? true : undefined;
      });
      // Exactly the rows the live indexer had written for the old blocks: same blocks, indices and hashes.
      expect(hashRows(after).filter((r) => r.block <= indexedTo)).toEqual(recorded);
    } finally {
      after.close();
    }
  });
});
