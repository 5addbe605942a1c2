import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { freshContext, useDappSuite } from './harness.ts';

const suite = useDappSuite();

async function openSettings(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(new URL('/dapp/settings', suite.app.url).href);
  return page;
}

const storedEndpoint = (page: Page) => page.evaluate(() => localStorage.getItem('node-endpoint'));

describe('node endpoint setting', () => {
  it('refuses a malformed URL and one with a space, saves a live node after naming it, resets to the default', async () => {
    const context = await freshContext(suite.browser);
    const page = await openSettings(context);
    const field = page.getByRole('textbox', { name: 'Node endpoint' });
    await expect(field.inputValue()).resolves.toBe('ws://127.0.0.1:9944');
    const save = page.getByRole('button', { name: 'Save endpoint' });

    await field.fill('https://rpc.example.org');
    await save.click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'A node endpoint must start with ws:// or wss://, not https://.' })
      .waitFor();
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');

    const live = suite.chain.node.wsUrl;
    await field.fill(live.replace('127.0.0.1', '127.0.0.1 '));
    await save.click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The endpoint contains a space. Write it without spaces, like wss://' })
      .waitFor();
    await expect(storedEndpoint(page)).resolves.toBeNull();

    // Probed before saving: the status names the chain and its genesis hash as the node reports them.
    const chain = (await suite.chain.api.rpc.system.chain()).toString();
    const genesis = suite.chain.api.genesisHash.toHex();
    await field.fill(live);
    await save.click();
    await page
      .getByRole('status')
      .filter({ hasText: `Saved. Found ${chain}` })
      .filter({ hasText: `genesis ${genesis.slice(0, 6)}…${genesis.slice(-4)}` })
      .waitFor();
    await expect(storedEndpoint(page)).resolves.toBe(live);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Node endpoint' }).inputValue()).resolves.toBe(live);
    await page.getByRole('button', { name: 'Use default' }).click();
    await expect(page.getByRole('textbox', { name: 'Node endpoint' }).inputValue()).resolves.toBe(
      'ws://127.0.0.1:9944',
    );
    await expect(storedEndpoint(page)).resolves.toBeNull();
    await context.close();
  });

  it('does not save an endpoint where nothing answers, and says it is unreachable', async () => {
    const context = await freshContext(suite.browser);
    const page = await openSettings(context);
    await page.getByRole('textbox', { name: 'Node endpoint' }).fill('ws://127.0.0.1:9');
    await page.getByRole('button', { name: 'Save endpoint' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Not saved. ws://127.0.0.1:9: Unreachable: nothing accepted a connection there.' })
      .waitFor();
    await expect(storedEndpoint(page)).resolves.toBeNull();
    await context.close();
  });

  it('reports an invalid stored endpoint with the value found, and resets it in one click', async () => {
    const context = await freshContext(suite.browser);
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('node-endpoint', 'ws://my node:9944');
      }
    });
    const page = await context.newPage();
    await page.goto(new URL('/dapp', suite.app.url).href);
    const notice = page.getByRole('alert').filter({ hasText: 'The saved node endpoint is not valid' });
    await notice.filter({ hasText: 'ws://my node:9944' }).filter({ hasText: 'contains a space' }).waitFor();
    await notice.filter({ hasText: 'Lumi is connecting to the default, ws://127.0.0.1:9944' }).waitFor();
    await notice.getByRole('button', { name: 'Reset to the default endpoint' }).click();
    await notice.waitFor({ state: 'detached' });
    await expect(storedEndpoint(page)).resolves.toBeNull();
    await page.reload();
    await page.getByTestId('connection-status').waitFor();
    await expect(notice.count()).resolves.toBe(0);
    await context.close();
  });

  it('shows the dex account constant and ignores tampered chain values', async () => {
    const context = await freshContext(suite.browser);
    const page = await context.newPage();
    await page.goto(new URL('/home', suite.app.url).href);
    // No node answers at this endpoint (a node another run started on the default port must not load values).
    await page.evaluate(() => {
      localStorage.setItem('node-endpoint', 'ws://127.0.0.1:9');
      localStorage.setItem('phpu-contract-address', '1');
      localStorage.setItem('swap-fees', 'lots');
    });
    await page.goto(new URL('/dapp/settings', suite.app.url).href);
    const list = page.locator('dl');
    await list.getByText('5EYCAe5ijiYdQjfcUnm93KHopMnxZmCSZCtbQKXkdDoJqJgR').waitFor();
    const valueOf = (term: string) =>
      list
        .locator('div')
        .filter({ has: page.getByText(term, { exact: true }) })
        .locator('dd')
        .innerText();
    await expect(valueOf('PHPU token id')).resolves.toBe('1');
    await expect(valueOf('LPHPU token id')).resolves.toBe('Not loaded yet');
    await expect(valueOf('Swap fee (tenths of a percent)')).resolves.toBe('Not loaded yet');
    await context.close();
  });
});
