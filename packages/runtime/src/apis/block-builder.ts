// BlockBuilder: apply_extrinsic (as system_dryRun uses it), finalize_block, inherent_extrinsics,
// check_inherents — over a throwaway copy of the state of `at` with a block on top of it.
import { RuntimeApiError } from '../host.ts';
import { LumiBlockBuilder, inherentExtrinsics } from '../executive/block-builder.ts';
import { encodeHeader } from '../executive/header.ts';
import { decodeExtrinsic } from '../extrinsic/decode.ts';
import { ApplyExtrinsicResultType, toScaleError } from '../extrinsic/validity.ts';
import { HeaderType } from '../primitives/runtime-types.ts';
import { bool, btreeMap, bytes, field, sizedBytes, struct, vec } from '../scale/index.ts';
import { OpaqueExtrinsicArg, api, method } from './api.ts';
import { BlockType } from './core.ts';

export const InherentDataType = struct('sp_inherents::InherentData', {
  data: field(btreeMap(sizedBytes(8), bytes), 'BTreeMap<InherentIdentifier, Vec<u8>>'),
});

export const CheckInherentsResult = struct('sp_inherents::CheckInherentsResult', {
  okay: field(bool, 'bool'),
  fatal_error: field(bool, 'bool'),
  errors: field(InherentDataType, 'InherentData'),
});

const TIMESTAMP_ID = new TextEncoder().encode('timstap0');
/** pallet_timestamp's MAX_TIMESTAMP_DRIFT_MILLIS. */
const MAX_TIMESTAMP_DRIFT_MS = 30_000n;

const isTimestampId = (k: Uint8Array) => k.length === 8 && k.every((b, i) => b === TIMESTAMP_ID[i]);

function timestampOf(data: [Uint8Array, Uint8Array][]): bigint {
  const entry = data.find(([k]) => isTimestampId(k));
  if (!entry || entry[1].length !== 8)
    throw new RuntimeApiError('inherent data lacks the timestamp (timstap0)');
  return new DataView(entry[1].buffer, entry[1].byteOffset, 8).getBigUint64(0, true);
}

export const BlockBuilderApi = api(
  'BlockBuilder',
  6,
  [
    method(
      'apply_extrinsic',
      [['extrinsic', OpaqueExtrinsicArg]],
      ApplyExtrinsicResultType,
      ({ state, at }, xt) => {
        const b = new LumiBlockBuilder(state, at, undefined);
        const r = b.applyExtrinsic(xt);
        if (!r.included) return { ok: false as const, error: toScaleError(r.error) };
        const applied = b.lastApplied!;
        return {
          ok: true as const,
          value: applied.ok
            ? { ok: true as const, value: undefined }
            : { ok: false as const, error: applied.error! },
        };
      },
      [' Applies `extrinsic` to the block being built and reports whether it was included and dispatched.'],
    ),
    method(
      'finalize_block',
      [],
      HeaderType,
      ({ state, at }) =>
        HeaderType.decode(encodeHeader(new LumiBlockBuilder(state, at, undefined).finalize().header)),
      [' Runs end-of-block hooks and returns the header of the block being built.'],
    ),
    method(
      'inherent_extrinsics',
      [['inherent', InherentDataType]],
      vec(OpaqueExtrinsicArg),
      (_env, data) => inherentExtrinsics({ timestamp: timestampOf(data.data) }),
      [' Builds the inherents for a new block from the inherent data (on Lumi: the timestamp).'],
    ),
    method(
      'check_inherents',
      [
        ['block', BlockType],
        ['data', InherentDataType],
      ],
      CheckInherentsResult,
      (_env, block, data) => {
        const expected = timestampOf(data.data);
        for (const xt of block.extrinsics) {
          let x;
          try {
            x = decodeExtrinsic(xt);
          } catch {
            continue;
          }
          if (x.signed || x.call.type !== 'Timestamp' || x.call.value.type !== 'set') continue;
          const now = (x.call.value.value as { now: bigint }).now;
          if (now > expected + MAX_TIMESTAMP_DRIFT_MS) {
            // pallet_timestamp::InherentError::TooFarInFuture
            return {
              okay: false,
              fatal_error: true,
              errors: { data: [[TIMESTAMP_ID, new Uint8Array([1])] as [Uint8Array, Uint8Array]] },
            };
          }
        }
        return { okay: true, fatal_error: false, errors: { data: [] } };
      },
      [' Checks the inherents of `block` against the inherent data (a timestamp too far ahead fails).'],
    ),
  ],
  [' What a block author calls to assemble a block extrinsic by extrinsic.'],
);
