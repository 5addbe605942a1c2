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
import { Account, BlockHash, Number as BlockNumber, ParentHash } from '../pallets/system/storage.ts';
import { runtime } from '../runtime.ts';
import { withContext } from '../support/context.ts';
import { OverlayState } from '../support/overlay.ts';
import { equalBytes } from '../support/bytes.ts';

/** Runs `fn` reading the state of block `at` (changes it makes are discarded). */
export function withReadContext<T>(state: StateReader, at: BlockContext, fn: () => T): T {
  return withContext(
    { state: new OverlayState(state), blockNumber: at.number, phase: { type: 'Initialization' } },
    fn,
  );
}

/**
 * The overlay a next-block context on `state` at `at` starts from: System::initialize's three writes (number,
 * parent hash, the parent's BlockHash entry), made once per state and parent block instead of once per
 * transaction, as every submission between two blocks is validated (and has its signature check prepared) on
 * the same parent. Reads still go to `state` live, so a host changing the state in place is seen at once.
 */
interface NextBlockBase {
  hash: Uint8Array;
  number: number;
  overlay: OverlayState;
}
const nextBlockBases = new WeakMap<StateReader, NextBlockBase>();

function nextBlockBase(state: StateReader, at: BlockContext): NextBlockBase {
  const known = nextBlockBases.get(state);
  if (known && known.number === at.number && equalBytes(known.hash, at.hash)) return known;
  const n = at.number + 1;
  const overlay = new OverlayState(state);
  withContext({ state: overlay, blockNumber: n, phase: { type: 'Initialization' } }, () => {
    BlockNumber.set(n);
    ParentHash.set(at.hash);
    BlockHash.insert(n - 1, at.hash);
  });
  const base = { hash: at.hash.slice(), number: at.number, overlay };
  nextBlockBases.set(state, base);
  return base;
}

/**
 * Runs `fn` as if a block on top of `at` were being built, as FRAME's validate_transaction does
 * (System::initialize(at + 1, at.hash)); nothing is kept: `fn` runs in a transactional layer over the shared
 * initialized overlay (`nextBlockBase`) that is always rolled back.
 */
export function withNextBlockContext<T>(state: StateReader, at: BlockContext, fn: () => T): T {
  const { overlay } = nextBlockBase(state, at);
  overlay.startTransaction();
  try {
    return withContext(
      {
        state: overlay,
        blockNumber: at.number + 1,
        phase: { type: 'ApplyExtrinsic', value: 0 },
        // Everything written is rolled back and validation reads no event back.
        discardEvents: true,
      },
      fn,
    );
  } finally {
    overlay.rollbackTransaction();
  }
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

/**
 * The storage keys applying `extrinsic` will read that it names itself (Runtime.accessHints): the signer's
 * account and the keys its call declares (CallSpec.touches). Never throws: what does not decode, or a call
 * whose arguments do not resolve, names what it can (nothing, or the signer's account alone).
 */
export function accessHints(extrinsic: Uint8Array): Uint8Array[] {
  let x;
  try {
    x = decodeExtrinsic(extrinsic);
  } catch {
    return [];
  }
  const signer = x.signed?.signer;
  const keys = signer ? [Account.key(signer)] : [];
  try {
    keys.push(...runtime().touches(x.call, signer));
  } catch {
    // An address that does not resolve (CannotLookup) fails the call itself; it names no key.
  }
  return keys;
}
