// ScaleType.copy hands out cached decodes: a copy must equal a fresh decode and share nothing mutable with it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bool,
  btreeMap,
  bytes,
  compact,
  enumType,
  field,
  lazy,
  newtype,
  option,
  result,
  sizedBytes,
  str,
  struct,
  tuple,
  u128,
  u32,
  u8,
  variant,
  vec,
} from '../src/scale/index.ts';
import type { ScaleType } from '../src/scale/index.ts';
import { AccountInfo } from '../src/pallets/system/types.ts';
import { EraType } from '../src/primitives/runtime-types.ts';

type Tree = { type: 'Leaf'; value: Uint8Array } | { type: 'Node'; value: [Tree, Tree] };
const TreeType: ScaleType<Tree> = enumType('copy_test::Tree', {
  Leaf: variant(0, sizedBytes(2)),
  Node: variant(1, [lazy(() => TreeType), lazy(() => TreeType)]),
});

const Everything = struct('copy_test::Everything', {
  a: field(u32),
  b: field(compact(u128)),
  c: field(bytes),
  d: field(vec(struct('copy_test::Inner', { x: field(u8), y: field(option(sizedBytes(3))) }))),
  e: field(
    enumType('copy_test::E', {
      Unit: variant(0),
      One: variant(1, bytes),
      Two: variant(2, [u8, vec(u8)]),
      Named: variant(3, { who: sizedBytes(4), ok: bool }),
    }),
  ),
  f: field(result(tuple(u8, bytes), str)),
  g: field(btreeMap(u8, vec(u32))),
  h: field(newtype('copy_test::Wrapped', sizedBytes(2))),
  i: field(TreeType),
  era: field(EraType),
});

/** Every object or array reachable from `a`, to check that a copy reaches none of them. */
function objects(v: unknown, out = new Set<unknown>()): Set<unknown> {
  if (typeof v === 'object' && v !== null) {
    out.add(v);
    for (const x of Object.values(v as Record<string, unknown>)) objects(x, out);
  }
  return out;
}

function checkCopy<T>(t: ScaleType<T>, encoded: Uint8Array): void {
  const original = t.decode(encoded);
  const copy = t.copy(original);
  expect(copy).toEqual(t.decode(encoded));
  const mine = objects(original);
  for (const o of objects(copy)) expect(mine.has(o)).toBe(false);
}

describe('ScaleType.copy', () => {
  it('copies any value in depth (generated values)', () => {
    const b = (n?: number) =>
      n === undefined ? fc.uint8Array({ maxLength: 5 }) : fc.uint8Array({ minLength: n, maxLength: n });
    const tree: fc.Arbitrary<Tree> = fc.letrec<{ t: Tree }>((tie) => ({
      t: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        b(2).map((value) => ({ type: 'Leaf' as const, value })),
        fc.tuple(tie('t'), tie('t')).map((value) => ({ type: 'Node' as const, value })),
      ),
    })).t;
    const value = fc.record({
      a: fc.integer({ min: 0, max: 0xffffffff }),
      b: fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }),
      c: b(),
      d: fc.array(
        fc.record({ x: fc.integer({ min: 0, max: 255 }), y: fc.option(b(3), { nil: undefined }) }),
        {
          maxLength: 3,
        },
      ),
      e: fc.oneof(
        fc.constant({ type: 'Unit' }),
        b().map((value) => ({ type: 'One', value })),
        fc
          .tuple(
            fc.integer({ min: 0, max: 255 }),
            fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 3 }),
          )
          .map((value) => ({ type: 'Two', value })),
        fc.record({ who: b(4), ok: fc.boolean() }).map((value) => ({ type: 'Named', value })),
      ),
      f: fc.oneof(
        fc.tuple(fc.integer({ min: 0, max: 255 }), b()).map((value) => ({ ok: true, value })),
        fc.string().map((error) => ({ ok: false, error })),
      ),
      g: fc.array(fc.tuple(fc.integer({ min: 0, max: 255 }), fc.array(fc.nat(), { maxLength: 2 })), {
        maxLength: 3,
      }),
      h: b(2),
      i: tree,
      era: fc.oneof(
        fc.constant({ type: 'Immortal' }),
        fc
          .integer({ min: 2, max: 16 })
          .chain((k) =>
            fc
              .integer({ min: 0, max: 2 ** k - 1 })
              .map((phase) => ({ type: 'Mortal', period: 2 ** k, phase })),
          ),
      ),
    });
    fc.assert(
      fc.property(value, (v) => checkCopy(Everything, Everything.encode(v as never))),
      { numRuns: 2_000 },
    );
  });

  it('copies hand-built values of every kind', () => {
    const v = {
      a: 7,
      b: 10n ** 30n,
      c: new Uint8Array([1, 2]),
      d: [
        { x: 1, y: new Uint8Array([1, 2, 3]) },
        { x: 2, y: undefined },
      ],
      e: { type: 'Named' as const, value: { who: new Uint8Array(4).fill(9), ok: true } },
      f: { ok: true as const, value: [3, new Uint8Array([4])] as [number, Uint8Array] },
      g: [[1, [2, 3]]] as [number, number[]][],
      h: new Uint8Array([5, 6]),
      i: {
        type: 'Node' as const,
        value: [
          { type: 'Leaf' as const, value: new Uint8Array([1, 1]) },
          { type: 'Leaf' as const, value: new Uint8Array([2, 2]) },
        ] as [Tree, Tree],
      },
      era: { type: 'Mortal' as const, period: 64, phase: 3 },
    };
    checkCopy(Everything, Everything.encode(v as never));
    for (const e of [
      { type: 'Unit' },
      { type: 'One', value: new Uint8Array([1]) },
      { type: 'Two', value: [1, [2]] },
    ]) {
      checkCopy(Everything, Everything.encode({ ...v, e } as never));
    }
    checkCopy(
      Everything,
      Everything.encode({ ...v, f: { ok: false, error: 'no' }, era: { type: 'Immortal' } } as never),
    );
  });

  it('copies the account record pallets read most', () => {
    const info = {
      nonce: 1,
      consumers: 0,
      providers: 1,
      sufficients: 0,
      data: { free: 5n, reserved: 0n, frozen: 0n, flags: 1n << 127n },
    };
    checkCopy(AccountInfo, AccountInfo.encode(info as never));
  });
});
