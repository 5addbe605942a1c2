// construct_runtime's composite enums: a runtime whose pallets declare HoldReason / FreezeReason gets them as
// variants of RuntimeHoldReason / RuntimeFreezeReason at the pallets' indices, and Balances.Holds admits one
// entry per hold reason. This file builds its own runtime (not Lumi's, whose pallets have no reasons).
import { describe, expect, it } from 'vitest';
import { HoldsVec } from '../src/pallets/balances/types.ts';
import { enumType, variant } from '../src/scale/index.ts';
import { constructRuntime } from '../src/support/construct.ts';
import { definePallet } from '../src/support/pallet.ts';

const HoldReason = enumType('pallet_escrow::pallet::HoldReason', {
  Deposit: variant(0),
  Dispute: variant(1),
});
const FreezeReason = enumType('pallet_escrow::pallet::FreezeReason', { Staked: variant(0) });
const rt = constructRuntime('test_runtime', [
  [0, definePallet({ name: 'Plain' })],
  [7, definePallet({ name: 'Escrow', holdReason: HoldReason, freezeReason: FreezeReason })],
]);

const hold = (reason: 'Deposit' | 'Dispute') => ({
  id: { type: 'Escrow', value: { type: reason } },
  amount: 5n,
});

describe('constructRuntime composite reasons', () => {
  it('aggregates the pallets’ HoldReason and FreezeReason at their pallet index', () => {
    expect(rt.RuntimeHoldReason.info.path).toEqual(['test_runtime', 'RuntimeHoldReason']);
    expect(rt.RuntimeHoldReason.info.def).toEqual({
      tag: 'variant',
      variants: [
        {
          name: 'Escrow',
          index: 7,
          fields: [{ name: undefined, type: HoldReason, typeName: 'pallet_escrow::HoldReason', docs: [] }],
          docs: [],
        },
      ],
    });
    expect(rt.RuntimeFreezeReason.info.def).toMatchObject({
      variants: [
        {
          name: 'Escrow',
          index: 7,
          fields: [{ type: FreezeReason, typeName: 'pallet_escrow::FreezeReason' }],
        },
      ],
    });
  });

  it('bounds Balances.Holds by the number of hold reasons (VariantCountOf<RuntimeHoldReason>)', () => {
    const two = [hold('Deposit'), hold('Dispute')];
    const bytes = HoldsVec.encode(two);
    // Compact length, then per entry: pallet index 7, reason index, u128 amount.
    expect(bytes.length).toBe(1 + 2 * (1 + 1 + 16));
    expect(bytes[1]).toBe(7);
    expect(HoldsVec.decode(bytes)).toEqual(two);
    expect(() => HoldsVec.encode([...two, hold('Deposit')])).toThrow(/at most 2 items/);
  });
});
