// pallet_balances constants. LUMI has 12 decimals: 1 LUMI = 10^12 planck.
import { u128, u32 } from '../../scale/index.ts';
import { constant } from '../../support/constants.ts';

export { DECIMALS, UNIT } from '../../primitives/currency.ts';
/** 0.001 LUMI: accounts whose total balance falls below this are reaped (their dust is burned). */
export const EXISTENTIAL_DEPOSIT = 1_000_000_000n;
export const MAX_LOCKS = 50;
export const MAX_RESERVES = 50;
export const MAX_FREEZES = 0;

export const constants = {
  ExistentialDeposit: constant(u128, EXISTENTIAL_DEPOSIT, [
    ' Smallest balance an account may hold (0.001 LUMI); below it the account is reaped.',
  ]),
  MaxLocks: constant(u32, MAX_LOCKS, [' Cap on balance locks per account; unused, as Lumi sets no locks.']),
  MaxReserves: constant(u32, MAX_RESERVES, [
    ' Cap on named reserves per account; unused, as Lumi keeps none.',
  ]),
  MaxFreezes: constant(u32, MAX_FREEZES, [
    ' Cap on freezes per account: 0, as no Lumi pallet freezes balance.',
  ]),
};
