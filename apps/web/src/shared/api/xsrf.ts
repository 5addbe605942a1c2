export interface XsrfSettings {
  /** Cookie the API sets with the anti-forgery token. */
  cookieName: string;
  /** Request header that echoes the cookie's value back. */
  headerName: string;
}

export const DEFAULT_XSRF: XsrfSettings = { cookieName: 'XSRF-TOKEN', headerName: 'X-XSRF-TOKEN' };

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * True for a URL that stays on the page's origin by construction. Any scheme ("https:", "mailto:") and
 * protocol-relative forms ("//host", and "/\host" which browsers treat the same way) could leave it, so the
 * token must never travel with them.
 */
export function isRelativeUrl(url: string): boolean {
  const trimmed = url.trimStart();
  return !/^[a-z][a-z\d+.-]*:/iu.test(trimmed) && !/^[\\/]{2}/u.test(trimmed);
}

export function needsXsrfToken(method: string, url: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase()) && isRelativeUrl(url);
}

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
