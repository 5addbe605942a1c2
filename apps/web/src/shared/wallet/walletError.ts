// The wallet's failures with a stable code, so the app says them in the user's language
// (`wallet.error.<code>` in the catalogues); the English message stays for logs and tests.
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

/** A wallet failure as a catalogue message; anything else (an extension's own words) as its text. */
export function walletErrorMessage(cause: unknown): Message | string {
  if (cause instanceof WalletError)
    return message(`wallet.error.${cause.code}`, Object.keys(cause.values).length ? cause.values : undefined);
  return cause instanceof Error ? cause.message : String(cause);
}
