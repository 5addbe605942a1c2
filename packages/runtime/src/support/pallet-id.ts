// frame_support's PalletId: an 8-byte seed a pallet's own account is derived from.
import { stringToU8a, u8aConcat } from '@polkadot/util';

/** PalletId::into_account_truncating: b"modl" ++ id, zero-padded (or cut) to 32 bytes. */
export function palletAccount(palletId: string): Uint8Array {
  const raw = u8aConcat(stringToU8a('modl'), stringToU8a(palletId));
  const out = new Uint8Array(32);
  out.set(raw.subarray(0, 32));
  return out;
}
