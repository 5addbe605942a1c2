// Builds RuntimeMetadata V14 / V15 / V16 values from the runtime's own declarations and encodes them with
// substrate-bindings' metadata codecs (prefixed by the magic number "meta").
import { metadata as metadataCodec } from '@polkadot-api/substrate-bindings';
import type { V14, V15, V16 } from '@polkadot-api/substrate-bindings';
import { u8aToHex } from '@polkadot/util';
import type { AnyType } from '../scale/index.ts';
import type { RuntimeDef } from '../support/construct.ts';
import { storageKeyType } from '../support/storage.ts';
import { PortableRegistry } from './registry.ts';

export interface SignedExtensionMeta {
  identifier: string;
  type: AnyType;
  additionalSigned: AnyType;
}

export interface ExtrinsicMeta {
  version: number;
  /** sp_runtime UncheckedExtrinsic<Address, Call, Signature, Extra> declaration. */
  type: AnyType;
  address: AnyType;
  call: AnyType;
  signature: AnyType;
  extra: AnyType;
  extensions: readonly SignedExtensionMeta[];
}

export interface RuntimeApiMethodMeta {
  name: string;
  inputs: readonly { name: string; type: AnyType }[];
  output: AnyType;
  docs: readonly string[];
}

export interface RuntimeApiMeta {
  name: string;
  version: number;
  methods: readonly RuntimeApiMethodMeta[];
  docs: readonly string[];
}

export interface MetadataInput {
  runtime: RuntimeDef;
  /** The `Runtime` marker type (e.g. lumi_runtime::Runtime, an empty composite). */
  runtimeType: AnyType;
  extrinsic: ExtrinsicMeta;
  apis: readonly RuntimeApiMeta[];
}

type PalletV15 = V15['pallets'][number];

const MAGIC = 0x6174656d;

function buildPallets(reg: PortableRegistry, input: MetadataInput): PalletV15[] {
  return input.runtime.pallets.map(({ index, pallet: p }) => {
    const items = p.storage?.items ?? [];
    return {
      name: p.name,
      index,
      docs: [...(p.docs ?? [])],
      storage:
        items.length === 0
          ? undefined
          : {
              prefix: p.name,
              items: items.map((it) => ({
                name: it.name,
                modifier: it.modifier === 'Optional' ? 0 : 1,
                type:
                  it.hashers.length === 0
                    ? { tag: 'plain' as const, value: reg.id(it.valueType) }
                    : {
                        tag: 'map' as const,
                        value: {
                          hashers: it.hashers.map((h) => ({ tag: h.metaTag, value: undefined })),
                          key: reg.id(storageKeyType(it)),
                          value: reg.id(it.valueType),
                        },
                      },
                fallback: u8aToHex(it.fallback),
                docs: [...it.docs],
              })),
            },
      calls: p.calls ? reg.id(p.calls.type) : undefined,
      events: p.events ? reg.id(p.events.type) : undefined,
      constants: Object.entries(p.constants ?? {}).map(([name, c]) => ({
        name,
        type: reg.id(c.type),
        value: u8aToHex(c.type.encode(c.value)),
        docs: [...c.docs],
      })),
      errors: p.errors ? reg.id(p.errors.type) : undefined,
    };
  });
}

/** Everything both versions share, registered in one fixed order so type ids are stable. */
function buildCommon(input: MetadataInput) {
  const reg = new PortableRegistry();
  const pallets = buildPallets(reg, input);
  for (const { pallet } of input.runtime.pallets) for (const t of pallet.extraTypes ?? []) reg.id(t);
  const x = input.extrinsic;
  const extrinsicType = reg.id(x.type);
  const extrinsic = {
    version: x.version,
    address: reg.id(x.address),
    call: reg.id(x.call),
    signature: reg.id(x.signature),
    extra: reg.id(x.extra),
    signedExtensions: x.extensions.map((e) => ({
      identifier: e.identifier,
      type: reg.id(e.type),
      additionalSigned: reg.id(e.additionalSigned),
    })),
  };
  const runtimeType = reg.id(input.runtimeType);
  const apis = input.apis.map((a) => ({
    name: a.name,
    version: a.version,
    docs: [...a.docs],
    methods: a.methods.map((m) => ({
      name: m.name,
      inputs: m.inputs.map((i) => ({ name: i.name, type: reg.id(i.type) })),
      output: reg.id(m.output),
      docs: [...m.docs],
    })),
  }));
  const outerEnums = {
    call: reg.id(input.runtime.RuntimeCall),
    event: reg.id(input.runtime.RuntimeEvent),
    error: reg.id(input.runtime.RuntimeError),
  };
  return { reg, pallets, extrinsicType, extrinsic, runtimeType, apis, outerEnums };
}

export function buildV14(input: MetadataInput): Uint8Array {
  const c = buildCommon(input);
  const value: V14 = {
    lookup: c.reg.entries,
    pallets: c.pallets.map((p) => ({ ...p, docs: [] })),
    extrinsic: {
      type: c.extrinsicType,
      version: c.extrinsic.version,
      signedExtensions: c.extrinsic.signedExtensions,
    },
    type: c.runtimeType,
    apis: [],
  };
  return metadataCodec.enc({ magicNumber: MAGIC, metadata: { tag: 'v14', value } });
}

export function buildV15(input: MetadataInput): Uint8Array {
  const c = buildCommon(input);
  const value: V15 = {
    lookup: c.reg.entries,
    pallets: c.pallets,
    extrinsic: c.extrinsic,
    type: c.runtimeType,
    apis: c.apis.map(({ version: _v, ...a }) => a),
    outerEnums: c.outerEnums,
    custom: [],
  };
  return metadataCodec.enc({ magicNumber: MAGIC, metadata: { tag: 'v15', value } });
}

export function buildV16(input: MetadataInput): Uint8Array {
  const c = buildCommon(input);
  const notDeprecated = { tag: 'NotDeprecated' as const, value: undefined };
  const value: V16 = {
    lookup: c.reg.entries,
    pallets: c.pallets.map((p) => ({
      name: p.name,
      index: p.index,
      docs: p.docs,
      storage: p.storage && {
        prefix: p.storage.prefix,
        items: p.storage.items.map((i) => ({ ...i, deprecationInfo: notDeprecated })),
      },
      calls: p.calls === undefined ? undefined : { type: p.calls, deprecationInfo: [] },
      events: p.events === undefined ? undefined : { type: p.events, deprecationInfo: [] },
      errors: p.errors === undefined ? undefined : { type: p.errors, deprecationInfo: [] },
      constants: p.constants.map((k) => ({ ...k, deprecationInfo: notDeprecated })),
      associatedTypes: [],
      viewFns: [],
      deprecationInfo: notDeprecated,
    })),
    extrinsic: {
      version: [c.extrinsic.version],
      address: c.extrinsic.address,
      call: c.extrinsic.call,
      signature: c.extrinsic.signature,
      signedExtensionsByVersion: [[0, c.extrinsic.signedExtensions.map((_, i) => i)]],
      signedExtensions: c.extrinsic.signedExtensions,
    },
    apis: c.apis.map((a) => ({
      ...a,
      methods: a.methods.map((m) => ({ ...m, deprecationInfo: notDeprecated })),
      deprecationInfo: notDeprecated,
    })),
    outerEnums: c.outerEnums,
    custom: [],
  };
  return metadataCodec.enc({ magicNumber: MAGIC, metadata: { tag: 'v16', value } });
}
