import { describe, expect, it } from 'vitest';
import { compactToU8a, u8aConcat } from '@polkadot/util';
import {
  compareWithKitchensink,
  comparedPallets,
  formatDifference,
  kitchensinkMetadataBytes,
} from './kitchensink.ts';
import type { Difference } from './kitchensink.ts';
import { decodeMetadata, encodeMetadata, unwrapMetadata } from './metadata-bytes.ts';
import type { DecodedMetadata } from './metadata-bytes.ts';

type V15 = Extract<DecodedMetadata['metadata'], { tag: 'v15' }>['value'];
type LookupEntry = V15['lookup'][number];
type Variant = Extract<LookupEntry['def'], { tag: 'variant' }>['value'][number];

const pristine = decodeMetadata(kitchensinkMetadataBytes());

/** Decoded kitchensink copy, edited by `edit`, re-encoded with the same codec. */
function mutated(edit: (md: V15) => void): Uint8Array {
  const copy = structuredClone(pristine);
  if (copy.metadata.tag !== 'v15') throw new Error('kitchensink metadata is expected to be V15');
  edit(copy.metadata.value);
  return encodeMetadata(copy);
}

function pallet(md: V15, name: string): V15['pallets'][number] {
  const p = md.pallets.find((x) => x.name === name);
  if (!p) throw new Error(`no pallet ${name}`);
  return p;
}

function variants(md: V15, id: number | undefined): Variant[] {
  const def = md.lookup.find((t) => t.id === id)?.def;
  if (def?.tag !== 'variant') throw new Error(`type ${id} is not an enum`);
  return def.value;
}

function call(md: V15, palletName: string, name: string): Variant {
  const v = variants(md, pallet(md, palletName).calls).find((x) => x.name === name);
  if (!v) throw new Error(`no call ${palletName}.${name}`);
  return v;
}

function primitiveId(md: V15, tag: string): number {
  const t = md.lookup.find((x) => x.def.tag === 'primitive' && x.def.value.tag === tag);
  if (!t) throw new Error(`no primitive ${tag}`);
  return t.id;
}

/** Appends a copy of type `id` (edited by `edit`) so that only what points at the copy changes. */
function cloneType(md: V15, id: number, edit: (t: LookupEntry) => void): number {
  const original = md.lookup.find((t) => t.id === id);
  if (!original) throw new Error(`no type ${id}`);
  const copy = structuredClone(original);
  copy.id = md.lookup.length;
  edit(copy);
  md.lookup.push(copy);
  return copy.id;
}

function renameArg(md: V15): void {
  const f = call(md, 'Balances', 'transfer_allow_death').fields[0]!;
  expect(f.name).toBe('dest');
  f.name = 'target';
}

function changeCallIndex(md: V15): void {
  const c = call(md, 'Balances', 'transfer_keep_alive');
  expect(c.index).toBe(3);
  c.index = 7;
}

function u128ToU64(md: V15): void {
  const f = call(md, 'Balances', 'force_unreserve').fields[1]!;
  expect([f.name, f.type]).toEqual(['amount', primitiveId(md, 'u128')]);
  f.type = primitiveId(md, 'u64');
}

function dropVariant(md: V15): void {
  const f = call(md, 'Balances', 'force_adjust_total_issuance').fields[0]!;
  expect(f.name).toBe('direction');
  f.type = cloneType(md, f.type, (t) => {
    if (t.def.tag !== 'variant') throw new Error('AdjustmentDirection is expected to be an enum');
    expect(t.def.value.map((v) => v.name)).toEqual(['Increase', 'Decrease']);
    t.def.value = t.def.value.filter((v) => v.name !== 'Decrease');
  });
}

const summary = (ds: Difference[]) => ds.map((d) => [d.pallet, d.kind, d.item, d.at]);

describe('compareWithKitchensink', () => {
  it('finds no difference between kitchensink and itself', () => {
    expect(compareWithKitchensink(kitchensinkMetadataBytes())).toEqual([]);
  });

  it('compares every pallet kitchensink has when given kitchensink', () => {
    const pairs = comparedPallets(kitchensinkMetadataBytes());
    expect(pairs.length).toBe(pristine.metadata.tag === 'v15' ? pristine.metadata.value.pallets.length : -1);
    expect(pairs).toContainEqual(['AssetConversion', 'AssetConversion']);
  });

  it('reports a renamed argument', () => {
    const ds = compareWithKitchensink(mutated(renameArg));
    expect(summary(ds)).toEqual([['Balances', 'call', 'transfer_allow_death', '']]);
    expect(ds[0]!.message).toContain('(target, value) differ from kitchensink (dest, value)');
  });

  it('reports a changed call index', () => {
    const ds = compareWithKitchensink(mutated(changeCallIndex));
    expect(ds.map(formatDifference)).toEqual(['Balances.call.transfer_keep_alive: index 7 vs kitchensink 3']);
  });

  it('reports a u128 that became u64', () => {
    const ds = compareWithKitchensink(mutated(u128ToU64));
    expect(summary(ds)).toEqual([['Balances', 'call', 'force_unreserve', 'amount']]);
    expect(ds[0]!.message).toContain('primitive u64 vs u128');
  });

  it('reports a dropped enum variant inside an argument type', () => {
    const ds = compareWithKitchensink(mutated(dropVariant));
    expect(summary(ds)).toEqual([['Balances', 'call', 'force_adjust_total_issuance', 'direction/Decrease']]);
    expect(ds[0]!.message).toBe('variant Decrease (index 1) missing from ours');
  });

  it('reports exactly the four mutations when all are applied together', () => {
    const ds = compareWithKitchensink(
      mutated((md) => {
        renameArg(md);
        changeCallIndex(md);
        u128ToU64(md);
        dropVariant(md);
      }),
    );
    expect(summary(ds).sort()).toEqual(
      [
        ['Balances', 'call', 'transfer_allow_death', ''],
        ['Balances', 'call', 'transfer_keep_alive', ''],
        ['Balances', 'call', 'force_unreserve', 'amount'],
        ['Balances', 'call', 'force_adjust_total_issuance', 'direction/Decrease'],
      ].sort(),
    );
  });

  it('ignores kitchensink items that ours does not have', () => {
    const ours = mutated((md) => {
      const p = pallet(md, 'Balances');
      const id = cloneType(md, p.calls!, (t) => {
        if (t.def.tag === 'variant')
          t.def.value = t.def.value.filter((v) => v.name === 'transfer_allow_death');
      });
      p.calls = id;
      p.constants = [];
      if (p.storage) p.storage.items = p.storage.items.slice(0, 1);
    });
    expect(compareWithKitchensink(ours)).toEqual([]);
  });

  it('reports items of ours that kitchensink lacks', () => {
    const ours = mutated((md) => {
      const e = variants(md, pallet(md, 'Sudo').events).find((v) => v.name === 'Sudid')!;
      e.name = 'SudoDone';
    });
    expect(compareWithKitchensink(ours).map(formatDifference)).toEqual([
      'Sudo.event.SudoDone: no event SudoDone in kitchensink Sudo',
    ]);
  });

  it('checks storage modifier and hashers but not default values', () => {
    const ours = mutated((md) => {
      const items = pallet(md, 'System').storage!.items;
      const account = items.find((i) => i.name === 'Account')!;
      if (account.type.tag !== 'map') throw new Error('System.Account is expected to be a map');
      account.type.value.hashers = [{ tag: 'Twox64Concat', value: undefined }];
      const number = items.find((i) => i.name === 'Number')!;
      number.modifier = 0;
      number.fallback = '0x07000000';
    });
    expect(compareWithKitchensink(ours).map(formatDifference)).toEqual([
      'System.storage.Account @ hashers: [Twox64Concat] vs kitchensink [Blake2128Concat]',
      'System.storage.Number: Optional vs kitchensink Default',
    ]);
  });

  it('checks constant types but not constant values', () => {
    const valueOnly = mutated((md) => {
      pallet(md, 'Balances').constants.find((c) => c.name === 'ExistentialDeposit')!.value =
        '0x01000000000000000000000000000000';
    });
    expect(compareWithKitchensink(valueOnly)).toEqual([]);
    const typeChanged = mutated((md) => {
      const c = pallet(md, 'Balances').constants.find((x) => x.name === 'MaxLocks')!;
      c.type = primitiveId(md, 'u64');
      c.value = '0x3200000000000000';
    });
    expect(summary(compareWithKitchensink(typeChanged))).toEqual([['Balances', 'constant', 'MaxLocks', '']]);
  });

  it('compares runtime-level enums such as RuntimeCall by name only', () => {
    const ours = mutated((md) => {
      const outer = md.lookup.find((t) => t.id === md.outerEnums.call)!;
      if (outer.def.tag === 'variant') outer.def.value = outer.def.value.slice(0, 3);
    });
    expect(compareWithKitchensink(ours)).toEqual([]);
  });

  it('terminates on recursive types and still finds differences inside them', () => {
    // Node = struct { value: u128, next: Option<Node> }, made the type of Balances.force_unreserve's amount.
    const recursive = (valueTag: string) =>
      mutated((md) => {
        const nodeId = md.lookup.length;
        const optionId = nodeId + 1;
        md.lookup.push({
          id: nodeId,
          path: ['test', 'Node'],
          params: [],
          def: {
            tag: 'composite',
            value: [
              { name: 'value', type: primitiveId(md, valueTag), typeName: undefined, docs: [] },
              { name: 'next', type: optionId, typeName: undefined, docs: [] },
            ],
          },
          docs: [],
        });
        md.lookup.push({
          id: optionId,
          path: ['Option'],
          params: [{ name: 'T', type: nodeId }],
          def: {
            tag: 'variant',
            value: [
              { name: 'None', fields: [], index: 0, docs: [] },
              {
                name: 'Some',
                fields: [{ name: undefined, type: nodeId, typeName: undefined, docs: [] }],
                index: 1,
                docs: [],
              },
            ],
          },
          docs: [],
        });
        call(md, 'Balances', 'force_unreserve').fields[1]!.type = nodeId;
      });
    const reference = recursive('u128');
    expect(compareWithKitchensink(reference, { reference })).toEqual([]);
    const ds = compareWithKitchensink(recursive('u64'), { reference });
    expect(summary(ds)).toEqual([['Balances', 'call', 'force_unreserve', 'amount/value']]);
  });

  it('maps OracleMembership to TechnicalMembership and skips pallets kitchensink lacks', () => {
    const ours = mutated((md) => {
      pallet(md, 'TechnicalMembership').name = 'OracleMembership';
      call(md, 'Sudo', 'sudo').name = 'feed_values';
      pallet(md, 'Sudo').name = 'Oracle';
      // Make the membership pallet differ so the mapping is proven to be followed.
      const add = variants(md, pallet(md, 'OracleMembership').calls).find((v) => v.name === 'add_member')!;
      add.index = 9;
    });
    const pairs = comparedPallets(ours);
    expect(pairs).toContainEqual(['OracleMembership', 'TechnicalMembership']);
    expect(pairs.map((p) => p[0])).not.toContain('Oracle');
    expect(compareWithKitchensink(ours).map(formatDifference)).toEqual([
      'OracleMembership.call.add_member: index 9 vs kitchensink 0',
    ]);
  });

  describe('allowlist', () => {
    const ours = mutated(renameArg);
    const entry = { pallet: 'Balances', kind: 'call', item: 'transfer_allow_death', reason: 'test' } as const;

    it('suppresses the differences of an allowlisted item', () => {
      expect(compareWithKitchensink(ours, { allow: [entry] })).toEqual([]);
    });

    it('reports an allowlisted item that no longer differs', () => {
      const ds = compareWithKitchensink(kitchensinkMetadataBytes(), { allow: [entry] });
      expect(ds.map(formatDifference)).toEqual([
        'Balances.call.transfer_allow_death: allowlisted ("test") but matches kitchensink now: remove it from the allowlist',
      ]);
    });

    it('reports an allowlisted item our metadata does not have', () => {
      const ds = compareWithKitchensink(ours, { allow: [entry, { ...entry, item: 'no_such_call' }] });
      expect(summary(ds)).toEqual([['Balances', 'call', 'no_such_call', '']]);
      expect(ds[0]!.message).toContain('is not an item of a compared pallet');
    });

    it('rejects entries without a reason and duplicates', () => {
      expect(() => compareWithKitchensink(ours, { allow: [{ ...entry, reason: ' ' }] })).toThrow(/no reason/);
      expect(() => compareWithKitchensink(ours, { allow: [entry, entry] })).toThrow(/listed twice/);
    });
  });
});

describe('metadata input formats', () => {
  const shipped = kitchensinkMetadataBytes();
  const raw = unwrapMetadata(shipped);

  it('accepts raw, OpaqueMetadata and Option<OpaqueMetadata> bytes alike', () => {
    expect(Array.from(raw.subarray(0, 5))).toEqual([0x6d, 0x65, 0x74, 0x61, 15]);
    const opaque = u8aConcat(compactToU8a(raw.length), raw);
    // Buffer equality: toEqual on ~700 kB arrays is needlessly slow.
    expect(Buffer.from(unwrapMetadata(opaque)).equals(raw)).toBe(true);
    expect(compareWithKitchensink(raw)).toEqual([]);
    expect(compareWithKitchensink(opaque)).toEqual([]);
  });

  it('accepts V14 metadata', () => {
    const copy = structuredClone(pristine);
    if (copy.metadata.tag !== 'v15') throw new Error('expected V15');
    const v15 = copy.metadata.value;
    const v14: DecodedMetadata = {
      magicNumber: copy.magicNumber,
      metadata: {
        tag: 'v14',
        value: {
          lookup: v15.lookup,
          pallets: v15.pallets,
          extrinsic: {
            type: v15.lookup.find((t) => t.path.at(-1) === 'UncheckedExtrinsic')!.id,
            version: v15.extrinsic.version,
            signedExtensions: v15.extrinsic.signedExtensions,
          },
          type: v15.type,
          apis: [],
        },
      },
    };
    const bytes = encodeMetadata(v14);
    expect(bytes[4]).toBe(14);
    expect(compareWithKitchensink(bytes)).toEqual([]);
    expect(compareWithKitchensink(bytes, { reference: raw })).toEqual([]);
  });

  it('rejects bytes that are not metadata with a clear error', () => {
    expect(() => compareWithKitchensink(new Uint8Array([1, 2, 3]))).toThrow(/no "meta" magic/);
    expect(() => compareWithKitchensink(new Uint8Array([0]))).toThrow(/None/);
    expect(() => compareWithKitchensink(raw.slice(0, 1000))).toThrow(/does not decode/);
  });
});
