import { createServer } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWebServer } from '../../server/webServer.ts';
import { startDevChain, startNodeOnPort, type DevChain } from '../chain/devChain.ts';
import { freshContext, launchChromium, startApp, unnamedControls } from './harness.ts';

let browser: Browser;
let app: RunningWebServer;
let chain: DevChain;

beforeAll(async () => {
  [browser, app, chain] = await Promise.all([launchChromium(), startApp(), startDevChain()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await chain?.stop();
});

async function openAs(name: string, endpoint: string): Promise<Page> {
  const context = await freshContext(browser);
  await context.addInitScript((url) => localStorage.setItem('node-endpoint', url), endpoint);
  const page = await context.newPage();
  await page.goto(new URL('/dapp', app.url).href);
  await page
    .getByTestId('connection-status')
    .filter({ hasText: /^Connected to .+ at block #\d/u })
    .waitFor();
  await page.getByRole('button', { name: 'Connect wallet' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Connect wallet' });
  await dialog.getByRole('tab', { name: 'Development accounts' }).click();
  await dialog.getByRole('button', { name: `Use ${name}` }).click();
  await dialog.waitFor({ state: 'detached' });
  return page;
}

describe('connection and accessibility against a dev chain', () => {
  it('gives every control of every screen an accessible name, with a wallet connected', async () => {
    const page = await openAs('Alice', chain.node.wsUrl);
    const nav = page.getByRole('navigation', { name: 'App sections' });
    for (const section of ['Portfolio', 'Swap', 'Liquidity', 'Send', 'Forex', 'Settings', 'Admin']) {
      await nav.getByRole('link', { name: section }).click();
      await page.getByRole('heading', { level: 1, name: section }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await unnamedControls(page), section).toEqual([]);
    }
    await page.context().close();
  });

  it('shows a lost node as "Disconnected, retrying…" and reconnects by itself when it is back', async () => {
    // A node of its own on a fixed port, so a new one can take its place.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as { port: number };
        server.close(() => resolve(free));
      });
    });
    let stop = await startNodeOnPort(port);
    try {
      const page = await openAs('Bob', `ws://127.0.0.1:${port}`);
      const status = page.getByTestId('connection-status');
      await stop();
      await status.filter({ hasText: 'Disconnected, retrying…' }).waitFor();
      stop = await startNodeOnPort(port);
      await status
        .filter({ hasText: /^Connected to Development at block #\d/u })
        .waitFor({ timeout: 60_000 });
      // The page works again: balances come from the new node.
      await page.locator('tr[data-token="LUMI"] td[data-field="free"] span[title]').waitFor();
      await page.context().close();
    } finally {
      await stop();
    }
  });
});
