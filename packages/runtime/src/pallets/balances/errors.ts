// pallet_balances errors, in FRAME's order.
import { defineErrors } from '../../support/errors.ts';

export const errors = defineErrors(
  'Balances',
  'pallet_balances::pallet::Error',
  {
    VestingBalance: 'Vesting balance too high to send value.',
    LiquidityRestrictions: 'Account liquidity restrictions prevent withdrawal.',
    InsufficientBalance: 'Balance too low to send value.',
    ExistentialDeposit: 'Value too low to create account due to existential deposit.',
    Expendability: 'Transfer/payment would kill account.',
    ExistingVestingSchedule: 'A vesting schedule already exists for this account.',
    DeadAccount: 'Beneficiary account must pre-exist.',
    TooManyReserves: 'Number of named reserves exceed `MaxReserves`.',
    TooManyHolds: 'Number of holds exceed `VariantCountOf<T::RuntimeHoldReason>`.',
    TooManyFreezes: 'Number of freezes exceed `MaxFreezes`.',
    IssuanceDeactivated: 'The issuance cannot be modified since it is already deactivated.',
    DeltaZero: 'The delta cannot be zero.',
  },
  { params: [{ name: 'T' }, { name: 'I' }], docs: ['The errors the calls of this pallet fail with.'] },
);
