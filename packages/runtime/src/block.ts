// @lumi/runtime/block: the block format a host stores and serves, read and written with the runtime's own SCALE
// declarations (sp_runtime's Header and DigestItem, a body of opaque extrinsics), so the node keeps no second
// SCALE reader of its own.
import { OpaqueExtrinsicArg } from './apis/api.ts';
import { H256 } from './primitives/core.ts';
import { DigestItemType } from './primitives/runtime-types.ts';
import { Reader, compact, u32, vec } from './scale/index.ts';

export { DigestItemType, HeaderType } from './primitives/runtime-types.ts';

/** A block body: `Vec<Extrinsic>`, each extrinsic kept as its bytes with their own compact length prefix. */
export const BlockBodyType = vec(OpaqueExtrinsicArg);

export interface ParsedHeader {
  parentHash: Uint8Array;
  number: number;
  stateRoot: Uint8Array;
  extrinsicsRoot: Uint8Array;
  /** Each digest item SCALE-encoded on its own, as Substrate's JSON `digest.logs` lists them. */
  logs: Uint8Array[];
}

const BlockNumber = compact(u32);

/** A SCALE-encoded header's fields, each digest item left as its own bytes; throws on malformed input. */
export function parseHeader(encoded: Uint8Array): ParsedHeader {
  const r = new Reader(encoded);
  const parentHash = H256.decodeFrom(r);
  const number = BlockNumber.decodeFrom(r);
  const stateRoot = H256.decodeFrom(r);
  const extrinsicsRoot = H256.decodeFrom(r);
  const count = r.compactNumber();
  const logs: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const start = r.pos;
    DigestItemType.decodeFrom(r);
    logs.push(encoded.subarray(start, r.pos));
  }
  r.end();
  return { parentHash, number, stateRoot, extrinsicsRoot, logs };
}
