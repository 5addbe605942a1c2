// The faucet's refusals in the user's language: the API answers a stable code (`error`) beside its English
// message (docs/api.md); the faucet's codes have words of their own, any other failure is worded by its
// failure code (shared/api/failure.ts), so the API's English never reaches the user.
import { browserOnline, classifyFailure, failureMessage } from '../../shared/api/failure.ts';
import { HttpError } from '../../shared/api/http.ts';
import { isApiUnavailable } from '../../shared/api/lumiApi.ts';
import { message, type Message } from '../../shared/i18n/message.ts';

const WORDED: Record<string, string> = {
  faucet_unavailable: 'faucet.refusal.unavailable',
  faucet_failed: 'faucet.refusal.failed',
  invalid_address: 'faucet.refusal.invalidAddress',
  invalid_request: 'faucet.refusal.invalidRequest',
  bad_json: 'faucet.refusal.invalidRequest',
  payload_too_large: 'faucet.refusal.invalidRequest',
  unsupported_media_type: 'faucet.refusal.invalidRequest',
  xsrf_rejected: 'faucet.refusal.xsrf',
  internal: 'faucet.refusal.internal',
};

function codeOf(body: unknown): { code?: unknown; reason?: unknown } {
  if (typeof body !== 'object' || body === null) return {};
  const { error, reason } = body as { error?: unknown; reason?: unknown };
  return { code: error, reason };
}

/** What to say when the faucet did not grant, as a catalogue message. */
export function faucetRefusal(error: unknown, online = browserOnline()): Message {
  if (isApiUnavailable(error)) return message('faucet.noApi');
  if (!(error instanceof HttpError)) return failureMessage(classifyFailure(error, online));
  const { code, reason } = codeOf(error.body);
  if (code === 'rate_limited')
    return message(reason === 'ip' ? 'faucet.refusal.ipLimit' : 'faucet.refusal.addressLimit');
  const key = typeof code === 'string' ? WORDED[code] : undefined;
  return key ? message(key) : failureMessage(classifyFailure(error, online));
}
