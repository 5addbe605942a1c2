// A spec's long genesis lists left in the file's bytes: the document reads as JSON.parse reads it, the lists'
// slices are its items, and the genesis digest written a piece at a time is the digest of JSON.stringify's text.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonList, parseJsonKeepingLists } from '../src/chain-spec/json-lists.ts';
import { specGenesisDigest, type ChainSpec } from '../src/chain-spec/spec.ts';

const keepAll = () => true;

/** JsonLists replaced by their items, to compare with JSON.parse. */
const materialise = (v: unknown): unknown =>
  v instanceof JsonList
    ? v.slice()
    : Array.isArray(v)
      ? v.map(materialise)
      : typeof v === 'object' && v !== null
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, materialise(x)]))
        : v;

const sha = (s: string) => `0x${createHash('sha256').update(s).digest('hex')}`;

describe('parseJsonKeepingLists', () => {
  it('reads any document as JSON.parse does, whatever it keeps as text and however it is spaced', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 1, '\n '), (value, space) => {
        const text = JSON.stringify(value, null, space);
        const parsed = parseJsonKeepingLists(Buffer.from(text), keepAll, 0);
        expect(materialise(parsed)).toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps long lists at the wanted paths as slices of the text, the rest parsed', () => {
    const balances = Array.from({ length: 25 }, (_, i) => [`5Acc"\\${i}`, String(i * 1000)]);
    const doc = {
      genesis: { runtimeGenesis: { patch: { balances: { balances }, short: { list: [1, 2] } } } },
    };
    const parsed = parseJsonKeepingLists(
      Buffer.from(JSON.stringify(doc, null, 2)),
      (p) => p.length === 5,
      10,
    ) as typeof doc;
    const kept = parsed.genesis.runtimeGenesis.patch.balances.balances as unknown as JsonList;
    expect(kept).toBeInstanceOf(JsonList);
    expect(kept.length).toBe(25);
    expect(kept.slice(3, 7)).toEqual(balances.slice(3, 7));
    expect(kept.slice(20, 99)).toEqual(balances.slice(20));
    expect(kept.slice(5, 5)).toEqual([]);
    expect(JSON.parse(JSON.stringify(parsed))).toEqual(doc);
    expect(parsed.genesis.runtimeGenesis.patch.short.list).toEqual([1, 2]);
  });

  it('fails on a document that is not JSON, a kept list when its bad items are read', () => {
    expect(() => parseJsonKeepingLists(Buffer.from('{"a": [1, 2'), keepAll, 0)).toThrow();
    expect(() => parseJsonKeepingLists(Buffer.from('{"a": [1,, 2]}'), keepAll, 1)).toThrow(/empty item/);
    const kept = parseJsonKeepingLists(Buffer.from('{"a": [1, 2 3]}'), keepAll, 1) as { a: JsonList };
    expect(kept.a.slice(0, 1)).toEqual([1]);
    expect(() => kept.a.slice(0, 2)).toThrow(SyntaxError);
  });
});

describe('specGenesisDigest', () => {
  it('is the sha256 of the genesis section’s JSON text, with lists kept as text or not', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const genesis = { runtimeGenesis: { patch: { pallet: { list: [value, value] }, other: value } } };
        const expected = sha(JSON.stringify(genesis));
        expect(specGenesisDigest({ genesis } as unknown as ChainSpec)).toBe(expected);
        const kept = parseJsonKeepingLists(
          Buffer.from(JSON.stringify({ genesis })),
          (p) => p.length === 5,
          2,
        ) as { genesis: unknown };
        expect(specGenesisDigest(kept as unknown as ChainSpec)).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });
});
