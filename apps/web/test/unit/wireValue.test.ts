import fc from 'fast-check';
import { Enum } from 'polkadot-api';
import { describe, expect, it } from 'vitest';
import { fromWire, toWire } from '../../src/shared/chain/worker/wireValue.ts';

// What the structured clone between the worker and the main thread does to a value.
const cross = (value: unknown): unknown => fromWire(structuredClone(toWire(value)));

// Bytes as polkadot-api hands them out: sometimes their own buffer, sometimes a view into a larger one.
const bytes = fc.oneof(
  fc.uint8Array({ maxLength: 40 }),
  fc
    .tuple(fc.uint8Array({ minLength: 1, maxLength: 40 }), fc.nat(), fc.nat())
    .map(([all, a, b]) => all.subarray(Math.min(a, b) % all.length, Math.max(a, b) % (all.length + 1))),
);

const leaf = fc.oneof(
  fc.bigInt(),
  fc.double(),
  fc.integer(),
  fc.string(),
  fc.boolean(),
  fc.constant(undefined),
  fc.constant(null),
  bytes,
  // FixedSizeBinary in polkadot-api 2: a hex string.
  fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => `0x${Buffer.from(b).toString('hex')}`),
);

const { value: chainValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    // Any keys, the codec's own tag among them, so its escape is exercised. (A structured clone gives every
    // object Object.prototype, so null-prototype objects are not chain values.)
    fc.dictionary(fc.oneof(fc.string(), fc.constant('__lumiWire'), fc.constant('__proto__')), tie('value'), {
      maxKeys: 4,
      noNullPrototype: true,
    }),
    fc
      .tuple(fc.constantFrom('Native', 'WithId', 'Dex'), tie('value'))
      .map(([type, value]) => Enum(type, value)),
  ),
}));

function viewsOwnBuffers(value: unknown): boolean {
  if (value instanceof Uint8Array)
    return value.byteOffset === 0 && value.byteLength === value.buffer.byteLength;
  if (Array.isArray(value)) return value.every(viewsOwnBuffers);
  if (typeof value === 'object' && value !== null) return Object.values(value).every(viewsOwnBuffers);
  return true;
}

describe('the chain worker codec', () => {
  it('brings every chain value back equal after a structured clone', () => {
    fc.assert(
      fc.property(chainValue, (value) => {
        expect(cross(value)).toStrictEqual(value);
      }),
    );
  });

  it('sends each byte array with a buffer of its own, not the buffer it views', () => {
    fc.assert(fc.property(chainValue, (value) => viewsOwnBuffers(toWire(value))));
    const frame = new Uint8Array(137_000);
    const wire = toWire({ key: frame.subarray(10, 42) }) as { key: Uint8Array };
    expect(wire.key.buffer.byteLength).toBe(32);
  });

  it('brings errors back with their name, message and fields', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), chainValue, (name, message, field) => {
        const error = Object.assign(new Error(message), { error: field });
        error.name = name;
        const back = cross(error);
        expect(back).toBeInstanceOf(Error);
        expect(back).toMatchObject({ name, message });
        expect((back as { error: unknown }).error).toStrictEqual(field);
      }),
    );
  });

  it('refuses what cannot cross, naming where it is', () => {
    expect(() => toWire({ a: [1, () => 2] })).toThrow('value.a[1] is a function');
    expect(() => toWire({ s: Symbol('x') })).toThrow('value.s is a symbol');
    expect(() => toWire({ at: new Date(0) })).toThrow('value.at is an instance of Date');
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(() => toWire(loop)).toThrow('value.self is a reference back');
    // A value shared twice, but not a cycle, crosses.
    const shared = { n: 1n };
    expect(cross([shared, shared])).toStrictEqual([{ n: 1n }, { n: 1n }]);
  });
});
