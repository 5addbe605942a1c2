// sp_core / primitive_types declarations shared by every pallet.
import { field, newtype, sizedBytes } from '../scale/index.ts';

export type AccountId = Uint8Array;

export const AccountId32 = newtype('sp_core::crypto::AccountId32', field(sizedBytes(32), '[u8; 32]'));
export const H256 = newtype('primitive_types::H256', field(sizedBytes(32), '[u8; 32]'));
