/** The message of whatever a promise rejected with: an Error's message, anything else as text. */
export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
