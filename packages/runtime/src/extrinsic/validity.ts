// sp_runtime::transaction_validity types and their SCALE declarations, mapped to host.ts's shapes.
import type {
  InvalidTransaction,
  TransactionSource,
  TransactionValidity,
  TransactionValidityError,
  UnknownTransaction,
  ValidTransaction,
} from '../host.ts';
import { DispatchResultType } from '../primitives/dispatch-error.ts';
import { bool, bytes, enumType, field, result, struct, u64, u8, variant, vec } from '../scale/index.ts';
import type { ValueOf } from '../scale/index.ts';

export const InvalidTransactionType = enumType('sp_runtime::transaction_validity::InvalidTransaction', {
  Call: variant(0),
  Payment: variant(1),
  Future: variant(2),
  Stale: variant(3),
  BadProof: variant(4),
  AncientBirthBlock: variant(5),
  ExhaustsResources: variant(6),
  Custom: variant(7, u8),
  BadMandatory: variant(8),
  MandatoryValidation: variant(9),
  BadSigner: variant(10),
  IndeterminateImplicit: variant(11),
  UnknownOrigin: variant(12),
});

export const UnknownTransactionType = enumType('sp_runtime::transaction_validity::UnknownTransaction', {
  CannotLookup: variant(0),
  NoUnsignedValidator: variant(1),
  Custom: variant(2, u8),
});

export const TransactionValidityErrorType = enumType(
  'sp_runtime::transaction_validity::TransactionValidityError',
  {
    Invalid: variant(0, InvalidTransactionType),
    Unknown: variant(1, UnknownTransactionType),
  },
);

export const ValidTransactionType = struct('sp_runtime::transaction_validity::ValidTransaction', {
  priority: field(u64, 'TransactionPriority'),
  requires: field(vec(bytes), 'Vec<TransactionTag>'),
  provides: field(vec(bytes), 'Vec<TransactionTag>'),
  longevity: field(u64, 'TransactionLongevity'),
  propagate: field(bool, 'bool'),
});

export const TransactionValidityType = result(ValidTransactionType, TransactionValidityErrorType);
export const ApplyExtrinsicResultType = result(DispatchResultType, TransactionValidityErrorType);

export const TransactionSourceType = enumType('sp_runtime::transaction_validity::TransactionSource', {
  InBlock: variant(0),
  Local: variant(1),
  External: variant(2),
});

export const U64_MAX = (1n << 64n) - 1n;

/** Thrown inside the pipeline to reject an extrinsic; never escapes the runtime. */
export class TransactionRejected extends Error {
  override readonly name = 'TransactionRejected';
  constructor(readonly error: TransactionValidityError) {
    super(`${error.type} transaction: ${JSON.stringify(error.value)}`);
  }
}

export const invalid = (value: InvalidTransaction): TransactionRejected =>
  new TransactionRejected({ type: 'Invalid', value });
export const unknown = (value: UnknownTransaction): TransactionRejected =>
  new TransactionRejected({ type: 'Unknown', value });

type ErrValue = ValueOf<typeof TransactionValidityErrorType>;

export function toScaleError(e: TransactionValidityError): ErrValue {
  const v = e.value;
  if (e.type === 'Invalid') {
    return {
      type: 'Invalid',
      value:
        typeof v === 'object'
          ? { type: 'Custom', value: v.Custom }
          : ({ type: v } as ValueOf<typeof InvalidTransactionType>),
    };
  }
  return {
    type: 'Unknown',
    value:
      typeof v === 'object'
        ? { type: 'Custom', value: v.Custom }
        : ({ type: v } as ValueOf<typeof UnknownTransactionType>),
  };
}

export function encodeValidity(v: TransactionValidity): Uint8Array {
  return TransactionValidityType.encode(
    v.ok ? { ok: true, value: v.value } : { ok: false, error: toScaleError(v.error) },
  );
}

export function sourceFromScale(v: ValueOf<typeof TransactionSourceType>): TransactionSource {
  return v.type;
}

/** Combines validities as FRAME's ValidTransaction::combine_with does. */
export function combine(a: ValidTransaction, b: ValidTransaction): ValidTransaction {
  const p = a.priority + b.priority;
  return {
    priority: p > U64_MAX ? U64_MAX : p,
    requires: [...a.requires, ...b.requires],
    provides: [...a.provides, ...b.provides],
    longevity: a.longevity < b.longevity ? a.longevity : b.longevity,
    propagate: a.propagate && b.propagate,
  };
}

export const VALID_DEFAULT: ValidTransaction = Object.freeze({
  priority: 0n,
  requires: [],
  provides: [],
  longevity: U64_MAX,
  propagate: true,
});
