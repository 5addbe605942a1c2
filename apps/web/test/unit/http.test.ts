import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError, createHttpClient } from '../../src/shared/api/http.ts';
import { DEFAULT_XSRF, isRelativeUrl, needsXsrfToken, readCookie } from '../../src/shared/api/xsrf.ts';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
}

function recordingClient(cookies: string, xsrf = DEFAULT_XSRF, reply = () => new Response('{}')) {
  const sent: Sent[] = [];
  const client = createHttpClient({
    readCookies: () => cookies,
    xsrf,
    fetch: (input, init) => {
      sent.push({
        url: input instanceof Request ? input.url : input.toString(),
        method: init?.method ?? 'GET',
        headers: new Headers(init?.headers),
      });
      return Promise.resolve(reply());
    },
  });
  return { client, sent };
}

describe('XSRF rules', () => {
  it('defaults to the XSRF-TOKEN cookie and X-XSRF-TOKEN header', () => {
    expect(DEFAULT_XSRF).toEqual({ cookieName: 'XSRF-TOKEN', headerName: 'X-XSRF-TOKEN' });
  });

  it('sends the token on a relative non-GET/HEAD request', async () => {
    const { client, sent } = recordingClient('theme=dark; XSRF-TOKEN=abc%3D123; other=1');
    for (const method of ['POST', 'put', 'PATCH', 'DELETE']) {
      await client.request('/api/faucet', { method });
    }
    await client.request('api/relative', { method: 'POST' });
    expect(sent.map((request) => request.headers.get('X-XSRF-TOKEN'))).toEqual(Array(5).fill('abc=123'));
  });

  it('never sends it on GET or HEAD', async () => {
    const { client, sent } = recordingClient('XSRF-TOKEN=abc');
    await client.request('/api/x');
    await client.request('/api/x', { method: 'HEAD' });
    await client.request('/api/x', { method: 'get' });
    expect(sent.map((request) => request.headers.has('X-XSRF-TOKEN'))).toEqual([false, false, false]);
  });

  it('never sends it to absolute or protocol-relative URLs', async () => {
    const { client, sent } = recordingClient('XSRF-TOKEN=abc');
    for (const url of [
      'http://evil.example/api',
      'https://evil.example/api',
      'HTTPS://evil.example/api',
      '//evil.example/api',
      '/\\evil.example/api',
      'ws://127.0.0.1:9944',
    ]) {
      await client.request(url, { method: 'POST' });
    }
    expect(sent.map((request) => request.headers.has('X-XSRF-TOKEN'))).toEqual(Array(6).fill(false));
  });

  it('sends no header when there is no cookie, and keeps a header set by the caller', async () => {
    const { client, sent } = recordingClient('unrelated=1');
    await client.request('/api/x', { method: 'POST' });
    expect(sent[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
    const withCookie = recordingClient('XSRF-TOKEN=fromcookie');
    await withCookie.client.request('/api/x', { method: 'POST', headers: { 'X-XSRF-TOKEN': 'explicit' } });
    expect(withCookie.sent[0]?.headers.get('X-XSRF-TOKEN')).toBe('explicit');
  });

  it('uses configured cookie and header names', async () => {
    const { client, sent } = recordingClient('XSRF-TOKEN=wrong; csrf=right', {
      cookieName: 'csrf',
      headerName: 'X-CSRF',
    });
    await client.request('/api/x', { method: 'POST' });
    expect(sent[0]?.headers.get('X-CSRF')).toBe('right');
    expect(sent[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('classifies URLs and methods', () => {
    expect(isRelativeUrl('/api')).toBe(true);
    expect(isRelativeUrl('api?x=1')).toBe(true);
    expect(isRelativeUrl('mailto:x@y')).toBe(false);
    expect(needsXsrfToken('DELETE', '/api')).toBe(true);
    expect(needsXsrfToken('head', '/api')).toBe(false);
    expect(readCookie('a=1; XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN')).toBe('%E0%A4%A');
    expect(readCookie('XSRF-TOKEN-OLD=1', 'XSRF-TOKEN')).toBeUndefined();
  });
});

describe('JSON helpers', () => {
  it('validates a JSON answer with the given schema', async () => {
    const { client } = recordingClient('', DEFAULT_XSRF, () => Response.json({ hash: '0x12' }));
    await expect(client.getJson('/api/x', z.object({ hash: z.string() }))).resolves.toEqual({ hash: '0x12' });
    await expect(client.getJson('/api/x', z.object({ hash: z.number() }))).rejects.toThrow();
  });

  it('turns an error answer into an HttpError carrying the server message', async () => {
    const { client, sent } = recordingClient('XSRF-TOKEN=t', DEFAULT_XSRF, () =>
      Response.json({ error: 'forbidden', message: 'Missing anti-forgery header' }, { status: 403 }),
    );
    const failure = client.sendJson('POST', '/api/faucet', { address: 'x' }, z.unknown());
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 403, message: 'Missing anti-forgery header' });
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(sent[0]?.headers.get('X-XSRF-TOKEN')).toBe('t');
  });
});
