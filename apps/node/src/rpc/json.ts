// Substrate's serde JSON shapes for headers, blocks and runtime versions.
import type { RuntimeVersion } from '@lumi/runtime/host';
import { toHex } from '@lumi/runtime/bytes';
import { parseHeader } from '@lumi/runtime/block';

export interface HeaderJson {
  parentHash: string;
  number: string;
  stateRoot: string;
  extrinsicsRoot: string;
  digest: { logs: string[] };
}

/** Header numbers are serialized as minimal hex ("0x0", "0x1a"), like Substrate's U256 serde. */
export function headerJson(encoded: Uint8Array): HeaderJson {
  const h = parseHeader(encoded);
  return {
    parentHash: toHex(h.parentHash),
    number: `0x${h.number.toString(16)}`,
    stateRoot: toHex(h.stateRoot),
    extrinsicsRoot: toHex(h.extrinsicsRoot),
    digest: { logs: h.logs.map(toHex) },
  };
}

export function runtimeVersionJson(v: RuntimeVersion): Record<string, unknown> {
  return {
    specName: v.specName,
    implName: v.implName,
    authoringVersion: v.authoringVersion,
    specVersion: v.specVersion,
    implVersion: v.implVersion,
    apis: v.apis.map(([id, version]) => [id, version]),
    transactionVersion: v.transactionVersion,
    systemVersion: v.systemVersion,
    // Older clients read the same value under its former name.
    stateVersion: v.systemVersion,
  };
}
