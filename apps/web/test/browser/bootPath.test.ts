// The /dapp boot path: the page paints before the chain client exists, and a second visit reuses the runtime
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
    // When each socket is created, on the page's own clock (performance.now), before any app code runs.
    await page.addInitScript((endpoint) => {
      localStorage.setItem('node-endpoint', endpoint);
      const opened: number[] = [];
      (window as unknown as { socketsOpenedAt: number[] }).socketsOpenedAt = opened;
      const Native = window.WebSocket;
      window.WebSocket = class extends Native {
        constructor(...args: ConstructorParameters<typeof WebSocket>) {
          opened.push(performance.now());
          super(...args);
        }
      };
    }, suite.chain.node.wsUrl);
    const client = chunkOf('src/shared/chain/client.ts');
    await page.goto(new URL('/dapp', suite.app.url).href);
    await waitConnected(page);
    const timing = await page.evaluate((clientFile) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const chunk = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith(`/${clientFile}`))?.startTime;
      return { paint, chunk, sockets: (window as unknown as { socketsOpenedAt: number[] }).socketsOpenedAt };
    }, client);
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.chunk).toBeGreaterThan(timing.paint!);
    expect(timing.sockets.length).toBeGreaterThan(0);
    for (const openedAt of timing.sockets) expect(openedAt).toBeGreaterThan(timing.paint!);
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
