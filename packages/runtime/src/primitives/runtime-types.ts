// Block-level sp_runtime types: Era, Header, Digest, Phase, fixed-point numbers, RuntimeVersion.
import {
  ScaleEncodeError,
  bytes,
  compact,
  cow,
  enumType,
  field,
  newtype,
  sizedBytes,
  str,
  struct,
  tuple,
  u128,
  u32,
  u64,
  u8,
  variant,
  vec,
  withCodec,
} from '../scale/index.ts';
import type { ValueOf, VariantDecl, Writer, Reader } from '../scale/index.ts';
import { H256 } from './core.ts';

// ---- Era: metadata shows 256 variants (Immortal, Mortal1..Mortal255(u8)); the bytes are 1 or 2. ----

const eraVariants: Record<string, VariantDecl> = { Immortal: variant(0) };
for (let i = 1; i < 256; i++) eraVariants[`Mortal${i}`] = variant(i, u8);
const EraMeta = enumType('sp_runtime::generic::era::Era', eraVariants);

export type Era = { type: 'Immortal' } | { type: 'Mortal'; period: number; phase: number };

export const EraType = withCodec<Era>(
  EraMeta,
  {
    encodeTo(w: Writer, v: Era) {
      if (v.type === 'Immortal') return w.u8(0);
      const { period, phase } = v;
      if (period < 4 || period > 65536 || (period & (period - 1)) !== 0 || phase >= period) {
        throw new ScaleEncodeError('invalid mortal era');
      }
      const quantizeFactor = Math.max(period >> 12, 1);
      const trailing = Math.min(Math.max(Math.log2(period) - 1, 1), 15);
      const encoded = trailing | ((phase / quantizeFactor) << 4);
      w.u16(encoded);
    },
    decodeFrom(r: Reader): Era {
      const first = r.u8();
      if (first === 0) return { type: 'Immortal' };
      const encoded = first + (r.u8() << 8);
      const period = 2 << (encoded % (1 << 4));
      const quantizeFactor = Math.max(period >> 12, 1);
      const phase = (encoded >> 4) * quantizeFactor;
      if (period < 4 || phase >= period) {
        r.pos -= 2;
        return r.fail('invalid mortal era');
      }
      return { type: 'Mortal', period, phase };
    },
  },
  1,
);

/** The block number at which a mortal era began, given the current block (Era::birth). */
export function eraBirth(era: Era, current: number): number {
  if (era.type === 'Immortal') return 0;
  return Math.floor((Math.max(current, era.phase) - era.phase) / era.period) * era.period + era.phase;
}

/** The first block number at which a mortal era is no longer valid (Era::death). */
export function eraDeath(era: Era, current: number): number {
  if (era.type === 'Immortal') return Number.MAX_SAFE_INTEGER;
  return eraBirth(era, current) + era.period;
}

// ---- Digest and Header ----

export const ConsensusEngineId = sizedBytes(4);

export const DigestItemType = enumType('sp_runtime::generic::digest::DigestItem', {
  PreRuntime: variant(6, [field(ConsensusEngineId, 'ConsensusEngineId'), field(bytes, 'Vec<u8>')]),
  Consensus: variant(4, [field(ConsensusEngineId, 'ConsensusEngineId'), field(bytes, 'Vec<u8>')]),
  Seal: variant(5, [field(ConsensusEngineId, 'ConsensusEngineId'), field(bytes, 'Vec<u8>')]),
  Other: variant(0, field(bytes, 'Vec<u8>')),
  RuntimeEnvironmentUpdated: variant(8),
});
export type DigestItemValue = ValueOf<typeof DigestItemType>;

export const DigestType = struct('sp_runtime::generic::digest::Digest', {
  logs: field(vec(DigestItemType), 'Vec<DigestItem>'),
});

export const HeaderType = struct(
  'sp_runtime::generic::header::Header',
  {
    parent_hash: field(H256, 'Hash::Output'),
    number: field(compact(u32), 'Number'),
    state_root: field(H256, 'Hash::Output'),
    extrinsics_root: field(H256, 'Hash::Output'),
    digest: field(DigestType, 'Digest'),
  },
  { params: [{ name: 'Number', type: u32 }, { name: 'Hash' }] },
);
export type HeaderValue = ValueOf<typeof HeaderType>;

export const PhaseType = enumType('frame_system::Phase', {
  ApplyExtrinsic: variant(0, u32),
  Finalization: variant(1),
  Initialization: variant(2),
});
export type Phase = ValueOf<typeof PhaseType>;

// ---- fixed point ----

export const FixedU128Type = newtype('sp_arithmetic::fixed_point::FixedU128', field(u128, 'u128'));
export const FIXED_U128_ONE = 1_000_000_000_000_000_000n;
export const PerbillType = newtype('sp_arithmetic::per_things::Perbill', field(u32, 'u32'));

// ---- version ----

export const RuntimeVersionType = struct('sp_version::RuntimeVersion', {
  spec_name: field(cow(str), "Cow<'static, str>"),
  impl_name: field(cow(str), "Cow<'static, str>"),
  authoring_version: field(u32, 'u32'),
  spec_version: field(u32, 'u32'),
  impl_version: field(u32, 'u32'),
  apis: field(cow(vec(tuple(sizedBytes(8), u32))), 'ApisVec'),
  transaction_version: field(u32, 'u32'),
  system_version: field(u8, 'u8'),
});
export type RuntimeVersionValue = ValueOf<typeof RuntimeVersionType>;

export const OpaqueMetadata = newtype('sp_core::OpaqueMetadata', field(bytes, 'Vec<u8>'));
export const Moment = u64;
