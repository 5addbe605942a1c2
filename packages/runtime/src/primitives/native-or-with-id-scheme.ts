// Lumi's asset kind as the runtime configuration chooses it (asset-kind.ts): kitchensink's NativeOrWithId<u32>.
import type { AssetKindScheme } from './asset-kind.ts';
import {
  NativeOrWithId,
  NATIVE,
  compareNativeOrWithId,
  zNativeOrWithId,
  type NativeOrWithIdValue,
} from './native-or-with-id.ts';

/** Lumi's asset kind: kitchensink's `NativeOrWithId<u32>` over Balances and Assets. */
export const nativeOrWithIdScheme: AssetKindScheme = {
  type: NativeOrWithId,
  native: NATIVE,
  compare: (a, b) => compareNativeOrWithId(a as NativeOrWithIdValue, b as NativeOrWithIdValue),
  label: (a) => {
    const v = a as NativeOrWithIdValue;
    return v.type === 'Native' ? 'Native' : `WithId(${v.value})`;
  },
  genesis: zNativeOrWithId,
};
