// pallet_balances constants. LUMI has 12 decimals: 1 LUMI = 10^12 planck.
import { u128, u32 } from '../../scale/index.ts';
import { constant } from '../../support/constants.ts';

export const DECIMALS = 12;
export const UNIT = 10n ** 12n;
/** 0.001 LUMI: accounts whose total balance falls below this are reaped (their dust is burned). */
export const EXISTENTIAL_DEPOSIT = 1_000_000_000n;
export const MAX_LOCKS = 50;
export const MAX_RESERVES = 50;
export const MAX_FREEZES = 0;

export const constants = {
  ExistentialDeposit: constant(u128, EXISTENTIAL_DEPOSIT, [
    ' The minimum amount required to keep an account open. MUST BE GREATER THAN ZERO!',
  ]),
  MaxLocks: constant(u32, MAX_LOCKS, [' The maximum number of locks that should exist on an account.']),
  MaxReserves: constant(u32, MAX_RESERVES, [
    ' The maximum number of named reserves that can exist on an account.',
  ]),
  MaxFreezes: constant(u32, MAX_FREEZES, [
    ' The maximum number of individual freeze locks that can exist on an account.',
  ]),
};
