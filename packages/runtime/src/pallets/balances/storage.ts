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
  docs: [' The total units issued in the system.'],
});
export const InactiveIssuance = storage.value('InactiveIssuance', u128, {
  default: 0n,
  docs: [' The total units of outstanding deactivated balance in the system.'],
});
export const Account = storage.map('Account', Blake2_128Concat, AccountId32, AccountData, {
  default: DEFAULT_ACCOUNT_DATA,
  docs: [
    ' The Balances pallet example of storing the balance of an account.',
    '',
    ' # Example',
    '',
    ' ```nocompile',
    '  impl pallet_balances::Config for Runtime {',
    '    type AccountStore = StorageMapShim<Self::Account<Runtime>, frame_system::Provider<Runtime>, AccountId, Self::AccountData<Balance>>',
    '  }',
    ' ```',
    '',
    ' You can also store the balance of an account in the `System` pallet.',
    '',
    ' # Example',
    '',
    ' ```nocompile',
    '  impl pallet_balances::Config for Runtime {',
    '   type AccountStore = System',
    '  }',
    ' ```',
    '',
    ' But this comes with tradeoffs, storing account balances in the system pallet stores',
    ' `frame_system` data alongside the account data contrary to storing account balances in the',
    ' `Balances` pallet, which uses a `StorageMap` to store balances data only.',
    ' NOTE: This is only used in the case that this pallet is used to store balances.',
  ],
});
export const Locks = storage.map('Locks', Blake2_128Concat, AccountId32, LocksVec, {
  default: [],
  docs: [
    ' Any liquidity locks on some account balances.',
    ' NOTE: Should only be accessed when setting, changing and freeing a lock.',
    '',
    ' Use of locks is deprecated in favour of freezes. See `https://github.com/paritytech/substrate/pull/12951/`',
  ],
});
export const Reserves = storage.map('Reserves', Blake2_128Concat, AccountId32, ReservesVec, {
  default: [],
  docs: [
    ' Named reserves on some account balances.',
    '',
    ' Use of reserves is deprecated in favour of holds. See `https://github.com/paritytech/substrate/pull/12951/`',
  ],
});
export const Holds = storage.map('Holds', Blake2_128Concat, AccountId32, HoldsVec, {
  default: [],
  docs: [' Holds on account balances.'],
});
export const Freezes = storage.map('Freezes', Blake2_128Concat, AccountId32, FreezesVec, {
  default: [],
  docs: [' Freeze locks on account balances.'],
});
