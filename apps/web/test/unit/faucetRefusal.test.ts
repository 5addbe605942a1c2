// The faucet's refusals: the API's stable code worded from the catalogue; any other failure by its failure code.
import { describe, expect, it } from 'vitest';
import { faucetRefusal } from '../../src/features/faucet/refusal.ts';
import { HttpError } from '../../src/shared/api/http.ts';
import { englishOf } from './i18nEnglish.ts';

const refusal = (status: number, body: Record<string, unknown>) =>
  new HttpError(status, typeof body.message === 'string' ? body.message : 'API text', body);

const said = (error: unknown) => englishOf(faucetRefusal(error, true));

describe('faucetRefusal', () => {
  it.each([
    [
      'address limit',
      refusal(429, { error: 'rate_limited', reason: 'address', retryAt: 1 }),
      'This address already received test tokens within the last hour. Try again later.',
    ],
    [
      'network limit',
      refusal(429, { error: 'rate_limited', reason: 'ip', retryAt: 1 }),
      'Too many test-token requests from your network within the last hour. Try again later.',
    ],
    [
      'not a dev chain',
      refusal(404, { error: 'faucet_unavailable' }),
      'The faucet is not available here: it runs only on development chains, and only when the Lumi API has it turned on.',
    ],
    [
      'transfer failed',
      refusal(502, { error: 'faucet_failed', message: 'The faucet could not send the tokens: boom' }),
      'The faucet could not send the tokens. Nothing was counted against your limit; try again.',
    ],
    [
      'bad address',
      refusal(400, { error: 'invalid_address', reason: 'invalid-checksum' }),
      'The faucet did not accept this address.',
    ],
    [
      'bad body',
      refusal(400, { error: 'invalid_request' }),
      'The Lumi API refused the request as malformed.',
    ],
    [
      'anti-forgery',
      refusal(403, { error: 'xsrf_rejected' }),
      'The Lumi API refused the request (anti-forgery check). Reload the page and try again.',
    ],
    [
      'unknown 4xx code: worded by its status class, not the API text',
      refusal(418, { error: 'teapot', message: 'I am a teapot.' }),
      'The Lumi API refused the request.',
    ],
    [
      'no JSON body: a server failure, not its text',
      new HttpError(500, 'Server said no.', undefined),
      'The Lumi API failed to answer. Try again; if it keeps happening, its log has the details.',
    ],
    [
      'no API behind /api',
      refusal(502, { error: 'api_unavailable' }),
      'The Lumi API is not running at this endpoint, so there is no faucet.',
    ],
    [
      'fetch failed (network)',
      new TypeError('Failed to fetch'),
      'The Lumi API is not running at this endpoint, so there is no faucet.',
    ],
    [
      'not an HTTP error',
      new Error('boom'),
      'Something unexpected went wrong. Try again; the browser console has the details.',
    ],
  ])('%s', (_, error, expected) => {
    expect(said(error)).toBe(expected);
  });
});
