// polkadot-api 2.x over WebSocket: read balances, transfer and swap, once through `getWsProvider` (with the
// compatibility middleware that patches nodes' chainHead quirks) and once through the raw provider, which
// works only if the node's chainHead_v1 and transaction methods behave as the spec says.
import { lumi } from '@lumi/descriptors';
import { createClient, type PolkadotClient } from 'polkadot-api';
import { getPolkadotSigner } from 'polkadot-api/signer';
import { getWsProvider, getWsRawProvider } from 'polkadot-api/ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevAccounts, devAccounts } from '../helpers/accounts.ts';
import { distinct, followPapi, IN_BLOCK } from '../helpers/follow-tx.ts';
import { type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';

let node: SpawnedNode;
let client: PolkadotClient;
let acc: DevAccounts;

beforeAll(async () => {
  acc = await devAccounts();
  node = await spawnNode();
  // Node 20 has no global WebSocket: hand the provider the ws package's.
  client = createClient(getWsProvider(node.wsUrl, { websocketClass: WebSocket as never }));
});
afterAll(async () => {
  client?.destroy();
  await node?.stop();
});

type AccountInfo = { nonce: number; data: { free: bigint; reserved: bigint } };

describe('polkadot-api against lumi-node', () => {
  it('follows blocks and reads storage and constants from metadata alone', async () => {
    const api = client.getUnsafeApi();
    const finalized = await client.getFinalizedBlock();
    expect(finalized.hash).toMatch(/^0x[0-9a-f]{64}$/);
    const alice = (await api.query.System!.Account!.getValue(acc.alice.address)) as AccountInfo;
    expect(alice.data.free).toBeGreaterThan(0n);
    const ed = (await api.constants.Balances!.ExistentialDeposit!()) as bigint;
    expect(ed).toBeGreaterThan(0n);
    const spec = await client.getChainSpecData();
    expect(spec.name).toBe('Development');
    expect(spec.properties).toMatchObject({ tokenSymbol: 'LUMI', tokenDecimals: 12, ss58Format: 42 });
  });

  it("reads Balances' Account, Locks, Reserves, Holds and Freezes with the generated descriptors", async () => {
    // The typed API checks the descriptors against the node's metadata before each query.
    const api = client.getTypedApi(lumi);
    const who = acc.alice.address;
    const finalized = await client.getFinalizedBlock();
    const at = { at: finalized.hash };
    expect(await api.query.Balances.Locks.getValue(who, at)).toEqual([]);
    expect(await api.query.Balances.Reserves.getValue(who, at)).toEqual([]);
    expect(await api.query.Balances.Holds.getValue(who, at)).toEqual([]);
    expect(await api.query.Balances.Freezes.getValue(who, at)).toEqual([]);
    // Declared but unused (AccountStore = System): FRAME's AccountData::default().
    expect(await api.query.Balances.Account.getValue(who, at)).toEqual({
      free: 0n,
      reserved: 0n,
      frozen: 0n,
      flags: 1n << 127n,
    });
    expect((await api.query.System.Account.getValue(who, at)).data.free).toBeGreaterThan(0n);
    // Nothing is stored under any of them.
    for (const item of ['Account', 'Locks', 'Reserves', 'Holds', 'Freezes'] as const) {
      expect(await api.query.Balances[item].getEntries(at)).toEqual([]);
    }
  });

  it('signs, submits and sees a transfer finalized, with the balances moved', async () => {
    const api = client.getUnsafeApi();
    const signer = getPolkadotSigner(acc.charlie.publicKey, 'Sr25519', (input) => acc.charlie.sign(input));
    const before = (await api.query.System!.Account!.getValue(acc.dave.address)) as AccountInfo;
    const amount = 3_000_000_000_000n;
    const tx = api.tx.Balances!.transfer_keep_alive!({
      dest: { type: 'Id', value: acc.dave.address },
      value: amount,
    });
    const result = await tx.signAndSubmit(signer);
    expect(result.ok).toBe(true);
    expect(result.events.at(-1)).toMatchObject({ type: 'System', value: { type: 'ExtrinsicSuccess' } });
    const after = (await api.query.System!.Account!.getValue(acc.dave.address, {
      at: result.block.hash,
    })) as AccountInfo;
    expect(after.data.free).toBe(before.data.free + amount);
  });

  it('swaps LUMI for PHPU and reads the moved balances and reserves', async () => {
    const api = client.getUnsafeApi();
    const signer = getPolkadotSigner(acc.dave.publicKey, 'Sr25519', (input) => acc.dave.sign(input));
    const native = { type: 'Native', value: undefined };
    const phpu = { type: 'WithId', value: 1 };
    const [r1, r2] = (await api.apis.AssetConversionApi!.get_reserves!(native, phpu)) as [bigint, bigint];
    const fee = (await api.constants.AssetConversion!.LPFee!()) as number;
    const amountIn = 3_000_000_000_000n;
    const withFee = amountIn * (1000n - BigInt(fee));
    const expectedOut = (withFee * r2) / (r1 * 1000n + withFee);
    type AssetAccount = { balance: bigint } | undefined;
    const before = (await api.query.Assets!.Account!.getValue(1, acc.dave.address)) as AssetAccount;
    const result = await api.tx.AssetConversion!.swap_exact_tokens_for_tokens!({
      path: [native, phpu],
      amount_in: amountIn,
      amount_out_min: expectedOut,
      send_to: acc.dave.address,
      keep_alive: true,
    }).signAndSubmit(signer);
    expect(result.ok).toBe(true);
    const swapped = result.events.find(
      (e) => e.type === 'AssetConversion' && e.value.type === 'SwapExecuted',
    );
    expect((swapped!.value.value as { amount_out: bigint }).amount_out).toBe(expectedOut);
    const after = (await api.query.Assets!.Account!.getValue(1, acc.dave.address, {
      at: result.block.hash,
    })) as AssetAccount;
    expect(after!.balance).toBe((before?.balance ?? 0n) + expectedOut);
    const reservesAfter = (await api.apis.AssetConversionApi!.get_reserves!(native, phpu, {
      at: result.block.hash,
    })) as [bigint, bigint];
    expect(reservesAfter).toEqual([r1 + amountIn, r2 - expectedOut]);
  });
});

describe('polkadot-api with the raw WebSocket provider (no compatibility middleware)', () => {
  let raw: PolkadotClient;
  beforeAll(() => {
    raw = createClient(getWsRawProvider(node.wsUrl, { websocketClass: WebSocket as never }));
  });
  afterAll(() => {
    raw?.destroy();
  });

  const native = { type: 'Native', value: undefined };
  const phpu = { type: 'WithId', value: 1 };
  const expectInBlockThenFinalized = (statuses: string[]) =>
    expect(distinct(statuses).slice(-2)).toEqual([IN_BLOCK.papi, 'finalized']);

  it('signs a transfer and watches it through best-block inclusion to finalized', async () => {
    const api = raw.getUnsafeApi();
    const signer = getPolkadotSigner(acc.eve.publicKey, 'Sr25519', (input) => acc.eve.sign(input));
    const before = (await api.query.System!.Account!.getValue(acc.ferdie.address)) as AccountInfo;
    const amount = 4_000_000_000_000n;
    const tx = api.tx.Balances!.transfer_keep_alive!({
      dest: { type: 'Id', value: acc.ferdie.address },
      value: amount,
    });
    const { statuses, final } = await followPapi(tx, signer);
    expectInBlockThenFinalized(statuses);
    expect(final.ok).toBe(true);
    const after = (await api.query.System!.Account!.getValue(acc.ferdie.address, {
      at: final.block.hash,
    })) as AccountInfo;
    expect(after.data.free).toBe(before.data.free + amount);
  });

  it('signs a swap and watches it through best-block inclusion to finalized', async () => {
    const api = raw.getUnsafeApi();
    const signer = getPolkadotSigner(acc.eve.publicKey, 'Sr25519', (input) => acc.eve.sign(input));
    const [r1, r2] = (await api.apis.AssetConversionApi!.get_reserves!(native, phpu)) as [bigint, bigint];
    const fee = (await api.constants.AssetConversion!.LPFee!()) as number;
    const amountIn = 1_000_000_000_000n;
    const withFee = amountIn * (1000n - BigInt(fee));
    const expectedOut = (withFee * r2) / (r1 * 1000n + withFee);
    const tx = api.tx.AssetConversion!.swap_exact_tokens_for_tokens!({
      path: [native, phpu],
      amount_in: amountIn,
      amount_out_min: expectedOut,
      send_to: acc.eve.address,
      keep_alive: true,
    });
    const { statuses, final } = await followPapi(tx, signer);
    expectInBlockThenFinalized(statuses);
    expect(final.ok).toBe(true);
    const swapped = final.events.find((e) => e.type === 'AssetConversion' && e.value.type === 'SwapExecuted');
    expect((swapped!.value.value as { amount_out: bigint }).amount_out).toBe(expectedOut);
    const reservesAfter = (await api.apis.AssetConversionApi!.get_reserves!(native, phpu, {
      at: final.block.hash,
    })) as [bigint, bigint];
    expect(reservesAfter).toEqual([r1 + amountIn, r2 - expectedOut]);
  });
});
