import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { devAccount } from '../src/dev-accounts.ts';
import {
  DEV_ENDOWMENT,
  EXISTENTIAL_DEPOSIT,
  accountData,
  freeBalance,
  reserve,
  reservedBalance,
  totalIssuance,
  unreserve,
} from '../src/pallets/balances/index.ts';
import { FOREX_ENDOWMENT } from '../src/pallets/balances/genesis.ts';
import { SystemStorage } from '../src/pallets/system/index.ts';
import { Root, signed } from '../src/support/origin.ts';
import { TestChain } from '../src/support/testing.ts';

const alice = () => devAccount('Alice');
const bob = () => devAccount('Bob');
const fresh = (n: number) => new Uint8Array(32).fill(n);
const id = (a: Uint8Array) => ({ type: 'Id' as const, value: a });

const transfer = (kind: 'transfer_allow_death' | 'transfer_keep_alive', to: Uint8Array, value: bigint) => ({
  type: 'Balances',
  value: { type: kind, value: { dest: id(to), value } },
});

let chain: TestChain;
beforeAll(async () => {
  chain = await TestChain.create();
});

describe('Balances', () => {
  it('endows the dev accounts at genesis and counts the issuance', async () => {
    const c = await TestChain.create();
    // Bob: Alice also seeds the genesis LUMI/PHPU pool.
    c.read(() => {
      expect(freeBalance(bob())).toBe(DEV_ENDOWMENT);
      expect(totalIssuance()).toBe(DEV_ENDOWMENT * 6n + FOREX_ENDOWMENT);
      expect(SystemStorage.Account.get(bob()).providers).toBe(1);
    });
  });

  it('transfer_allow_death creates the destination (NewAccount, Endowed, Transfer)', () => {
    const x = fresh(1);
    const r = chain.dispatch(signed(alice()), transfer('transfer_allow_death', x, 2n * EXISTENTIAL_DEPOSIT));
    expect(r.ok).toBe(true);
    expect(r.events.map((e) => `${e.event.type}.${e.event.value.type}`)).toEqual([
      'System.NewAccount',
      'Balances.Endowed',
      'Balances.Transfer',
    ]);
    chain.read(() => expect(freeBalance(x)).toBe(2n * EXISTENTIAL_DEPOSIT));
  });

  it('rejects a deposit below the existential deposit with Token(BelowMinimum)', () => {
    const r = chain.dispatch(
      signed(alice()),
      transfer('transfer_allow_death', fresh(2), EXISTENTIAL_DEPOSIT - 1n),
    );
    expect(r.error?.toValue()).toEqual({ type: 'Token', value: { type: 'BelowMinimum' } });
    expect(r.events).toEqual([]);
  });

  it('rejects overspending with Token(FundsUnavailable) and changes nothing', () => {
    const before = chain.read(() => freeBalance(alice()));
    const r = chain.dispatch(signed(alice()), transfer('transfer_allow_death', bob(), before + 1n));
    expect(r.error?.toValue()).toEqual({ type: 'Token', value: { type: 'FundsUnavailable' } });
    chain.read(() => expect(freeBalance(alice())).toBe(before));
  });

  it('transfer_keep_alive refuses to kill the sender (Token(NotExpendable)); allow_death reaps with dust', () => {
    const x = fresh(3);
    chain.dispatch(signed(alice()), transfer('transfer_allow_death', x, 3n * EXISTENTIAL_DEPOSIT));
    const amount = 3n * EXISTENTIAL_DEPOSIT - EXISTENTIAL_DEPOSIT / 2n;
    const keep = chain.dispatch(signed(x), transfer('transfer_keep_alive', bob(), amount));
    expect(keep.error?.toValue()).toEqual({ type: 'Token', value: { type: 'NotExpendable' } });
    const issuance = chain.read(() => totalIssuance());
    const die = chain.dispatch(signed(x), transfer('transfer_allow_death', bob(), amount));
    expect(die.ok).toBe(true);
    expect(die.events.map((e) => `${e.event.type}.${e.event.value.type}`)).toEqual([
      'System.KilledAccount',
      'Balances.DustLost',
      'Balances.Transfer',
    ]);
    chain.read(() => {
      expect(SystemStorage.Account.contains(x)).toBe(false);
      expect(totalIssuance()).toBe(issuance - EXISTENTIAL_DEPOSIT / 2n);
    });
  });

  it('force_set_balance needs Root, adjusts issuance and emits BalanceSet', () => {
    const x = fresh(4);
    const call = {
      type: 'Balances',
      value: { type: 'force_set_balance', value: { who: id(x), new_free: 10n ** 15n } },
    };
    expect(chain.dispatch(signed(alice()), call).error?.toValue()).toEqual({ type: 'BadOrigin' });
    const before = chain.read(() => totalIssuance());
    const r = chain.dispatch(Root, call);
    expect(r.ok).toBe(true);
    expect(r.events.at(-1)?.event).toEqual({
      type: 'Balances',
      value: { type: 'BalanceSet', value: { who: x, free: 10n ** 15n } },
    });
    chain.read(() => expect(totalIssuance()).toBe(before + 10n ** 15n));
  });

  it('transfer_all with keep_alive leaves exactly the existential deposit', () => {
    const x = fresh(5);
    chain.dispatch(signed(alice()), transfer('transfer_allow_death', x, 7n * EXISTENTIAL_DEPOSIT));
    const r = chain.dispatch(signed(x), {
      type: 'Balances',
      value: { type: 'transfer_all', value: { dest: id(bob()), keep_alive: true } },
    });
    expect(r.ok).toBe(true);
    chain.read(() => expect(freeBalance(x)).toBe(EXISTENTIAL_DEPOSIT));
  });

  it('reserve/unreserve move funds between free and reserved with a consumer reference', () => {
    const x = fresh(6);
    chain.dispatch(signed(alice()), transfer('transfer_allow_death', x, 10n * EXISTENTIAL_DEPOSIT));
    chain.write(() => reserve(x, 4n * EXISTENTIAL_DEPOSIT));
    chain.read(() => {
      expect(accountData(x)).toMatchObject({
        free: 6n * EXISTENTIAL_DEPOSIT,
        reserved: 4n * EXISTENTIAL_DEPOSIT,
      });
      expect(SystemStorage.Account.get(x).consumers).toBe(1);
    });
    chain.write(() => expect(unreserve(x, 5n * EXISTENTIAL_DEPOSIT)).toBe(EXISTENTIAL_DEPOSIT));
    chain.read(() => {
      expect(reservedBalance(x)).toBe(0n);
      expect(SystemStorage.Account.get(x).consumers).toBe(0);
    });
  });

  it('keeps balances non-negative and issuance conserved across random transfers', async () => {
    const c = await TestChain.create();
    const accounts = [alice(), bob(), devAccount('Charlie'), fresh(10), fresh(11), fresh(12)];
    const issuance0 = c.read(() => totalIssuance());
    let dustBurned = 0n;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            from: fc.integer({ min: 0, max: 5 }),
            to: fc.integer({ min: 0, max: 5 }),
            value: fc.oneof(
              fc.bigInt({ min: 0n, max: 3n * EXISTENTIAL_DEPOSIT }),
              fc.bigInt({ min: 0n, max: DEV_ENDOWMENT }),
            ),
            keepAlive: fc.boolean(),
          }),
          { maxLength: 12 },
        ),
        (ops) => {
          for (const op of ops) {
            const r = c.dispatch(
              signed(accounts[op.from]!),
              transfer(
                op.keepAlive ? 'transfer_keep_alive' : 'transfer_allow_death',
                accounts[op.to]!,
                op.value,
              ),
            );
            for (const e of r.events) {
              if (e.event.type === 'Balances' && e.event.value.type === 'DustLost') {
                dustBurned += (e.event.value.value as { amount: bigint }).amount;
              }
            }
          }
          c.read(() => {
            let sum = 0n;
            for (const a of accounts) {
              const d = accountData(a);
              expect(d.free >= 0n && d.reserved >= 0n).toBe(true);
              expect(d.free === 0n || d.free >= EXISTENTIAL_DEPOSIT).toBe(true);
              sum += d.free + d.reserved;
            }
            expect(totalIssuance()).toBe(issuance0 - dustBurned);
            expect(sum).toBeLessThanOrEqual(totalIssuance());
          });
        },
      ),
      { numRuns: 40 },
    );
  });
});
