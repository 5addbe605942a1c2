// pallet_assets instanced with `AssetId = xcm::v5::Location` (asset-hub-dev's ForeignAssets): the same pallet code
// as Assets, keyed by Location in storage, calls and events; the genesis PHPU foreign asset and its DOT/PHPU pool;
// AssetConversion reaching it through the runtime's LocalAndForeignAssets routing; undecodable Locations refused.
import { u8aToHex } from '@polkadot/util';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devAccount } from '../../src/dev-accounts.ts';
import { decodeExtrinsic, encodeUnsigned, ExtrinsicFormatError } from '../../src/extrinsic/decode.ts';
import {
  DEV_ENDOWMENT_PHPU,
  DOT_PHPU_LP_ID,
  LUMI_PARA_ID,
  POOL_DOT_FOR_PHPU,
  POOL_PHPU,
} from '../../src/genesis/asset-hub-dev.ts';
import { foreignAssetsFungibles, foreignAssetsInstance } from '../../src/pallets/assets/index.ts';
import { Pools } from '../../src/pallets/asset-conversion/storage.ts';
import type { LocationValue } from '../../src/primitives/asset-kind.ts';
import { runtime, selectRuntime } from '../../src/runtime.ts';
import { ScaleDecodeError } from '../../src/scale/index.ts';
import { Root, signed } from '../../src/support/origin.ts';
import type { Origin } from '../../src/support/origin.ts';
import type { DispatchOutcome } from '../../src/support/testing.ts';
import { TestChain } from '../../src/support/testing.ts';
import { RELAY_NATIVE, localAssetLocation } from '../../src/xcm/location-kind.ts';
import { V5Location } from '../../src/xcm/v5.ts';

const { Asset, Account, Metadata, NextAssetId } = foreignAssetsInstance.storage;

const junctions = (...j: Extract<LocationValue['interior'], { type: 'X3' }>['value']) => j;
/** PHPU as the genesis names it: Lumi's Assets (pallet 5) id 1 on sibling parachain 4242. */
const PHPU: LocationValue = {
  parents: 1,
  interior: {
    type: 'X3',
    value: junctions(
      { type: 'Parachain', value: LUMI_PARA_ID },
      { type: 'PalletInstance', value: 5 },
      { type: 'GeneralIndex', value: 1n },
    ),
  },
};
/** A foreign asset the tests create: a sibling parachain's own token. */
const SIBLING: LocationValue = {
  parents: 1,
  interior: { type: 'X1', value: [{ type: 'Parachain', value: 2030 }] },
};

const account = (a: Uint8Array) => ({ type: 'Id' as const, value: a });
const call = (name: string, args: Record<string, unknown>) => ({
  type: 'ForeignAssets',
  value: { type: name, value: args },
});

let chain: TestChain;
let alice: Uint8Array, bob: Uint8Array, charlie: Uint8Array;

function run(origin: Origin, name: string, args: Record<string, unknown>): DispatchOutcome {
  return chain.dispatch(origin, call(name, args));
}
function ok(origin: Origin, name: string, args: Record<string, unknown>): DispatchOutcome {
  const r = run(origin, name, args);
  if (!r.ok) throw new Error(`ForeignAssets.${name} failed: ${r.error?.message}`);
  return r;
}
function expectModule(r: DispatchOutcome, error: string): void {
  expect(r.ok).toBe(false);
  expect(r.error?.message).toBe(`ForeignAssets.${error}`);
  expect(r.events).toEqual([]);
}
const bal = (l: LocationValue, who: Uint8Array) => chain.read(() => foreignAssetsFungibles.balance(l, who));

beforeAll(() => {
  selectRuntime('asset-hub-dev');
});

beforeEach(async () => {
  chain = await TestChain.create();
  [alice, bob, charlie] = (['Alice', 'Bob', 'Charlie'] as const).map(devAccount) as [
    Uint8Array,
    Uint8Array,
    Uint8Array,
  ];
});

describe('genesis', () => {
  it('seeds PHPU by its Location, with metadata, dev balances and the DOT/PHPU pool', () => {
    const d = chain.read(() => Asset.get(PHPU))!;
    expect(d.owner).toEqual(alice);
    expect(d.is_sufficient).toBe(true);
    expect(d.supply).toBe(6n * DEV_ENDOWMENT_PHPU);
    const m = chain.read(() => Metadata.get(PHPU));
    expect(new TextDecoder().decode(m.symbol)).toBe('PHPU');
    expect(m.decimals).toBe(6);
    expect(bal(PHPU, bob)).toBe(DEV_ENDOWMENT_PHPU);
    expect(bal(PHPU, alice)).toBe(DEV_ENDOWMENT_PHPU - POOL_PHPU);
    const pool = chain.read(() => Pools.get([RELAY_NATIVE, PHPU]));
    expect(pool?.lp_token).toBe(DOT_PHPU_LP_ID);
    expect(POOL_DOT_FOR_PHPU).toBeGreaterThan(0n);
    // Location ids have no AutoIncAssetId: nothing sets NextAssetId.
    expect(chain.read(() => NextAssetId.get())).toBeUndefined();
  });

  it('names a bad Location entry in a genesis section', async () => {
    const a = u8aToHex(alice);
    const section = (assets: unknown[], accounts: unknown[] = []) =>
      TestChain.create({ patch: { foreignAssets: { assets, accounts } } });
    await expect(
      section([[{ parents: 1, interior: { X2: [{ Parachain: 1 }] } }, a, true, 1]]),
    ).rejects.toThrow(/one of X1\.\.X8 with as many junctions as it says/);
    const sib = { parents: 1, interior: { X1: [{ Parachain: 2030 }] } };
    await expect(
      section([
        [sib, a, true, 1],
        [sib, a, true, 1],
      ]),
    ).rejects.toThrow(/asset id \{parents: 1, X1\[Parachain\(2030\)\]\} is already in use/);
    await expect(section([[sib, a, true, 1]], [[PHPU_JSON_OTHER, a, 5]])).rejects.toThrow(
      /accounts\.0: asset \{parents: 1, X1\[Parachain\(9\)\]\} does not exist/,
    );
  });
});

const PHPU_JSON_OTHER = { parents: 1, interior: { X1: [{ Parachain: 9 }] } };

describe('calls keyed by Location', () => {
  it('creates, mints and transfers a foreign asset, with the Location in every event', () => {
    const created = ok(signed(bob), 'create', { id: SIBLING, admin: account(bob), min_balance: 10n });
    expect(created.events.map((e) => e.event)).toContainEqual({
      type: 'ForeignAssets',
      value: { type: 'Created', value: { asset_id: SIBLING, creator: bob, owner: bob } },
    });
    expectModule(
      run(signed(charlie), 'create', { id: SIBLING, admin: account(charlie), min_balance: 1n }),
      'InUse',
    );
    ok(signed(bob), 'mint', { id: SIBLING, beneficiary: account(charlie), amount: 1_000n });
    expectModule(
      run(signed(charlie), 'mint', { id: SIBLING, beneficiary: account(charlie), amount: 1n }),
      'NoPermission',
    );
    const moved = ok(signed(charlie), 'transfer', { id: SIBLING, target: account(alice), amount: 400n });
    expect(moved.events.map((e) => e.event)).toContainEqual({
      type: 'ForeignAssets',
      value: { type: 'Transferred', value: { asset_id: SIBLING, from: charlie, to: alice, amount: 400n } },
    });
    expect(bal(SIBLING, charlie)).toBe(600n);
    expect(bal(SIBLING, alice)).toBe(400n);
    expect(chain.read(() => Asset.get(SIBLING))?.supply).toBe(1_000n);
    // Another Location is another asset, however alike it looks.
    const other: LocationValue = { ...SIBLING, parents: 2 };
    expectModule(
      run(signed(charlie), 'transfer', { id: other, target: account(alice), amount: 1n }),
      'Unknown',
    );
  });

  it('transfers PHPU and refuses what the sender lacks, changing nothing', () => {
    ok(signed(bob), 'transfer_keep_alive', { id: PHPU, target: account(charlie), amount: 5_000_000n });
    expect(bal(PHPU, bob)).toBe(DEV_ENDOWMENT_PHPU - 5_000_000n);
    expect(bal(PHPU, charlie)).toBe(DEV_ENDOWMENT_PHPU + 5_000_000n);
    expectModule(
      run(signed(bob), 'transfer', { id: PHPU, target: account(charlie), amount: DEV_ENDOWMENT_PHPU }),
      'BalanceLow',
    );
    expect(bal(PHPU, bob)).toBe(DEV_ENDOWMENT_PHPU - 5_000_000n);
  });

  it('freezes and thaws an account and the whole asset', () => {
    ok(signed(alice), 'freeze', { id: PHPU, who: account(bob) });
    expect(chain.read(() => Account.get(PHPU, bob))?.status).toEqual({ type: 'Frozen' });
    expectModule(run(signed(bob), 'transfer', { id: PHPU, target: account(charlie), amount: 1n }), 'Frozen');
    expectModule(run(signed(bob), 'freeze', { id: PHPU, who: account(charlie) }), 'NoPermission');
    ok(signed(alice), 'thaw', { id: PHPU, who: account(bob) });
    ok(signed(bob), 'transfer', { id: PHPU, target: account(charlie), amount: 1n });

    const frozen = ok(signed(alice), 'freeze_asset', { id: PHPU });
    expect(frozen.events.map((e) => e.event)).toContainEqual({
      type: 'ForeignAssets',
      value: { type: 'AssetFrozen', value: { asset_id: PHPU } },
    });
    expectModule(
      run(signed(charlie), 'transfer', { id: PHPU, target: account(bob), amount: 1n }),
      'AssetNotLive',
    );
    ok(signed(alice), 'thaw_asset', { id: PHPU });
    ok(signed(charlie), 'transfer', { id: PHPU, target: account(bob), amount: 1n });
  });

  it('takes the id NextAssetId names while it is set, and does not advance it', () => {
    chain.write(() => NextAssetId.set(SIBLING));
    expectModule(
      run(signed(bob), 'create', { id: { ...SIBLING, parents: 0 }, admin: account(bob), min_balance: 1n }),
      'BadAssetId',
    );
    ok(signed(bob), 'create', { id: SIBLING, admin: account(bob), min_balance: 1n });
    expect(chain.read(() => NextAssetId.get())).toEqual(SIBLING);
    // The force origin may pick any id.
    ok(Root, 'force_create', { id: PHPU_OTHER, owner: account(bob), is_sufficient: false, min_balance: 1n });
  });
});

const PHPU_OTHER: LocationValue = {
  parents: 1,
  interior: { type: 'X1', value: [{ type: 'Parachain', value: 9 }] },
};

describe('bytes on the wire', () => {
  const encodeCall = (args: Record<string, unknown>) => runtime().RuntimeCall.encode(call('transfer', args));

  it('encodes the id as a v5 Location in the call, as Asset Hub does', () => {
    const bytes = encodeCall({ id: SIBLING, target: account(bob), amount: 1n });
    // pallet 53, call 8 (transfer), then the Location: parents 1, X1, Parachain (0) compact 2030.
    expect(u8aToHex(bytes.subarray(0, 7))).toBe(
      u8aToHex(Uint8Array.of(53, 8, ...V5Location.encode(SIBLING))),
    );
    expect(runtime().RuntimeCall.decode(bytes)).toEqual(
      call('transfer', { id: SIBLING, target: account(bob), amount: 1n }),
    );
  });

  it.each([
    ['an unknown Junctions variant', (loc: Uint8Array) => [loc[0]!, 9, ...loc.subarray(2)]],
    ['an unknown Junction variant', (loc: Uint8Array) => [loc[0]!, loc[1]!, 0x7f, ...loc.subarray(3)]],
    ['fewer junctions than X3 says', (loc: Uint8Array) => [loc[0]!, 3, ...loc.subarray(2)]],
  ])('refuses %s with a decode error, never a crash', (_, corrupt) => {
    const good = encodeCall({ id: SIBLING, target: account(bob), amount: 1n });
    const loc = good.subarray(2, 2 + V5Location.encode(SIBLING).length);
    const bad = Uint8Array.from([53, 8, ...corrupt(loc), ...good.subarray(2 + loc.length)]);
    expect(() => runtime().RuntimeCall.decode(bad)).toThrow(ScaleDecodeError);
    // What the node does with such an extrinsic: a format error it reports as an invalid transaction.
    expect(() => decodeExtrinsic(encodeUnsigned(bad))).toThrow(ExtrinsicFormatError);
  });
});

describe('AssetConversion over LocalAndForeignAssets', () => {
  it('routes a local Location to Assets and any other to ForeignAssets', () => {
    // The Assets id 1984 (USDT) and a ForeignAssets Location are both reachable from a swap path.
    const r = chain.dispatch(signed(bob), {
      type: 'AssetConversion',
      value: {
        type: 'swap_exact_tokens_for_tokens',
        value: {
          path: [PHPU, RELAY_NATIVE, localAssetLocation(1984)],
          amount_in: 1_000_000_000n,
          amount_out_min: 1n,
          send_to: bob,
          keep_alive: true,
        },
      },
    });
    expect(r.ok).toBe(true);
    expect(bal(PHPU, bob)).toBe(DEV_ENDOWMENT_PHPU - 1_000_000_000n);
  });

  it('a Location nobody created is refused as an unknown ForeignAssets id', () => {
    const r = chain.dispatch(signed(bob), {
      type: 'AssetConversion',
      value: { type: 'create_pool', value: { asset1: RELAY_NATIVE, asset2: PHPU_OTHER } },
    });
    expect(r.ok).toBe(false);
    expect(r.error?.message).toBe('ForeignAssets.Unknown');
  });
});
