// sp_runtime::DispatchError exactly as FRAME encodes it, plus a throwable form for pallet code.
import { enumType, field, result, sizedBytes, struct, u8, unit, variant } from '../scale/index.ts';
import type { ValueOf } from '../scale/index.ts';
import { palletIndex } from '../support/pallet-index.ts';
import { PostDispatchInfoType } from './weight.ts';

export const ModuleErrorType = struct('sp_runtime::ModuleError', {
  index: field(u8, 'u8'),
  error: field(sizedBytes(4), '[u8; MAX_MODULE_ERROR_ENCODED_SIZE]'),
});

export const TokenErrorType = enumType('sp_runtime::TokenError', {
  FundsUnavailable: variant(0),
  OnlyProvider: variant(1),
  BelowMinimum: variant(2),
  CannotCreate: variant(3),
  UnknownAsset: variant(4),
  Frozen: variant(5),
  Unsupported: variant(6),
  CannotCreateHold: variant(7),
  NotExpendable: variant(8),
  Blocked: variant(9),
});
export type TokenError = ValueOf<typeof TokenErrorType>['type'];

export const ArithmeticErrorType = enumType('sp_arithmetic::ArithmeticError', {
  Underflow: variant(0),
  Overflow: variant(1),
  DivisionByZero: variant(2),
});
export type ArithmeticError = ValueOf<typeof ArithmeticErrorType>['type'];

export const TransactionalErrorType = enumType('sp_runtime::TransactionalError', {
  LimitReached: variant(0),
  NoLayer: variant(1),
});

export const TrieErrorType = enumType('sp_runtime::proving_trie::TrieError', {
  InvalidStateRoot: variant(0),
  IncompleteDatabase: variant(1),
  ValueAtIncompleteKey: variant(2),
  DecoderError: variant(3),
  InvalidHash: variant(4),
  DuplicateKey: variant(5),
  ExtraneousNode: variant(6),
  ExtraneousValue: variant(7),
  ExtraneousHashReference: variant(8),
  InvalidChildReference: variant(9),
  ValueMismatch: variant(10),
  IncompleteProof: variant(11),
  RootMismatch: variant(12),
  DecodeError: variant(13),
});

export const DispatchErrorType = enumType('sp_runtime::DispatchError', {
  Other: variant(0),
  CannotLookup: variant(1),
  BadOrigin: variant(2),
  Module: variant(3, field(ModuleErrorType, 'ModuleError')),
  ConsumerRemaining: variant(4),
  NoProviders: variant(5),
  TooManyConsumers: variant(6),
  Token: variant(7, field(TokenErrorType, 'TokenError')),
  Arithmetic: variant(8, field(ArithmeticErrorType, 'ArithmeticError')),
  Transactional: variant(9, field(TransactionalErrorType, 'TransactionalError')),
  Exhausted: variant(10),
  Corruption: variant(11),
  Unavailable: variant(12),
  RootNotAllowed: variant(13),
  Trie: variant(14, field(TrieErrorType, 'TrieError')),
});
export type DispatchErrorValue = ValueOf<typeof DispatchErrorType>;

export const DispatchResultType = result(unit, DispatchErrorType);

/** A failed dispatch with what it reported (weight used, fee waiver) before failing. */
export const DispatchErrorWithPostInfoType = struct(
  'sp_runtime::DispatchErrorWithPostInfo',
  { post_info: field(PostDispatchInfoType, 'Info'), error: field(DispatchErrorType, 'DispatchError') },
  { params: [{ name: 'Info', type: PostDispatchInfoType }] },
);

/** `DispatchResultWithPostInfo`: what dispatching a call returns in FRAME. */
export const DispatchResultWithPostInfoType = result(PostDispatchInfoType, DispatchErrorWithPostInfoType);
export type DispatchResultWithPostInfoValue = ValueOf<typeof DispatchResultWithPostInfoType>;

/**
 * A dispatch failure. Pallet errors carry the pallet's name and the error's variant index; the pallet
 * index is resolved when the error is turned into its SCALE value (Module { index, error: [i, 0, 0, 0] }).
 */
export class DispatchError extends Error {
  override readonly name = 'DispatchError';
  private constructor(
    readonly kind:
      | { type: 'Module'; pallet: string; error: number; errorName: string }
      | { type: 'Plain'; value: DispatchErrorValue },
    message: string,
  ) {
    super(message);
  }

  static module(pallet: string, error: number, errorName: string): DispatchError {
    return new DispatchError({ type: 'Module', pallet, error, errorName }, `${pallet}.${errorName}`);
  }

  static of(value: DispatchErrorValue): DispatchError {
    const detail =
      value.type === 'Token' ||
      value.type === 'Arithmetic' ||
      value.type === 'Transactional' ||
      value.type === 'Trie'
        ? `${value.type}.${value.value.type}`
        : value.type;
    return new DispatchError({ type: 'Plain', value }, detail);
  }

  static badOrigin(): DispatchError {
    return DispatchError.of({ type: 'BadOrigin' });
  }

  static token(t: TokenError): DispatchError {
    return DispatchError.of({ type: 'Token', value: { type: t } });
  }

  static arithmetic(t: ArithmeticError): DispatchError {
    return DispatchError.of({ type: 'Arithmetic', value: { type: t } });
  }

  toValue(): DispatchErrorValue {
    if (this.kind.type === 'Plain') return this.kind.value;
    return {
      type: 'Module',
      value: { index: palletIndex(this.kind.pallet), error: new Uint8Array([this.kind.error, 0, 0, 0]) },
    };
  }

  /** Whether this is `pallet`'s error `errorName` (for tests and pallet logic). */
  is(pallet: string, errorName: string): boolean {
    return this.kind.type === 'Module' && this.kind.pallet === pallet && this.kind.errorName === errorName;
  }
}
