// The dev_* controls against a spawned node in manual sealing, with @polkadot/api signing and reading and a
// bare WebSocket client for the calls and subscriptions: every method, bad input, gating without --dev.
import '@polkadot/api-augment';
import { ApiPromise, WsProvider } from '@polkadot/api';
import { validateProofs } from '@polkadot-api/substrate-bindings';
import { u8aToHex } from '@polkadot/util';
import { blake2AsHex } from '@polkadot/util-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevAccounts, devAccounts } from '../helpers/accounts.ts';
import { type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';
import { type RpcCallError, WsRpc, rpcError } from '../helpers/ws-client.ts';
import { until } from '@lumi/node/testing/until';

let node: SpawnedNode;
let api: ApiPromise;
let rpc: WsRpc;
let acc: DevAccounts;

const LUMI = 10n ** 12n;
const HASH_RE = /^0x[0-9a-f]{64}$/;

beforeAll(async () => {
  acc = await devAccounts();
  node = await spawnNode(['--dev', '--tmp', '--sealing', 'manual', '--finality-lag-blocks', '1']);
  api = await ApiPromise.create({ provider: new WsProvider(node.wsUrl), noInitWarn: true });
  rpc = await WsRpc.connect(node.wsUrl);
});
afterAll(async () => {
  await rpc?.close();
  await api?.disconnect();
  await node?.stop();
});

/** The JSON-RPC error a call must fail with. */
const callFails = (method: string, params: unknown[] = []): Promise<RpcCallError> =>
  rpcError(rpc.call(method, params));

async function bestNumber(): Promise<number> {
  const header = await rpc.call<{ number: string }>('chain_getHeader');
  return Number.parseInt(header.number, 16);
}

async function free(address: string): Promise<bigint> {
  return (await api.query.system.account(address)).data.free.toBigInt();
}

/** Resolves once `check` holds, polling the node; fails after `ms`. */

async function signedTransfer(
  from = acc.alice,
  to = acc.bob.address,
  amount = LUMI,
  nonce = -1,
): Promise<string> {
  const tx = await api.tx.balances.transferKeepAlive(to, amount).signAsync(from, { nonce });
  return tx.toHex();
}

async function timestampAt(hash: string): Promise<bigint> {
  return (await (await api.at(hash)).query.timestamp.now()).toBigInt();
}

describe('dev_newBlock and manual sealing', () => {
  it('builds no block for a ready transaction until dev_newBlock, then includes it', async () => {
    const before = await bestNumber();
    const hash = await rpc.call<string>('author_submitExtrinsic', [await signedTransfer()]);
    // Instant sealing would have built the block on the node's next turn, before these answers.
    await until(
      'the transfer to be pending',
      async () => (await rpc.call<string[]>('author_pendingExtrinsics')).length === 1,
      { pollMs: 0 },
    );
    expect(await bestNumber()).toBe(before);
    expect(await rpc.call<string[]>('author_pendingExtrinsics')).toHaveLength(1);

    const head = await rpc.call<string>('dev_newBlock');
    expect(head).toMatch(HASH_RE);
    expect(await rpc.call('chain_getBlockHash')).toBe(head);
    expect(await bestNumber()).toBe(before + 1);
    const block = await rpc.call<{ block: { extrinsics: string[] } }>('chain_getBlock', [head]);
    expect(block.block.extrinsics.map((x) => blake2AsHex(x))).toContain(hash);
    expect(await rpc.call<string[]>('author_pendingExtrinsics')).toEqual([]);
  });

  it('builds `count` blocks and finalizes all but the last (--finality-lag-blocks 1)', async () => {
    const before = await bestNumber();
    const head = await rpc.call<string>('dev_newBlock', [{ count: 3 }]);
    expect(await bestNumber()).toBe(before + 3);
    expect(await rpc.call('chain_getBlockHash', [before + 3])).toBe(head);
    expect(await rpc.call('chain_getFinalizedHead')).toBe(await rpc.call('chain_getBlockHash', [before + 2]));
  });

  it('includes the given transactions only, leaving the rest of the pool', async () => {
    const nonce = (await api.rpc.system.accountNextIndex(acc.charlie.address)).toNumber();
    const other = await rpc.call<string>('author_submitExtrinsic', [await signedTransfer(acc.dave)]);
    const mine = await signedTransfer(acc.charlie, acc.eve.address, LUMI, nonce);
    const head = await rpc.call<string>('dev_newBlock', [{ transactions: [mine] }]);
    const block = await rpc.call<{ block: { extrinsics: string[] } }>('chain_getBlock', [head]);
    expect(block.block.extrinsics).toContain(mine);
    expect(block.block.extrinsics.map((x) => blake2AsHex(x))).not.toContain(other);
    expect(await rpc.call<string[]>('author_pendingExtrinsics')).toHaveLength(1);
    await rpc.call('dev_newBlock');
    expect(await rpc.call<string[]>('author_pendingExtrinsics')).toEqual([]);
  });

  it('rejects a bad transaction without adding the good ones of the same call', async () => {
    const good = await signedTransfer(acc.eve);
    const bad = `${good.slice(0, -4)}0000`;
    const before = await bestNumber();
    const e = await callFails('dev_newBlock', [{ transactions: [good, bad] }]);
    expect([1002, 1010]).toContain(e.code);
    expect(await rpc.call<string[]>('author_pendingExtrinsics')).toEqual([]);
    expect(await bestNumber()).toBe(before);
  });

  it('builds at an unsafe block height, and the chain continues from it', async () => {
    const before = await bestNumber();
    const head = await rpc.call<string>('dev_newBlock', [{ unsafeBlockHeight: before + 100 }]);
    expect(await bestNumber()).toBe(before + 100);
    expect(await rpc.call('chain_getBlockHash', [before + 100])).toBe(head);
    expect(await rpc.call('chain_getBlockHash', [before + 50])).toBeNull();
    await rpc.call('dev_newBlock');
    expect(await bestNumber()).toBe(before + 101);
    expect((await api.query.system.number()).toNumber()).toBe(before + 101);
  });

  it.each([
    [[{ count: 0 }], 'expected at least 1 block'],
    [[{ count: 1.5 }], 'whole number'],
    [[{ count: 1_000_000 }], 'at most 1000'],
    [[{ dmp: [] }], 'params'],
    [[{ transactions: ['0xzz'] }], 'hex'],
    [['three'], 'expected {count?'],
  ])('answers dev_newBlock(%j) with -32602', async (params, message) => {
    const before = await bestNumber();
    const e = await callFails('dev_newBlock', params);
    expect(e.code).toBe(-32602);
    expect(e.message).toContain(message);
    expect(await bestNumber()).toBe(before);
  });

  it('refuses an unsafe block height at or below the next block', async () => {
    const e = await callFails('dev_newBlock', [{ unsafeBlockHeight: await bestNumber() }]);
    expect(e.code).toBe(-32602);
  });
});

describe('dev_setStorage', () => {
  it('sets System.Account, Balances.TotalIssuance, Assets and Timestamp from {Pallet: {Item: value}}', async () => {
    const fresh = acc.keyring.addFromUri('//DevControlsFresh').address;
    const asset = (await api.query.assets.asset(1)).unwrap().toJSON() as Record<string, unknown>;
    const head = await rpc.call<string>('dev_setStorage', [
      {
        System: {
          Account: [[[fresh], { nonce: 7, providers: 1, data: { free: (123n * LUMI).toString() } }]],
        },
        Balances: { TotalIssuance: (42_000_000n * LUMI).toString() },
        Assets: {
          Account: [[[1, fresh], { balance: 5_000_000, status: 'Liquid', reason: 'Sufficient' }]],
          Asset: [[[1], { ...asset, supply: 999 }]],
        },
        Timestamp: { Now: 1_700_000_000_000 },
      },
    ]);
    expect(head).toBe(await rpc.call('chain_getBlockHash'));
    const info = await api.query.system.account(fresh);
    expect(info.nonce.toNumber()).toBe(7);
    expect(info.data.free.toBigInt()).toBe(123n * LUMI);
    expect((await api.query.balances.totalIssuance()).toBigInt()).toBe(42_000_000n * LUMI);
    expect((await api.query.assets.account(1, fresh)).unwrap().balance.toBigInt()).toBe(5_000_000n);
    expect((await api.query.assets.asset(1)).unwrap().supply.toBigInt()).toBe(999n);
    expect((await api.query.timestamp.now()).toBigInt()).toBe(1_700_000_000_000n);
  });

  it('writes raw pairs, and the next block commits to them in its state root', async () => {
    const key = api.query.system.account.key(acc.ferdie.address);
    const value = api
      .createType('FrameSystemAccountInfo', { providers: 1, data: { free: 77n * LUMI } })
      .toHex();
    await rpc.call('dev_setStorage', [[[key, value]]]);
    expect(await free(acc.ferdie.address)).toBe(77n * LUMI);
    const head = await rpc.call<string>('dev_newBlock');
    const header = await api.rpc.chain.getHeader(head);
    const proof = await api.rpc.state.getReadProof([key], head);
    const verified = validateProofs(proof.proof.map((p) => p.toHex()));
    expect(verified).not.toBeNull();
    expect(verified!.rootHash).toBe(header.stateRoot.toHex());
    expect(await rpc.call('state_getStorage', [key, head])).toBe(value);
  });

  it('reports a written key to a storage subscriber', async () => {
    const key = api.query.balances.totalIssuance.key();
    const seen: unknown[] = [];
    const id = await rpc.subscribe('state_subscribeStorage', [[key]], (r) => seen.push(r));
    await until('the initial value', () => seen.length === 1, { pollMs: 0 });
    // One planck more than there is: fees are burned from the issuance, so it must stay realistic.
    const issuance = (await api.query.balances.totalIssuance()).toBigInt() + 1n;
    await rpc.call('dev_setStorage', [{ Balances: { TotalIssuance: issuance.toString() } }]);
    await until('the change', () => seen.length === 2, { pollMs: 0 });
    expect((seen[1] as { changes: [string, string][] }).changes).toEqual([
      [key, u8aToHex(api.createType('u128', issuance).toU8a())],
    ]);
    await rpc.call('state_unsubscribeStorage', [id]);
  });

  it.each([
    [[{ Nope: { Account: [] } }], "unknown pallet 'Nope'"],
    [[{ System: { Nope: 1 } }], "unknown storage item 'Nope' in pallet 'System'"],
    [[{ System: { toString: 1 } }], "unknown storage item 'toString'"],
    [[{ System: { Account: 5 } }], 'a map takes a list'],
    [[{ Balances: { TotalIssuance: 'lots' } }], 'Balances.TotalIssuance'],
    [[[['0x12', '0xzz']]], 'hex'],
    [['nonsense'], 'expected'],
    [[[['0x', '0x00']]], 'empty storage key'],
  ])('answers dev_setStorage(%j) with -32602 and changes nothing', async (params, message) => {
    const before = await free(acc.alice.address);
    const e = await callFails('dev_setStorage', params);
    expect(e.code).toBe(-32602);
    expect(e.message).toContain(message);
    expect(await free(acc.alice.address)).toBe(before);
  });

  it('applies none of a call whose last entry is bad', async () => {
    const before = await free(acc.alice.address);
    const e = await callFails('dev_setStorage', [
      { System: { Account: [[[acc.alice.address], { data: { free: 1 } }]] }, Nope: { X: 1 } },
    ]);
    expect(e.code).toBe(-32602);
    const key = api.query.system.account.key(acc.alice.address);
    const e2 = await callFails('dev_setStorage', [
      [
        [key, '0x00'],
        ['0x1234', 'nope'],
      ],
    ]);
    expect(e2.code).toBe(-32602);
    expect(await free(acc.alice.address)).toBe(before);
  });

  it('sets only the best block', async () => {
    const genesis = await rpc.call<string>('chain_getBlockHash', [0]);
    expect((await callFails('dev_setStorage', [[], genesis])).code).toBe(-32602);
  });
});

describe('dev_timeTravel', () => {
  it('moves the next block timestamp forward to a date and back to a timestamp', async () => {
    const future = Date.parse('2030-01-01T00:00:00Z');
    expect(await rpc.call('dev_timeTravel', ['2030-01-01T00:00:00Z'])).toBe(future);
    const a = await timestampAt(await rpc.call<string>('dev_newBlock'));
    expect(a).toBeGreaterThanOrEqual(BigInt(future));
    expect(a).toBeLessThan(BigInt(future + 60_000));

    const past = Date.parse('2021-06-01T00:00:00Z');
    expect(await rpc.call('dev_timeTravel', [past])).toBe(past);
    const b = await timestampAt(await rpc.call<string>('dev_newBlock'));
    expect(b).toBeGreaterThanOrEqual(BigInt(past));
    expect(b).toBeLessThan(BigInt(past + 60_000));
    // Back to the present for the rest of the suite.
    await rpc.call('dev_timeTravel', [Date.now()]);
  });

  it.each([[['not a date']], [[-1]], [[1.5]], [[true]], [[]]])(
    'answers dev_timeTravel(%j) with -32602',
    async (params) => {
      expect((await callFails('dev_timeTravel', params)).code).toBe(-32602);
    },
  );
});

describe('dev_setHead', () => {
  it('moves the head back; new-head and chainHead subscribers see it, and the chain goes on from there', async () => {
    await rpc.call('dev_newBlock', [{ count: 3 }]);
    const top = await bestNumber();
    const target = await rpc.call<string>('chain_getBlockHash', [top - 2]);
    const heads: { number: string }[] = [];
    const sub = await rpc.subscribe('chain_subscribeNewHeads', [], (h) =>
      heads.push(h as { number: string }),
    );
    const events: { event: string }[] = [];
    await rpc.subscribe('chainHead_v1_follow', [false], (e) => events.push(e as { event: string }));
    await until('subscriptions', () => heads.length === 1 && events.some((e) => e.event === 'initialized'), {
      pollMs: 0,
    });

    expect(await rpc.call('dev_setHead', [target])).toBe(target);
    await until('the new head', () => heads.length === 2 && events.some((e) => e.event === 'stop'), {
      pollMs: 0,
    });
    expect(Number.parseInt(heads[1]!.number, 16)).toBe(top - 2);
    expect(await rpc.call('chain_getBlockHash')).toBe(target);
    expect(await rpc.call('chain_getBlockHash', [top])).toBeNull();
    expect(await rpc.call('chain_getFinalizedHead')).toBe(target);

    // A number counts from genesis, a negative one back from the head.
    expect(await rpc.call('dev_setHead', [-1])).toBe(await rpc.call('chain_getBlockHash', [top - 3]));
    const next = await rpc.call<string>('dev_newBlock');
    expect(await bestNumber()).toBe(top - 2);
    expect(next).not.toBe(target);
    await rpc.call('chain_unsubscribeNewHeads', [sub]);
  });

  it("keeps a block's overrides when the head moves back to it: reads, stored proofs and the next state root", async () => {
    const key = api.query.system.account.key(acc.dave.address);
    const value = api
      .createType('FrameSystemAccountInfo', { providers: 1, data: { free: 88n * LUMI } })
      .toHex();
    await rpc.call('dev_setStorage', [[[key, value]]]);
    const base = await rpc.call<string>('chain_getBlockHash');
    // More blocks than the runtime keeps tries of: the overridden one must not be reopened from its header.
    await rpc.call('dev_newBlock', [{ count: 6 }]);
    expect(await rpc.call('dev_setHead', [base])).toBe(base);
    expect(await rpc.call('state_getStorage', [key])).toBe(value);

    const next = await rpc.call<string>('dev_newBlock');
    const proof = (await api.rpc.state.getReadProof([key], next)).proof.map((p) => p.toHex());
    expect(validateProofs(proof)!.rootHash).toBe((await api.rpc.chain.getHeader(next)).stateRoot.toHex());
    // The value is 33 bytes or more, so it is a node of its own in the proof.
    expect(proof).toContain(value);
    // The kept block's trie nodes are still there: its proof verifies against its own header, which does not
    // cover the override (its value is not added as a node the root does not reach).
    const old = (await api.rpc.state.getReadProof([key], base)).proof.map((p) => p.toHex());
    expect(validateProofs(old)!.rootHash).toBe((await api.rpc.chain.getHeader(base)).stateRoot.toHex());
    expect(old).not.toContain(value);
  });

  it.each([[[`0x${'ab'.repeat(32)}`]], [[99_999_999]], [['latest']], [[]]])(
    'answers dev_setHead(%j) with -32602',
    async (params) => {
      const before = await bestNumber();
      expect((await callFails('dev_setHead', params)).code).toBe(-32602);
      expect(await bestNumber()).toBe(before);
    },
  );
});

describe('dev_snapshot and dev_revert', () => {
  it('restores head, balances and the pool, and forgets later snapshots', async () => {
    const startHead = await rpc.call<string>('chain_getBlockHash');
    const aliceBefore = await free(acc.alice.address);
    const bobBefore = await free(acc.bob.address);
    const pending = await rpc.call<string>('author_submitExtrinsic', [await signedTransfer(acc.charlie)]);
    const snap = await rpc.call<string>('dev_snapshot');
    expect(snap).toMatch(/^0x[0-9a-f]+$/);

    const xfer = await signedTransfer(acc.alice, acc.bob.address, 10n * LUMI);
    await rpc.call<string>('dev_newBlock', [{ transactions: [xfer] }]);
    await rpc.call('dev_setStorage', [
      { System: { Account: [[[acc.alice.address], { data: { free: 1 } }]] } },
    ]);
    const later = await rpc.call<string>('dev_snapshot');
    await rpc.call('dev_newBlock', [{ count: 2 }]);
    expect(await free(acc.alice.address)).toBe(1n);
    expect(await free(acc.bob.address)).toBeGreaterThan(bobBefore);

    expect(await rpc.call('dev_revert', [snap])).toBe(true);
    expect(await rpc.call('chain_getBlockHash')).toBe(startHead);
    expect(await free(acc.alice.address)).toBe(aliceBefore);
    expect(await free(acc.bob.address)).toBe(bobBefore);
    const pool = await rpc.call<string[]>('author_pendingExtrinsics');
    expect(pool.map((x) => blake2AsHex(x))).toEqual([pending]);
    // The snapshot used and every later one are gone.
    expect(await rpc.call('dev_revert', [later])).toBe(false);
    expect(await rpc.call('dev_revert', [snap])).toBe(false);
    await rpc.call('dev_newBlock');
  });

  it.each([[['zz']], [[0]], [[]], [[{}]]])('answers dev_revert(%j) with -32602', async (params) => {
    expect((await callFails('dev_revert', params)).code).toBe(-32602);
  });
});

describe('dev_setBlockBuildMode', () => {
  it('switches to Batch (instant sealing), Instant (a block per transaction) and back to Manual', async () => {
    await rpc.call('dev_setBlockBuildMode', ['Batch']);
    const before = await bestNumber();
    const included = new Promise<void>((resolve) => {
      void api.tx.balances.transferKeepAlive(acc.bob.address, LUMI).signAndSend(acc.eve, (r) => {
        if (r.status.isInBlock) resolve();
      });
    });
    await included;
    expect(await bestNumber()).toBe(before + 1);

    await rpc.call('dev_setBlockBuildMode', ['Instant']);
    const nonce = (await api.rpc.system.accountNextIndex(acc.dave.address)).toNumber();
    const start = await bestNumber();
    await rpc.call('author_submitExtrinsic', [await signedTransfer(acc.dave, acc.bob.address, LUMI, nonce)]);
    await rpc.call('author_submitExtrinsic', [
      await signedTransfer(acc.dave, acc.bob.address, LUMI, nonce + 1),
    ]);
    await until('a block per transaction', async () => (await bestNumber()) === start + 2, { pollMs: 0 });
    expect(await rpc.call('author_pendingExtrinsics')).toEqual([]);

    await rpc.call('dev_setBlockBuildMode', [2]);
    const held = await rpc.call<string>('author_submitExtrinsic', [await signedTransfer(acc.dave)]);
    await until('pending', async () => (await rpc.call<string[]>('author_pendingExtrinsics')).length === 1, {
      pollMs: 0,
    });
    expect(await bestNumber()).toBe(start + 2);
    await rpc.call('dev_newBlock');
    expect(await rpc.call('author_pendingExtrinsics')).toEqual([]);
    expect(held).toMatch(HASH_RE);
  });

  it.each([[['Fast']], [[7]], [[]], [[null]]])(
    'answers dev_setBlockBuildMode(%j) with -32602',
    async (params) => {
      expect((await callFails('dev_setBlockBuildMode', params)).code).toBe(-32602);
    },
  );
});

describe('gating', () => {
  it('serves no dev_* method without --dev or --enable-dev-rpc', async () => {
    const plain = await spawnNode(['--chain', 'dev', '--tmp']);
    try {
      const client = await WsRpc.connect(plain.wsUrl);
      const { methods } = await client.call<{ methods: string[] }>('rpc_methods');
      expect(methods.filter((m) => m.startsWith('dev_') && m !== 'dev_getBlockStats')).toEqual([]);
      for (const m of [
        'dev_newBlock',
        'dev_setStorage',
        'dev_timeTravel',
        'dev_setHead',
        'dev_snapshot',
        'dev_revert',
        'dev_setBlockBuildMode',
      ]) {
        await expect(client.call(m, [])).rejects.toMatchObject({ code: -32601 });
      }
      await client.close();
    } finally {
      await plain.stop();
    }
  });

  it('lists every control with --dev', async () => {
    const { methods } = await rpc.call<{ methods: string[] }>('rpc_methods');
    expect(methods).toEqual(
      expect.arrayContaining([
        'dev_newBlock',
        'dev_revert',
        'dev_setBlockBuildMode',
        'dev_setHead',
        'dev_setStorage',
        'dev_snapshot',
        'dev_timeTravel',
      ]),
    );
  });
});
