// The runtime's asset kind (AssetConversion's `T::AssetKind`, AssetTxPayment's `T::AssetId`), chosen by the runtime
// configuration as FRAME's Config gives an associated type: Lumi's runtime uses frame_support's
// `NativeOrWithId<u32>`, the Asset-Hub-shaped dev runtime XCM's `Location`. Pallets name it through
// `AssetKindType` (its metadata is the chosen type's, so each runtime's metadata shows its own) and compare kinds
// only through the scheme, never by their shape.
import type { z } from 'zod';
import { lazy } from '../scale/index.ts';
import type { ScaleType, ValueOf } from '../scale/index.ts';
import { configSeam } from '../support/config.ts';
import type { V5Location } from '../xcm/v5.ts';
import type { NativeOrWithIdValue } from './native-or-with-id.ts';

export type LocationValue = ValueOf<typeof V5Location>;
/** A value of the runtime's asset kind: NativeOrWithId on Lumi, a v5 Location on asset-hub-dev. */
export type AssetKind = NativeOrWithIdValue | LocationValue;

export interface AssetKindScheme {
  readonly type: ScaleType<AssetKind>;
  /** The native token as this asset kind. */
  readonly native: AssetKind;
  /** The type's derived `Ord` (the pool locator sorts a pair with it). */
  compare(a: AssetKind, b: AssetKind): number;
  /** A short name for error messages. */
  label(a: AssetKind): string;
  /** The kind as Substrate's serde writes it in genesis JSON. */
  readonly genesis: z.ZodType<AssetKind, unknown>;
}

export const assetKindScheme = configSeam<AssetKindScheme>('AssetKind');

let constructDefault: (() => void) | undefined;
/**
 * src/runtime.ts registers how to construct the default (Lumi's) runtime, so an asset kind asked for before any
 * runtime was selected (a pallet test computing a pool account up front) is Lumi's, as the runtime is.
 */
export function onAssetKindUnconfigured(construct: () => void): void {
  constructDefault = construct;
}

function scheme(): AssetKindScheme {
  try {
    return assetKindScheme.get();
  } catch (e) {
    if (!constructDefault) throw e;
    const construct = constructDefault;
    constructDefault = undefined;
    construct();
    return assetKindScheme.get();
  }
}

/** `T::AssetKind` as a SCALE type: the configured scheme's, resolved when first used. */
export const AssetKindType = lazy<AssetKind>(() => scheme().type);

export const nativeAsset = (): AssetKind => scheme().native;
export const compareAssets = (a: AssetKind, b: AssetKind): number => scheme().compare(a, b);
export const sameAsset = (a: AssetKind, b: AssetKind): boolean => compareAssets(a, b) === 0;
export const isNativeAsset = (a: AssetKind): boolean => sameAsset(a, nativeAsset());
export const assetLabel = (a: AssetKind): string => scheme().label(a);
