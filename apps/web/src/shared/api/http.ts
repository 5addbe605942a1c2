// The app's one HTTP client: JSON in and out, errors as HttpError, and the anti-forgery token on state-changing
// requests to our own origin (see xsrf.ts).
import { ApiShapeError } from './validate.ts';
import { HttpError } from './httpError.ts';
import { DEFAULT_XSRF, needsXsrfToken, readCookie, type XsrfSettings } from './xsrf.ts';

export { HttpError };

export interface HttpClientOptions {
  fetch?: typeof fetch;
  /** The document's cookies ("a=1; b=2"); defaults to document.cookie when there is a document. */
  readCookies?: () => string;
  xsrf?: XsrfSettings;
}

export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export interface HttpClient {
  request(url: string, init?: RequestInit): Promise<Response>;
  getJson<T>(url: string, schema: ResponseSchema<T>, init?: RequestInit): Promise<T>;
  sendJson<T>(method: string, url: string, body: unknown, schema: ResponseSchema<T>): Promise<T>;
}

function documentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorMessage(status: number, body: unknown): string {
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return `The server answered with status ${status}.`;
}

/**
 * The one way the app makes HTTP requests: state-changing requests to our own origin carry the anti-forgery
 * token read from its cookie; reads and requests to other origins never do.
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const xsrf = options.xsrf ?? DEFAULT_XSRF;
  const readCookies = options.readCookies ?? documentCookies;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function request(url: string, init: RequestInit = {}): Promise<Response> {
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    if (needsXsrfToken(method, url) && !headers.has(xsrf.headerName)) {
      const token = readCookie(readCookies(), xsrf.cookieName);
      if (token !== undefined) headers.set(xsrf.headerName, token);
    }
    return doFetch(url, { ...init, method, headers });
  }

  async function parse<T>(response: Response, schema: ResponseSchema<T>): Promise<T> {
    const body = await readJson(response);
    if (!response.ok) throw new HttpError(response.status, errorMessage(response.status, body), body);
    try {
      return schema.parse(body);
    } catch (cause) {
      // Whatever a schema throws on an answer it cannot read is a bad response, never mistaken for a network
      // failure (fetch's TypeError) by classifyFailure (failure.ts).
      if (cause instanceof ApiShapeError) throw cause;
      throw new ApiShapeError(cause instanceof Error ? cause.message : String(cause), { cause });
    }
  }

  return {
    request,
    async getJson(url, schema, init = {}) {
      const headers = new Headers(init.headers);
      headers.set('Accept', 'application/json');
      return parse(await request(url, { ...init, method: 'GET', headers }), schema);
    },
    async sendJson(method, url, body, schema) {
      const response = await request(url, {
        method,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
      return parse(response, schema);
    },
  };
}

/** The app's HTTP client: every request to the Lumi API goes through it, with the default anti-forgery names. */
export const http = createHttpClient();
