// pallet_balances errors, in FRAME's order.
import { defineErrors } from '../../support/errors.ts';

export const errors = defineErrors(
  'Balances',
  'pallet_balances::pallet::Error',
  {
    VestingBalance: 'Never raised: Lumi has no vesting; kept so the error indices match FRAME.',
    LiquidityRestrictions: 'Reserving would leave less than the frozen amount in the account.',
    InsufficientBalance: 'The account does not have enough free balance for this reserve or balance change.',
    ExistentialDeposit:
      'Never raised here: a transfer below the existential deposit fails with a Token error.',
    Expendability:
      'Never raised here: a transfer that would reap a kept-alive sender fails with a Token error.',
    ExistingVestingSchedule: 'Never raised: Lumi has no vesting; kept so the error indices match FRAME.',
    DeadAccount: 'The destination of a reserve repatriation does not exist yet.',
    TooManyReserves: 'Never raised: Lumi keeps no named reserves.',
    TooManyHolds: 'Never raised: no Lumi pallet places holds.',
    TooManyFreezes: 'Never raised: no Lumi pallet places freezes.',
    IssuanceDeactivated: 'The adjustment would push TotalIssuance below InactiveIssuance.',
    DeltaZero: '`force_adjust_total_issuance` was given a `delta` of 0.',
  },
  { params: [{ name: 'T' }, { name: 'I' }], docs: ['The errors the calls of this pallet fail with.'] },
);
