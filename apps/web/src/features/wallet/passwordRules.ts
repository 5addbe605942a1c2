export const MIN_PASSWORD_LENGTH = 8;

export function checkNewPassword(password: string, repeat: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password !== repeat) return 'The two passwords differ.';
  return undefined;
}

export function checkAccountName(name: string): string | undefined {
  if (name.trim() === '') return 'Give the account a name.';
  if (name.trim().length > 32) return 'Keep the name to 32 characters.';
  return undefined;
}
