// Every HTTP (or node) failure becomes a stable code the screens word from the catalogues, never the English of
// the API, the web server or the browser; every code has words in English and Filipino.
import { describe, expect, it } from 'vitest';
import {
  FAILURE_CODES,
  classifyFailure,
  failureMessage,
  type FailureCode,
} from '../../src/shared/api/failure.ts';
import { HttpError, createHttpClient } from '../../src/shared/api/http.ts';
import { ApiShapeError } from '../../src/shared/api/validate.ts';
import en from '../../src/shared/i18n/locales/en.json';
import fil from '../../src/shared/i18n/locales/fil.json';
import { englishOf } from './i18nEnglish.ts';

const answer = (status: number, body?: Record<string, unknown>) =>
  new HttpError(status, typeof body?.message === 'string' ? body.message : 'English text', body);
const named = (name: string) => Object.assign(new Error('English text'), { name });

describe('classifyFailure', () => {
  it.each<[string, unknown, FailureCode, boolean?]>([
    ['fetch failed while offline', new TypeError('Failed to fetch'), 'offline', false],
    ['fetch failed while online', new TypeError('Failed to fetch'), 'network'],
    ['fetch timed out', new DOMException('signal timed out', 'TimeoutError'), 'timeout'],
    ['web server: API timed out', answer(504, { error: 'api_timeout', message: 'late' }), 'timeout'],
    ['web server: no API', answer(502, { error: 'api_unavailable' }), 'apiUnavailable'],
    ['a proxy 502 without a code', answer(502, undefined), 'apiUnavailable'],
    ['anti-forgery refusal', answer(403, { error: 'xsrf_rejected' }), 'xsrf'],
    ['rate limited', answer(429, { error: 'rate_limited', reason: 'ip' }), 'rateLimited'],
    ['429 without a code', answer(429), 'rateLimited'],
    ['not indexed at a block', answer(503, { error: 'not_indexed' }), 'notIndexed'],
    ['unknown currency', answer(404, { error: 'unknown_currency' }), 'unknownCurrency'],
    ['unknown pool', answer(404, { error: 'unknown_pool' }), 'unknownPool'],
    ['invalid address', answer(400, { error: 'invalid_address', reason: 'checksum' }), 'invalidAddress'],
    ['other 404', answer(404, { error: 'not_found' }), 'notFound'],
    ['other 4xx code', answer(400, { error: 'invalid_range' }), 'rejected'],
    ['4xx without a body', answer(418), 'rejected'],
    ['API internal error', answer(500, { error: 'internal' }), 'serverError'],
    ['coded 502 of the API itself', answer(502, { error: 'faucet_failed' }), 'serverError'],
    ['500 with an HTML page', new HttpError(500, 'x', '<html>oops</html>'), 'serverError'],
    ['answer of the wrong shape', new ApiShapeError('pool.id is not a number'), 'badResponse'],
    ['node JSON-RPC error', named('RpcError'), 'nodeRefused'],
    ['node connection closed', named('DestroyedError'), 'nodeDisconnected'],
    ['a bug', new Error('undefined is not a function'), 'unexpected'],
    ['not an error at all', 'plain', 'unexpected'],
  ])('%s → %s', (_, error, code, online = true) => {
    expect(classifyFailure(error, online)).toBe(code);
  });

  it('the HTTP client turns an unreadable 2xx answer into a bad response, not a network failure', async () => {
    const client = createHttpClient({ fetch: () => Promise.resolve(new Response('{"id":1}')) });
    const schema = {
      parse: (data: unknown) => (data as { missing: { deep: number } }).missing.deep,
    };
    const error: unknown = await client.getJson('/api/x', schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiShapeError);
    expect(classifyFailure(error)).toBe('badResponse');
  });

  it('the HTTP client keeps a non-2xx answer’s code for the classifier', async () => {
    const client = createHttpClient({
      fetch: () =>
        Promise.resolve(new Response('{"error":"unknown_pool","message":"No pool 9."}', { status: 404 })),
    });
    const error: unknown = await client
      .getJson('/api/pools/9/stats', { parse: (d) => d })
      .catch((e: unknown) => e);
    expect(classifyFailure(error)).toBe('unknownPool');
  });
});

describe('failureMessage', () => {
  it('every code has words in English and Filipino, and they differ', () => {
    for (const code of FAILURE_CODES) {
      const english = (en.errors as Record<string, string>)[code];
      const filipino = (fil.errors as Record<string, string>)[code];
      expect(english, code).toBeTruthy();
      expect(filipino, code).toBeTruthy();
      expect(filipino, code).not.toBe(english);
      expect(englishOf(failureMessage(code))).toBe(english);
    }
  });

  it.each<[FailureCode, string]>([
    ['offline', 'You are offline. Check your connection and try again.'],
    [
      'serverError',
      'The Lumi API failed to answer. Try again; if it keeps happening, its log has the details.',
    ],
    ['unknownPool', 'This pool has not been indexed yet.'],
  ])('%s reads "%s"', (code, text) => {
    expect(englishOf(failureMessage(code))).toBe(text);
  });
});
