// The web server answers oversize bodies itself (issue 15, finding 7): a 1 MB POST to /api/faucet through it is
// 413, not the 502 "API not reachable" it gave while the API had already answered 413.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Family } from './family.ts';
import { attempt, ms, reason, withNode } from './lab.ts';
import { startApi, startWebServer } from './services.ts';

const BODY = JSON.stringify({ address: 'x'.repeat(1_000_000) });

/**
 * POSTs the 1 MB body to `<base>api/faucet` as the app would: with the anti-forgery token that a GET through the
 * same origin hands out (cookie and header), so the only thing wrong with the request is its size.
 */
async function post(base: string): Promise<{ status: string; tookMs: number }> {
  const cookie = (await fetch(`${base}api/status`)).headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const token = cookie.slice(cookie.indexOf('=') + 1);
  const started = performance.now();
  const status = await fetch(`${base}api/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': token },
    body: BODY,
  }).then(
    async (res) => {
      await res.arrayBuffer();
      return `HTTP ${res.status}`;
    },
    (e: unknown) => `no answer (${reason((e as { cause?: unknown }).cause ?? e)})`,
  );
  return { status, tookMs: performance.now() - started };
}

export const webServer: Family = {
  name: 'web',
  async run(_options, record) {
    const dir = mkdtempSync(join(tmpdir(), 'lumi-attack-web-'));
    try {
      await withNode(['--dev', '--tmp'], async (node) => {
        const api = await startApi(node.wsUrl, dir);
        const web = await startWebServer(dir, api.address).catch(async (e: unknown) => {
          await api.stop();
          throw e;
        });
        try {
          record(
            await attempt(
              '1 MB POST to /api/faucet through the web server',
              'HTTP 413 from the web server',
              async () => {
                const direct = await post(`${api.address}/`);
                const proxied = await post(web.address);
                return {
                  observed: `${proxied.status} (the API itself: ${direct.status})`,
                  pass: proxied.status === 'HTTP 413',
                  figure: `answer ${ms(proxied.tookMs)}`,
                };
              },
            ),
          );
        } finally {
          await web.stop();
          await api.stop();
        }
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
