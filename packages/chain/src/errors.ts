// Plain-language texts for what the chain can answer when a transaction fails: dispatch errors (decoded module
// errors included) and transaction-validity errors. The app shows `message` and, when there is one, `fix`.

/** The shape polkadot-api (and the JSON of @polkadot/api) gives enums: `{ type, value }`. */
export interface EnumLike {
  type: string;
  value?: unknown;
}

export interface ErrorText {
  /** Where it came from, e.g. "AssetConversion.ProvidedMinimumNotSufficientForSwap". */
  code: string;
  message: string;
  fix?: string;
  /**
   * The values `message` and `fix` were written with (the ErrorContext given, or an app's own), so an app can
   * say the same in another language from `code`.
   */
  values?: Record<string, string>;
}

export interface ErrorContext {
  /** The slippage tolerance the user chose, already formatted, e.g. "0.5 %". */
  slippage?: string;
  /** The chain's existential deposit, already formatted, e.g. "0.001 LUMI". */
  existentialDeposit?: string;
  /** The least an account of the token involved may hold (ED or the asset's min_balance), formatted. */
  minimumBalance?: string;
}

type Texts = Record<string, (context: ErrorContext) => Omit<ErrorText, 'code'>>;

const slippageText = (context: ErrorContext) =>
  context.slippage ? `your slippage tolerance of ${context.slippage}` : 'your slippage tolerance';

const keepAtLeast = (c: ErrorContext) =>
  c.existentialDeposit
    ? `Keep at least ${c.existentialDeposit}: the chain closes accounts below it.`
    : 'Keep a little LUMI in the account: the chain closes accounts below the existential deposit.';

const MODULE: Record<string, Texts> = {
  AssetConversion: {
    ProvidedMinimumNotSufficientForSwap: (c) => ({
      message: `The price moved beyond ${slippageText(c)}.`,
      fix: 'Raise it or try again.',
    }),
    ProvidedMaximumNotSufficientForSwap: (c) => ({
      message: `The price moved beyond ${slippageText(c)}: the swap would cost more than your maximum.`,
      fix: 'Raise it or try again.',
    }),
    PoolNotFound: () => ({ message: 'There is no pool for this pair of tokens.' }),
    ZeroLiquidity: () => ({ message: 'The pool has no liquidity yet.', fix: 'Add liquidity first.' }),
    ZeroAmount: () => ({ message: 'The amount is zero.', fix: 'Enter an amount above zero.' }),
    AmountOutTooHigh: () => ({
      message: 'The pool does not hold enough to pay out that amount.',
      fix: 'Ask for less.',
    }),
    ReserveLeftLessThanMinimal: () => ({
      message: 'This would leave the pool with less than its minimum reserve.',
      fix: 'Try a smaller amount.',
    }),
    AssetOneDepositDidNotMeetMinimum: (c) => ({
      message: `The pool price moved beyond ${slippageText(c)}: the LUMI you would deposit is below your minimum.`,
      fix: 'Raise the tolerance or try again.',
    }),
    AssetTwoDepositDidNotMeetMinimum: (c) => ({
      message: `The pool price moved beyond ${slippageText(c)}: the PHPU you would deposit is below your minimum.`,
      fix: 'Raise the tolerance or try again.',
    }),
    AssetOneWithdrawalDidNotMeetMinimum: (c) => ({
      message: `The pool price moved beyond ${slippageText(c)}: you would receive less LUMI than your minimum.`,
      fix: 'Raise the tolerance or try again.',
    }),
    AssetTwoWithdrawalDidNotMeetMinimum: (c) => ({
      message: `The pool price moved beyond ${slippageText(c)}: you would receive less PHPU than your minimum.`,
      fix: 'Raise the tolerance or try again.',
    }),
    OptimalAmountLessThanDesired: () => ({
      message: 'The amounts no longer match the pool ratio.',
      fix: 'Refresh the amounts and try again.',
    }),
    InsufficientLiquidityMinted: () => ({
      message: 'The deposit is too small to mint any LP tokens.',
      fix: 'Deposit more.',
    }),
    AmountOneLessThanMinimal: () => ({
      message: 'The LUMI amount is below the minimum.',
      fix: 'Deposit more.',
    }),
    AmountTwoLessThanMinimal: () => ({
      message: 'The PHPU amount is below the minimum.',
      fix: 'Deposit more.',
    }),
    BelowMinimum: () => ({
      message: 'The amount received would be below the token’s minimum balance.',
      fix: 'Use a larger amount.',
    }),
    InvalidPath: () => ({ message: 'The swap path is not valid.' }),
    NonUniquePath: () => ({ message: 'The swap path uses a token twice.' }),
    Overflow: () => ({
      message: 'The amounts are too large for the pool’s arithmetic.',
      fix: 'Use a smaller amount.',
    }),
  },
  Balances: {
    InsufficientBalance: () => ({
      message: 'Your LUMI balance is too low for this.',
      fix: 'Lower the amount.',
    }),
    ExistentialDeposit: (c) => ({
      message: 'The recipient would end up below the existential deposit, so the transfer was refused.',
      fix: c.existentialDeposit
        ? `Send at least ${c.existentialDeposit}.`
        : 'Send at least the existential deposit.',
    }),
    Expendability: (c) => ({
      message: 'This would take your account below the existential deposit and close it.',
      fix: `${keepAtLeast(c)} Or send all of it with keep-alive off.`,
    }),
    LiquidityRestrictions: () => ({ message: 'Part of your LUMI is locked and cannot move.' }),
  },
  Assets: {
    BalanceLow: () => ({ message: 'Your token balance is too low for this.', fix: 'Lower the amount.' }),
    NoAccount: () => ({ message: 'You hold none of this token.' }),
    Frozen: () => ({ message: 'This token account is frozen by the token’s admin.' }),
    AssetNotLive: () => ({ message: 'This token is not live (it is frozen or being destroyed).' }),
    WouldDie: () => ({
      message: 'This would take your token balance below its minimum and close the account.',
      fix: 'Keep a little of the token, or send all of it.',
    }),
    NoPermission: () => ({ message: 'Your account is not allowed to do this with the token.' }),
    Unknown: () => ({ message: 'This token does not exist.' }),
  },
  Sudo: {
    RequireSudo: () => ({ message: 'Only the sudo account can do this.' }),
  },
  Oracle: {
    NoPermission: () => ({ message: 'Only forex oracle members can post rates.' }),
    AlreadyFeeded: () => ({
      message: 'This oracle member already posted rates in this block.',
      fix: 'Try again.',
    }),
    InvalidCurrencyCode: () => ({
      message: 'A currency code is not three capital letters.',
      fix: 'Use an ISO code like PHP.',
    }),
    ZeroRate: () => ({ message: 'A rate of zero cannot be posted.', fix: 'Enter the rate per 1 USD.' }),
    UsdRateNotOne: () => ({ message: 'Every rate is per 1 USD, so USD’s own rate must be exactly 1.' }),
    DuplicateCurrencyCode: () => ({ message: 'The same currency appears twice in one post.' }),
    TooManyFeedValues: () => ({ message: 'Too many rates in one post.', fix: 'Post fewer at a time.' }),
    InvalidQuorum: () => ({
      message:
        'The quorum must be at least 1 and no more than the largest oracle membership the chain allows.',
    }),
    InvalidMaxRateChange: () => ({ message: 'The maximum rate change cannot exceed 100 %.' }),
    InvalidRateBounds: () => ({
      message: 'Rate bounds need a currency other than USD and a minimum above 0, not above the maximum.',
    }),
  },
  OracleMembership: {
    AlreadyMember: () => ({
      message: 'This account is already a forex oracle member.',
      fix: 'Nothing to do, or add another account.',
    }),
    NotMember: () => ({ message: 'This account is not a forex oracle member.' }),
    TooManyMembers: () => ({
      message: 'The oracle member set is full.',
      fix: 'Remove a member first.',
    }),
  },
};
// The rest of each pallet's errors in the runtime's metadata: rarer, but every one is said in words.
const MORE: Record<string, Texts> = {
  System: {
    InvalidSpecName: () => ({ message: 'The new runtime has a different spec name than this chain.' }),
    SpecVersionNeedsToIncrease: () => ({ message: 'The new runtime must have a higher spec version.' }),
    FailedToExtractRuntimeVersion: () => ({
      message: 'The runtime version could not be read from the new code.',
    }),
    NonDefaultComposite: () => ({ message: 'The account still holds data, so it cannot be removed.' }),
    NonZeroRefCount: () => ({ message: 'The account is still referenced, so it cannot be removed.' }),
    CallFiltered: () => ({ message: 'This call is not allowed on this chain.' }),
    MultiBlockMigrationsOngoing: () => ({
      message: 'A runtime upgrade is still migrating data.',
      fix: 'Try again later.',
    }),
    NothingAuthorized: () => ({ message: 'No runtime upgrade was authorized.' }),
    Unauthorized: () => ({ message: 'This runtime upgrade was not authorized.' }),
  },
  Balances: {
    VestingBalance: () => ({ message: 'Part of your LUMI is still vesting and cannot move.' }),
    ExistingVestingSchedule: () => ({ message: 'This account already has a vesting schedule.' }),
    DeadAccount: () => ({ message: 'The account does not exist on chain (it holds no LUMI).' }),
    TooManyReserves: () => ({ message: 'The account has too many reserves.' }),
    TooManyHolds: () => ({ message: 'The account has too many holds on its LUMI.' }),
    TooManyFreezes: () => ({ message: 'The account has too many freezes on its LUMI.' }),
    IssuanceDeactivated: () => ({ message: 'The issuance cannot be changed: part of it is deactivated.' }),
    DeltaZero: () => ({ message: 'The amount change is zero.', fix: 'Enter an amount above zero.' }),
  },
  Assets: {
    InUse: () => ({ message: 'The token is in use and cannot be changed this way.' }),
    BadWitness: () => ({ message: 'The token’s account counts given do not match the chain’s.' }),
    MinBalanceZero: () => ({ message: 'A token’s minimum balance must be above zero.' }),
    UnavailableConsumer: () => ({ message: 'The account cannot hold another token right now.' }),
    BadMetadata: () => ({ message: 'The token’s name or symbol is too long.' }),
    Unapproved: () => ({ message: 'No approval covers this transfer.' }),
    AlreadyExists: () => ({ message: 'A token with this id already exists.' }),
    NoDeposit: () => ({ message: 'The account has no deposit to refund.' }),
    WouldBurn: () => ({ message: 'The transfer would burn the tokens.' }),
    LiveAsset: () => ({ message: 'The token is still live; freeze it before destroying it.' }),
    IncorrectStatus: () => ({ message: 'The token is not in the right state for this.' }),
    NotFrozen: () => ({ message: 'The token is not frozen.' }),
    CallbackFailed: () => ({ message: 'The token’s creation check failed.' }),
    BadAssetId: () => ({ message: 'This token id is not allowed.' }),
    ContainsFreezes: () => ({ message: 'The token account has freezes on it.' }),
    ContainsHolds: () => ({ message: 'The token account has holds on it.' }),
  },
  AssetConversion: {
    InvalidAssetPair: () => ({ message: 'These two tokens cannot form a pool.' }),
    PoolExists: () => ({ message: 'A pool for this pair already exists.' }),
    WrongDesiredAmount: () => ({ message: 'The desired amount is not valid.' }),
    IncorrectPoolAssetId: () => ({ message: 'The pool’s LP token id is not the expected one.' }),
  },
};
for (const [pallet, texts] of Object.entries(MORE)) MODULE[pallet] = { ...MODULE[pallet], ...texts };
MODULE.PoolAssets = MODULE.Assets!;

const TOKEN: Texts = {
  FundsUnavailable: () => ({
    message: 'The funds are not available (too low, or locked).',
    fix: 'Lower the amount.',
  }),
  OnlyProvider: () => ({ message: 'This would close an account that other balances depend on.' }),
  BelowMinimum: (c) => ({
    message: c.minimumBalance
      ? `The receiving account would hold less than ${c.minimumBalance}, the least the chain keeps an account open with.`
      : 'The resulting balance would be below the token’s minimum.',
    fix: c.minimumBalance ? `Send at least ${c.minimumBalance}.` : 'Use a larger amount.',
  }),
  CannotCreate: () => ({ message: 'The receiving account cannot be created with this amount.' }),
  UnknownAsset: () => ({ message: 'The token does not exist.' }),
  Frozen: () => ({ message: 'The funds are frozen.' }),
  Unsupported: () => ({ message: 'This operation is not supported for this token.' }),
  NotExpendable: (c) => ({
    message: 'This would take your account below the existential deposit and close it.',
    fix: keepAtLeast(c),
  }),
  Blocked: () => ({ message: 'The account is blocked for this token.' }),
  CannotCreateHold: () => ({ message: 'A hold cannot be placed on this account.' }),
};

const ARITHMETIC: Texts = {
  Underflow: () => ({
    message: 'A result fell below zero in the chain’s arithmetic.',
    fix: 'Try a different amount.',
  }),
  Overflow: () => ({
    message: 'A result was too large for the chain’s arithmetic.',
    fix: 'Try a different amount.',
  }),
  DivisionByZero: () => ({ message: 'The chain’s arithmetic divided by zero.' }),
};

const TRANSACTIONAL: Texts = {
  LimitReached: () => ({ message: 'The call nests too deeply for the chain.' }),
  NoLayer: () => ({ message: 'The chain’s storage layer was not open for this.' }),
};

/** DispatchError's variants without a value of their own. */
const DISPATCH: Texts = {
  Other: () => ({ message: 'The chain refused it for an unnamed reason.' }),
  CannotLookup: () => ({ message: 'An account in the call could not be found.' }),
  ConsumerRemaining: () => ({ message: 'The account cannot be closed while other pallets still use it.' }),
  NoProviders: () => ({
    message: 'The account does not exist on chain yet.',
    fix: 'Send it some LUMI first.',
  }),
  TooManyConsumers: () => ({ message: 'The account is used by too many things on chain.' }),
  Exhausted: () => ({ message: 'A chain resource is used up.', fix: 'Try again later.' }),
  Corruption: () => ({ message: 'The chain’s state is inconsistent.' }),
  Unavailable: () => ({
    message: 'A resource the call needs is not available right now.',
    fix: 'Try again later.',
  }),
  RootNotAllowed: () => ({ message: 'This call cannot be made as root.' }),
  Trie: () => ({ message: 'The chain’s storage proof is invalid.' }),
};

/** A failed dispatch (from ExtrinsicFailed) in plain words. */
export function explainDispatchError(error: EnumLike, context: ErrorContext = {}): ErrorText {
  if (error.type === 'Module' && isEnum(error.value)) {
    const pallet = error.value.type;
    const name = isEnum(error.value.value) ? error.value.value.type : undefined;
    const code = name ? `${pallet}.${name}` : pallet;
    const text = name ? MODULE[pallet]?.[name] : undefined;
    if (text) return { code, ...text(context) };
    return { code, message: `The chain refused it (${code}).` };
  }
  if (error.type === 'Token' && isEnum(error.value)) {
    const name = error.value.type;
    const text = TOKEN[name];
    return {
      code: `Token.${name}`,
      ...(text ? text(context) : { message: `The token transfer failed (${name}).` }),
    };
  }
  if ((error.type === 'Arithmetic' || error.type === 'Transactional') && isEnum(error.value)) {
    const name = error.value.type;
    const text = (error.type === 'Arithmetic' ? ARITHMETIC : TRANSACTIONAL)[name];
    const code = `${error.type}.${name}`;
    if (text) return { code, ...text(context) };
  }
  if (error.type === 'Arithmetic') {
    return { code: 'Arithmetic', message: 'The amounts are out of range for the chain’s arithmetic.' };
  }
  if (error.type === 'BadOrigin') {
    return { code: 'BadOrigin', message: 'Your account is not allowed to do this.' };
  }
  const text = DISPATCH[error.type];
  if (text) return { code: error.type, ...text(context) };
  return { code: error.type, message: `The chain refused it (${error.type}).` };
}

const INVALID: Record<string, Omit<ErrorText, 'code'>> = {
  Payment: {
    message: 'Your LUMI cannot pay the network fee.',
    fix: 'Get some LUMI, or lower the amount so the fee fits.',
  },
  Stale: { message: 'The transaction was already used (its nonce is old).', fix: 'Try again.' },
  Future: {
    message: 'The transaction waits for an earlier one from your account.',
    fix: 'Wait and try again.',
  },
  BadProof: { message: 'The signature is not valid for this account.' },
  AncientBirthBlock: { message: 'The transaction expired before it reached a block.', fix: 'Try again.' },
  ExhaustsResources: { message: 'The block is full.', fix: 'Try again in a moment.' },
  Call: { message: 'The chain cannot run this call.' },
  BadSigner: { message: 'This account cannot sign this transaction.' },
  Custom: { message: 'The chain refused the transaction for its own reason.' },
  BadMandatory: { message: 'A required system transaction failed.' },
  MandatoryValidation: { message: 'A system-only transaction was sent from outside.' },
  IndeterminateImplicit: { message: 'The transaction’s signed extras could not be worked out.' },
  UnknownOrigin: { message: 'The transaction’s origin is not known.' },
};

/** UnknownTransaction: the pool could not decide about the transaction. */
const UNKNOWN: Record<string, Omit<ErrorText, 'code'>> = {
  CannotLookup: { message: 'The network could not look up what the transaction needs.', fix: 'Try again.' },
  NoUnsignedValidator: { message: 'The network cannot check this unsigned transaction.' },
  Custom: { message: 'The network refused the transaction for its own reason.' },
};

/** A transaction the pool refused before inclusion (TransactionValidityError). */
export function explainInvalidTransaction(error: EnumLike): ErrorText {
  if ((error.type === 'Invalid' || error.type === 'Unknown') && isEnum(error.value)) {
    const name = error.value.type;
    const text = (error.type === 'Invalid' ? INVALID : UNKNOWN)[name];

    return {
      code: `${error.type}.${name}`,
      ...(text ?? { message: `The network refused the transaction (${name}).` }),
    };
  }
  return { code: error.type, message: `The network refused the transaction (${error.type}).` };
}

function isEnum(value: unknown): value is EnumLike {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}
