import { Metadata, TypeRegistry } from '@polkadot/types';
import { decAnyMetadata } from '@polkadot-api/substrate-bindings';
import { u8aToHex } from '@polkadot/util';
import { describe, expect, it } from 'vitest';
import { metadataV14, metadataV15, metadataV16 } from '../src/metadata/index.ts';
import { runtime } from '../src/runtime.ts';

describe('runtime metadata', () => {
  it('starts with the magic "meta" and the version byte', () => {
    expect(u8aToHex(metadataV14().subarray(0, 5))).toBe('0x6d6574610e');
    expect(u8aToHex(metadataV15().subarray(0, 5))).toBe('0x6d6574610f');
    expect(u8aToHex(metadataV16().subarray(0, 5))).toBe('0x6d65746110');
  });

  it('decodes with substrate-bindings and lists every pallet at its index', () => {
    for (const bytes of [metadataV14(), metadataV15(), metadataV16()]) {
      const m = decAnyMetadata(bytes).metadata;
      const pallets = (m.value as { pallets: { name: string; index: number }[] }).pallets;
      expect(pallets.map((p) => [p.name, p.index])).toEqual(
        runtime().pallets.map((p) => [p.pallet.name, p.index]),
      );
    }
  });

  it('decodes with @polkadot/types and can build calls, read storage and consts', () => {
    for (const bytes of [metadataV14(), metadataV15()]) {
      const registry = new TypeRegistry();
      const metadata = new Metadata(registry, bytes);
      registry.setMetadata(metadata);
      const call = registry.createType('Call', '0x000010deadbeef');
      expect(call.section).toBe('system');
      expect(call.method).toBe('remark');
      const latest = metadata.asLatest;
      const system = latest.pallets.find((p) => p.name.toString() === 'System')!;
      const ss58 = system.constants.find((c) => c.name.toString() === 'SS58Prefix')!;
      expect(registry.createType('u16', ss58.value).toNumber()).toBe(42);
      const items = system.storage.unwrap().items.map((i) => i.name.toString());
      expect(items).toContain('Account');
      expect(items).toContain('Events');
    }
  });

  it('is deterministic', () => {
    expect(u8aToHex(metadataV15())).toBe(u8aToHex(metadataV15()));
  });
});
