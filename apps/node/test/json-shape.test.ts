// The fixture comparison the rpc-methods e2e test relies on must catch what it claims to.
import { describe, expect, it } from 'vitest';
import { shapeMismatches } from './helpers/json-shape.ts';

const recorded = { block: { extrinsics: ['0x01'], header: { number: '0x9f' } }, justification: null };

describe('shapeMismatches', () => {
  it('accepts the same shape, extra keys and renamed keys', () => {
    const ours = {
      block: { extrinsics: ['0x02', '0x03'], header: { number: '0x1', extra: 1 } },
      justifications: null,
    };
    expect(shapeMismatches(ours, recorded, { justification: 'justifications' })).toEqual([]);
  });

  it('reports missing keys, other types and non-hex strings', () => {
    expect(shapeMismatches({ block: { extrinsics: [], header: {} } }, recorded)).toEqual([
      '$.block.header.number: missing',
      '$.justification: missing',
    ]);
    expect(
      shapeMismatches({ block: { extrinsics: [1], header: { number: 'x' } }, justification: null }, recorded),
    ).toEqual([
      '$.block.extrinsics[0]: expected a string, got 1',
      '$.block.header.number: expected hex, got "x"',
    ]);
    expect(shapeMismatches([], { a: 1 })).toEqual(['$: expected an object, got []']);
  });
});
