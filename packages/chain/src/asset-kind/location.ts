// XCM `Location` values as polkadot-api shapes them (XCM v4 and v5 agree on every junction the app builds).
// Asset Hub names its assets this way in AssetConversion and ForeignAssets.

/**
 * One junction (`PalletInstance` u8 as a number, `GeneralIndex` compact u128 as a bigint, `Parachain` u32 as a
 * number…); the app reads the few it builds and carries every other one through as decoded.
 */
export interface XcmJunction {
  type: string;
  value?: unknown;
}

export type XcmJunctions =
  | { type: 'Here'; value?: undefined }
  | { type: 'X1' | 'X2' | 'X3' | 'X4' | 'X5' | 'X6' | 'X7' | 'X8'; value: XcmJunction[] };

export interface XcmLocation {
  parents: number;
  interior: XcmJunctions;
}

const X = ['X1', 'X2', 'X3', 'X4', 'X5', 'X6', 'X7', 'X8'] as const;

export function location(parents: number, ...junctions: XcmJunction[]): XcmLocation {
  if (junctions.length === 0) return { parents, interior: { type: 'Here' } };
  const type = X[junctions.length - 1];
  if (!type) throw new RangeError(`a Location has at most 8 junctions, not ${junctions.length}`);
  return { parents, interior: { type, value: junctions } };
}

/** The junctions of a Location's interior, in order. */
export function junctionsOf(loc: XcmLocation): readonly XcmJunction[] {
  return loc.interior.type === 'Here' ? [] : loc.interior.value;
}

/** The relay chain's token seen from a parachain (DOT on Polkadot Asset Hub, KSM on Kusama's). */
export const PARENT: XcmLocation = location(1);

/** `{parents: 0, interior: X2[PalletInstance(pallet), GeneralIndex(id)]}`: an asset of a local assets pallet. */
export function palletAssetLocation(pallet: number, id: number | bigint): XcmLocation {
  return location(0, { type: 'PalletInstance', value: pallet }, { type: 'GeneralIndex', value: BigInt(id) });
}

/**
 * A stable text key of a Location (bigints as decimal strings), for maps and equality. A field holding undefined
 * counts as absent: polkadot-api decodes `Here` as `{ type: 'Here', value: undefined }`, `location()` builds it
 * without `value`, and both are the same Location.
 */
export function locationKey(loc: XcmLocation): string {
  // Returning undefined drops an object's field (JSON.stringify writes null for one inside an array).
  return JSON.stringify(loc, (_key, value: unknown) =>
    typeof value === 'bigint' ? `${value.toString()}n` : value,
  );
}

export const sameLocation = (a: XcmLocation, b: XcmLocation): boolean => locationKey(a) === locationKey(b);

/**
 * The Location a `locationKey` was made from (its `"<digits>n"` strings back to bigints); undefined for text that
 * is not one. Lets a store keep Locations as their keys and still read storage by them.
 */
export function parseLocationKey(key: string): XcmLocation | undefined {
  let value: unknown;
  try {
    value = JSON.parse(key, (_key, v: unknown) =>
      typeof v === 'string' && /^\d+n$/.test(v) ? BigInt(v.slice(0, -1)) : v,
    );
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const { parents, interior } = value as {
    parents?: unknown;
    interior?: { type?: unknown; value?: unknown };
  };
  if (typeof parents !== 'number' || !interior || typeof interior.type !== 'string') return undefined;
  if (interior.type !== 'Here' && !Array.isArray(interior.value)) return undefined;
  return value as XcmLocation;
}
