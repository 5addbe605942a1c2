// The request-body limit of /api. The web server applies the API's own limit (apps/api: --max-body,
// LUMI_API_MAX_BODY, default 16384) so an oversize body is refused here with the API's answer instead of being
// streamed to an API that drops the connection half-way.

export const DEFAULT_MAX_BODY_BYTES = 16_384;
const MIN = 64;
const MAX = 1 << 20;

export type BodyLimitSetting = { ok: true; bytes: number } | { ok: false; error: string };

/** The limit from LUMI_API_MAX_BODY, read with the API's rules (an integer from 64 to 1 MiB). */
export function bodyLimitFromEnv(env: Record<string, string | undefined>): BodyLimitSetting {
  const raw = env.LUMI_API_MAX_BODY;
  if (raw === undefined || raw === '') return { ok: true, bytes: DEFAULT_MAX_BODY_BYTES };
  const bytes = Number(raw);
  if (!/^\d+$/u.test(raw) || bytes < MIN || bytes > MAX) {
    return { ok: false, error: `LUMI_API_MAX_BODY must be an integer from ${MIN} to ${MAX}, got "${raw}"` };
  }
  return { ok: true, bytes };
}

/** The API's 413 answer, word for word. */
export function payloadTooLargeBody(limit: number): { error: string; message: string } {
  return { error: 'payload_too_large', message: `The request body exceeds ${limit} bytes.` };
}
