import { message, type Message } from '../../shared/i18n/message.ts';

export const MIN_PASSWORD_LENGTH = 8;
const MAX_NAME_LENGTH = 32;

export function checkNewPassword(password: string, repeat: string): Message | undefined {
  if (password.length < MIN_PASSWORD_LENGTH)
    return message('wallet.rules.passwordShort', { count: MIN_PASSWORD_LENGTH });
  if (password !== repeat) return message('wallet.rules.passwordsDiffer');
  return undefined;
}

export function checkAccountName(name: string): Message | undefined {
  if (name.trim() === '') return message('wallet.rules.nameEmpty');
  if (name.trim().length > MAX_NAME_LENGTH) return message('wallet.rules.nameLong', { max: MAX_NAME_LENGTH });
  return undefined;
}
