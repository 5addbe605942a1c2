// `--state-pruning <N>` on a spawned node (manual sealing, every block final at once, blocks made with
// dev_newBlock): pruned state answers polkadot-sdk's error on every path that reads it, kept blocks' read
// proofs verify with polkadot-api's proof checker against their headers, the database's trie nodes and state
// rows stop growing with the chain (unlike an archive node's), chainHead pins and dev snapshots keep their
// blocks, and a restart keeps pruning (and refuses to switch the database to archive).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { validateProofs } from '@polkadot-api/substrate-bindings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';
import { WsRpc, rpcError } from '../helpers/ws-client.ts';
import { until } from '@lumi/node/testing/until';

const KEEP = 4;
// twox128("System") ++ twox128("Account"): every account's key starts with it.
const ACCOUNTS = '0x26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9';
// twox128("Balances") ++ twox128("TotalIssuance").
const ISSUANCE = '0xc2261276cc9d1f8598ea4b6a74b15c2f57c875e4cff74148e4628f264b974c80';

const dir = mkdtempSync(join(tmpdir(), 'lumi-pruning-'));
const archiveDir = mkdtempSync(join(tmpdir(), 'lumi-archive-'));
const args = (base: string, pruning?: string) => [
  '--dev',
  '--base-path',
  base,
  '--sealing',
  'manual',
  '--finality-lag-blocks',
  '0',
  ...(pruning ? ['--state-pruning', pruning] : []),
];
let node: SpawnedNode;
let rpc: WsRpc;

beforeAll(async () => {
  node = await spawnNode(args(dir, String(KEEP)));
  rpc = await WsRpc.connect(node.wsUrl);
});
afterAll(async () => {
  await rpc?.close();
  await node?.stop();
  rmSync(dir, { recursive: true, force: true });
  rmSync(archiveDir, { recursive: true, force: true });
});

const discarded = (hash: string) => `UnknownBlock: State already discarded for ${hash}`;

async function expectDiscarded(method: string, params: unknown[], hash: string): Promise<void> {
  const e = await rpcError(rpc.call(method, params));
  expect({ method, code: e.code, message: e.message }).toEqual({
    method,
    code: 4003,
    message: `4003: Client error: ${discarded(hash)}`,
  });
}

async function best(): Promise<{ hash: string; number: number }> {
  const hash = await rpc.call<string>('chain_getBlockHash');
  const header = await rpc.call<{ number: string }>('chain_getHeader', [hash]);
  return { hash, number: Number(header.number) };
}

const hashAt = (n: number) => rpc.call<string>('chain_getBlockHash', [n]);

type Event = Record<string, unknown>;
/** Resolves once `probe` answers; each retry is a round trip to the node, never a timer. */

/** The lowest block whose state a node's database holds whole, as far as its prune thread has swept. */
function sweptFrom(base: string): number {
  const db = new Database(join(base, 'chains', 'dev', 'db', 'lumi.sqlite'), { readonly: true });
  try {
    const row = db.prepare(`SELECT value FROM meta WHERE key = 'state_kept_from'`).get() as
      { value: string } | undefined;
    return row ? Number(row.value) : 0;
  } finally {
    db.close();
  }
}

/** Trie node and state row counts in a node's database, read beside the running node (SQLite WAL). */
function counts(base: string): { nodes: number; rows: number } {
  const db = new Database(join(base, 'chains', 'dev', 'db', 'lumi.sqlite'), { readonly: true });
  try {
    const one = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    // Whichever table holds them: blocks write into the recent ones, which the store's thread merges.
    return {
      nodes: one(
        'SELECT COUNT(*) AS n FROM (SELECT path, hash FROM trie_node UNION SELECT path, hash FROM trie_recent)',
      ),
      rows: one('SELECT (SELECT COUNT(*) FROM state) + (SELECT COUNT(*) FROM state_recent) AS n'),
    };
  } finally {
    db.close();
  }
}

describe('a node with --state-pruning', () => {
  it('answers "State already discarded" for pruned blocks on every state path', async () => {
    await rpc.call('dev_newBlock', [{ count: 12 }]);
    const genesis = await hashAt(0);
    const one = await hashAt(1);
    const { number } = await best();
    const accountKey = (await rpc.call<string[]>('state_getKeysPaged', [ACCOUNTS, 1]))[0]!;

    for (const hash of [genesis, one]) {
      await expectDiscarded('state_getStorage', [ISSUANCE, hash], hash);
      await expectDiscarded('state_getReadProof', [[accountKey], hash], hash);
      await expectDiscarded('state_call', ['Core_version', '0x', hash], hash);
      await expectDiscarded('state_getKeysPaged', [ACCOUNTS, 10, null, hash], hash);
      await expectDiscarded('state_getMetadata', [hash], hash);
      await expectDiscarded('state_getRuntimeVersion', [hash], hash);
      await expectDiscarded('state_queryStorageAt', [[ISSUANCE], hash], hash);
    }
    // Headers and bodies stay.
    expect(await rpc.call('chain_getHeader', [one])).toMatchObject({ number: '0x1' });
    expect(await rpc.call('chain_getBlock', [one])).toHaveProperty('block.extrinsics');

    // The kept window: the last KEEP finalized blocks.
    const oldest = await hashAt(number - KEEP + 1);
    expect(await rpc.call('state_getStorage', [ISSUANCE, oldest])).toMatch(/^0x/);
    const gone = await hashAt(number - KEEP);
    await expectDiscarded('state_getStorage', [ISSUANCE, gone], gone);

    // archive_v1 keeps answering what needs no state, and answers state reads as polkadot-sdk's archive code.
    expect(await rpc.call('archive_v1_finalizedHeight')).toBe(number);
    expect(await rpc.call('archive_v1_hashByHeight', [1])).toEqual([one]);
    expect(await rpc.call('archive_v1_header', [one])).toMatch(/^0x/);
    expect(await rpc.call('archive_v1_body', [one])).toBeInstanceOf(Array);
    expect(await rpc.call('archive_v1_call', [one, 'Core_version', '0x'])).toEqual({
      success: false,
      error: discarded(one),
    });
    const events: Event[] = [];
    const id = await rpc.subscribe('archive_v1_storage', [one, [{ key: ISSUANCE, type: 'value' }]], (e) =>
      events.push(e as Event),
    );
    await until('the storage error', () => events.find((e) => e.event === 'storageError'));
    rpc.unsubscribeLocal(id);
    expect(events).toEqual([{ event: 'storageError', error: discarded(one) }]);

    // A dev rewind needs the target's state.
    await expectDiscarded('dev_setHead', [1], one);
  });

  it("gives read proofs at every kept block that verify against the block's header (polkadot-api)", async () => {
    const { number } = await best();
    const keys = [ISSUANCE, ...(await rpc.call<string[]>('state_getKeysPaged', [ACCOUNTS, 3]))];
    for (let n = number - KEEP + 1; n <= number; n++) {
      const hash = await hashAt(n);
      const header = await rpc.call<{ stateRoot: string }>('chain_getHeader', [hash]);
      const { proof } = await rpc.call<{ proof: string[] }>('state_getReadProof', [keys, hash]);
      expect(validateProofs(proof)?.rootHash, `#${n}`).toBe(header.stateRoot);
      // Accounts are 80 bytes: each value is a node of its own in the proof.
      for (const key of keys.slice(1)) {
        expect(proof).toContain(await rpc.call<string>('state_getStorage', [key, hash]));
      }
    }
  });

  it("stops the database's trie nodes and state rows from growing with the chain", async () => {
    const archive = await spawnNode(args(archiveDir));
    const archiveRpc = await WsRpc.connect(archive.wsUrl);
    try {
      const measure = async (base: string, client: WsRpc, blocks: number, pruning: boolean) => {
        const before = counts(base);
        for (let i = 0; i < blocks; i += 20) await client.call('dev_newBlock', [{ count: 20 }]);
        // The prune thread deletes beside block import: counted once it has caught up with the window
        // (every block is final at once, so the window ends at the best block).
        if (pruning) {
          const { number } = await best();
          await until('the prune thread to catch up', () => sweptFrom(base) >= number - KEEP + 1);
        }
        const after = counts(base);
        return { nodes: after.nodes - before.nodes, rows: after.rows - before.rows, after };
      };
      await measure(dir, rpc, 20, true);
      const BLOCKS = 60;
      const pruned = await measure(dir, rpc, BLOCKS, true);
      const full = await measure(archiveDir, archiveRpc, BLOCKS, false);
      console.log(
        `${BLOCKS} blocks: pruned (${KEEP} kept) +${pruned.nodes} trie nodes, +${pruned.rows} state rows ` +
          `(now ${pruned.after.nodes} / ${pruned.after.rows}); archive +${full.nodes} / +${full.rows}`,
      );
      // Each block adds one System.BlockHash entry, so the state itself grows a little; an archive node also
      // keeps every replaced version and path.
      expect(pruned.rows).toBeLessThanOrEqual(BLOCKS * 2);
      expect(pruned.nodes).toBeLessThanOrEqual(BLOCKS * 3);
      expect(full.rows).toBeGreaterThan(pruned.rows * 4);
      expect(full.nodes).toBeGreaterThan(pruned.nodes * 4);
    } finally {
      await archiveRpc.close();
      await archive.stop();
    }
  });

  it('keeps the state of blocks a chainHead follower has pinned until it unpins them', async () => {
    const events: Event[] = [];
    const id = await rpc.subscribe('chainHead_v1_follow', [false], (e) => events.push(e as Event));
    const init = await until('initialized', () => events.find((e) => e.event === 'initialized'));
    const pinned = (init.finalizedBlockHashes as string[]).at(-1)!;
    await rpc.call('dev_newBlock', [{ count: KEEP + 3 }]);
    // Without the pin this block would have left the window.
    expect(await rpc.call('state_getStorage', [ISSUANCE, pinned])).toMatch(/^0x/);
    const op = await rpc.call<{ operationId: string }>('chainHead_v1_storage', [
      id,
      pinned,
      [{ key: ISSUANCE, type: 'value' }],
      null,
    ]);
    await until('the storage answer', () =>
      events.find((e) => e.event === 'operationStorageDone' && e.operationId === op.operationId),
    );
    const items = events.find((e) => e.event === 'operationStorageItems') as { items: unknown[] };
    expect(items.items).toHaveLength(1);

    const all = (await until('pinned blocks', () => events)).flatMap((e) =>
      e.event === 'initialized'
        ? (e.finalizedBlockHashes as string[])
        : e.event === 'newBlock'
          ? [e.blockHash as string]
          : [],
    );
    const { number } = await best();
    await rpc.call('chainHead_v1_unpin', [id, all.filter((h) => h !== pinned)]);
    await rpc.call('chainHead_v1_unpin', [id, pinned]);
    await rpc.call('dev_newBlock');
    expect(number).toBeGreaterThan(KEEP);
    await expectDiscarded('state_getStorage', [ISSUANCE, pinned], pinned);
    await rpc.call('chainHead_v1_unfollow', [id]);
  });

  it('keeps a snapshot block, so dev_revert goes back to it however many blocks follow', async () => {
    const snapBlock = await best();
    const snapshot = await rpc.call<string>('dev_snapshot');
    const issuance = await rpc.call<string>('state_getStorage', [ISSUANCE]);
    await rpc.call('dev_newBlock');
    // Written into the block after the snapshot's (overrides go into the best block's state in place).
    await rpc.call('dev_setStorage', [[[ISSUANCE, '0x01000000000000000000000000000000']]]);
    await rpc.call('dev_newBlock', [{ count: KEEP + 5 }]);
    expect(await rpc.call('state_getStorage', [ISSUANCE, snapBlock.hash])).toBe(issuance);
    expect(await rpc.call('dev_revert', [snapshot])).toBe(true);
    expect(await best()).toEqual(snapBlock);
    expect(await rpc.call('state_getStorage', [ISSUANCE])).toBe(issuance);
    // Released with the snapshot: the window moves on past it.
    await rpc.call('dev_newBlock', [{ count: KEEP + 1 }]);
    await expectDiscarded('state_getStorage', [ISSUANCE, snapBlock.hash], snapBlock.hash);
  });

  it('keeps pruning after a restart, and refuses to turn the database into an archive', async () => {
    const before = await best();
    const oldHash = await hashAt(before.number - KEEP);
    await rpc.close();
    await node.stop();

    await expect(spawnNode(args(dir, 'archive'))).rejects.toThrow(/cannot switch to 'archive'/);

    node = await spawnNode(args(dir, String(KEEP)));
    rpc = await WsRpc.connect(node.wsUrl);
    expect(await best()).toEqual(before);
    await expectDiscarded('state_getStorage', [ISSUANCE, oldHash], oldHash);
    const next = await rpc.call<string>('dev_newBlock', [{ count: KEEP + 2 }]);
    const header = await rpc.call<{ stateRoot: string }>('chain_getHeader', [next]);
    const keys = [ISSUANCE, ...(await rpc.call<string[]>('state_getKeysPaged', [ACCOUNTS, 3]))];
    const { proof } = await rpc.call<{ proof: string[] }>('state_getReadProof', [keys, next]);
    expect(validateProofs(proof)?.rootHash).toBe(header.stateRoot);
    const dropped = await hashAt(before.number + 1);
    await expectDiscarded('state_getStorage', [ISSUANCE, dropped], dropped);
  });
});
