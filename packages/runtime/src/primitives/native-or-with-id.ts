// frame_support's `NativeOrWithId<u32>`: the asset kind of the runtime's `NativeAndAssets` union. It is
// frame_support's type, not one pallet's: AssetConversion keys pools by it and AssetTxPayment names the asset a
// fee is paid in with it, so both take it from here (one declaration, one metadata type).
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
export type AssetKind = ValueOf<typeof NativeOrWithId>;

export const NATIVE: AssetKind = Object.freeze({ type: 'Native' });
export const withId = (id: number): AssetKind => ({ type: 'WithId', value: id });

/** Derived `Ord` of NativeOrWithId: variant order first (Native < WithId), then the id. */
export function compareAssets(a: AssetKind, b: AssetKind): number {
  if (a.type === 'Native') return b.type === 'Native' ? 0 : -1;
  if (b.type === 'Native') return 1;
  return a.value === b.value ? 0 : a.value < b.value ? -1 : 1;
}

export const sameAsset = (a: AssetKind, b: AssetKind): boolean => compareAssets(a, b) === 0;
