import { describe, expect, it } from 'vitest';
import { clientIp } from '../../src/http/client-ip.ts';

const TRUSTED = ['127.0.0.1', '::1'];

describe('client IP for per-IP limits', () => {
  it('uses the peer address when no trusted proxy is in between', () => {
    expect(clientIp('203.0.113.9', undefined, TRUSTED)).toBe('203.0.113.9');
    // A client cannot choose its IP by sending the header itself.
    expect(clientIp('203.0.113.9', '198.51.100.1', TRUSTED)).toBe('203.0.113.9');
  });

  it('believes the last X-Forwarded-For entry added by a trusted proxy', () => {
    expect(clientIp('127.0.0.1', '198.51.100.1', TRUSTED)).toBe('198.51.100.1');
    // The web proxy appends the address it saw; anything before it came from the client.
    expect(clientIp('127.0.0.1', '10.9.9.9, 198.51.100.1', TRUSTED)).toBe('198.51.100.1');
    expect(clientIp('::1', ['2001:db8::1'], TRUSTED)).toBe('2001:db8::1');
  });

  it('falls back to the peer for a malformed header', () => {
    expect(clientIp('127.0.0.1', 'not-an-ip', TRUSTED)).toBe('127.0.0.1');
    expect(clientIp('127.0.0.1', '', TRUSTED)).toBe('127.0.0.1');
    expect(clientIp(undefined, undefined, TRUSTED)).toBe('unknown');
  });
});
