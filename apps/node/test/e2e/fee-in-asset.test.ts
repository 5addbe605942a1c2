// Fees paid in PHPU (ChargeAssetTxPayment with asset_id Some(WithId(1))) by the three real clients, unmodified,
// against the real node: @polkadot/api (`assetId` signer option), polkadot-api (`asset` transaction option,
// typed from the descriptors) and dedot (`assetId` payload option). Each pays the fee of a remark in PHPU: its
// PHPU drops by exactly the fee AssetTxFeePaid reports, its LUMI does not move, and the pool quoted it.
import { ApiPromise, WsProvider as PjsWsProvider } from '@polkadot/api';
import type { KeyringPair } from '@polkadot/keyring/types';
import { lumi } from '@lumi/descriptors';
import { DedotClient, WsProvider as DedotWsProvider } from 'dedot';
import { createClient, type PolkadotClient } from 'polkadot-api';
import { getPolkadotSigner } from 'polkadot-api/signer';
import { getWsProvider } from 'polkadot-api/ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevAccounts, devAccounts } from '../helpers/accounts.ts';
import { followDedot, followPapi, followPjs } from '../helpers/follow-tx.ts';
import { type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';

let node: SpawnedNode;
let papi: PolkadotClient;
let acc: DevAccounts;

beforeAll(async () => {
  acc = await devAccounts();
  node = await spawnNode();
  papi = createClient(getWsProvider(node.wsUrl, { websocketClass: WebSocket as never }));
}, 60_000);
afterAll(async () => {
  papi?.destroy();
  await node?.stop();
});

const PHPU = { type: 'WithId' as const, value: 1 };
const REMARK = '0x6c756d69'; // "lumi"

/** PHPU and LUMI of `who` at a block (the latest finalized when `at` is omitted), read with polkadot-api. */
async function holdings(who: KeyringPair, at?: string): Promise<{ phpu: bigint; lumi: bigint }> {
  const api = papi.getTypedApi(lumi);
  const opts = at ? { at } : { at: (await papi.getFinalizedBlock()).hash };
  const [asset, account] = await Promise.all([
    api.query.Assets.Account.getValue(1, who.address, opts),
    api.query.System.Account.getValue(who.address, opts),
  ]);
  return { phpu: asset?.balance ?? 0n, lumi: account.data.free };
}

/** What the pool asks in PHPU for `fee` LUMI, at the block before inclusion. */
async function quoteInPhpu(fee: bigint, at: string): Promise<bigint | undefined> {
  const api = papi.getTypedApi(lumi);
  return api.apis.AssetConversionApi.quote_price_tokens_for_exact_tokens(
    PHPU,
    { type: 'Native', value: undefined },
    fee,
    true,
    { at },
  );
}

function expectPaidInPhpu(
  before: { phpu: bigint; lumi: bigint },
  after: { phpu: bigint; lumi: bigint },
  actualFee: bigint,
): void {
  expect(actualFee).toBeGreaterThan(0n);
  expect(after.phpu).toBe(before.phpu - actualFee);
  expect(after.lumi).toBe(before.lumi);
}

describe('a fee paid in PHPU', () => {
  it('@polkadot/api: signAndSend(pair, { assetId: { WithId: 1 } })', async () => {
    // @polkadot/api types the asset as TAssetConversion, known only for the chains it names: tell it ours.
    const api = await ApiPromise.create({
      provider: new PjsWsProvider(node.wsUrl),
      noInitWarn: true,
      types: { TAssetConversion: 'Option<FrameSupportTokensFungibleUnionOfNativeOrWithId>' },
    });
    try {
      const who = acc.bob;
      const before = await holdings(who);
      const { final } = await followPjs(api.tx.system.remark(REMARK), who, {
        assetId: { WithId: 1 } as never,
      });
      const paid = final.events.find(
        (e) => e.event.section === 'assetTxPayment' && e.event.method === 'AssetTxFeePaid',
      );
      expect(paid).toBeDefined();
      const [feeWho, actualFee, tip, assetId] = paid!.event.data;
      expect(feeWho!.toString()).toBe(who.address);
      expect(tip!.toString()).toBe('0');
      expect(assetId!.toJSON()).toEqual({ withId: 1 });
      const fee = BigInt(actualFee!.toString());
      expectPaidInPhpu(before, await holdings(who, final.status.asFinalized.toHex()), fee);
      expect(final.events.some((e) => e.event.section === 'transactionPayment')).toBe(false);
    } finally {
      await api.disconnect();
    }
  });

  it('polkadot-api: signSubmitAndWatch(signer, { asset: { type: "WithId", value: 1 } })', async () => {
    const api = papi.getTypedApi(lumi);
    const who = acc.charlie;
    const signer = getPolkadotSigner(who.publicKey, 'Sr25519', (input) => who.sign(input));
    const tx = api.tx.System.remark({ remark: new Uint8Array([1, 2, 3]) });
    const parent = (await papi.getFinalizedBlock()).hash;
    const lumiFee = (await tx.getPaymentInfo(who.address, { asset: PHPU })).partial_fee;
    const quoted = await quoteInPhpu(lumiFee, parent);
    const before = await holdings(who, parent);
    const { final } = await followPapi(tx, signer, { asset: PHPU });
    expect(final.ok).toBe(true);
    const paid = final.events.find((e) => e.type === 'AssetTxPayment' && e.value.type === 'AssetTxFeePaid');
    expect(paid?.value.value).toMatchObject({ tip: 0n, asset_id: PHPU });
    const actualFee = (paid!.value.value as { actual_fee: bigint }).actual_fee;
    // A remark uses all of its weight: nothing comes back, so the fee is what the pool quoted.
    expect(actualFee).toBe(quoted);
    expectPaidInPhpu(before, await holdings(who, final.block.hash), actualFee);
  });

  it('dedot: signAndSend(pair, { assetId: { type: "WithId", value: 1 } })', async () => {
    const client = await DedotClient.new({ provider: new DedotWsProvider(node.wsUrl), rpcVersion: 'v2' });
    try {
      const who = acc.dave;
      const before = await holdings(who);
      const { final } = await followDedot(client.tx.system.remark(REMARK), who, { assetId: PHPU });
      expect(final.dispatchError).toBeUndefined();
      const paid = final.events.find((e) => (e.event as { pallet: string }).pallet === 'AssetTxPayment')
        ?.event as
        { palletEvent: { name: string; data: { actualFee: bigint; assetId: unknown } } } | undefined;
      expect(paid?.palletEvent.name).toBe('AssetTxFeePaid');
      expect(paid?.palletEvent.data.assetId).toEqual(PHPU);
      const block = final.status.type === 'Finalized' ? final.status.value.blockHash : undefined;
      expectPaidInPhpu(before, await holdings(who, block), paid!.palletEvent.data.actualFee);
    } finally {
      await client.disconnect();
    }
  });
});
