// The Store contract: what every store implementation must do, run against each (sqlite.test.ts,
// postgres.test.ts). `freshDatabase` gives an empty database and a way to open handles on it; several handles
// on one database share its data, like several service processes would.
import { afterEach, describe, expect, it } from 'vitest';
import { InvalidRecordError } from '../../src/store/errors.ts';
import type { ActivityRecord, GrantRequest, IndexedBlock, Store } from '../../src/store/types.ts';

export type OpenHandle = () => Promise<Store>;

export const ALICE = `0x${'aa'.repeat(32)}`;
export const BOB = `0x${'bb'.repeat(32)}`;
const FEEDER = `0x${'fe'.repeat(32)}`;
const HOUR = 3_600_000;
const U128_MAX = (1n << 128n) - 1n;

export function transfer(block: number, eventIndex: number, amount: bigint): ActivityRecord[] {
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

export function block(number: number, activity: ActivityRecord[] = []): IndexedBlock {
  return {
    number,
    hash: `0x${number.toString(16).padStart(64, '0')}`,
    timestamp: 1_000 * number,
    activity,
    pools: [],
    poolSnapshots: [],
    swaps: [],
    forex: [],
    extrinsicHashes: [],
  };
}

/** A 32-byte hash that says which test value it is. */
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, 'a')}`;

/** A block with one row of every kind: a pool, its snapshot, a swap, a forex update and a swap activity row. */
function fullBlock(number: number, amount: bigint, lpToken = 0): IndexedBlock {
  return {
    ...block(number, transfer(number, 1, amount)),
    pools: [{ lpToken, asset1: 'native', asset2: '1', account: `0x${'0c'.repeat(32)}` }],
    poolSnapshots: [
      {
        lpToken,
        block: number,
        reserve1: amount.toString(),
        reserve2: (amount / 2n).toString(),
        lpSupply: amount.toString(),
        lpFee: 3,
      },
    ],
    swaps: [
      {
        lpToken,
        block: number,
        eventIndex: 3,
        hop: 0,
        sideIn: 1,
        amountIn: amount.toString(),
        amountOut: (amount / 3n).toString(),
        lpFee: 3,
      },
    ],
    forex: [
      {
        currency: 'PHP',
        block: number,
        rate: amount.toString(),
        feedTimestamp: number * 1_000,
        sender: FEEDER,
      },
    ],
  };
}

const grant = (address: string, ip: string, now: number, ipLimit = 3): GrantRequest => ({
  address,
  ip,
  now,
  addressWindowMs: HOUR,
  ipLimit,
  ipWindowMs: HOUR,
});

async function counts(s: Store, lpToken = 0) {
  return {
    alice: (await s.activity({ account: ALICE, limit: 100 })).length,
    bob: (await s.activity({ account: BOB, limit: 100 })).length,
    pools: (await s.pools()).length,
    snapshots: (await s.poolSnapshots(lpToken, 0, Number.MAX_SAFE_INTEGER)).length,
    swaps: (await s.swaps(lpToken, 0, Number.MAX_SAFE_INTEGER)).length,
    forex: (await s.forexHistory('PHP', 0, Number.MAX_SAFE_INTEGER)).length,
  };
}

export function describeStoreContract(name: string, freshDatabase: () => Promise<OpenHandle>): void {
  describe(`${name} store (contract)`, () => {
    const opened: Store[] = [];
    afterEach(async () => {
      for (const s of opened.splice(0)) await s.close();
    });
    /** Handles on one fresh database. */
    const database = async () => {
      const open = await freshDatabase();
      return async () => {
        const s = await open();
        opened.push(s);
        return s;
      };
    };
    const newStore = async () => (await database())();

    it('keeps meta values and overwrites them', async () => {
      const s = await newStore();
      expect(await s.getMeta('genesisHash')).toBeUndefined();
      await s.setMeta('genesisHash', '0x01');
      await s.setMeta('genesisHash', '0x02');
      expect(await s.getMeta('genesisHash')).toBe('0x02');
    });

    it('reports the newest block, and a re-applied block with another hash replaces it', async () => {
      const s = await newStore();
      expect(await s.lastBlock()).toBeUndefined();
      await s.applyBlocks([block(1), block(2)]);
      expect(await s.lastBlock()).toEqual({ number: 2, hash: block(2).hash });
      await s.applyBlocks([{ ...block(2), hash: `0x${'ee'.repeat(32)}` }]);
      expect(await s.lastBlock()).toEqual({ number: 2, hash: `0x${'ee'.repeat(32)}` });
      await s.applyBlocks([]);
      expect(await s.lastBlock()).toEqual({ number: 2, hash: `0x${'ee'.repeat(32)}` });
    });

    it('never duplicates rows when a block is applied again', async () => {
      const s = await newStore();
      const blocks = [fullBlock(3, 700n), fullBlock(4, 800n)];
      await s.applyBlocks(blocks);
      const before = await counts(s);
      expect(before).toEqual({ alice: 2, bob: 2, pools: 1, snapshots: 2, swaps: 2, forex: 2 });
      await s.applyBlocks([...blocks, ...blocks]);
      await s.applyBlocks([blocks[1]!]);
      expect(await counts(s)).toEqual(before);
    });

    it('applies a batch all or nothing', async () => {
      const s = await newStore();
      const broken = {
        ...block(2),
        activity: [{ ...transfer(2, 1, 1n)[0]!, kind: null as unknown as 'transfer' }],
      };
      await expect(s.applyBlocks([block(1, transfer(1, 1, 1n)), broken])).rejects.toThrow();
      expect(await s.lastBlock()).toBeUndefined();
      expect(await s.activity({ account: ALICE, limit: 10 })).toEqual([]);
    });

    it('refuses amounts that are not u128 decimals, writing nothing', async () => {
      const s = await newStore();
      for (const amount of ['1.5', '-1', 'abc', (U128_MAX + 1n).toString(), '007']) {
        const bad = { ...block(2), activity: [{ ...transfer(2, 1, 1n)[0]!, amount }] };
        await expect(s.applyBlocks([block(1), bad])).rejects.toThrow(InvalidRecordError);
      }
      const badRate = { ...fullBlock(2, 5n), forex: [{ ...fullBlock(2, 5n).forex[0]!, rate: '1e3' }] };
      await expect(s.applyBlocks([badRate])).rejects.toThrow(InvalidRecordError);
      expect(await s.lastBlock()).toBeUndefined();
    });

    it('round-trips u128 maxima exactly, in every amount column and in details', async () => {
      const s = await newStore();
      const max = U128_MAX.toString();
      const b = fullBlock(7, U128_MAX);
      b.activity[0] = {
        ...b.activity[0]!,
        kind: 'swap',
        details: { amountIn: max, path: [{ amount: max }] },
      };
      b.poolSnapshots[0] = { ...b.poolSnapshots[0]!, reserve2: max };
      b.swaps[0] = { ...b.swaps[0]!, amountOut: max };
      await s.applyBlocks([b]);
      const [row] = await s.activity({ account: ALICE, limit: 1 });
      expect(row!.amount).toBe(max);
      expect(BigInt(row!.amount!)).toBe(U128_MAX);
      expect(row!.details).toEqual({ amountIn: max, path: [{ amount: max }] });
      expect(await s.latestPoolSnapshot(0)).toMatchObject({ reserve1: max, reserve2: max, lpSupply: max });
      expect((await s.swaps(0, 0, 10_000))[0]).toMatchObject({ amountIn: max, amountOut: max });
      expect((await s.forexAt('PHP', 10_000))!.rate).toBe(max);
      await s.applyBlocks([fullBlock(8, 0n)]);
      expect((await s.latestPoolSnapshot(0))!.reserve1).toBe('0');
    });

    it('pages newest first with cursors, each row exactly once, even when new blocks arrive between pages', async () => {
      const s = await newStore();
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
      const s = await newStore();
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
      const system: ActivityRecord = {
        ...fee,
        eventIndex: 0,
        extrinsicIndex: null,
        kind: 'swap',
        asset: null,
      };
      await s.applyBlocks([block(5, [...transfer(5, 2, 4n), fee, system])]);
      const fees = await s.activity({ account: ALICE, limit: 10, kinds: ['fee'] });
      expect(fees).toEqual([{ ...fee, blockHash: block(5).hash, timestamp: 5_000 }]);
      expect(await s.activity({ account: ALICE, limit: 10, kinds: ['liquidity_added'] })).toEqual([]);
      const two = await s.activity({ account: ALICE, limit: 10, kinds: ['swap', 'transfer'] });
      expect(two.map((r) => [r.kind, r.extrinsicIndex, r.asset])).toEqual([
        ['transfer', 1, 'LUMI'],
        ['swap', null, null],
      ]);
      const page = await s.activity({
        account: ALICE,
        limit: 10,
        kinds: ['fee', 'swap'],
        before: { block: 5, eventIndex: 9 },
      });
      expect(page.map((r) => r.eventIndex)).toEqual([0]);
      expect(await s.activity({ account: `0x${'01'.repeat(32)}`, limit: 10 })).toEqual([]);
    });

    it('keeps the first sighting of a pool and lists pools by LP token', async () => {
      const s = await newStore();
      await s.applyBlocks([fullBlock(2, 10n, 5), fullBlock(3, 10n, 1)]);
      const renamed = fullBlock(4, 10n, 5);
      renamed.pools[0] = { ...renamed.pools[0]!, asset2: '9' };
      await s.applyBlocks([renamed]);
      expect(await s.pools()).toEqual([
        { lpToken: 1, asset1: 'native', asset2: '1', account: `0x${'0c'.repeat(32)}` },
        { lpToken: 5, asset1: 'native', asset2: '1', account: `0x${'0c'.repeat(32)}` },
      ]);
    });

    it('answers pool snapshots and swaps by time: latest, in a range, in force at a time', async () => {
      const s = await newStore();
      await s.applyBlocks([1, 2, 3, 4].map((n) => fullBlock(n, BigInt(n) * 1000n)));
      expect(await s.latestPoolSnapshot(0)).toEqual({
        lpToken: 0,
        block: 4,
        reserve1: '4000',
        reserve2: '2000',
        lpSupply: '4000',
        lpFee: 3,
        timestamp: 4_000,
      });
      expect(await s.latestPoolSnapshot(9)).toBeUndefined();
      expect((await s.poolSnapshots(0, 2_000, 3_000)).map((p) => p.block)).toEqual([2, 3]);
      expect((await s.poolSnapshotAt(0, 3_500))!.block).toBe(3);
      expect(await s.poolSnapshotAt(0, 999)).toBeUndefined();
      // By block: the state at the end of that block, or of the last block before it that changed the pool.
      expect((await s.poolSnapshotAtBlock(0, 3))!.block).toBe(3);
      expect((await s.poolSnapshotAtBlock(0, 99))!.block).toBe(4);
      expect(await s.poolSnapshotAtBlock(0, 0)).toBeUndefined();
      const swaps = await s.swaps(0, 2_000, 4_000);
      expect(swaps.map((w) => w.block)).toEqual([2, 3, 4]);
      expect(swaps[0]).toEqual({
        lpToken: 0,
        block: 2,
        eventIndex: 3,
        hop: 0,
        sideIn: 1,
        amountIn: '2000',
        amountOut: '666',
        lpFee: 3,
        timestamp: 2_000,
      });
      // A re-applied snapshot of the same block replaces the old values.
      const again = fullBlock(4, 4000n);
      again.poolSnapshots[0] = { ...again.poolSnapshots[0]!, reserve1: '1' };
      await s.applyBlocks([again]);
      expect((await s.latestPoolSnapshot(0))!.reserve1).toBe('1');
    });

    it('answers forex history, the rate in force, the currencies and which source fed a rate', async () => {
      const s = await newStore();
      const genesis = block(0);
      genesis.forex = [
        { currency: 'PHP', block: 0, rate: '58500000000000000000', feedTimestamp: 0, sender: null },
        { currency: 'EUR', block: 0, rate: '920000000000000000', feedTimestamp: 0, sender: null },
      ];
      await s.applyBlocks([genesis, fullBlock(2, 58_600_000_000_000_000_000n), fullBlock(5, 58_700n)]);
      const submission = {
        txHash: `0x${'71'.repeat(32)}`,
        blockHash: fullBlock(2, 1n).hash,
        block: 2,
        source: 'simulated',
        sender: FEEDER,
        values: { PHP: '58.6' },
        at: 2_000,
      };
      await s.recordSubmission(submission);
      // Recorded again (a retry reporting the same transaction): still one submission, the newer values.
      await s.recordSubmission({ ...submission, source: 'ecb', at: 2_001 });
      expect(await s.forexCurrencies()).toEqual(['EUR', 'PHP']);
      expect(await s.forexHistory('PHP', 0, 10_000)).toEqual([
        { block: 0, timestamp: 0, rate: '58500000000000000000', source: null },
        { block: 2, timestamp: 2_000, rate: '58600000000000000000', source: 'ecb' },
        { block: 5, timestamp: 5_000, rate: '58700', source: null },
      ]);
      expect((await s.forexHistory('PHP', 1_000, 4_999)).map((p) => p.block)).toEqual([2]);
      expect(await s.forexAt('PHP', 4_999)).toMatchObject({ block: 2, source: 'ecb' });
      expect(await s.forexAt('EUR', 10_000)).toMatchObject({ block: 0, rate: '920000000000000000' });
      expect(await s.forexAt('JPY', 10_000)).toBeUndefined();
    });

    it('finds an extrinsic by hash: its block and index, the earliest block for a repeat, none once reset', async () => {
      const s = await newStore();
      await s.applyBlocks([
        { ...block(1), extrinsicHashes: [hashOf(10), hashOf(11)] },
        { ...block(2), extrinsicHashes: [hashOf(20), hashOf(11)] },
      ]);
      expect(await s.extrinsicByHash(hashOf(11))).toEqual({
        blockNumber: 1,
        blockHash: block(1).hash,
        index: 1,
      });
      expect(await s.extrinsicByHash(hashOf(20))).toEqual({
        blockNumber: 2,
        blockHash: block(2).hash,
        index: 0,
      });
      expect(await s.extrinsicByHash(hashOf(99))).toBeUndefined();
      // Re-applying a block replaces its hashes, never duplicates them.
      await s.applyBlocks([{ ...block(1), extrinsicHashes: [hashOf(12), hashOf(11)] }]);
      expect(await s.extrinsicByHash(hashOf(10))).toBeUndefined();
      expect((await s.extrinsicByHash(hashOf(12)))?.index).toBe(0);
      // A hash not in lower-case 0x form is refused, and nothing of the batch is written.
      await expect(
        s.applyBlocks([{ ...block(3), extrinsicHashes: [hashOf(30).toUpperCase()] }]),
      ).rejects.toThrow(/extrinsic hash/);
      expect(await s.lastBlock()).toEqual({ number: 2, hash: block(2).hash });
      await s.resetChainData();
      expect(await s.extrinsicByHash(hashOf(11))).toBeUndefined();
    });

    it('fills in the hashes of blocks indexed without them and lowers the missing mark with them', async () => {
      const s = await newStore();
      await s.applyBlocks([block(1), block(2), { ...block(3), extrinsicHashes: [hashOf(30)] }]);
      await s.addExtrinsicHashes([{ number: 2, extrinsicHashes: [hashOf(20), hashOf(21)] }], 2);
      expect(await s.getMeta('extrinsicHashesFrom')).toBe('2');
      expect(await s.extrinsicByHash(hashOf(21))).toEqual({
        blockNumber: 2,
        blockHash: block(2).hash,
        index: 1,
      });
      expect((await s.extrinsicByHash(hashOf(30)))?.blockNumber).toBe(3);
      await expect(s.addExtrinsicHashes([{ number: 1, extrinsicHashes: ['0x01'] }], 0)).rejects.toThrow(
        /extrinsic hash/,
      );
      expect(await s.getMeta('extrinsicHashesFrom')).toBe('2');
    });

    it('resets indexed data and faucet grants but keeps meta', async () => {
      const s = await newStore();
      await s.applyBlocks([fullBlock(1, 1n)]);
      await s.setMeta('genesisHash', '0x01');
      await s.recordSubmission({
        txHash: '0x01',
        blockHash: block(1).hash,
        block: 1,
        source: 'file',
        sender: FEEDER,
        values: {},
        at: 1,
      });
      expect((await s.reserveGrant(grant(ALICE, '10.0.0.1', 0))).ok).toBe(true);
      await s.resetChainData();
      expect(await s.lastBlock()).toBeUndefined();
      expect(await counts(s)).toEqual({ alice: 0, bob: 0, pools: 0, snapshots: 0, swaps: 0, forex: 0 });
      expect(await s.forexCurrencies()).toEqual([]);
      expect(await s.getMeta('genesisHash')).toBe('0x01');
      expect((await s.reserveGrant(grant(ALICE, '10.0.0.1', 1))).ok).toBe(true);
      // The submission went too: a new forex row at block 1 has no source any more.
      const again = fullBlock(1, 1n);
      await s.applyBlocks([again]);
      expect((await s.forexAt('PHP', 1_000))!.source).toBeNull();
    });

    it('grants an address once per hour', async () => {
      const s = await newStore();
      const first = await s.reserveGrant(grant(ALICE, '1.1.1.1', 1_000));
      expect(first).toEqual({ ok: true, id: expect.any(Number) as unknown });
      expect(await s.reserveGrant(grant(ALICE, '2.2.2.2', 1_000 + HOUR - 1))).toEqual({
        ok: false,
        reason: 'address',
        retryAt: 1_000 + HOUR,
      });
      expect((await s.reserveGrant(grant(ALICE, '2.2.2.2', 1_000 + HOUR))).ok).toBe(true);
    });

    it('limits grants per IP within the window and says when a slot frees', async () => {
      const s = await newStore();
      for (let i = 0; i < 3; i++)
        expect((await s.reserveGrant(grant(`0x${String(i).repeat(64)}`, '9.9.9.9', i * 10))).ok).toBe(true);
      expect(await s.reserveGrant(grant(BOB, '9.9.9.9', 100))).toEqual({
        ok: false,
        reason: 'ip',
        retryAt: HOUR,
      });
      expect((await s.reserveGrant(grant(BOB, '8.8.8.8', 100))).ok).toBe(true);
      expect((await s.reserveGrant(grant(`0x${'cc'.repeat(32)}`, '9.9.9.9', HOUR + 1))).ok).toBe(true);
    });

    it('does not count a cancelled (failed) grant, and still counts a completed one', async () => {
      const s = await newStore();
      const first = await s.reserveGrant(grant(ALICE, '1.1.1.1', 0));
      if (!first.ok) throw new Error('expected a grant');
      await s.cancelGrant(first.id);
      const second = await s.reserveGrant(grant(ALICE, '1.1.1.1', 1));
      if (!second.ok) throw new Error('expected a grant after the cancelled one');
      expect(second.id).not.toBe(first.id);
      await s.completeGrant(second.id, ['0xaa', '0xbb']);
      expect(await s.reserveGrant(grant(ALICE, '1.1.1.1', 2))).toMatchObject({
        ok: false,
        reason: 'address',
      });
    });

    /** Twelve reservations at once, alternating between two handles on one fresh database. */
    const reserveConcurrently = async (request: (i: number) => GrantRequest) => {
      const open = await database();
      const handles = [await open(), await open()];
      return Promise.all(Array.from({ length: 12 }, (_, i) => handles[i % 2]!.reserveGrant(request(i))));
    };

    it('lets exactly one of many concurrent requests for one address through, across handles', async () => {
      const results = await reserveConcurrently((i) => grant(ALICE, `10.0.0.${i}`, 5_000 + i, 100));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok && r.reason === 'address')).toHaveLength(11);
    });

    it('lets exactly the IP limit of many concurrent requests from one IP through, across handles', async () => {
      const address = (i: number) => `0x${i.toString(16).padStart(64, '0')}`;
      const results = await reserveConcurrently((i) => grant(address(i), '7.7.7.7', 5_000 + i));
      expect(results.filter((r) => r.ok)).toHaveLength(3);
      expect(results.filter((r) => !r.ok && r.reason === 'ip')).toHaveLength(9);
    });

    it('sees through one handle what another wrote, and closes idempotently', async () => {
      const open = await database();
      const a = await open();
      const b = await open();
      await a.applyBlocks([fullBlock(1, 5n)]);
      expect(await b.lastBlock()).toEqual({ number: 1, hash: block(1).hash });
      await a.close();
      await a.close();
    });
  });
}
