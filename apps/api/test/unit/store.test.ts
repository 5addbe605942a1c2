import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/store/migrations.ts';
import { SchemaTooNewError, openSqliteStore } from '../../src/store/sqlite.ts';
import type { ActivityRecord, IndexedBlock } from '../../src/store/types.ts';

const ALICE = `0x${'aa'.repeat(32)}`;
const BOB = `0x${'bb'.repeat(32)}`;
const HOUR = 3_600_000;

function transfer(block: number, eventIndex: number, amount: bigint): ActivityRecord[] {
  const base = {
    block,
    eventIndex,
    extrinsicIndex: 1,
    kind: 'transfer' as const,
    asset: 'LUMI',
    amount: amount.toString(),
    details: null,
  };
  return [
    { ...base, account: ALICE, direction: 'out', counterparty: BOB },
    { ...base, account: BOB, direction: 'in', counterparty: ALICE },
  ];
}

function block(number: number, activity: ActivityRecord[] = []): IndexedBlock {
  return {
    number,
    hash: `0x${number.toString(16).padStart(64, '0')}`,
    timestamp: 1_000 * number,
    activity,
    pools: [],
    poolSnapshots: [],
    swaps: [],
    forex: [],
  };
}

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('SQLite store', () => {
  it('creates the schema, records its version and reopens without re-running migrations', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lumi-api-store-'));
    dirs.push(dir);
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

  it('never duplicates rows when a block is applied again', async () => {
    const s = openSqliteStore(':memory:');
    const b = block(3, transfer(3, 1, 7n));
    await s.applyBlocks([b]);
    await s.applyBlocks([b, b]);
    expect(await s.activity({ account: ALICE, limit: 10 })).toHaveLength(1);
    expect(await s.activity({ account: BOB, limit: 10 })).toHaveLength(1);
  });

  it('applies a batch all or nothing', async () => {
    const s = openSqliteStore(':memory:');
    const broken = {
      ...block(2),
      activity: [{ ...transfer(2, 1, 1n)[0]!, kind: null as unknown as 'transfer' }],
    };
    await expect(s.applyBlocks([block(1, transfer(1, 1, 1n)), broken])).rejects.toThrow();
    expect(await s.lastBlock()).toBeUndefined();
    expect(await s.activity({ account: ALICE, limit: 10 })).toEqual([]);
  });

  it('pages newest first with cursors, each row exactly once, even when new blocks arrive between pages', async () => {
    const s = openSqliteStore(':memory:');
    const blocks = Array.from({ length: 20 }, (_, i) =>
      block(i + 1, [...transfer(i + 1, 1, BigInt(i)), ...transfer(i + 1, 4, BigInt(100 + i))]),
    );
    await s.applyBlocks(blocks);
    const seen: string[] = [];
    let before: { block: number; eventIndex: number } | undefined;
    for (let page = 0; page < 20; page++) {
      const rows = await s.activity({ account: ALICE, before, limit: 7 });
      if (rows.length === 0) break;
      seen.push(...rows.map((r) => `${r.block}-${r.eventIndex}`));
      const last = rows[rows.length - 1]!;
      before = { block: last.block, eventIndex: last.eventIndex };
      if (page === 0) await s.applyBlocks([block(21, transfer(21, 1, 999n))]);
    }
    const expected = blocks.flatMap((b) => [`${b.number}-1`, `${b.number}-4`]).reverse();
    expect(seen).toEqual(expected);
  });

  it('filters activity by kind and joins the block hash and time', async () => {
    const s = openSqliteStore(':memory:');
    const fee: ActivityRecord = {
      account: ALICE,
      block: 5,
      eventIndex: 9,
      extrinsicIndex: 1,
      kind: 'fee',
      direction: 'out',
      asset: 'LUMI',
      amount: '3',
      counterparty: null,
      details: { tip: '0' },
    };
    await s.applyBlocks([block(5, [...transfer(5, 2, 4n), fee])]);
    const fees = await s.activity({ account: ALICE, limit: 10, kinds: ['fee'] });
    expect(fees).toEqual([{ ...fee, blockHash: block(5).hash, timestamp: 5_000 }]);
    expect(await s.activity({ account: ALICE, limit: 10, kinds: ['swap'] })).toEqual([]);
  });

  it('resets indexed data and faucet grants but keeps meta', async () => {
    const s = openSqliteStore(':memory:');
    await s.applyBlocks([block(1, transfer(1, 1, 1n))]);
    await s.setMeta('genesisHash', '0x01');
    await s.reserveGrant({
      address: ALICE,
      ip: '10.0.0.1',
      now: 0,
      addressWindowMs: HOUR,
      ipLimit: 5,
      ipWindowMs: HOUR,
    });
    await s.resetChainData();
    expect(await s.lastBlock()).toBeUndefined();
    expect(await s.getMeta('genesisHash')).toBe('0x01');
    expect(
      (
        await s.reserveGrant({
          address: ALICE,
          ip: '10.0.0.1',
          now: 1,
          addressWindowMs: HOUR,
          ipLimit: 5,
          ipWindowMs: HOUR,
        })
      ).ok,
    ).toBe(true);
  });
});

describe('faucet rate limits', () => {
  const req = (address: string, ip: string, now: number) => ({
    address,
    ip,
    now,
    addressWindowMs: HOUR,
    ipLimit: 3,
    ipWindowMs: HOUR,
  });

  it('grants an address once per hour', async () => {
    const s = openSqliteStore(':memory:');
    expect(await s.reserveGrant(req(ALICE, '1.1.1.1', 1_000))).toEqual({ ok: true, id: 1 });
    expect(await s.reserveGrant(req(ALICE, '2.2.2.2', 1_000 + HOUR - 1))).toEqual({
      ok: false,
      reason: 'address',
      retryAt: 1_000 + HOUR,
    });
    expect((await s.reserveGrant(req(ALICE, '2.2.2.2', 1_000 + HOUR))).ok).toBe(true);
  });

  it('limits grants per IP within the window and says when a slot frees', async () => {
    const s = openSqliteStore(':memory:');
    for (let i = 0; i < 3; i++)
      expect((await s.reserveGrant(req(`0x${String(i).repeat(64)}`, '9.9.9.9', i * 10))).ok).toBe(true);
    expect(await s.reserveGrant(req(BOB, '9.9.9.9', 100))).toEqual({
      ok: false,
      reason: 'ip',
      retryAt: HOUR,
    });
    expect((await s.reserveGrant(req(BOB, '8.8.8.8', 100))).ok).toBe(true);
    expect((await s.reserveGrant(req(`0x${'cc'.repeat(32)}`, '9.9.9.9', HOUR + 1))).ok).toBe(true);
  });

  it('does not count a cancelled (failed) grant', async () => {
    const s = openSqliteStore(':memory:');
    const first = await s.reserveGrant(req(ALICE, '1.1.1.1', 0));
    if (!first.ok) throw new Error('expected a grant');
    await s.cancelGrant(first.id);
    expect((await s.reserveGrant(req(ALICE, '1.1.1.1', 1))).ok).toBe(true);
  });
});
