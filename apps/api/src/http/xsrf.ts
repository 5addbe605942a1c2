// Anti-forgery (double-submit cookie): the server issues an XSRF-TOKEN cookie the page can read, and any
// request other than GET/HEAD must echo it in X-XSRF-TOKEN. Tokens are signed with a server secret, so a token
// planted by someone else (e.g. a sibling subdomain setting a cookie) is not accepted either.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD']);

export function parseCookies(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name && !out.has(name)) out.set(name, value);
  }
  return out;
}

export class Xsrf {
  readonly #secret: Buffer;

  constructor(secret: Buffer) {
    if (secret.length < 32) throw new RangeError('the XSRF secret must have at least 32 bytes');
    this.#secret = secret;
  }

  #sign(nonce: string): string {
    return createHmac('sha256', this.#secret).update(nonce).digest('base64url').slice(0, 32);
  }

  issue(): string {
    const nonce = randomBytes(18).toString('base64url');
    return `${nonce}.${this.#sign(nonce)}`;
  }

  /** True for a token this server issued (any age: it only proves same-origin, it is not a session). */
  isValid(token: string | undefined): token is string {
    if (!token || token.length > 128) return false;
    const dot = token.indexOf('.');
    if (dot <= 0) return false;
    const expected = Buffer.from(this.#sign(token.slice(0, dot)));
    const given = Buffer.from(token.slice(dot + 1));
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** The cookie to set on this response, if the request did not carry a valid one. */
  cookieFor(cookieHeader: string | undefined): string | undefined {
    if (this.isValid(parseCookies(cookieHeader).get(XSRF_COOKIE))) return undefined;
    return `${XSRF_COOKIE}=${this.issue()}; Path=/; SameSite=Strict`;
  }

  /** Undefined when the request may proceed, else why it is refused. */
  check(
    method: string,
    cookieHeader: string | undefined,
    headerValue: string | string[] | undefined,
  ): string | undefined {
    if (SAFE_METHODS.has(method)) return undefined;
    const cookie = parseCookies(cookieHeader).get(XSRF_COOKIE);
    if (!this.isValid(cookie)) {
      return 'No valid anti-forgery cookie: load any /api page first to receive the XSRF-TOKEN cookie.';
    }
    if (typeof headerValue !== 'string' || headerValue.length === 0) {
      return 'The X-XSRF-TOKEN header is missing: send the XSRF-TOKEN cookie value in it.';
    }
    const a = Buffer.from(headerValue);
    const b = Buffer.from(cookie);
    if (a.length !== b.length || !timingSafeEqual(a, b)) {
      return 'The X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie.';
    }
    return undefined;
  }
}
