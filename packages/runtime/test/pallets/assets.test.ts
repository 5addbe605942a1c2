import { u8aToHex } from '@polkadot/util';
import { Metadata, TypeRegistry } from '@polkadot/types';
import type { StorageKey } from '@polkadot/types';
import { expandMetadata } from '@polkadot/types/metadata';
import { beforeEach, describe, expect, it } from 'vitest';
import { devAccount } from '../../src/dev-accounts.ts';
import { metadataV15 } from '../../src/metadata/index.ts';
import { freeBalance, reservedBalance, UNIT } from '../../src/pallets/balances/index.ts';
import {
  ASSETS_CONFIG,
  PHPU_DEV_ENDOWMENT,
  PHPU_ID,
  PHPU_MIN_BALANCE,
  POOL_ASSETS_CONFIG,
  assetsFungibles,
  assetsInstance,
  palletAccount,
  poolAssetsFungibles,
  poolAssetsInstance,
} from '../../src/pallets/assets/index.ts';
import { SystemStorage } from '../../src/pallets/system/index.ts';
import type { DispatchOutcome } from '../../src/support/testing.ts';
import { TestChain } from '../../src/support/testing.ts';
import { Root, signed } from '../../src/support/origin.ts';
import type { Origin } from '../../src/support/origin.ts';

const { Asset, Account, Approvals, Metadata: AssetMeta, NextAssetId } = assetsInstance.storage;
const cfg = ASSETS_CONFIG;
const enc = (s: string) => new TextEncoder().encode(s);
const fresh = (n: number) => new Uint8Array(32).fill(n);
const id = (a: Uint8Array) => ({ type: 'Id' as const, value: a });

type Pallet = 'Assets' | 'PoolAssets';
const call = (name: string, args: Record<string, unknown>, pallet: Pallet = 'Assets') => ({
  type: pallet,
  value: { type: name, value: args },
});
const names = (r: DispatchOutcome) => r.events.map((e) => `${e.event.type}.${e.event.value.type}`);
const eventsOf = (r: DispatchOutcome) => r.events.map((e) => e.event);
const errorOf = (r: DispatchOutcome) => r.error?.toValue();

let chain: TestChain;
let alice: Uint8Array, bob: Uint8Array, charlie: Uint8Array, dave: Uint8Array;

/** A non-sufficient asset (id 7, owner Alice, min balance 100) for the consumer/deposit paths. */
const NS = 7;

function run(origin: Origin, name: string, args: Record<string, unknown>, pallet: Pallet = 'Assets') {
  return chain.dispatch(origin, call(name, args, pallet));
}
function ok(origin: Origin, name: string, args: Record<string, unknown>, pallet: Pallet = 'Assets') {
  const r = run(origin, name, args, pallet);
  if (!r.ok) throw new Error(`${pallet}.${name} failed: ${r.error?.message}`);
  return r;
}
function expectModule(r: DispatchOutcome, error: string, pallet: Pallet = 'Assets') {
  expect(r.ok).toBe(false);
  expect(r.error?.message).toBe(`${pallet}.${error}`);
  expect(r.events).toEqual([]);
}
const bal = (assetId: number, who: Uint8Array) => chain.read(() => assetsFungibles.balance(assetId, who));
const details = (assetId: number) => chain.read(() => Asset.get(assetId));

beforeEach(async () => {
  chain = await TestChain.create();
  [alice, bob, charlie, dave] = (['Alice', 'Bob', 'Charlie', 'Dave'] as const).map(devAccount) as [
    Uint8Array,
    Uint8Array,
    Uint8Array,
    Uint8Array,
  ];
  ok(Root, 'force_create', { id: NS, owner: id(alice), is_sufficient: false, min_balance: 100n });
});

describe('genesis', () => {
  it('creates PHPU (Assets 1) owned by Alice, sufficient, with metadata and dev balances', () => {
    const d = details(PHPU_ID)!;
    expect(PHPU_ID).toBe(1);
    expect(d.owner).toEqual(alice);
    expect(d.issuer).toEqual(alice);
    expect(d.is_sufficient).toBe(true);
    expect(d.min_balance).toBe(PHPU_MIN_BALANCE);
    // Other genesis sections (AssetConversion's pool) may move PHPU around, never create or lose any.
    const accounts = chain.read(() => [...Account.entriesPrefix(PHPU_ID)]);
    expect(d.supply).toBe(6n * PHPU_DEV_ENDOWMENT);
    expect(accounts.reduce((s, [, , a]) => s + a.balance, 0n)).toBe(d.supply);
    expect(d.accounts).toBe(accounts.length);
    expect(d.sufficients).toBe(accounts.filter(([, , a]) => a.reason.type === 'Sufficient').length);
    const m = chain.read(() => AssetMeta.get(PHPU_ID));
    expect(new TextDecoder().decode(m.name)).toBe('Philippine Peso Stablecoin');
    expect(new TextDecoder().decode(m.symbol)).toBe('PHPU');
    expect(m.decimals).toBe(6);
    for (const who of [bob, charlie, dave]) expect(bal(PHPU_ID, who)).toBe(1_000_000n * 10n ** 6n);
    expect(chain.read(() => SystemStorage.Account.get(bob).sufficients)).toBe(1);
    // PoolAssets has no preset of its own: AssetConversion's genesis adds the LP token.
    expect(poolAssetsInstance.pallet.genesis.preset?.('development')).toBeUndefined();
  });

  it('rejects bad genesis sections with messages naming the entry', async () => {
    const section = (assets: unknown[], metadata: unknown[] = [], accounts: unknown[] = []) =>
      TestChain.create({ patch: { assets: { assets, metadata, accounts } } });
    const a = u8aToHex(alice);
    await expect(section([[1, a, true, 0]])).rejects.toThrow(
      /assets\.assets\.0: min balance should not be zero/,
    );
    await expect(
      section([
        [1, a, true, 1],
        [1, a, true, 1],
      ]),
    ).rejects.toThrow(/asset id 1 is already in use/);
    await expect(section([[1, a, true, 1]], [[2, 'X', 'X', 0]])).rejects.toThrow(
      /metadata\.0: asset 2 does not exist/,
    );
    await expect(section([[1, a, true, 1]], [[1, 'x'.repeat(51), 'X', 0]])).rejects.toThrow(
      /limited to 50 bytes/,
    );
    await expect(section([[1, a, true, 10]], [], [[1, a, 9]])).rejects.toThrow(
      /below the asset's min balance/,
    );
    await expect(section([[1, a, true, 10]], [], [[3, a, 10]])).rejects.toThrow(
      /accounts\.0: asset 3 does not exist/,
    );
    await expect(section([[1, 'nobody', true, 1]])).rejects.toThrow(/not an SS58 address/);
    await expect(TestChain.create({ patch: { assets: { bogus: 1 } } })).rejects.toThrow(
      /invalid genesis config/,
    );
    // A non-sufficient asset cannot be held by an account without a provider.
    await expect(section([[1, a, false, 1]], [], [[1, u8aToHex(fresh(9)), 5]])).rejects.toThrow(
      /assets genesis: account 0x0909.* of asset 1: Token.CannotCreate/,
    );
  });

  it('accepts byte-array metadata as Substrate chain specs write it, and nextAssetId', () => {
    const g = assetsInstance.pallet.genesis;
    const section = g.schema.parse({
      assets: [[4, u8aToHex(alice), true, 1]],
      metadata: [[4, [65, 66], [67], 2]],
      accounts: [[4, u8aToHex(bob), '7']],
      nextAssetId: 5,
    });
    chain.write(() => g.build(section));
    chain.read(() => {
      expect(AssetMeta.get(4).name).toEqual(enc('AB'));
      expect(AssetMeta.get(4).symbol).toEqual(enc('C'));
      expect(assetsFungibles.balance(4, bob)).toBe(7n);
      expect(NextAssetId.get()).toBe(5);
    });
  });
});

describe('create / force_create', () => {
  it('create reserves AssetDeposit from the signer and makes admin the team', () => {
    const before = chain.read(() => reservedBalance(bob));
    const r = ok(signed(bob), 'create', { id: 42, admin: id(charlie), min_balance: 5n });
    expect(eventsOf(r)).toContainEqual({
      type: 'Assets',
      value: { type: 'Created', value: { asset_id: 42, creator: bob, owner: charlie } },
    });
    const d = details(42)!;
    expect(d.owner).toEqual(bob);
    expect([d.issuer, d.admin, d.freezer]).toEqual([charlie, charlie, charlie]);
    expect(d.deposit).toBe(cfg.assetDeposit);
    expect(d.is_sufficient).toBe(false);
    expect(chain.read(() => reservedBalance(bob)) - before).toBe(cfg.assetDeposit);
  });

  it('create fails with InUse, MinBalanceZero, BadOrigin, and without funds', () => {
    expectModule(run(signed(bob), 'create', { id: PHPU_ID, admin: id(bob), min_balance: 1n }), 'InUse');
    expectModule(run(signed(bob), 'create', { id: 43, admin: id(bob), min_balance: 0n }), 'MinBalanceZero');
    expect(errorOf(run(Root, 'create', { id: 43, admin: id(bob), min_balance: 1n }))).toEqual({
      type: 'BadOrigin',
    });
    const poor = run(signed(fresh(1)), 'create', { id: 43, admin: id(bob), min_balance: 1n });
    expect(poor.error?.message).toBe('Balances.InsufficientBalance');
    expect(details(43)).toBeUndefined();
  });

  it('create follows NextAssetId when set (BadAssetId otherwise) and advances it', () => {
    chain.write(() => NextAssetId.set(100));
    expectModule(run(signed(bob), 'create', { id: 99, admin: id(bob), min_balance: 1n }), 'BadAssetId');
    ok(signed(bob), 'create', { id: 100, admin: id(bob), min_balance: 1n });
    expect(chain.read(() => NextAssetId.get())).toBe(101);
    expect(() => chain.write(() => assetsFungibles.create(5, bob, false, 1n))).toThrow('Assets.BadAssetId');
    // The force origin may pick ids below the sequence; reaching it moves the sequence on.
    ok(Root, 'force_create', { id: 5, owner: id(bob), is_sufficient: false, min_balance: 1n });
    expect(chain.read(() => NextAssetId.get())).toBe(101);
    ok(Root, 'force_create', { id: 150, owner: id(bob), is_sufficient: false, min_balance: 1n });
    expect(chain.read(() => NextAssetId.get())).toBe(151);
  });

  it('force_create needs Root, takes no deposit, and checks id and min balance', () => {
    expect(
      errorOf(
        run(signed(alice), 'force_create', { id: 50, owner: id(bob), is_sufficient: true, min_balance: 1n }),
      ),
    ).toEqual({
      type: 'BadOrigin',
    });
    const r = ok(Root, 'force_create', { id: 50, owner: id(bob), is_sufficient: true, min_balance: 1n });
    expect(eventsOf(r)).toEqual([
      { type: 'Assets', value: { type: 'ForceCreated', value: { asset_id: 50, owner: bob } } },
    ]);
    expect(details(50)!.deposit).toBe(0n);
    expectModule(
      run(Root, 'force_create', { id: 50, owner: id(bob), is_sufficient: true, min_balance: 1n }),
      'InUse',
    );
    expectModule(
      run(Root, 'force_create', { id: 51, owner: id(bob), is_sufficient: true, min_balance: 0n }),
      'MinBalanceZero',
    );
  });

  it('addresses other than MultiAddress::Id cannot be looked up', () => {
    const r = run(signed(bob), 'create', {
      id: 44,
      admin: { type: 'Index', value: undefined },
      min_balance: 1n,
    });
    expect(errorOf(r)).toEqual({ type: 'CannotLookup' });
  });
});

describe('mint / burn', () => {
  it('mint by the issuer credits the beneficiary and the supply (Issued)', () => {
    const r = ok(signed(alice), 'mint', { id: NS, beneficiary: id(bob), amount: 500n });
    expect(eventsOf(r)).toEqual([
      { type: 'Assets', value: { type: 'Issued', value: { asset_id: NS, owner: bob, amount: 500n } } },
    ]);
    expect(bal(NS, bob)).toBe(500n);
    expect(details(NS)!.supply).toBe(500n);
    // A non-sufficient asset holds a consumer reference on the holder.
    const acc = chain.read(() => Account.get(NS, bob))!;
    expect(acc.reason).toEqual({ type: 'Consumer' });
    expect(chain.read(() => SystemStorage.Account.get(bob).consumers)).toBe(1);
  });

  it('mint fails for non-issuers, unknown assets, amounts below the minimum and provider-less accounts', () => {
    expectModule(run(signed(bob), 'mint', { id: NS, beneficiary: id(bob), amount: 500n }), 'NoPermission');
    expect(errorOf(run(signed(alice), 'mint', { id: 99, beneficiary: id(bob), amount: 500n }))).toEqual({
      type: 'Token',
      value: { type: 'UnknownAsset' },
    });
    expect(errorOf(run(signed(alice), 'mint', { id: NS, beneficiary: id(bob), amount: 99n }))).toEqual({
      type: 'Token',
      value: { type: 'BelowMinimum' },
    });
    expect(errorOf(run(signed(alice), 'mint', { id: NS, beneficiary: id(fresh(3)), amount: 100n }))).toEqual({
      type: 'Token',
      value: { type: 'CannotCreate' },
    });
  });

  it('a sufficient asset creates the holder account in System (NewAccount, sufficients)', () => {
    const x = fresh(4);
    const r = ok(signed(alice), 'mint', { id: PHPU_ID, beneficiary: id(x), amount: PHPU_MIN_BALANCE });
    expect(names(r)).toEqual(['System.NewAccount', 'Assets.Issued']);
    expect(chain.read(() => SystemStorage.Account.get(x).sufficients)).toBe(1);
    expect(chain.read(() => Account.get(PHPU_ID, x))!.reason).toEqual({ type: 'Sufficient' });
  });

  it('burn by the admin takes up to the amount, reaping the account at zero', () => {
    ok(signed(alice), 'mint', { id: NS, beneficiary: id(bob), amount: 500n });
    const r = ok(signed(alice), 'burn', { id: NS, who: id(bob), amount: 450n });
    // 50 would stay, below the minimum of 100: the whole balance goes.
    expect(eventsOf(r)).toEqual([
      { type: 'Assets', value: { type: 'Burned', value: { asset_id: NS, owner: bob, balance: 500n } } },
    ]);
    expect(chain.read(() => Account.get(NS, bob))).toBeUndefined();
    expect(details(NS)!.supply).toBe(0n);
    expect(details(NS)!.accounts).toBe(0);
    expect(chain.read(() => SystemStorage.Account.get(bob).consumers)).toBe(0);
    expectModule(run(signed(alice), 'burn', { id: NS, who: id(bob), amount: 1n }), 'NoAccount');
  });

  it('burn by a non-admin fails with NoPermission', () => {
    expectModule(run(signed(bob), 'burn', { id: PHPU_ID, who: id(charlie), amount: 1n }), 'NoPermission');
  });
});

describe('transfer', () => {
  it('moves units and emits Transferred', () => {
    const r = ok(signed(bob), 'transfer', { id: PHPU_ID, target: id(charlie), amount: 123n * 10n ** 6n });
    expect(eventsOf(r)).toEqual([
      {
        type: 'Assets',
        value: {
          type: 'Transferred',
          value: { asset_id: PHPU_ID, from: bob, to: charlie, amount: 123n * 10n ** 6n },
        },
      },
    ]);
    expect(bal(PHPU_ID, bob)).toBe(PHPU_DEV_ENDOWMENT - 123n * 10n ** 6n);
    expect(bal(PHPU_ID, charlie)).toBe(PHPU_DEV_ENDOWMENT + 123n * 10n ** 6n);
  });

  it('fails with BalanceLow when overspending, and changes nothing', () => {
    expectModule(
      run(signed(bob), 'transfer', { id: PHPU_ID, target: id(charlie), amount: PHPU_DEV_ENDOWMENT + 1n }),
      'BalanceLow',
    );
    expect(bal(PHPU_ID, bob)).toBe(PHPU_DEV_ENDOWMENT);
  });

  it('a remainder below the minimum balance goes with the transfer and the sender account dies', () => {
    const accountsBefore = details(PHPU_ID)!.accounts;
    const amount = PHPU_DEV_ENDOWMENT - PHPU_MIN_BALANCE + 1n;
    const r = ok(signed(bob), 'transfer', { id: PHPU_ID, target: id(charlie), amount });
    expect(eventsOf(r)).toContainEqual({
      type: 'Assets',
      value: {
        type: 'Transferred',
        value: { asset_id: PHPU_ID, from: bob, to: charlie, amount: PHPU_DEV_ENDOWMENT },
      },
    });
    expect(chain.read(() => Account.get(PHPU_ID, bob))).toBeUndefined();
    expect(chain.read(() => SystemStorage.Account.get(bob).sufficients)).toBe(0);
    expect(details(PHPU_ID)!.accounts).toBe(accountsBefore - 1);
    expect(details(PHPU_ID)!.supply).toBe(6n * PHPU_DEV_ENDOWMENT);
  });

  it('transfer_keep_alive refuses to take the sender below the minimum (BalanceLow, as FRAME)', () => {
    const amount = PHPU_DEV_ENDOWMENT - PHPU_MIN_BALANCE + 1n;
    expectModule(
      run(signed(bob), 'transfer_keep_alive', { id: PHPU_ID, target: id(charlie), amount }),
      'BalanceLow',
    );
    ok(signed(bob), 'transfer_keep_alive', { id: PHPU_ID, target: id(charlie), amount: amount - 1n });
    expect(bal(PHPU_ID, bob)).toBe(PHPU_MIN_BALANCE);
  });

  it('a new recipient needs at least the minimum balance (Token(BelowMinimum))', () => {
    const r = run(signed(bob), 'transfer', {
      id: PHPU_ID,
      target: id(fresh(5)),
      amount: PHPU_MIN_BALANCE - 1n,
    });
    expect(errorOf(r)).toEqual({ type: 'Token', value: { type: 'BelowMinimum' } });
  });

  it('fails for an unknown asset and for a sender without an account', () => {
    expectModule(run(signed(bob), 'transfer', { id: 99, target: id(charlie), amount: 1n }), 'Unknown');
    expectModule(
      run(signed(fresh(6)), 'transfer', { id: PHPU_ID, target: id(charlie), amount: 1n }),
      'NoAccount',
    );
  });

  it('force_transfer moves between any accounts for the admin only', () => {
    expectModule(
      run(signed(bob), 'force_transfer', { id: PHPU_ID, source: id(charlie), dest: id(bob), amount: 1n }),
      'NoPermission',
    );
    ok(signed(alice), 'force_transfer', { id: PHPU_ID, source: id(charlie), dest: id(bob), amount: 7n });
    expect(bal(PHPU_ID, bob)).toBe(PHPU_DEV_ENDOWMENT + 7n);
  });

  it('transfer_all sends everything, or all but the minimum with keep_alive', () => {
    ok(signed(bob), 'transfer_all', { id: PHPU_ID, dest: id(charlie), keep_alive: true });
    expect(bal(PHPU_ID, bob)).toBe(PHPU_MIN_BALANCE);
    ok(signed(bob), 'transfer_all', { id: PHPU_ID, dest: id(charlie), keep_alive: false });
    expect(chain.read(() => Account.get(PHPU_ID, bob))).toBeUndefined();
    expect(bal(PHPU_ID, charlie)).toBe(2n * PHPU_DEV_ENDOWMENT);
  });
});

describe('freezing and blocking', () => {
  it('freeze stops sending (Frozen) but not receiving; thaw restores it', () => {
    expectModule(run(signed(bob), 'freeze', { id: PHPU_ID, who: id(charlie) }), 'NoPermission');
    const r = ok(signed(alice), 'freeze', { id: PHPU_ID, who: id(charlie) });
    expect(eventsOf(r)).toEqual([
      { type: 'Assets', value: { type: 'Frozen', value: { asset_id: PHPU_ID, who: charlie } } },
    ]);
    expectModule(run(signed(charlie), 'transfer', { id: PHPU_ID, target: id(bob), amount: 1n }), 'Frozen');
    ok(signed(bob), 'transfer', { id: PHPU_ID, target: id(charlie), amount: 1n });
    expectModule(run(signed(bob), 'thaw', { id: PHPU_ID, who: id(charlie) }), 'NoPermission');
    ok(signed(alice), 'thaw', { id: PHPU_ID, who: id(charlie) });
    ok(signed(charlie), 'transfer', { id: PHPU_ID, target: id(bob), amount: 1n });
    expectModule(run(signed(alice), 'freeze', { id: PHPU_ID, who: id(fresh(7)) }), 'NoAccount');
  });

  it('block stops receiving too (Token(Blocked))', () => {
    const r = ok(signed(alice), 'block', { id: PHPU_ID, who: id(charlie) });
    expect(names(r)).toEqual(['Assets.Blocked']);
    expect(errorOf(run(signed(bob), 'transfer', { id: PHPU_ID, target: id(charlie), amount: 1n }))).toEqual({
      type: 'Token',
      value: { type: 'Blocked' },
    });
  });

  it('freeze_asset halts transfers (AssetNotLive) until thaw_asset; thaw needs a frozen asset', () => {
    expectModule(run(signed(bob), 'freeze_asset', { id: PHPU_ID }), 'NoPermission');
    ok(signed(alice), 'freeze_asset', { id: PHPU_ID });
    expect(details(PHPU_ID)!.status).toEqual({ type: 'Frozen' });
    expectModule(
      run(signed(bob), 'transfer', { id: PHPU_ID, target: id(charlie), amount: 1n }),
      'AssetNotLive',
    );
    expectModule(run(signed(alice), 'freeze_asset', { id: PHPU_ID }), 'AssetNotLive');
    const r = ok(signed(alice), 'thaw_asset', { id: PHPU_ID });
    expect(names(r)).toEqual(['Assets.AssetThawed']);
    expectModule(run(signed(alice), 'thaw_asset', { id: PHPU_ID }), 'NotFrozen');
    ok(signed(bob), 'transfer', { id: PHPU_ID, target: id(charlie), amount: 1n });
  });
});

describe('ownership, team and minimum balance', () => {
  it('transfer_ownership moves the reserved deposits to the new owner', () => {
    ok(signed(bob), 'create', { id: 60, admin: id(bob), min_balance: 1n });
    ok(signed(bob), 'set_metadata', { id: 60, name: enc('Sixty'), symbol: enc('SIX'), decimals: 2 });
    const deposit = cfg.assetDeposit + cfg.metadataDepositBase + 8n * cfg.metadataDepositPerByte;
    const [bobBefore, charlieBefore] = chain.read(() => [reservedBalance(bob), reservedBalance(charlie)]);
    expectModule(run(signed(charlie), 'transfer_ownership', { id: 60, owner: id(charlie) }), 'NoPermission');
    const r = ok(signed(bob), 'transfer_ownership', { id: 60, owner: id(charlie) });
    expect(names(r)).toEqual(['Balances.ReserveRepatriated', 'Assets.OwnerChanged']);
    chain.read(() => {
      expect(bobBefore - reservedBalance(bob)).toBe(deposit);
      expect(reservedBalance(charlie) - charlieBefore).toBe(deposit);
      expect(Asset.get(60)!.owner).toEqual(charlie);
    });
  });

  it('set_team replaces issuer, admin and freezer (owner only)', () => {
    expectModule(
      run(signed(bob), 'set_team', { id: NS, issuer: id(bob), admin: id(bob), freezer: id(bob) }),
      'NoPermission',
    );
    const r = ok(signed(alice), 'set_team', {
      id: NS,
      issuer: id(bob),
      admin: id(charlie),
      freezer: id(dave),
    });
    expect(eventsOf(r)).toEqual([
      {
        type: 'Assets',
        value: { type: 'TeamChanged', value: { asset_id: NS, issuer: bob, admin: charlie, freezer: dave } },
      },
    ]);
    expectModule(run(signed(alice), 'mint', { id: NS, beneficiary: id(bob), amount: 100n }), 'NoPermission');
    ok(signed(bob), 'mint', { id: NS, beneficiary: id(bob), amount: 100n });
  });

  it('set_min_balance: owner only, never for sufficient assets, raising only without accounts', () => {
    expectModule(run(signed(alice), 'set_min_balance', { id: PHPU_ID, min_balance: 1n }), 'NoPermission');
    expectModule(run(signed(bob), 'set_min_balance', { id: NS, min_balance: 1n }), 'NoPermission');
    ok(signed(alice), 'set_min_balance', { id: NS, min_balance: 1000n });
    ok(signed(alice), 'mint', { id: NS, beneficiary: id(bob), amount: 1000n });
    expectModule(run(signed(alice), 'set_min_balance', { id: NS, min_balance: 2000n }), 'NoPermission');
    const r = ok(signed(alice), 'set_min_balance', { id: NS, min_balance: 10n });
    expect(eventsOf(r)).toEqual([
      {
        type: 'Assets',
        value: { type: 'AssetMinBalanceChanged', value: { asset_id: NS, new_min_balance: 10n } },
      },
    ]);
  });

  it('force_asset_status rewrites the asset from Root only', () => {
    expect(
      errorOf(
        run(signed(alice), 'force_asset_status', {
          id: NS,
          owner: id(bob),
          issuer: id(bob),
          admin: id(bob),
          freezer: id(bob),
          min_balance: 3n,
          is_sufficient: true,
          is_frozen: true,
        }),
      ),
    ).toEqual({ type: 'BadOrigin' });
    ok(Root, 'force_asset_status', {
      id: NS,
      owner: id(bob),
      issuer: id(bob),
      admin: id(bob),
      freezer: id(bob),
      min_balance: 3n,
      is_sufficient: true,
      is_frozen: true,
    });
    const d = details(NS)!;
    expect([d.owner, d.min_balance, d.is_sufficient, d.status]).toEqual([bob, 3n, true, { type: 'Frozen' }]);
  });
});

describe('metadata', () => {
  const depositFor = (name: string, symbol: string) =>
    cfg.metadataDepositBase + cfg.metadataDepositPerByte * BigInt(name.length + symbol.length);

  it('set_metadata reserves by length, re-setting adjusts the deposit, clear_metadata frees it', () => {
    ok(signed(bob), 'create', { id: 61, admin: id(bob), min_balance: 1n });
    const base = chain.read(() => reservedBalance(bob));
    const r = ok(signed(bob), 'set_metadata', {
      id: 61,
      name: enc('Long name'),
      symbol: enc('LONG'),
      decimals: 9,
    });
    expect(eventsOf(r)).toContainEqual({
      type: 'Assets',
      value: {
        type: 'MetadataSet',
        value: { asset_id: 61, name: enc('Long name'), symbol: enc('LONG'), decimals: 9, is_frozen: false },
      },
    });
    expect(chain.read(() => reservedBalance(bob)) - base).toBe(depositFor('Long name', 'LONG'));
    ok(signed(bob), 'set_metadata', { id: 61, name: enc('N'), symbol: enc('S'), decimals: 9 });
    expect(chain.read(() => reservedBalance(bob)) - base).toBe(depositFor('N', 'S'));
    expect(chain.read(() => AssetMeta.get(61)).deposit).toBe(depositFor('N', 'S'));
    const c = ok(signed(bob), 'clear_metadata', { id: 61 });
    expect(names(c)).toEqual(['Balances.Unreserved', 'Assets.MetadataCleared']);
    expect(chain.read(() => reservedBalance(bob))).toBe(base);
    expectModule(run(signed(bob), 'clear_metadata', { id: 61 }), 'Unknown');
  });

  it('set_metadata fails for non-owners, over-long strings and unknown assets', () => {
    expectModule(
      run(signed(bob), 'set_metadata', { id: NS, name: enc('a'), symbol: enc('b'), decimals: 0 }),
      'NoPermission',
    );
    expectModule(
      run(signed(alice), 'set_metadata', {
        id: NS,
        name: enc('x'.repeat(51)),
        symbol: enc('b'),
        decimals: 0,
      }),
      'BadMetadata',
    );
    expectModule(
      run(signed(alice), 'set_metadata', { id: 99, name: enc('a'), symbol: enc('b'), decimals: 0 }),
      'Unknown',
    );
  });

  it('force_set_metadata (Root) can freeze metadata against the owner; force_clear_metadata returns the deposit', () => {
    ok(signed(alice), 'set_metadata', { id: NS, name: enc('Seven'), symbol: enc('SVN'), decimals: 1 });
    const reserved = chain.read(() => reservedBalance(alice));
    expect(
      errorOf(
        run(signed(alice), 'force_set_metadata', {
          id: NS,
          name: enc('F'),
          symbol: enc('F'),
          decimals: 3,
          is_frozen: true,
        }),
      ),
    ).toEqual({
      type: 'BadOrigin',
    });
    ok(Root, 'force_set_metadata', {
      id: NS,
      name: enc('F'),
      symbol: enc('F'),
      decimals: 3,
      is_frozen: true,
    });
    expect(chain.read(() => AssetMeta.get(NS)).deposit).toBe(depositFor('Seven', 'SVN'));
    expectModule(
      run(signed(alice), 'set_metadata', { id: NS, name: enc('a'), symbol: enc('b'), decimals: 0 }),
      'NoPermission',
    );
    expectModule(
      run(Root, 'force_set_metadata', {
        id: 99,
        name: enc('F'),
        symbol: enc('F'),
        decimals: 3,
        is_frozen: true,
      }),
      'Unknown',
    );
    ok(Root, 'force_clear_metadata', { id: NS });
    expect(reserved - chain.read(() => reservedBalance(alice))).toBe(depositFor('Seven', 'SVN'));
    expect(chain.read(() => AssetMeta.tryGet(NS))).toBeUndefined();
  });
});

describe('touch / refund', () => {
  it('touch creates an empty account on the signer deposit; refund returns it', () => {
    const before = chain.read(() => reservedBalance(bob));
    const r = ok(signed(bob), 'touch', { id: NS });
    expect(eventsOf(r)).toContainEqual({
      type: 'Assets',
      value: { type: 'Touched', value: { asset_id: NS, who: bob, depositor: bob } },
    });
    expect(chain.read(() => Account.get(NS, bob))).toEqual({
      balance: 0n,
      status: { type: 'Liquid' },
      reason: { type: 'DepositHeld', value: cfg.assetAccountDeposit },
      extra: undefined,
    });
    expect(chain.read(() => reservedBalance(bob)) - before).toBe(cfg.assetAccountDeposit);
    expectModule(run(signed(bob), 'touch', { id: NS }), 'AlreadyExists');
    // Crediting an existing account needs no minimum balance.
    ok(signed(alice), 'mint', { id: NS, beneficiary: id(bob), amount: 1n });
    expectModule(run(signed(bob), 'refund', { id: NS, allow_burn: false }), 'WouldBurn');
    const burn = ok(signed(bob), 'refund', { id: NS, allow_burn: true });
    expect(names(burn)).toEqual(['Balances.Unreserved', 'Assets.Burned']);
    expect(chain.read(() => reservedBalance(bob))).toBe(before);
    expect(chain.read(() => Account.get(NS, bob))).toBeUndefined();
    expect(details(NS)!.supply).toBe(0n);
    expectModule(run(signed(bob), 'refund', { id: NS, allow_burn: true }), 'NoDeposit');
    expectModule(run(signed(bob), 'touch', { id: 99 }), 'Unknown');
  });

  it('refund of a consumer-backed account releases the consumer reference', () => {
    ok(signed(alice), 'mint', { id: NS, beneficiary: id(bob), amount: 100n });
    expect(chain.read(() => SystemStorage.Account.get(bob).consumers)).toBe(1);
    ok(signed(bob), 'refund', { id: NS, allow_burn: true });
    expect(chain.read(() => SystemStorage.Account.get(bob).consumers)).toBe(0);
  });

  it('touch_other is for the admin or freezer and refund_other returns the deposit to the depositor', () => {
    const x = fresh(8);
    expectModule(run(signed(bob), 'touch_other', { id: NS, who: id(x) }), 'NoPermission');
    const before = chain.read(() => reservedBalance(alice));
    ok(signed(alice), 'touch_other', { id: NS, who: id(x) });
    expect(chain.read(() => Account.get(NS, x))!.reason).toEqual({
      type: 'DepositFrom',
      value: [alice, cfg.assetAccountDeposit],
    });
    // The touched account can receive although it has no provider of its own.
    ok(signed(alice), 'mint', { id: NS, beneficiary: id(x), amount: 5n });
    expectModule(run(signed(alice), 'refund_other', { id: NS, who: id(x) }), 'WouldBurn');
    ok(signed(alice), 'burn', { id: NS, who: id(x), amount: 5n });
    expectModule(run(signed(bob), 'refund_other', { id: NS, who: id(x) }), 'NoPermission');
    ok(signed(alice), 'refund_other', { id: NS, who: id(x) });
    expect(chain.read(() => reservedBalance(alice))).toBe(before);
    expect(chain.read(() => Account.get(NS, x))).toBeUndefined();
    expectModule(run(signed(alice), 'refund_other', { id: NS, who: id(x) }), 'NoDeposit');
  });
});

describe('approvals', () => {
  it('approve_transfer reserves the deposit; transfer_approved spends it down and frees the deposit at zero', () => {
    const before = chain.read(() => reservedBalance(bob));
    const r = ok(signed(bob), 'approve_transfer', { id: PHPU_ID, delegate: id(charlie), amount: 300n });
    expect(eventsOf(r)).toContainEqual({
      type: 'Assets',
      value: {
        type: 'ApprovedTransfer',
        value: { asset_id: PHPU_ID, source: bob, delegate: charlie, amount: 300n },
      },
    });
    ok(signed(bob), 'approve_transfer', { id: PHPU_ID, delegate: id(charlie), amount: 200n });
    expect(chain.read(() => Approvals.get([PHPU_ID, bob, charlie]))).toEqual({
      amount: 500n,
      deposit: cfg.approvalDeposit,
    });
    expect(chain.read(() => reservedBalance(bob)) - before).toBe(cfg.approvalDeposit);
    expect(details(PHPU_ID)!.approvals).toBe(1);

    expectModule(
      run(signed(charlie), 'transfer_approved', {
        id: PHPU_ID,
        owner: id(bob),
        destination: id(dave),
        amount: 501n,
      }),
      'Unapproved',
    );
    expectModule(
      run(signed(dave), 'transfer_approved', {
        id: PHPU_ID,
        owner: id(bob),
        destination: id(dave),
        amount: 1n,
      }),
      'Unapproved',
    );
    ok(signed(charlie), 'transfer_approved', {
      id: PHPU_ID,
      owner: id(bob),
      destination: id(dave),
      amount: 200n,
    });
    expect(chain.read(() => Approvals.get([PHPU_ID, bob, charlie]))!.amount).toBe(300n);
    const last = ok(signed(charlie), 'transfer_approved', {
      id: PHPU_ID,
      owner: id(bob),
      destination: id(dave),
      amount: 300n,
    });
    expect(names(last)).toEqual(['Assets.Transferred', 'Balances.Unreserved']);
    expect(bal(PHPU_ID, dave)).toBe(PHPU_DEV_ENDOWMENT + 500n);
    expect(chain.read(() => Approvals.get([PHPU_ID, bob, charlie]))).toBeUndefined();
    expect(chain.read(() => reservedBalance(bob))).toBe(before);
    expect(details(PHPU_ID)!.approvals).toBe(0);
  });

  it('cancel_approval (owner) and force_cancel_approval (admin or Root) free the deposit', () => {
    ok(signed(bob), 'approve_transfer', { id: PHPU_ID, delegate: id(charlie), amount: 1n });
    const r = ok(signed(bob), 'cancel_approval', { id: PHPU_ID, delegate: id(charlie) });
    expect(names(r)).toEqual(['Balances.Unreserved', 'Assets.ApprovalCancelled']);
    expectModule(run(signed(bob), 'cancel_approval', { id: PHPU_ID, delegate: id(charlie) }), 'Unknown');
    ok(signed(bob), 'approve_transfer', { id: PHPU_ID, delegate: id(charlie), amount: 1n });
    expectModule(
      run(signed(dave), 'force_cancel_approval', { id: PHPU_ID, owner: id(bob), delegate: id(charlie) }),
      'NoPermission',
    );
    ok(signed(alice), 'force_cancel_approval', { id: PHPU_ID, owner: id(bob), delegate: id(charlie) });
    ok(signed(bob), 'approve_transfer', { id: PHPU_ID, delegate: id(charlie), amount: 1n });
    ok(Root, 'force_cancel_approval', { id: PHPU_ID, owner: id(bob), delegate: id(charlie) });
    expect(details(PHPU_ID)!.approvals).toBe(0);
  });
});

describe('destruction', () => {
  it('start_destroy → destroy_accounts → destroy_approvals → finish_destroy returns every deposit', () => {
    const lumiBefore = chain.read(() => [freeBalance(bob), reservedBalance(bob), reservedBalance(charlie)]);
    ok(signed(bob), 'create', { id: 70, admin: id(bob), min_balance: 1n });
    ok(signed(bob), 'set_metadata', { id: 70, name: enc('Seventy'), symbol: enc('SVT'), decimals: 0 });
    ok(signed(bob), 'mint', { id: 70, beneficiary: id(charlie), amount: 10n });
    ok(signed(bob), 'touch_other', { id: 70, who: id(dave) });
    ok(signed(charlie), 'approve_transfer', { id: 70, delegate: id(dave), amount: 5n });

    expectModule(run(signed(bob), 'destroy_accounts', { id: 70 }), 'IncorrectStatus');
    expectModule(run(signed(charlie), 'start_destroy', { id: 70 }), 'NoPermission');
    const s = ok(signed(bob), 'start_destroy', { id: 70 });
    expect(names(s)).toEqual(['Assets.DestructionStarted']);
    // A destroying asset takes no deposits: FRAME reports it as an unknown asset.
    expect(errorOf(run(signed(bob), 'mint', { id: 70, beneficiary: id(charlie), amount: 1n }))).toEqual({
      type: 'Token',
      value: { type: 'UnknownAsset' },
    });
    expectModule(run(signed(bob), 'transfer', { id: 70, target: id(dave), amount: 1n }), 'AssetNotLive');
    expectModule(run(signed(bob), 'finish_destroy', { id: 70 }), 'InUse');

    const a = ok(signed(dave), 'destroy_accounts', { id: 70 });
    expect(eventsOf(a)).toContainEqual({
      type: 'Assets',
      value: {
        type: 'AccountsDestroyed',
        value: { asset_id: 70, accounts_destroyed: 2, accounts_remaining: 0 },
      },
    });
    expectModule(run(signed(bob), 'finish_destroy', { id: 70 }), 'InUse');
    const p = ok(signed(dave), 'destroy_approvals', { id: 70 });
    expect(eventsOf(p)).toContainEqual({
      type: 'Assets',
      value: {
        type: 'ApprovalsDestroyed',
        value: { asset_id: 70, approvals_destroyed: 1, approvals_remaining: 0 },
      },
    });
    const f = ok(signed(dave), 'finish_destroy', { id: 70 });
    expect(names(f)).toContain('Assets.Destroyed');
    expect(details(70)).toBeUndefined();
    expect(chain.read(() => AssetMeta.tryGet(70))).toBeUndefined();
    expect(chain.read(() => [freeBalance(bob), reservedBalance(bob), reservedBalance(charlie)])).toEqual(
      lumiBefore,
    );
    expect(chain.read(() => SystemStorage.Account.get(charlie).consumers)).toBe(0);
  });

  it('Root may start destroying any asset', () => {
    ok(Root, 'start_destroy', { id: NS });
    expect(details(NS)!.status).toEqual({ type: 'Destroying' });
    expectModule(run(Root, 'start_destroy', { id: 99 }), 'Unknown');
  });
});

describe('fungibles interface (for AssetConversion)', () => {
  it('inspects balances, minimum, issuance and existence', () => {
    chain.read(() => {
      expect(assetsFungibles.balance(PHPU_ID, bob)).toBe(PHPU_DEV_ENDOWMENT);
      expect(assetsFungibles.balance(PHPU_ID, fresh(1))).toBe(0n);
      expect(assetsFungibles.minimumBalance(PHPU_ID)).toBe(PHPU_MIN_BALANCE);
      expect(assetsFungibles.minimumBalance(99)).toBe(0n);
      expect(assetsFungibles.totalIssuance(PHPU_ID)).toBe(6n * PHPU_DEV_ENDOWMENT);
      expect(assetsFungibles.totalIssuance(99)).toBe(0n);
      expect(assetsFungibles.assetExists(PHPU_ID)).toBe(true);
      expect(assetsFungibles.assetExists(99)).toBe(false);
      expect(assetsFungibles.reducibleBalance(PHPU_ID, bob, false)).toBe(PHPU_DEV_ENDOWMENT);
      expect(assetsFungibles.reducibleBalance(PHPU_ID, bob, true)).toBe(
        PHPU_DEV_ENDOWMENT - PHPU_MIN_BALANCE,
      );
      expect(assetsFungibles.reducibleBalance(99, bob, true)).toBe(0n);
    });
  });

  it('transfer is exact: keep-alive refuses to reap (Token(NotExpendable)), otherwise the dust goes too', () => {
    const err = () =>
      chain.write(() => assetsFungibles.transfer(PHPU_ID, bob, charlie, PHPU_DEV_ENDOWMENT - 1n, true));
    expect(err).toThrow('Token.NotExpendable');
    expect(bal(PHPU_ID, bob)).toBe(PHPU_DEV_ENDOWMENT);
    expect(chain.write(() => assetsFungibles.transfer(PHPU_ID, bob, charlie, 5n * 10n ** 6n, true))).toBe(
      5n * 10n ** 6n,
    );
    expect(bal(PHPU_ID, charlie)).toBe(PHPU_DEV_ENDOWMENT + 5n * 10n ** 6n);
    expect(() =>
      chain.write(() => assetsFungibles.transfer(PHPU_ID, bob, charlie, PHPU_DEV_ENDOWMENT, false)),
    ).toThrow('Token.FundsUnavailable');
    expect(() => chain.write(() => assetsFungibles.transfer(99, bob, charlie, 1n, false))).toThrow(
      'Token.UnknownAsset',
    );
  });

  it('mintInto / burnFrom change the supply exactly; burnFrom refuses more than reducible', () => {
    chain.write(() => {
      assetsFungibles.mintInto(NS, bob, 1000n);
      expect(assetsFungibles.totalIssuance(NS)).toBe(1000n);
      expect(() => assetsFungibles.burnFrom(NS, bob, 1001n)).toThrow('Token.FundsUnavailable');
      expect(assetsFungibles.burnFrom(NS, bob, 400n)).toBe(400n);
      expect(assetsFungibles.balance(NS, bob)).toBe(600n);
      expect(assetsFungibles.totalIssuance(NS)).toBe(600n);
      expect(() => assetsFungibles.burnFrom(NS, bob, 550n, true)).toThrow('Token.FundsUnavailable');
      expect(assetsFungibles.burnFrom(NS, bob, 600n)).toBe(600n);
      expect(assetsFungibles.totalIssuance(NS)).toBe(0n);
    });
  });

  it('create (no deposit), shouldTouch / touch and setMetadataRaw', () => {
    const x = fresh(10);
    chain.write(() => {
      poolAssetsFungibles.create(500, x, false, 1n);
      expect(poolAssetsFungibles.assetExists(500)).toBe(true);
      expect(poolAssetsInstance.storage.Asset.get(500)!.deposit).toBe(0n);
      expect(() => poolAssetsFungibles.create(500, x, false, 1n)).toThrow('PoolAssets.InUse');
      // x has no provider: it must be touched before it can hold the non-sufficient LP token.
      expect(poolAssetsFungibles.shouldTouch(500, x)).toBe(true);
      expect(poolAssetsFungibles.shouldTouch(500, alice)).toBe(false);
      expect(assetsFungibles.shouldTouch(PHPU_ID, x)).toBe(false);
      expect(() => poolAssetsFungibles.mintInto(500, x, 10n)).toThrow('Token.CannotCreate');
      poolAssetsFungibles.touch(500, x, alice);
      expect(poolAssetsFungibles.shouldTouch(500, x)).toBe(false);
      expect(poolAssetsFungibles.depositRequired(500)).toBe(POOL_ASSETS_CONFIG.assetAccountDeposit);
      poolAssetsFungibles.mintInto(500, x, 10n);
      poolAssetsFungibles.setMetadataRaw(500, enc('LP'), enc('LPHPU'), 9);
      expect(poolAssetsFungibles.metadata(500)).toEqual({
        deposit: 0n,
        name: enc('LP'),
        symbol: enc('LPHPU'),
        decimals: 9,
        is_frozen: false,
      });
      expect(() => poolAssetsFungibles.setMetadataRaw(500, enc('x'.repeat(51)), enc('L'), 9)).toThrow(
        'PoolAssets.BadMetadata',
      );
    });
    expect(chain.read(() => poolAssetsFungibles.balance(500, x))).toBe(10n);
  });

  it('a failed fungibles call leaves no partial change', () => {
    const before = chain.state.get(chain.read(() => Asset.key(NS)));
    expect(() =>
      chain.write(() => {
        assetsFungibles.mintInto(NS, bob, 500n);
        assetsFungibles.transfer(NS, bob, fresh(11), 200n, false); // fresh(11) has no provider
      }),
    ).toThrow('Token.CannotCreate');
    expect(chain.read(() => Asset.get(NS))!.supply).toBe(0n);
    expect(chain.state.get(chain.read(() => Asset.key(NS)))).toEqual(before);
  });
});

describe('PoolAssets is an independent instance', () => {
  it('the same id is a different asset with its own storage prefix, events and errors', () => {
    ok(
      Root,
      'force_create',
      { id: PHPU_ID, owner: id(bob), is_sufficient: true, min_balance: 3n },
      'PoolAssets',
    );
    const m = ok(signed(bob), 'mint', { id: PHPU_ID, beneficiary: id(charlie), amount: 50n }, 'PoolAssets');
    expect(eventsOf(m)).toEqual([
      {
        type: 'PoolAssets',
        value: { type: 'Issued', value: { asset_id: PHPU_ID, owner: charlie, amount: 50n } },
      },
    ]);
    chain.read(() => {
      expect(poolAssetsFungibles.balance(PHPU_ID, charlie)).toBe(50n);
      expect(assetsFungibles.balance(PHPU_ID, charlie)).toBe(PHPU_DEV_ENDOWMENT);
      expect(poolAssetsFungibles.totalIssuance(PHPU_ID)).toBe(50n);
      expect(Asset.get(PHPU_ID)!.owner).toEqual(alice);
      const k1 = Account.key(PHPU_ID, charlie);
      const k2 = poolAssetsInstance.storage.Account.key(PHPU_ID, charlie);
      expect(u8aToHex(k1.subarray(16))).toBe(u8aToHex(k2.subarray(16)));
      expect(u8aToHex(k1.subarray(0, 16))).not.toBe(u8aToHex(k2.subarray(0, 16)));
    });
    // Alice owns PHPU in Assets but has no rights over PoolAssets' asset 1.
    expectModule(
      run(signed(alice), 'mint', { id: PHPU_ID, beneficiary: id(alice), amount: 50n }, 'PoolAssets'),
      'NoPermission',
      'PoolAssets',
    );
    expect(
      run(
        signed(alice),
        'mint',
        { id: 99, beneficiary: id(alice), amount: 1n },
        'PoolAssets',
      ).error?.toValue(),
    ).toEqual({
      type: 'Token',
      value: { type: 'UnknownAsset' },
    });
    const e = run(signed(alice), 'burn', { id: PHPU_ID, who: id(charlie), amount: 1n }, 'PoolAssets');
    expect(e.error?.toValue()).toEqual({
      type: 'Module',
      value: { index: 6, error: new Uint8Array([2, 0, 0, 0]) },
    });
    const a = run(signed(bob), 'burn', { id: PHPU_ID, who: id(charlie), amount: 1n });
    expect(a.error?.toValue()).toEqual({
      type: 'Module',
      value: { index: 5, error: new Uint8Array([2, 0, 0, 0]) },
    });
  });

  it('only the AssetConversion pallet account may create PoolAssets (BadOrigin for others)', () => {
    expect(
      errorOf(run(signed(alice), 'create', { id: 3, admin: id(alice), min_balance: 1n }, 'PoolAssets')),
    ).toEqual({
      type: 'BadOrigin',
    });
    const pallet = palletAccount('py/ascon');
    expect(u8aToHex(pallet)).toBe(u8aToHex(POOL_ASSETS_CONFIG.createOrigin as Uint8Array));
    ok(signed(alice), 'transfer_keep_alive', { dest: id(pallet), value: 100n * UNIT }, 'Balances' as Pallet);
    ok(signed(pallet), 'create', { id: 3, admin: id(pallet), min_balance: 1n }, 'PoolAssets');
    expect(chain.read(() => poolAssetsFungibles.assetExists(3))).toBe(true);
  });
});

describe('SCALE fidelity of storage', () => {
  it('@polkadot/types decodes Assets.Account keys and values from our metadata alone', () => {
    const registry = new TypeRegistry();
    const metadata = new Metadata(registry, metadataV15());
    registry.setMetadata(metadata);
    const decorated = expandMetadata(registry, metadata);
    const entry = decorated.query.assets?.account;
    const poolEntry = decorated.query.poolAssets?.account;
    if (!entry || !poolEntry) throw new Error('metadata lacks Assets.Account or PoolAssets.Account');
    const ours = chain.read(() => Account.key(PHPU_ID, bob));
    const key = registry.createType<StorageKey>('StorageKey', u8aToHex(ours));
    key.setMeta(entry.meta);
    expect(key.args.map((a) => a.toString())).toEqual([
      '1',
      registry.createType('AccountId32', bob).toString(),
    ]);
    expect(u8aToHex(entry.keyPrefix())).toBe(u8aToHex(ours.subarray(0, 32)));
    const raw = chain.state.get(ours)!;
    const value = registry.createType(registry.createLookupType(entry.meta.type.asMap.value), raw);
    expect(value.toJSON()).toEqual({
      balance: Number(PHPU_DEV_ENDOWMENT),
      status: 'Liquid',
      reason: { sufficient: null },
      extra: null,
    });
    const poolKey = poolEntry.keyPrefix();
    expect(u8aToHex(poolKey)).toBe(u8aToHex(poolAssetsInstance.storage.Account.prefix));
  });
});
