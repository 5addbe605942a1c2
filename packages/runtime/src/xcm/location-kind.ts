// XCM v5 `Location` as the runtime's asset kind (Asset Hub's `T::AssetKind`): the native token is the relay
// chain's `{ parents: 1, interior: Here }`, an Assets-pallet asset `{ parents: 0, interior: X2[PalletInstance(50),
// GeneralIndex(id)] }`, a foreign asset any other Location.
import { z } from 'zod';
import type { AssetKindScheme, LocationValue } from '../primitives/asset-kind.ts';
import { V5Location } from './v5.ts';

type Junctions = LocationValue['interior'];
type Junction = NonNullable<Extract<Junctions, { type: 'X1' }>['value']>[number];

const HERE: Junctions = { type: 'Here' };

export const RELAY_NATIVE: LocationValue = Object.freeze({ parents: 1, interior: HERE });

/** Asset Hub's index of its Assets pallet, the PalletInstance in a local asset's Location. */
export const ASSETS_PALLET_INSTANCE = 50;

/** The Location of Assets-pallet asset `id`. */
export const localAssetLocation = (id: number): LocationValue => ({
  parents: 0,
  interior: {
    type: 'X2',
    value: [
      { type: 'PalletInstance', value: ASSETS_PALLET_INSTANCE },
      { type: 'GeneralIndex', value: BigInt(id) },
    ],
  },
});

/** The Assets id a Location names (X2[PalletInstance(50), GeneralIndex(u32)]), or undefined. */
export function localAssetId(l: LocationValue): number | undefined {
  if (l.parents !== 0 || l.interior.type !== 'X2') return undefined;
  const [pallet, index] = l.interior.value;
  if (pallet?.type !== 'PalletInstance' || pallet.value !== ASSETS_PALLET_INSTANCE) return undefined;
  if (index?.type !== 'GeneralIndex' || index.value > 0xffffffffn) return undefined;
  return Number(index.value);
}

const junctionsOf = (j: Junctions): readonly Junction[] => (j.type === 'Here' ? [] : j.value);

const cmp = <T extends number | bigint>(a: T, b: T): number => (a < b ? -1 : a > b ? 1 : 0);

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return cmp(a[i]!, b[i]!);
  return cmp(a.length, b.length);
}

const JUNCTION_ORDER = [
  'Parachain',
  'AccountId32',
  'AccountIndex64',
  'AccountKey20',
  'PalletInstance',
  'GeneralIndex',
  'GeneralKey',
  'OnlyChild',
  'Plurality',
  'GlobalConsensus',
];

/**
 * Derived `Ord` of a junction: variant order, then the payload. Numbers compare by value; the payloads of the other
 * variants (account ids, keys, networks, bodies) by their SCALE bytes, which orders byte arrays as Rust does.
 */
function compareJunction(a: Junction, b: Junction): number {
  const byVariant = cmp(JUNCTION_ORDER.indexOf(a.type), JUNCTION_ORDER.indexOf(b.type));
  if (byVariant !== 0) return byVariant;
  const av: unknown = 'value' in a ? a.value : undefined;
  const bv: unknown = 'value' in b ? b.value : undefined;
  if (typeof av === 'number' && typeof bv === 'number') return cmp(av, bv);
  if (typeof av === 'bigint' && typeof bv === 'bigint') return cmp(av, bv);
  const wrap = (j: Junction): LocationValue => ({ parents: 0, interior: { type: 'X1', value: [j] } });
  return compareBytes(V5Location.encode(wrap(a)), V5Location.encode(wrap(b)));
}

/** Derived `Ord` of Location: parents, then the interior (Here < X1 < ... < X8), then junction by junction. */
export function compareLocations(a: LocationValue, b: LocationValue): number {
  if (a.parents !== b.parents) return cmp(a.parents, b.parents);
  const ja = junctionsOf(a.interior);
  const jb = junctionsOf(b.interior);
  if (ja.length !== jb.length) return cmp(ja.length, jb.length);
  for (let i = 0; i < ja.length; i++) {
    const c = compareJunction(ja[i]!, jb[i]!);
    if (c !== 0) return c;
  }
  return 0;
}

export function locationLabel(l: LocationValue): string {
  const inner = junctionsOf(l.interior).map((j) =>
    'value' in j && (typeof j.value === 'number' || typeof j.value === 'bigint')
      ? `${j.type}(${j.value})`
      : j.type,
  );
  return `{parents: ${l.parents}, ${inner.length === 0 ? 'Here' : `X${inner.length}[${inner.join(', ')}]`}}`;
}

const zU8 = z.number().int().min(0).max(255);
/** The junctions a dev genesis names assets with, as serde writes them: `{"Parachain": 1000}`, ... */
const zJunction = z.union([
  z.object({ Parachain: z.number().int().min(0).max(0xffffffff) }).strict(),
  z.object({ PalletInstance: zU8 }).strict(),
  z.object({ GeneralIndex: z.union([z.number().int().min(0), z.string().regex(/^\d+$/)]) }).strict(),
]);

function junctionFrom(j: z.output<typeof zJunction>): Junction {
  if ('Parachain' in j) return { type: 'Parachain', value: j.Parachain };
  if ('PalletInstance' in j) return { type: 'PalletInstance', value: j.PalletInstance };
  return { type: 'GeneralIndex', value: BigInt(j.GeneralIndex) };
}

/** `{"parents": 1, "interior": "Here"}` or `{"parents": 0, "interior": {"X2": [{"PalletInstance": 50}, ...]}}`. */
const zLocation = z
  .object({
    parents: zU8,
    interior: z.union([
      z.literal('Here'),
      z.record(z.string().regex(/^X[1-8]$/), z.array(zJunction).min(1).max(8)),
    ]),
  })
  .strict()
  .transform((v, ctx): LocationValue => {
    if (v.interior === 'Here') return { parents: v.parents, interior: HERE };
    const entries = Object.entries(v.interior);
    const [name, list] = entries[0] ?? [];
    if (entries.length !== 1 || !name || !list || name !== `X${list.length}`) {
      ctx.addIssue({ code: 'custom', message: 'interior: one of X1..X8 with as many junctions as it says' });
      return z.NEVER;
    }
    const interior = { type: name, value: list.map(junctionFrom) } as Junctions;
    return { parents: v.parents, interior };
  });

/** Asset Hub's asset kind: XCM v5 Location, the relay token as native. */
export const locationScheme: AssetKindScheme = {
  type: V5Location,
  native: RELAY_NATIVE,
  compare: (a, b) => compareLocations(a as LocationValue, b as LocationValue),
  label: (a) => locationLabel(a as LocationValue),
  genesis: zLocation,
};
