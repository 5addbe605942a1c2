// The /dapp boot path: the page paints before the chain client (in its worker) exists, and a second visit reuses the runtime
// metadata cached in IndexedDB instead of downloading it again.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chunkOf, useDappSuite, waitConnected } from './harness.ts';

const suite = useDappSuite();

/** Records the page's WebSocket messages that ask the node for the runtime's metadata. */
function metadataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString();
      if (/Metadata_metadata/u.test(text)) seen.push(text);
    }),
  );
  return seen;
}

describe('the /dapp boot path', () => {
  it('paints the page before it fetches the chain client or opens a socket', async () => {
    const page = await suite.newPage();
    await page.addInitScript(
      (endpoint) => localStorage.setItem('node-endpoint', endpoint),
      suite.chain.node.wsUrl,
    );
    // The sockets open in the chain worker, where no page script can wrap WebSocket: Playwright sees them, and
    // when each was announced is compared with the paint on the wall clock both share.
    const sockets: number[] = [];
    page.on('websocket', () => sockets.push(Date.now()));
    const client = chunkOf('src/shared/chain/chainLink.ts');
    await page.goto(new URL('/dapp', suite.app.url).href);
    await waitConnected(page);
    const timing = await page.evaluate((clientFile) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const started = (pattern: RegExp) =>
        performance.getEntriesByType('resource').find((entry) => pattern.test(new URL(entry.name).pathname))
          ?.startTime;
      return {
        origin: performance.timeOrigin,
        paint,
        chunk: started(new RegExp(`/${clientFile.replaceAll('.', '\\.')}$`, 'u')),
        worker: started(/\/assets\/chain\.worker-[\w-]+\.js$/u),
      };
    }, client);
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.chunk).toBeGreaterThan(timing.paint!);
    // polkadot-api and its sockets live in the worker, whose script is fetched after the paint.
    expect(timing.worker).toBeGreaterThan(timing.paint!);
    expect(sockets.length).toBeGreaterThan(0);
    for (const openedAt of sockets) expect(openedAt).toBeGreaterThan(timing.origin + timing.paint!);
    await page.context().close();
  });

  it('downloads the runtime metadata on the first visit only', async () => {
    const page = await suite.newPage();
    await page.context().addInitScript((endpoint) => {
      localStorage.setItem('node-endpoint', endpoint);
      // The swap fee is read from the runtime's constants, which need the metadata: its reappearance after
      // each load says the app has the metadata again, downloaded or cached.
      localStorage.removeItem('swap-fees');
    }, suite.chain.node.wsUrl);
    const requests = metadataRequests(page);
    const hasMetadata = async () => {
      await waitConnected(page);
      await page.waitForFunction(() => localStorage.getItem('swap-fees') !== null);
    };

    await page.goto(new URL('/dapp', suite.app.url).href);
    await hasMetadata();
    expect(requests.length).toBeGreaterThan(0);
    // The copy is written once the download is decoded; wait for it rather than for a fixed time.
    await page.waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('lumi-chain');
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('metadata')) return resolve(false);
            const count = db.transaction('metadata').objectStore('metadata').count();
            count.onsuccess = () => resolve(count.result > 0);
            count.onerror = () => resolve(false);
          };
          open.onerror = () => resolve(false);
        }),
    );

    requests.length = 0;
    await page.reload();
    await hasMetadata();
    expect(requests).toEqual([]);
    await page.context().close();
  });
});
