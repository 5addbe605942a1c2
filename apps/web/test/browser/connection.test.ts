import { freePort } from '@lumi/node/testing';
import { describe, expect, it } from 'vitest';
import { startNodeOnPort } from '../chain/devChain.ts';
import { unnamedControls, useDappSuite } from './harness.ts';

const suite = useDappSuite();

describe('connection and accessibility against a dev chain', () => {
  it('gives every control of every screen an accessible name, with a wallet connected', async () => {
    const page = await suite.openAs('Alice', '/dapp');
    const nav = page.getByRole('navigation', { name: 'App sections' });
    for (const section of ['Portfolio', 'Swap', 'Liquidity', 'Send', 'Forex', 'Settings', 'Admin']) {
      await nav.getByRole('link', { name: section }).click();
      await page.getByRole('heading', { level: 1, name: section }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await unnamedControls(page), section).toEqual([]);
    }
    await page.context().close();
  });

  it('shows a lost node as "Connection lost, reconnecting" with a countdown and reconnects by itself when it is back', async () => {
    // A node of its own on a fixed port, so a new one can take its place.
    const port = await freePort();
    let stop = await startNodeOnPort(port);
    try {
      const page = await suite.openAs('Bob', '/dapp', { endpoint: `ws://127.0.0.1:${port}` });
      const status = page.getByTestId('connection-status');
      await stop();
      await status.filter({ hasText: /^Connection lost, reconnecting in \d+ s \(try \d of 5\)$/u }).waitFor();
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
    // Two nodes start and a page connects: slow on a loaded machine.
  }, 240_000);
});
