import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Xsrf, parseCookies } from '../../src/http/xsrf.ts';

const xsrf = new Xsrf(randomBytes(32));
const cookie = (t: string) => `theme=dark; XSRF-TOKEN=${t}; other=1`;

describe('XSRF double-submit rules', () => {
  const token = xsrf.issue();

  it('lets GET and HEAD through without any token', () => {
    expect(xsrf.check('GET', undefined, undefined)).toBeUndefined();
    expect(xsrf.check('HEAD', undefined, undefined)).toBeUndefined();
  });

  it('accepts a non-GET request whose header equals its issued cookie', () => {
    expect(xsrf.check('POST', cookie(token), token)).toBeUndefined();
  });

  it('refuses every non-GET/HEAD method without a cookie, without the header or with a wrong header', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      expect(xsrf.check(method, undefined, token)).toMatch(/No valid anti-forgery cookie/);
      expect(xsrf.check(method, cookie(token), undefined)).toMatch(/header is missing/);
      expect(xsrf.check(method, cookie(token), '')).toMatch(/header is missing/);
      expect(xsrf.check(method, cookie(token), xsrf.issue())).toMatch(/does not match/);
      expect(xsrf.check(method, cookie(token), `${token}x`)).toMatch(/does not match/);
      expect(xsrf.check(method, cookie(token), [token, token])).toMatch(/header is missing/);
    }
  });

  it('refuses a cookie it did not sign, even when the header matches it', () => {
    const forged = `${token.split('.')[0]}.${'A'.repeat(32)}`;
    expect(xsrf.check('POST', cookie(forged), forged)).toMatch(/No valid anti-forgery cookie/);
    const other = new Xsrf(randomBytes(32)).issue();
    expect(xsrf.check('POST', cookie(other), other)).toMatch(/No valid anti-forgery cookie/);
    expect(xsrf.check('POST', cookie('plain'), 'plain')).toMatch(/No valid anti-forgery cookie/);
  });

  it('sets a cookie only when the request lacks a valid one', () => {
    expect(xsrf.cookieFor(undefined)).toMatch(/^XSRF-TOKEN=[\w-]+\.[\w-]+; Path=\/; SameSite=Strict$/);
    expect(xsrf.cookieFor('XSRF-TOKEN=garbage')).toMatch(/^XSRF-TOKEN=/);
    expect(xsrf.cookieFor(cookie(token))).toBeUndefined();
  });

  it('issues distinct tokens and needs a 32-byte secret', () => {
    expect(xsrf.issue()).not.toBe(xsrf.issue());
    expect(() => new Xsrf(randomBytes(16))).toThrow(RangeError);
  });

  it('parses cookie headers, keeping the first of a repeated name', () => {
    expect([...parseCookies('a=1; b = 2;c=3=4; a=9; junk')]).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['c', '3=4'],
    ]);
    expect(parseCookies(undefined).size).toBe(0);
  });
});
