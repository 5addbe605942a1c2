// frame_support's `NativeOrWithId<u32>`: the asset kind of the runtime's `NativeAndAssets` union. It is
// frame_support's type, not one pallet's: AssetConversion keys pools by it and AssetTxPayment names the asset a
// fee is paid in with it, so both take it from here (one declaration, one metadata type).
import { z } from 'zod';
import { zU32 } from '../genesis/zod.ts';
import { enumType, field, u32, variant } from '../scale/index.ts';
import type { ValueOf } from '../scale/index.ts';

/** The native token or an Assets-pallet asset. */
export const NativeOrWithId = enumType(
  'frame_support::traits::tokens::fungible::union_of::NativeOrWithId',
  {
    Native: variant(0),
    WithId: variant(1, field(u32, 'AssetId')),
  },
  { params: [{ name: 'AssetId', type: u32 }] },
);
export type NativeOrWithIdValue = ValueOf<typeof NativeOrWithId>;

export const NATIVE: NativeOrWithIdValue = Object.freeze({ type: 'Native' });
export const withId = (id: number): NativeOrWithIdValue => ({ type: 'WithId', value: id });

/** Derived `Ord` of NativeOrWithId: variant order first (Native < WithId), then the id. */
export function compareNativeOrWithId(a: NativeOrWithIdValue, b: NativeOrWithIdValue): number {
  if (a.type === 'Native') return b.type === 'Native' ? 0 : -1;
  if (b.type === 'Native') return 1;
  return a.value === b.value ? 0 : a.value < b.value ? -1 : 1;
}

/** NativeOrWithId as Substrate's serde writes it: "Native" or {"WithId": id}. */
export const zNativeOrWithId = z.union([
  z.literal('Native').transform((): NativeOrWithIdValue => NATIVE),
  z
    .object({ WithId: zU32 })
    .strict()
    .transform((v): NativeOrWithIdValue => withId(v.WithId)),
]);
