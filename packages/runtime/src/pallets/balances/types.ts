// pallet_balances types. AccountData lives in System.Account (System is generic over it in FRAME too).
import { enumType, field, newtype, struct, u128, variant } from '../../scale/index.ts';
import type { ValueOf } from '../../scale/index.ts';

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

export const BalanceStatus = enumType('frame_support::traits::tokens::misc::BalanceStatus', {
  Free: variant(0),
  Reserved: variant(1),
});

export const AdjustmentDirection = enumType('pallet_balances::types::AdjustmentDirection', {
  Increase: variant(0),
  Decrease: variant(1),
});
