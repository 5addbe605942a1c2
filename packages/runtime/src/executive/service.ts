// Entry points over a host state: read-only contexts for runtime APIs and pool validation.
import { RuntimeApiError } from '../host.ts';
import type {
  BlockContext,
  SignatureCheck,
  StateReader,
  TransactionSource,
  TransactionValidity,
} from '../host.ts';
import { signedMessageAt } from '../extrinsic/checks.ts';
import { toSignatureCheck } from '../extrinsic/signature.ts';
import { validateExtrinsic } from '../extrinsic/apply.ts';
import { ExtrinsicFormatError, decodeExtrinsic } from '../extrinsic/decode.ts';
import { TransactionRejected } from '../extrinsic/validity.ts';
import { BlockHash, Number as BlockNumber, ParentHash } from '../pallets/system/storage.ts';
import { withContext } from '../support/context.ts';
import { OverlayState } from '../support/overlay.ts';

/** Runs `fn` reading the state of block `at` (changes it makes are discarded). */
export function withReadContext<T>(state: StateReader, at: BlockContext, fn: () => T): T {
  return withContext(
    { state: new OverlayState(state), blockNumber: at.number, phase: { type: 'Initialization' } },
    fn,
  );
}

/**
 * Runs `fn` as if a block on top of `at` were being built, as FRAME's validate_transaction does
 * (System::initialize(at + 1, at.hash)); nothing is kept.
 */
export function withNextBlockContext<T>(state: StateReader, at: BlockContext, fn: () => T): T {
  const n = at.number + 1;
  return withContext(
    { state: new OverlayState(state), blockNumber: n, phase: { type: 'ApplyExtrinsic', value: 0 } },
    () => {
      BlockNumber.set(n);
      ParentHash.set(at.hash);
      BlockHash.insert(n - 1, at.hash);
      return fn();
    },
  );
}

export function validateTransaction(
  state: StateReader,
  source: TransactionSource,
  extrinsic: Uint8Array,
  at: BlockContext,
): TransactionValidity {
  let x;
  try {
    x = decodeExtrinsic(extrinsic);
  } catch (e) {
    if (e instanceof ExtrinsicFormatError) {
      throw new RuntimeApiError(`Bad input data provided to validate_transaction: ${e.message}`);
    }
    throw e;
  }
  return withNextBlockContext(state, at, () => {
    try {
      return { ok: true, value: validateExtrinsic(x, source) };
    } catch (e) {
      if (e instanceof TransactionRejected) return { ok: false, error: e.error };
      throw e;
    }
  });
}

/** The signature check validating `extrinsic` on top of `at` involves (Runtime.signatureCheck). */
export function signatureCheck(
  state: StateReader,
  extrinsic: Uint8Array,
  at: BlockContext,
): SignatureCheck | undefined {
  let x;
  try {
    x = decodeExtrinsic(extrinsic);
  } catch {
    return undefined;
  }
  const s = x.signed;
  if (!s) return undefined;
  return withNextBlockContext(state, at, () => {
    try {
      return toSignatureCheck(s.signer, s.signature, signedMessageAt(x, at.number + 1).message);
    } catch (e) {
      if (e instanceof TransactionRejected) return undefined;
      throw e;
    }
  });
}
