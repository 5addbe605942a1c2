// The wallet's failures with a stable code, so the app says them in the user's language
// (`wallet.error.<code>` in the catalogues); the English message stays for logs and tests.
import { classifyFailure, failureMessage } from '../api/failure.ts';
import { message, type Message } from '../i18n/message.ts';

export type WalletErrorCode =
  | 'wrongPassword'
  | 'invalidPhrase'
  | 'unsupportedKeyType'
  | 'unknownDevAccount'
  | 'storageRefused'
  | 'noSuchAccount'
  | 'weakKey'
  | 'notConnected'
  | 'locked'
  | 'extensionMissing'
  | 'extensionAccountGone'
  | 'unreadableNoBackup'
  | 'changedWhileSaving'
  | 'notJson'
  | 'notAccountFile'
  | 'notAccountFileAt'
  | 'keystoreNoAddress'
  | 'keystoreUnencrypted';

export class WalletError extends Error {
  override readonly name: string = 'WalletError';
  constructor(
    readonly code: WalletErrorCode,
    english: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(english);
  }
}

/**
 * A wallet failure as a catalogue message. Anything else (an extension's or a library's own English words) is
 * worded generically by its failure code; the console keeps the original for developers.
 */
export function walletErrorMessage(cause: unknown): Message {
  if (cause instanceof WalletError)
    return message(`wallet.error.${cause.code}`, Object.keys(cause.values).length ? cause.values : undefined);
  const text = cause instanceof Error ? cause.message : String(cause);
  // Extensions say "Rejected by user", "Cancelled", "Request denied": the user's own no, worded as such.
  if (/reject|cancel|denied/iu.test(text)) return message('wallet.extension.declined');
  const code = classifyFailure(cause);
  return code === 'unexpected' ? message('errors.extension') : failureMessage(code);
}
