// The signed extensions' logic, in metadata order: CheckNonZeroSender, CheckSpecVersion, CheckTxVersion,
// CheckGenesis, CheckMortality, CheckNonce, CheckWeight, ChargeAssetTxPayment, CheckMetadataHash.
import type { ValidTransaction } from '../host.ts';
import { eraBirth, eraDeath } from '../primitives/runtime-types.ts';
import { addWeight, weightAnyGt } from '../primitives/weight.ts';
import type { Weight } from '../primitives/weight.ts';
import { BLOCK_LENGTH, BLOCK_WEIGHTS } from '../pallets/system/constants.ts';
import { metadataDigest } from '../metadata/digest.ts';
import { Account, AllExtrinsicsLen, BlockHash, BlockWeight } from '../pallets/system/storage.ts';
import type { PerDispatchClassWeightValue } from '../pallets/system/types.ts';
import { canWithdrawFee, withdrawFee } from '../pallets/asset-tx-payment/functions.ts';
import type { InitialPayment } from '../pallets/asset-tx-payment/types.ts';
import { computeFee, priority } from '../pallets/transaction-payment/functions.ts';
import { Writer } from '../scale/index.ts';
import type { DispatchInfo } from '../support/calls.ts';
import { VERSION } from '../version.ts';
import { equalBytes } from '../support/bytes.ts';
import { ctx } from '../support/context.ts';
import type { DecodedExtrinsic, SignatureProof, SignedPart } from './decode.ts';
import { checkSignature, signedMessage, verifierGeneration } from './signature.ts';
import { U64_MAX, VALID_DEFAULT, invalid } from './validity.ts';

/**
 * Extensions' additional-signed data: spec version, tx version, genesis hash, birth block hash, and
 * CheckMetadataHash's Option<[u8; 32]> (None, or Some(metadata digest) when the signer enabled it: a signer
 * that hashed other metadata signed other bytes, so its signature fails as BadProof).
 */
export function additionalSigned(signed: SignedPart, blockNumber: number): Uint8Array {
  const birth = eraBirth(signed.era, blockNumber);
  if (!BlockHash.contains(birth)) throw invalid('AncientBirthBlock');
  const enabled = signed.metadataHashMode === 'Enabled';
  const w = new Writer(enabled ? 105 : 73);
  w.u32(VERSION.specVersion);
  w.u32(VERSION.transactionVersion);
  w.bytes(BlockHash.get(0));
  w.bytes(BlockHash.get(birth));
  if (enabled) {
    w.u8(1);
    w.bytes(metadataDigest());
  } else {
    w.u8(0);
  }
  return w.finish();
}

/** call ++ extra ++ additional signed: what the signer signed (before the >256-byte hashing). */
export function signingPayload(x: DecodedExtrinsic, blockNumber: number): Uint8Array {
  const s = x.signed;
  if (!s) throw new Error('unsigned extrinsic has no signing payload');
  return payloadWith(x, s, additionalSigned(s, blockNumber));
}

function payloadWith(x: DecodedExtrinsic, s: SignedPart, add: Uint8Array): Uint8Array {
  const out = new Uint8Array(x.callBytes.length + s.extraBytes.length + add.length);
  out.set(x.callBytes, 0);
  out.set(s.extraBytes, x.callBytes.length);
  out.set(add, x.callBytes.length + s.extraBytes.length);
  return out;
}

/** BlockHash's stored bytes at `n`, undecoded (a view: never written to). */
function blockHashRaw(n: number): Uint8Array | undefined {
  const key = BlockHash.fullKey(n);
  return ctx().state.getHex(key.hex, key.bytes);
}

const sameRaw = (a: Uint8Array | undefined, b: Uint8Array | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && equalBytes(a, b));

/**
 * The message a signed extrinsic's signature must verify over at `blockNumber`. The state its
 * additional-signed part depends on (AncientBirthBlock, the birth block's and genesis's hashes) is read every
 * time, but only as stored bytes: when they equal the ones the extrinsic's kept message was built from (the
 * same birth block, the same entries), that message is the answer, as at admission, at revalidation and in
 * its block most extrinsics are; otherwise it is built again.
 */
export function signedMessageAt(x: DecodedExtrinsic, blockNumber: number): SignatureProof {
  const s = x.signed;
  if (!s) throw new Error('unsigned extrinsic has no signing payload');
  const birth = eraBirth(s.era, blockNumber);
  const birthHashRaw = blockHashRaw(birth);
  if (birthHashRaw === undefined) throw invalid('AncientBirthBlock');
  const genesisHashRaw = birth === 0 ? birthHashRaw : blockHashRaw(0);
  const kept = x.proof;
  if (
    kept &&
    kept.birth === birth &&
    sameRaw(kept.birthHashRaw, birthHashRaw) &&
    sameRaw(kept.genesisHashRaw, genesisHashRaw)
  ) {
    return kept;
  }
  const add = additionalSigned(s, blockNumber);
  const message =
    kept && equalBytes(kept.additional, add) ? kept.message : signedMessage(payloadWith(x, s, add));
  x.proof = {
    additional: add,
    message,
    // A proof carries over only when the signed bytes are the same ones.
    verifiedUnder: kept && message === kept.message ? kept.verifiedUnder : undefined,
    birth,
    birthHashRaw: birthHashRaw.slice(),
    genesisHashRaw: genesisHashRaw?.slice(),
  };
  return x.proof;
}

/**
 * UncheckedExtrinsic::check: the signature over the payload (BadProof), after additional-signed checks.
 * A signature already proven over the same message under the installed verifier is not verified again.
 */
export function checkSigned(x: DecodedExtrinsic, blockNumber: number): void {
  const s = x.signed!;
  const proof = signedMessageAt(x, blockNumber);
  const generation = verifierGeneration();
  if (proof.verifiedUnder === generation) return;
  if (!checkSignature(s.signer, s.signature, proof.message)) throw invalid('BadProof');
  proof.verifiedUnder = generation;
}

const ZERO = new Uint8Array(32);
const isZero = (a: Uint8Array): boolean => a.length === 32 && a.every((b, i) => b === ZERO[i]);

/** `(AccountId, Nonce)` as SCALE encodes it: the account's bytes then the nonce as a little-endian u32. */
function nonceTag(who: Uint8Array, nonce: number): Uint8Array {
  // Written in place: a Writer and the copy its `finish` makes were two arrays and an object per tag, and
  // every validation of a transfer builds one or two tags.
  const tag = new Uint8Array(who.length + 4);
  tag.set(who);
  const at = who.length;
  tag[at] = nonce & 0xff;
  tag[at + 1] = (nonce >>> 8) & 0xff;
  tag[at + 2] = (nonce >>> 16) & 0xff;
  tag[at + 3] = (nonce >>> 24) & 0xff;
  return tag;
}

const classLimits = (cls: DispatchInfo['class']) =>
  cls === 'Normal'
    ? BLOCK_WEIGHTS.per_class.normal
    : cls === 'Operational'
      ? BLOCK_WEIGHTS.per_class.operational
      : BLOCK_WEIGHTS.per_class.mandatory;

const classLength = (cls: DispatchInfo['class']) =>
  cls === 'Normal'
    ? BLOCK_LENGTH.max.normal
    : cls === 'Operational'
      ? BLOCK_LENGTH.max.operational
      : BLOCK_LENGTH.max.mandatory;

const classKey = (cls: DispatchInfo['class']) =>
  cls === 'Normal' ? 'normal' : cls === 'Operational' ? 'operational' : 'mandatory';

/** CheckWeight::check_extrinsic_weight + length of a lone extrinsic. */
function checkExtrinsicLimits(info: DispatchInfo, len: number): void {
  const max = classLimits(info.class).max_extrinsic;
  if (max && weightAnyGt(info.weight, max)) throw invalid('ExhaustsResources');
  if (len > classLength(info.class)) throw invalid('ExhaustsResources');
}

/** CheckWeight's block accounting: the new BlockWeight and AllExtrinsicsLen, or ExhaustsResources. */
export function blockWeightAfter(
  info: DispatchInfo,
  len: number,
): { weight: PerDispatchClassWeightValue; len: number } {
  const nextLen = (AllExtrinsicsLen.get() ?? 0) + len;
  if (nextLen > classLength(info.class)) throw invalid('ExhaustsResources');
  const limits = classLimits(info.class);
  const all = BlockWeight.get();
  const key = classKey(info.class);
  const extrinsicWeight = addWeight(info.weight, limits.base_extrinsic);
  const perClass = addWeight(all[key], extrinsicWeight);
  const next = { ...all, [key]: perClass };
  if (limits.max_total && weightAnyGt(perClass, limits.max_total)) throw invalid('ExhaustsResources');
  const total = addWeight(addWeight(next.normal, next.operational), next.mandatory);
  if (
    weightAnyGt(total, BLOCK_WEIGHTS.max_block) &&
    limits.reserved &&
    weightAnyGt(perClass, limits.reserved)
  ) {
    throw invalid('ExhaustsResources');
  }
  return { weight: next, len: nextLen };
}

/** CheckWeight::post_dispatch: returns the unspent weight of the extrinsic's class to the block. */
export function refundWeight(info: DispatchInfo, actual: Weight): void {
  if (!weightAnyGt(info.weight, actual)) return;
  const key = classKey(info.class);
  BlockWeight.mutate((all) => {
    const w = all[key];
    const rt = info.weight.ref_time - actual.ref_time;
    const ps = info.weight.proof_size - actual.proof_size;
    return {
      ...all,
      [key]: {
        ref_time: w.ref_time > rt ? w.ref_time - rt : 0n,
        proof_size: w.proof_size > ps ? w.proof_size - ps : 0n,
      },
    };
  });
}

/** The extensions' `validate` (pool admission) on a throwaway state. */
export function validateSigned(
  x: DecodedExtrinsic,
  info: DispatchInfo,
  blockNumber: number,
): ValidTransaction {
  const s = x.signed!;
  if (isZero(s.signer)) throw invalid('BadSigner');
  const longevity = s.era.type === 'Immortal' ? U64_MAX : BigInt(eraDeath(s.era, blockNumber) - blockNumber);
  const account = Account.peek(s.signer);
  if (account.providers === 0 && account.sufficients === 0) throw invalid('Payment');
  if (s.nonce < account.nonce) throw invalid('Stale');
  const provides = [nonceTag(s.signer, s.nonce)];
  const requires = s.nonce > account.nonce ? [nonceTag(s.signer, s.nonce - 1)] : [];
  checkExtrinsicLimits(info, x.len);
  const fee = computeFee(x.len, info, s.tip);
  if (!canWithdrawFee(s.signer, s.assetId, fee)) throw invalid('Payment');
  return { ...VALID_DEFAULT, priority: priority(x.len, info, s.tip, fee), requires, provides, longevity };
}

/** The extensions' `pre_dispatch`: nonce bump, block weight, fee withdrawal. Returns what paid the fee. */
export function prepareSigned(x: DecodedExtrinsic, info: DispatchInfo): InitialPayment {
  const s = x.signed!;
  if (isZero(s.signer)) throw invalid('BadSigner');
  const account = Account.peek(s.signer);
  if (account.providers === 0 && account.sufficients === 0) throw invalid('Payment');
  if (s.nonce !== account.nonce) throw invalid(s.nonce < account.nonce ? 'Stale' : 'Future');
  Account.insert(s.signer, { ...account, nonce: account.nonce + 1 });
  checkExtrinsicLimits(info, x.len);
  const next = blockWeightAfter(info, x.len);
  BlockWeight.set(next.weight);
  AllExtrinsicsLen.set(next.len);
  const fee = computeFee(x.len, info, s.tip);
  const paid = withdrawFee(s.signer, s.assetId, fee);
  if (paid === undefined) throw invalid('Payment');
  return paid;
}

/** CheckWeight for a bare (unsigned) extrinsic. */
export function prepareBare(x: DecodedExtrinsic, info: DispatchInfo): void {
  const next = blockWeightAfter(info, x.len);
  BlockWeight.set(next.weight);
  AllExtrinsicsLen.set(next.len);
}
