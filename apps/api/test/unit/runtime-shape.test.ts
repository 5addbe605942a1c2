// What the indexer asks of a runtime's metadata: its storage items and constants, read from the runtime itself, so
// a chain without a pallet (AssetConversion's LPFee on a chain with no DEX) is known to lack it rather than failing
// a read on every block.
import { assetHubPolkadot, lumi } from '@lumi/descriptors';
import { describe, expect, it } from 'vitest';
import { runtimeShape, type RuntimeShape } from '../../src/chain/runtime-shape.ts';

const shapes: [string, () => Promise<RuntimeShape>][] = [
  ['Lumi', async () => runtimeShape(await lumi.getMetadata())],
  ['Asset Hub Polkadot', async () => runtimeShape(await assetHubPolkadot.getMetadata())],
];

describe.each(shapes)('runtimeShape of %s', (_name, load) => {
  it('knows the constants and storage items the runtime declares, and no others', async () => {
    const shape = await load();
    expect(shape.hasConstant('AssetConversion', 'LPFee')).toBe(true);
    expect(shape.hasConstant('System', 'Version')).toBe(true);
    expect(shape.hasConstant('AssetConversion', 'NoSuchConstant')).toBe(false);
    expect(shape.hasConstant('NoSuchPallet', 'LPFee')).toBe(false);
    expect(shape.has('AssetConversion', 'Pools')).toBe(true);
    expect(shape.has('AssetConversion', 'NoSuchItem')).toBe(false);
    expect(shape.has('NoSuchPallet')).toBe(false);
    expect(shape.scheme).toBeDefined();
  });
});
