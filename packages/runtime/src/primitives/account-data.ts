// The AccountData System stores in each account for Balances (FRAME: frame_system's `T::AccountData`, which
// the runtime sets to pallet_balances' AccountData). Both pallets need its layout, so it is declared once here.
import { field, newtype, struct, u128 } from '../scale/index.ts';
import type { ValueOf } from '../scale/index.ts';

/** `IS_NEW_LOGIC` flag: accounts created by the current (fungible) balances logic carry it. */
export const IS_NEW_LOGIC = 1n << 127n;

export const ExtraFlags = newtype('pallet_balances::types::ExtraFlags', field(u128, 'u128'));

export const AccountData = struct(
  'pallet_balances::types::AccountData',
  {
    free: field(u128, 'Balance'),
    reserved: field(u128, 'Balance'),
    frozen: field(u128, 'Balance'),
    flags: field(ExtraFlags, 'ExtraFlags'),
  },
  { params: [{ name: 'Balance', type: u128 }] },
);
export type AccountDataValue = ValueOf<typeof AccountData>;

/** `AccountData::default()`: new accounts follow the current balances logic. */
export const DEFAULT_ACCOUNT_DATA: AccountDataValue = Object.freeze({
  free: 0n,
  reserved: 0n,
  frozen: 0n,
  flags: IS_NEW_LOGIC,
});
