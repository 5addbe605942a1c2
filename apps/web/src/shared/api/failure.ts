// Why an HTTP read or write (or a read from the node) failed, as a stable code the screens word from the catalogues (`errors.<code>`), so
// no English from the API, the web server or the browser's fetch reaches a user reading another language. The
// API and the web server answer `{ error: <code>, message }` (docs/api.md); the code, not the message, decides.
import { message, type Message } from '../i18n/message.ts';
import { HttpError } from './httpError.ts';
import { ApiShapeError } from './validate.ts';

export type FailureCode =
  /** fetch failed and the browser says it is offline. */
  | 'offline'
  /** fetch failed while online: the web server did not answer. */
  | 'network'
  /** The request or the API behind the web server took too long. */
  | 'timeout'
  /** The web server answered, but no Lumi API runs behind it. */
  | 'apiUnavailable'
  /** The API refused a state-changing request without a valid anti-forgery token. */
  | 'xsrf'
  | 'rateLimited'
  /** The API has not indexed what was asked for (yet). */
  | 'notIndexed'
  | 'unknownCurrency'
  | 'unknownPool'
  | 'invalidAddress'
  | 'notFound'
  /** Any other 4xx: the app asked something the API does not accept. */
  | 'rejected'
  /** Any other 5xx: the API failed. */
  | 'serverError'
  /** A 2xx whose body is not what the app expects. */
  | 'badResponse'
  /** The node answered a JSON-RPC error (polkadot-api's RpcError). */
  | 'nodeRefused'
  /** The node's connection closed under a pending request (polkadot-api's DestroyedError). */
  | 'nodeDisconnected'
  /** Not an HTTP failure at all (a bug or a library's error): worded generically, details go to the console. */
  | 'unexpected';

export const FAILURE_CODES: readonly FailureCode[] = [
  'offline',
  'network',
  'timeout',
  'apiUnavailable',
  'xsrf',
  'rateLimited',
  'notIndexed',
  'unknownCurrency',
  'unknownPool',
  'invalidAddress',
  'notFound',
  'rejected',
  'serverError',
  'badResponse',
  'nodeRefused',
  'nodeDisconnected',
  'unexpected',
];

/** The API's and web server's body codes (docs/api.md) that have a wording of their own. */
const BY_BODY_CODE: Record<string, FailureCode> = {
  api_unavailable: 'apiUnavailable',
  api_timeout: 'timeout',
  xsrf_rejected: 'xsrf',
  rate_limited: 'rateLimited',
  not_indexed: 'notIndexed',
  unknown_currency: 'unknownCurrency',
  unknown_pool: 'unknownPool',
  invalid_address: 'invalidAddress',
};

/** The machine code an error body carries (`error`), if any. */
export function bodyCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error } = body as { error?: unknown };
  return typeof error === 'string' && error !== '' ? error : undefined;
}

function byStatus(status: number): FailureCode {
  if (status === 404) return 'notFound';
  if (status === 429) return 'rateLimited';
  // A proxy in front of the API (ours without a code, or any other) that could not reach it.
  if (status === 502 || status === 503) return 'apiUnavailable';
  if (status === 504 || status === 408) return 'timeout';
  if (status >= 500) return 'serverError';
  return 'rejected';
}

/** What kind of failure `error` is. `online` is the browser's `navigator.onLine`, passed in to keep this pure. */
export function classifyFailure(error: unknown, online = true): FailureCode {
  if (error instanceof HttpError) {
    const code = bodyCode(error.body);
    const known = code === undefined ? undefined : BY_BODY_CODE[code];
    if (known) return known;
    // A coded 502/503 is the API's own failure (e.g. the faucet's transfer), not a missing API.
    if (code !== undefined && error.status >= 500 && error.status !== 504) return 'serverError';
    // A 2xx-range status never becomes an HttpError; a body that is not JSON from a 5xx is a proxy's page.
    return byStatus(error.status);
  }
  if (error instanceof ApiShapeError || error instanceof SyntaxError) return 'badResponse';
  // The chain client's errors, by name: importing polkadot-api here would put it in every chunk using this.
  if (error instanceof Error && error.name === 'RpcError') return 'nodeRefused';
  if (error instanceof Error && error.name === 'DestroyedError') return 'nodeDisconnected';
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'timeout';
  // fetch rejects with a TypeError when no answer came at all.
  if (error instanceof TypeError) return online ? 'network' : 'offline';
  return 'unexpected';
}

/** The failure's catalogue message. */
export const failureMessage = (code: FailureCode): Message => message(`errors.${code}`);

/** `navigator.onLine`, true where there is no navigator (tests, server). */
export const browserOnline = (): boolean => (typeof navigator === 'undefined' ? true : navigator.onLine);
