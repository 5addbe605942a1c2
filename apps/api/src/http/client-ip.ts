// The client address for per-IP limits. Behind the web app's proxy every request comes from 127.0.0.1, so the
// proxy's X-Forwarded-For is believed, but only when the direct peer is a configured trusted proxy; the proxy
// appends the address it saw, so the last entry is the one it vouches for.
import { isIP } from 'node:net';

export function clientIp(
  remoteAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: readonly string[],
): string {
  const peer = remoteAddress ?? 'unknown';
  if (!trustedProxies.includes(peer) || forwardedFor === undefined) return peer;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  const last = header
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .pop();
  return last && isIP(last) ? last : peer;
}
