import { describe, expect, it } from 'vitest';
import { compareExtensions } from './extensions.ts';
import { kitchensinkMetadataBytes } from './kitchensink.ts';
import { decodeMetadata, encodeMetadata } from './metadata-bytes.ts';
import type { DecodedMetadata } from './metadata-bytes.ts';

type V15 = Extract<DecodedMetadata['metadata'], { tag: 'v15' }>['value'];
type Extension = V15['extrinsic']['signedExtensions'][number];

const pristine = decodeMetadata(kitchensinkMetadataBytes());

function mutated(edit: (md: V15) => void): Uint8Array {
  const copy = structuredClone(pristine);
  if (copy.metadata.tag !== 'v15') throw new Error('kitchensink metadata is expected to be V15');
  edit(copy.metadata.value);
  return encodeMetadata(copy);
}

function ext(md: V15, identifier: string): Extension {
  const e = md.extrinsic.signedExtensions.find((x) => x.identifier === identifier);
  if (!e) throw new Error(`no extension ${identifier}`);
  return e;
}

const none = { substitutes: [] };
const plainPayment = {
  substitutes: [
    {
      ours: 'ChargeTransactionPayment',
      kitchensink: 'ChargeAssetTxPayment',
      reason: 'fees in the native token only',
    },
  ],
};

describe('compareExtensions', () => {
  it('finds no difference between kitchensink and itself', () => {
    expect(compareExtensions(kitchensinkMetadataBytes(), none)).toEqual([]);
  });

  it('accepts a list lacking some of kitchensink extensions, in the same order', () => {
    const ours = mutated((md) => {
      md.extrinsic.signedExtensions = md.extrinsic.signedExtensions.filter(
        (e) => e.identifier !== 'WeightReclaim' && e.identifier !== 'CheckNonZeroSender',
      );
    });
    expect(compareExtensions(ours, none)).toEqual([]);
  });

  it('reports two extensions in swapped order', () => {
    const ours = mutated((md) => {
      const list = md.extrinsic.signedExtensions;
      const i = list.findIndex((e) => e.identifier === 'CheckMetadataHash');
      [list[i - 1], list[i]] = [list[i]!, list[i - 1]!];
    });
    const ds = compareExtensions(ours, none);
    expect(ds).toHaveLength(1);
    expect(ds[0]).toMatch(/^order \(.*CheckWeight, CheckMetadataHash, ChargeAssetTxPayment, WeightReclaim\)/);
  });

  it('reports a changed implicit type and a changed explicit enum', () => {
    const ours = mutated((md) => {
      const hash = ext(md, 'CheckMetadataHash');
      hash.additionalSigned = ext(md, 'CheckGenesis').additionalSigned; // H256 instead of Option<[u8; 32]>
      const mode = md.lookup.find((t) => t.path.join('::') === 'frame_metadata_hash_extension::Mode');
      if (mode?.def.tag !== 'variant') throw new Error('Mode is expected to be an enum');
      mode.def.value = mode.def.value.filter((v) => v.name !== 'Enabled');
    });
    expect(compareExtensions(ours, none)).toEqual([
      'CheckMetadataHash @ explicit/mode/Enabled: variant Enabled (index 1) missing from ours',
      'CheckMetadataHash @ implicit: type name H256 vs Option (ours H256, kitchensink Option)',
    ]);
  });

  it('reports an extension kitchensink does not have, unless it substitutes for one of its', () => {
    const ours = mutated((md) => {
      ext(md, 'ChargeAssetTxPayment').identifier = 'ChargeTransactionPayment';
    });
    expect(compareExtensions(ours, none)).toEqual([
      'ChargeTransactionPayment: no extension ChargeTransactionPayment in kitchensink',
    ]);
    expect(compareExtensions(ours, plainPayment)).toEqual([]);
  });

  it('reports a substitute that is not one of ours', () => {
    expect(compareExtensions(kitchensinkMetadataBytes(), plainPayment)).toEqual([
      'substitute ChargeTransactionPayment ("fees in the native token only") is not one of our extensions: remove it',
    ]);
  });
});
