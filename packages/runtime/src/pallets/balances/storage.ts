// pallet_balances storage, in FRAME's order. Account data itself lives in System.Account (AccountStore =
// System): Balances.Account is declared, as in FRAME, but never written. No pallet sets locks, named reserves,
// holds or freezes (Assets deposits use the unnamed reserve, which only AccountData.reserved records).
import { AccountId32 } from '../../primitives/core.ts';
import { u128 } from '../../scale/index.ts';
import { Blake2_128Concat } from '../../support/hashing.ts';
import { palletStorage } from '../../support/storage.ts';
import { AccountData, DEFAULT_ACCOUNT_DATA, FreezesVec, HoldsVec, LocksVec, ReservesVec } from './types.ts';

export const storage = palletStorage('Balances');

export const TotalIssuance = storage.value('TotalIssuance', u128, {
  default: 0n,
  docs: [' Sum of all LUMI in existence, in planck.'],
});
export const InactiveIssuance = storage.value('InactiveIssuance', u128, {
  default: 0n,
  docs: [' Part of TotalIssuance marked inactive; always 0 on Lumi.'],
});
export const Account = storage.map('Account', Blake2_128Concat, AccountId32, AccountData, {
  default: DEFAULT_ACCOUNT_DATA,
  docs: [' Declared as in FRAME but never written: Lumi keeps balances in System.Account.'],
});
export const Locks = storage.map('Locks', Blake2_128Concat, AccountId32, LocksVec, {
  default: [],
  docs: [' Balance locks per account (deprecated in FRAME); always empty on Lumi.'],
});
export const Reserves = storage.map('Reserves', Blake2_128Concat, AccountId32, ReservesVec, {
  default: [],
  docs: [' Named reserves per account; always empty on Lumi, whose deposits use the unnamed', ' reserve.'],
});
export const Holds = storage.map('Holds', Blake2_128Concat, AccountId32, HoldsVec, {
  default: [],
  docs: [' Holds per account; always empty, as no Lumi pallet places holds.'],
});
export const Freezes = storage.map('Freezes', Blake2_128Concat, AccountId32, FreezesVec, {
  default: [],
  docs: [' Freezes per account; always empty, as no Lumi pallet freezes balance.'],
});
