import fc from 'fast-check';
import { u8aToHex } from '@polkadot/util';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { describe, expect, it } from 'vitest';
import { devAccount } from '../../src/dev-accounts.ts';
import { assetsFungibles, assetsInstance } from '../../src/pallets/assets/index.ts';
import { SystemStorage } from '../../src/pallets/system/index.ts';
import { Root, signed } from '../../src/support/origin.ts';
import { TestChain } from '../../src/support/testing.ts';

const { Asset, Account } = assetsInstance.storage;
const ASSET = 900;
const who = fc.integer({ min: 0, max: 4 });
// Senders are mostly the dev accounts, which can hold any asset, so that most debits have a balance behind them.
const sender = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 2 }), weight: 3 },
  { arbitrary: who, weight: 1 },
);
// Mostly amounts near the balances in play (so transfers and burns succeed often), sometimes huge ones.
const amountUpTo = (max: bigint) =>
  fc.oneof(
    { arbitrary: fc.bigInt({ min: 0n, max }), weight: 8 },
    { arbitrary: fc.bigInt({ min: 0n, max: 1n << 127n }), weight: 1 },
  );
const mintAmount = amountUpTo(5_000n);
const amount = amountUpTo(1_500n);

const op = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('mint' as const), to: sender, amount: mintAmount }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('burn' as const), from: sender, amount }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constantFrom('transfer' as const, 'transfer_keep_alive' as const, 'force_transfer' as const),
      from: sender,
      to: who,
      amount,
    }),
    weight: 5,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('transfer_all' as const),
      from: who,
      to: who,
      keepAlive: fc.boolean(),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('refund' as const), from: who, allowBurn: fc.boolean() }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('touch_other' as const), to: who }), weight: 1 },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

describe('Assets property: supply is the sum of balances', () => {
  it('random mint / burn / transfer / refund sequences keep every invariant, and failures change nothing', async () => {
    // Dev accounts have LUMI (a provider); the two fresh accounts have nothing, so non-sufficient assets
    // must refuse them until touched.
    await cryptoWaitReady();
    const accounts = [
      devAccount('Alice'),
      devAccount('Bob'),
      devAccount('Charlie'),
      new Uint8Array(32).fill(201),
      new Uint8Array(32).fill(202),
    ];
    const alice = accounts[0]!;
    const pick = (i: number) => accounts[i]!;

    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.bigInt({ min: 1n, max: 500n }),
        fc.array(op, { minLength: 1, maxLength: 40, size: 'max' }),
        async (sufficient, minBalance, ops) => {
          const chain = await TestChain.create();
          const created = chain.dispatch(Root, {
            type: 'Assets',
            value: {
              type: 'force_create',
              value: {
                id: ASSET,
                owner: { type: 'Id', value: alice },
                is_sufficient: sufficient,
                min_balance: minBalance,
              },
            },
          });
          expect(created.ok).toBe(true);
          const refs = (a: Uint8Array) => chain.read(() => SystemStorage.Account.get(a));
          const baseRefs = accounts.map((a) => refs(a));

          const snapshot = () =>
            chain.read(() => ({
              details: Asset.get(ASSET),
              accounts: [...Account.entriesPrefix(ASSET)].map(([, a, v]) => [u8aToHex(a), v] as const),
            }));

          const check = () => {
            const s = snapshot();
            const d = s.details!;
            const sum = s.accounts.reduce((t, [, v]) => t + v.balance, 0n);
            expect(d.supply).toBe(sum);
            expect(d.accounts).toBe(s.accounts.length);
            expect(d.sufficients).toBe(s.accounts.filter(([, v]) => v.reason.type === 'Sufficient').length);
            for (const [, v] of s.accounts) {
              expect(v.balance >= 0n).toBe(true);
              if (v.reason.type === 'Consumer' || v.reason.type === 'Sufficient')
                expect(v.balance >= d.min_balance).toBe(true);
            }
            accounts.forEach((a, i) => {
              const acc = chain.read(() => Account.tryGet(ASSET, a));
              const r = refs(a);
              // Balances holds one consumer reference while any LUMI is reserved (touch deposits).
              const reserveRef = (x: typeof r) => (x.data.reserved > 0n ? 1 : 0);
              expect(r.consumers - reserveRef(r)).toBe(
                baseRefs[i]!.consumers - reserveRef(baseRefs[i]!) + (acc?.reason.type === 'Consumer' ? 1 : 0),
              );
              expect(r.sufficients).toBe(
                baseRefs[i]!.sufficients + (acc?.reason.type === 'Sufficient' ? 1 : 0),
              );
            });
          };

          for (const o of ops) {
            const before = snapshot();
            const r = apply(chain, o, pick, alice);
            if (!r.ok) expect(snapshot()).toEqual(before);
            else if (o.kind === 'mint')
              expect(snapshot().details!.supply).toBe(before.details!.supply + o.amount);
            else if (
              o.kind === 'transfer' ||
              o.kind === 'transfer_keep_alive' ||
              o.kind === 'force_transfer'
            ) {
              // Transfers conserve the supply exactly; whatever left the source reached the target.
              expect(snapshot().details!.supply).toBe(before.details!.supply);
              const bal = (i: number) => chain.read(() => assetsFungibles.balance(ASSET, pick(i)));
              const was = (i: number) =>
                before.accounts.find(([k]) => k === u8aToHex(pick(i)))?.[1].balance ?? 0n;
              if (o.from === o.to) expect(bal(o.from)).toBe(was(o.from));
              else expect(bal(o.from) + bal(o.to)).toBe(was(o.from) + was(o.to));
            }
            check();
          }
        },
      ),
      { numRuns: 80, seed: 20_240_611 },
    );
  });
});

function apply(chain: TestChain, o: Op, pick: (i: number) => Uint8Array, alice: Uint8Array) {
  const id = (i: number) => ({ type: 'Id' as const, value: pick(i) });
  const c = (name: string, value: Record<string, unknown>) => ({
    type: 'Assets',
    value: { type: name, value },
  });
  switch (o.kind) {
    case 'mint':
      return chain.dispatch(signed(alice), c('mint', { id: ASSET, beneficiary: id(o.to), amount: o.amount }));
    case 'burn':
      return chain.dispatch(signed(alice), c('burn', { id: ASSET, who: id(o.from), amount: o.amount }));
    case 'force_transfer':
      return chain.dispatch(
        signed(alice),
        c('force_transfer', { id: ASSET, source: id(o.from), dest: id(o.to), amount: o.amount }),
      );
    case 'transfer':
    case 'transfer_keep_alive':
      return chain.dispatch(
        signed(pick(o.from)),
        c(o.kind, { id: ASSET, target: id(o.to), amount: o.amount }),
      );
    case 'transfer_all':
      return chain.dispatch(
        signed(pick(o.from)),
        c('transfer_all', { id: ASSET, dest: id(o.to), keep_alive: o.keepAlive }),
      );
    case 'refund':
      return chain.dispatch(signed(pick(o.from)), c('refund', { id: ASSET, allow_burn: o.allowBurn }));
    case 'touch_other':
      return chain.dispatch(signed(alice), c('touch_other', { id: ASSET, who: id(o.to) }));
  }
}
