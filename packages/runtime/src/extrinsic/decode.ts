// Extrinsic v4 decoding: Compact(len) ++ (0x84 ++ address ++ signature ++ extra | 0x04) ++ call.
import type { AccountId } from '../primitives/core.ts';
import { MultiAddress, MultiSignature } from '../primitives/address.ts';
import type { MultiAddressValue, MultiSignatureValue } from '../primitives/address.ts';
import type { AssetKind } from '../primitives/asset-kind.ts';
import type { Era } from '../primitives/runtime-types.ts';
import { Reader, ScaleDecodeError, bytes } from '../scale/index.ts';
import type { RuntimeCallValue } from '../support/outer.ts';
import { runtime } from '../runtime.ts';
import { Extra } from './types.ts';

export interface SignedPart {
  address: MultiAddressValue;
  /** The signer's AccountId (only MultiAddress::Id is accepted, as AccountIdLookup). */
  signer: AccountId;
  signature: MultiSignatureValue;
  era: Era;
  nonce: number;
  tip: bigint;
  /** ChargeAssetTxPayment's asset: undefined pays in LUMI through TransactionPayment. */
  assetId: AssetKind | undefined;
  /** CheckMetadataHash's mode: whether the signature also covers the runtime's metadata digest. */
  metadataHashMode: 'Disabled' | 'Enabled';
  /** The raw extension bytes (the "extra" of the signing payload). */
  extraBytes: Uint8Array;
}

export interface DecodedExtrinsic {
  /** The whole extrinsic as submitted, length prefix included. */
  bytes: Uint8Array;
  /** Its encoded length (prefix included): what fees and block length count. */
  len: number;
  signed: SignedPart | undefined;
  call: RuntimeCallValue;
  callBytes: Uint8Array;
  /**
   * The last signature check made on it (see checks.ts): the additional-signed bytes it was made against,
   * the message they give, and whether the signature was proven over it (and under which verifier).
   * A memo only: every check still recomputes the additional-signed data from state.
   */
  proof?: SignatureProof;
}

export interface SignatureProof {
  additional: Uint8Array;
  message: Uint8Array;
  /**
   * What `additional` was built from that state can change: the birth block's number and the stored bytes of
   * BlockHash at it and at 0 (undefined: no entry). Equal bytes decode to the same additional-signed data.
   */
  birth: number;
  birthHashRaw: Uint8Array | undefined;
  genesisHashRaw: Uint8Array | undefined;
  /** The verifier generation (signature.ts) under which the signature verified; undefined: not verified. */
  verifiedUnder?: number;
}

export class ExtrinsicFormatError extends Error {
  override readonly name = 'ExtrinsicFormatError';
}

/**
 * Decoded extrinsics by the byte array they came from. A host hands the same array to signatureCheck,
 * validate_transaction, revalidation and block building (as Substrate's pool keeps the decoded extrinsic),
 * so it is decoded once. Hosts must not mutate an extrinsic's bytes after passing them to the runtime.
 */
const decoded = new WeakMap<Uint8Array, DecodedExtrinsic>();

/**
 * Decodes one extrinsic, once per byte array (see `decoded`); throws ExtrinsicFormatError (with the SCALE
 * detail) when malformed.
 */
export function decodeExtrinsic(bytes: Uint8Array): DecodedExtrinsic {
  let x = decoded.get(bytes);
  if (!x) {
    x = decodeFresh(bytes);
    decoded.set(bytes, x);
  }
  return x;
}

function decodeFresh(bytes: Uint8Array): DecodedExtrinsic {
  try {
    const r = new Reader(bytes);
    const len = r.compactNumber();
    if (len !== r.remaining) {
      throw new ExtrinsicFormatError(`length prefix says ${len} bytes but ${r.remaining} follow`);
    }
    const version = r.u8();
    if ((version & 0x7f) !== 4)
      throw new ExtrinsicFormatError(`unsupported extrinsic version ${version & 0x7f}`);
    let signed: SignedPart | undefined;
    if (version & 0x80) {
      const address = MultiAddress.decodeFrom(r);
      if (address.type !== 'Id') throw new ExtrinsicFormatError('signer address must be MultiAddress::Id');
      const signature = MultiSignature.decodeFrom(r);
      const extraStart = r.pos;
      const extra = Extra.decodeFrom(r);
      signed = {
        address,
        signer: address.value,
        signature,
        era: extra[4],
        nonce: extra[5],
        tip: extra[7].tip,
        assetId: extra[7].asset_id,
        metadataHashMode: extra[8].mode.type,
        extraBytes: bytes.subarray(extraStart, r.pos),
      };
    }
    const callStart = r.pos;
    const call = runtime().RuntimeCall.decodeFrom(r);
    r.end();
    return { bytes, len: bytes.length, signed, call, callBytes: bytes.subarray(callStart) };
  } catch (e) {
    if (e instanceof ExtrinsicFormatError) throw e;
    if (e instanceof ScaleDecodeError)
      throw new ExtrinsicFormatError(`could not decode extrinsic: ${e.message}`);
    throw e;
  }
}

/** Encodes an unsigned (bare) extrinsic for `call`, with its length prefix (used for inherents). */
export function encodeUnsigned(callBytes: Uint8Array): Uint8Array {
  const body = new Uint8Array(callBytes.length + 1);
  body[0] = 0x04;
  body.set(callBytes, 1);
  return bytes.encode(body);
}
