// The extrinsic address and signature types: MultiAddress<AccountId32, ()> and MultiSignature.
import { bytes, compact, enumType, field, sizedBytes, unit, variant } from '../scale/index.ts';
import type { ValueOf } from '../scale/index.ts';
import { AccountId32 } from './core.ts';
import { DispatchError } from './dispatch-error.ts';

export const MultiAddress = enumType(
  'sp_runtime::multiaddress::MultiAddress',
  {
    Id: variant(0, field(AccountId32, 'AccountId')),
    Index: variant(1, field(compact(unit), 'AccountIndex')),
    Raw: variant(2, field(bytes, 'Vec<u8>')),
    Address32: variant(3, field(sizedBytes(32), '[u8; 32]')),
    Address20: variant(4, field(sizedBytes(20), '[u8; 20]')),
  },
  {
    params: [
      { name: 'AccountId', type: AccountId32 },
      { name: 'AccountIndex', type: unit },
    ],
  },
);
export type MultiAddressValue = ValueOf<typeof MultiAddress>;

export const MultiSignature = enumType('sp_runtime::MultiSignature', {
  Ed25519: variant(0, field(sizedBytes(64), 'ed25519::Signature')),
  Sr25519: variant(1, field(sizedBytes(64), 'sr25519::Signature')),
  Ecdsa: variant(2, field(sizedBytes(65), 'ecdsa::Signature')),
});
export type MultiSignatureValue = ValueOf<typeof MultiSignature>;

/** AccountIdLookup: only `MultiAddress::Id` resolves (the runtime has no indices pallet); else CannotLookup. */
export function lookupAddress(a: MultiAddressValue): Uint8Array {
  if (a.type === 'Id') return a.value;
  throw DispatchError.of({ type: 'CannotLookup' });
}
