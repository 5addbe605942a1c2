// @polkadot/api against a spawned node: connect, read, transfer with fees, and Substrate's errors.
import '@polkadot/api-augment';
import { ApiPromise, WsProvider } from '@polkadot/api';
import type { SubmittableExtrinsic } from '@polkadot/api/types';
import type { ISubmittableResult } from '@polkadot/types/types';
import { validateProofs } from '@polkadot-api/substrate-bindings';
import { u8aToHex } from '@polkadot/util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevAccounts, devAccounts } from '../helpers/accounts.ts';
import { type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';

let node: SpawnedNode;
let api: ApiPromise;
let acc: DevAccounts;

beforeAll(async () => {
  acc = await devAccounts();
  // Default finality delay: the client must have processed inBlock before finalized arrives.
  node = await spawnNode(['--dev', '--tmp']);
  api = await ApiPromise.create({ provider: new WsProvider(node.wsUrl), noInitWarn: true });
});
afterAll(async () => {
  await api?.disconnect();
  await node?.stop();
});

type Status = string;
/** Sends and resolves with the result once finalized (or rejects with the RPC error). */
function sendAndFinalize(
  tx: SubmittableExtrinsic<'promise'>,
  statuses: Status[] = [],
): Promise<ISubmittableResult> {
  return new Promise((resolve, reject) => {
    tx.send((result) => {
      statuses.push(result.status.type);
      if (result.status.isFinalized) resolve(result);
      if (result.status.isInvalid || result.status.isDropped || result.status.isUsurped) {
        reject(new Error(`status ${result.status.type}`));
      }
    }).catch(reject);
  });
}

async function free(address: string): Promise<bigint> {
  const info = (await api.query.system.account(address)) as unknown as {
    data: { free: { toBigInt(): bigint } };
  };
  return info.data.free.toBigInt();
}

describe('@polkadot/api against lumi-node', () => {
  it('connects and reads chain identity, constants and storage', async () => {
    expect(api.genesisHash.toHex()).toBe((await api.rpc.chain.getBlockHash(0)).toHex());
    expect((await api.rpc.system.chain()).toString()).toBe('Development');
    expect(api.registry.chainSS58).toBe(42);
    expect(api.registry.chainDecimals).toEqual([12]);
    expect(api.registry.chainTokens).toEqual(['LUMI']);
    expect(
      (api.consts.balances.existentialDeposit as unknown as { toBigInt(): bigint }).toBigInt(),
    ).toBeGreaterThan(0n);
    expect(await free(acc.alice.address)).toBeGreaterThan(0n);
  });

  it('transfers with transfer_keep_alive and charges the fee paymentInfo predicted', async () => {
    const amount = 1_234_567_890_000n;
    const [aliceBefore, bobBefore] = [await free(acc.alice.address), await free(acc.bob.address)];
    const tx = api.tx.balances.transferKeepAlive(acc.bob.address, amount);
    const info = await tx.paymentInfo(acc.alice);
    const partialFee = info.partialFee.toBigInt();
    expect(partialFee).toBeGreaterThan(0n);
    await tx.signAsync(acc.alice, { nonce: -1 });
    const statuses: Status[] = [];
    const result = await sendAndFinalize(tx, statuses);
    expect(statuses).toEqual(['Ready', 'InBlock', 'Finalized']);
    const events = result.events.map((e) => `${e.event.section}.${e.event.method}`);
    expect(events.at(-1)).toBe('system.ExtrinsicSuccess');
    const feeEvent = result.events.find(
      (e) => e.event.section === 'transactionPayment' && e.event.method === 'TransactionFeePaid',
    );
    expect(feeEvent).toBeDefined();
    const actualFee = (feeEvent!.event.data[1] as unknown as { toBigInt(): bigint }).toBigInt();
    expect(actualFee).toBe(partialFee);
    expect(await free(acc.bob.address)).toBe(bobBefore + amount);
    expect(await free(acc.alice.address)).toBe(aliceBefore - amount - actualFee);
    // The block holds the submitted bytes exactly.
    const block = await api.rpc.chain.getBlock(result.status.asFinalized);
    expect(block.block.extrinsics.map((x) => x.toHex())).toContain(tx.toHex());
  });

  it('rejects a bad signature with 1010 Transaction has a bad signature', async () => {
    const tx = await api.tx.balances
      .transferKeepAlive(acc.bob.address, 1_000_000_000n)
      .signAsync(acc.charlie, { nonce: -1 });
    const bytes = tx.toU8a();
    // Compact length (2 bytes here), version, MultiAddress (33), signature type, then the signature.
    const flipAt = 2 + 1 + 33 + 1 + 10;
    bytes[flipAt] = bytes[flipAt]! ^ 0xff;
    await expect(api.rpc.author.submitExtrinsic(u8aToHex(bytes))).rejects.toThrow(
      '1010: Invalid Transaction: Transaction has a bad signature',
    );
  });

  it('rejects a stale nonce with 1010 Transaction is outdated', async () => {
    const tx = api.tx.balances.transferKeepAlive(acc.bob.address, 1_000_000_000n);
    await tx.signAsync(acc.dave, { nonce: -1 });
    await sendAndFinalize(tx);
    const again = await api.tx.balances
      .transferKeepAlive(acc.bob.address, 2_000_000_000n)
      .signAsync(acc.dave, { nonce: 0 });
    await expect(api.rpc.author.submitExtrinsic(again.toHex())).rejects.toThrow(
      '1010: Invalid Transaction: Transaction is outdated',
    );
  });

  it('queues a future nonce as "future" and includes it once the gap is filled', async () => {
    const nonce = (await api.rpc.system.accountNextIndex(acc.eve.address)).toNumber();
    const later = await api.tx.balances
      .transferKeepAlive(acc.bob.address, 1_000_000_000n)
      .signAsync(acc.eve, { nonce: nonce + 1 });
    const statuses: Status[] = [];
    const laterDone = sendAndFinalize(later, statuses);
    // The node answers the submission with its pool status: wait for that answer, not for a while.
    const deadline = Date.now() + 10_000;
    while (statuses.length === 0 && Date.now() < deadline) await new Promise((r) => setImmediate(r));
    expect(statuses).toEqual(['Future']);
    const dry = await api.rpc.system.dryRun(later.toHex());
    expect(dry.isErr && dry.asErr.isInvalid && dry.asErr.asInvalid.isFuture).toBe(true);
    const first = await api.tx.balances
      .transferKeepAlive(acc.bob.address, 1_000_000_000n)
      .signAsync(acc.eve, { nonce });
    await sendAndFinalize(first);
    await laterDone;
    expect(statuses).toContain('Ready');
    expect(statuses.at(-1)).toBe('Finalized');
  });

  it('rejects a transaction signed for another genesis as a bad signature', async () => {
    const wrong = `0x${'11'.repeat(32)}`;
    const tx = await api.tx.balances
      .transferKeepAlive(acc.bob.address, 1_000_000_000n)
      .signAsync(acc.ferdie, { nonce: -1, era: 0, blockHash: wrong, genesisHash: wrong } as never);
    await expect(api.rpc.author.submitExtrinsic(tx.toHex())).rejects.toThrow(
      '1010: Invalid Transaction: Transaction has a bad signature',
    );
  });

  it('rejects a sender who cannot pay the fee with 1010 Inability to pay some fees', async () => {
    const pauper = acc.keyring.addFromUri('//Pauper//never-funded');
    const tx = await api.tx.balances.transferKeepAlive(acc.bob.address, 1n).signAsync(pauper, { nonce: 0 });
    // The node sends Substrate's text "(e.g. account balance too low)"; @polkadot/api rewrites the brackets.
    await expect(api.rpc.author.submitExtrinsic(tx.toHex())).rejects.toThrow(
      '1010: Invalid Transaction: Inability to pay some fees , e.g. account balance too low',
    );
  });

  it('counts pooled transactions in system_accountNextIndex and refuses duplicates', async () => {
    const start = (await api.rpc.system.accountNextIndex(acc.bob.address)).toNumber();
    const tx = await api.tx.balances
      .transferKeepAlive(acc.alice.address, 1_000_000_000n)
      .signAsync(acc.bob, { nonce: start });
    const statuses: Status[] = [];
    const done = sendAndFinalize(tx, statuses);
    // The duplicate goes in once the pool has answered the first submission (@polkadot/api may send its
    // submitAndWatch after a plain submit made later, and then the plain one would be the original).
    const deadline = Date.now() + 10_000;
    while (statuses.length === 0 && Date.now() < deadline) await new Promise((r) => setImmediate(r));
    await expect(api.rpc.author.submitExtrinsic(tx.toHex())).rejects.toThrow(/101[23]/);
    await done;
    expect((await api.rpc.system.accountNextIndex(acc.bob.address)).toNumber()).toBe(start + 1);
    await expect(api.rpc.author.submitExtrinsic(tx.toHex())).rejects.toThrow(
      '1012: Transaction is temporarily banned',
    );
  });

  it('dry-runs a failing dispatch as Ok(Err(DispatchError)) without changing the chain', async () => {
    const before = await free(acc.ferdie.address);
    const tx = await api.tx.balances
      .transferKeepAlive(acc.bob.address, before * 2n)
      .signAsync(acc.ferdie, { nonce: -1 });
    const dry = await api.rpc.system.dryRun(tx.toHex());
    expect(dry.isOk).toBe(true);
    expect(dry.asOk.isErr).toBe(true);
    // FRAME's fungible transfer reports a shortfall as DispatchError::Token(FundsUnavailable), TokenError
    // variant 0 (@polkadot/api's built-in type still calls it NoFunds).
    expect(dry.asOk.asErr.isToken).toBe(true);
    expect(dry.asOk.asErr.asToken.index).toBe(0);
    expect(await free(acc.ferdie.address)).toBe(before);
  });

  it('reads Balances Account, Locks, Reserves, Holds and Freezes as empty defaults; derive.balances.all agrees', async () => {
    // An asset class reserves AssetDeposit from its creator: the unnamed reserve, which only
    // AccountData.reserved records (not Reserves, which holds named reserves).
    const who = acc.ferdie.address;
    const create = api.tx.assets.create(4242, who, 1n);
    await create.signAsync(acc.ferdie, { nonce: -1 });
    const result = await sendAndFinalize(create);
    const methods = result.events.map((e) => `${e.event.section}.${e.event.method}`);
    expect(methods).toContain('balances.Reserved');
    expect(methods.at(-1)).toBe('system.ExtrinsicSuccess');

    const at = result.status.asFinalized;
    const apiAt = await api.at(at);
    const lists = await Promise.all([
      apiAt.query.balances.locks(who),
      apiAt.query.balances.reserves(who),
      apiAt.query.balances.holds(who),
      apiAt.query.balances.freezes(who),
    ]);
    for (const list of lists) {
      expect(list.length).toBe(0);
      expect(list.toHex()).toBe('0x00');
    }
    // Balances.Account is declared but unused (AccountStore = System): FRAME's AccountData::default().
    const unused = await apiAt.query.balances.account(who);
    expect(unused.free.toBigInt()).toBe(0n);
    expect(unused.reserved.toBigInt()).toBe(0n);
    expect(unused.frozen.toBigInt()).toBe(0n);
    expect(unused.flags.toBigInt()).toBe(1n << 127n);
    const deposit = (apiAt.consts.assets.assetDeposit as unknown as { toBigInt(): bigint }).toBigInt();
    expect((await apiAt.query.system.account(who)).data.reserved.toBigInt()).toBe(deposit);

    // The derive reads the best block; nothing is in flight for Ferdie, so its System.Account is this one.
    const system = await api.query.system.account(who);
    const all = await api.derive.balances.all(who);
    const { free, reserved, frozen } = system.data;
    expect(reserved.toBigInt()).toBeGreaterThan(0n);
    expect(all.freeBalance.toBigInt()).toBe(free.toBigInt());
    expect(all.reservedBalance.toBigInt()).toBe(reserved.toBigInt());
    expect(all.frameSystemAccountInfo?.frozen.toBigInt()).toBe(frozen.toBigInt());
    expect(all.frameSystemAccountInfo?.flags.toBigInt()).toBe(system.data.flags.toBigInt());
    expect(all.lockedBalance.toBigInt()).toBe(0n);
    expect(all.lockedBreakdown).toEqual([]);
    expect(all.namedReserves.map((r) => r.length)).toEqual([0]);
    expect(all.availableBalance.toBigInt()).toBe(free.toBigInt());
    // With something reserved the account has a consumer, so FRAME (and the derive) keep the ED back.
    const ed = (api.consts.balances.existentialDeposit as unknown as { toBigInt(): bigint }).toBigInt();
    expect(frozen.toBigInt()).toBe(0n);
    expect(all.transferable?.toBigInt()).toBe(free.toBigInt() - ed);
  });

  it("answers read proofs that verify against the header's stateRoot, at the best and at older blocks", async () => {
    const best = (await api.rpc.chain.getHeader()).number.toNumber();
    expect(best).toBeGreaterThan(2);
    const keys = [api.query.system.account.key(acc.alice.address), api.query.system.events.key()];
    for (const n of [1, Math.floor(best / 2), best]) {
      const hash = await api.rpc.chain.getBlockHash(n);
      const header = await api.rpc.chain.getHeader(hash);
      const proof = await api.rpc.state.getReadProof(keys, hash);
      const nodes = proof.proof.map((p) => p.toHex());
      const verified = validateProofs(nodes);
      expect(verified).not.toBeNull();
      expect(verified!.rootHash).toBe(header.stateRoot.toHex());
    }
  });
});
