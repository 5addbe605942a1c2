// Substrate's author RPC errors (sc-rpc-api author/error.rs): codes, messages and data texts.
import type { InvalidTransaction, TransactionValidityError, UnknownTransaction } from '@lumi/runtime/host';

export class PoolError extends Error {
  override readonly name = 'PoolError';
  constructor(
    readonly code: number,
    message: string,
    readonly data?: string,
  ) {
    super(message);
  }
}

export const BAD_FORMAT = 1001;
export const VERIFICATION_ERROR = 1002;
export const POOL_INVALID_TX = 1010;
export const POOL_UNKNOWN_VALIDITY = 1011;
export const POOL_TEMPORARILY_BANNED = 1012;
export const POOL_ALREADY_IMPORTED = 1013;
export const POOL_TOO_LOW_PRIORITY = 1014;
export const POOL_CYCLE_DETECTED = 1015;
export const POOL_IMMEDIATELY_DROPPED = 1016;

/** sp_runtime's `impl From<InvalidTransaction> for &'static str`. */
export function invalidText(e: InvalidTransaction): string {
  if (typeof e === 'object') return 'InvalidTransaction custom error';
  switch (e) {
    case 'Call':
      return 'Transaction call is not expected';
    case 'Payment':
      return 'Inability to pay some fees (e.g. account balance too low)';
    case 'Future':
      return 'Transaction will be valid in the future';
    case 'Stale':
      return 'Transaction is outdated';
    case 'BadProof':
      return 'Transaction has a bad signature';
    case 'AncientBirthBlock':
      return 'Transaction has an ancient birth block';
    case 'ExhaustsResources':
      return 'Transaction would exhaust the block limits';
    case 'BadMandatory':
      return 'A call was labelled as mandatory, but resulted in an Error.';
    case 'MandatoryValidation':
      return 'Transaction dispatch is mandatory; transactions must not be validated.';
    case 'BadSigner':
      return 'Invalid signing address';
  }
}

/** Rust's Debug formatting of UnknownTransaction, which Substrate puts in the error data. */
export function unknownText(e: UnknownTransaction): string {
  return typeof e === 'object' ? `Custom(${e.Custom})` : e;
}

export function validityError(e: TransactionValidityError): PoolError {
  if (e.type === 'Invalid') {
    const data = typeof e.value === 'object' ? `Custom error: ${e.value.Custom}` : invalidText(e.value);
    return new PoolError(POOL_INVALID_TX, 'Invalid Transaction', data);
  }
  return new PoolError(POOL_UNKNOWN_VALIDITY, 'Unknown Transaction Validity', unknownText(e.value));
}

export const temporarilyBanned = () =>
  new PoolError(POOL_TEMPORARILY_BANNED, 'Transaction is temporarily banned');
export const alreadyImported = (hash: string) =>
  new PoolError(POOL_ALREADY_IMPORTED, 'Transaction Already Imported', hash);
export const tooLowPriority = (old: bigint, replacement: bigint) =>
  new PoolError(
    POOL_TOO_LOW_PRIORITY,
    `Priority is too low: (${old} vs ${replacement})`,
    'The transaction has too low priority to replace another transaction already in the pool.',
  );
export const cycleDetected = () => new PoolError(POOL_CYCLE_DETECTED, 'Cycle Detected');
export const immediatelyDropped = () =>
  new PoolError(
    POOL_IMMEDIATELY_DROPPED,
    'Immediately Dropped',
    "The transaction couldn't enter the pool because of the limit",
  );
export const badFormat = (reason: string) =>
  new PoolError(BAD_FORMAT, `Extrinsic has invalid format: ${reason}`);
export const verificationError = (reason: string) =>
  new PoolError(
    VERIFICATION_ERROR,
    `Verification Error: Runtime error: ${reason}`,
    `RuntimeApi("${reason}")`,
  );
