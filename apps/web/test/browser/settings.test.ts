import { describe, expect, it } from 'vitest';
import { freshContext, useAppSuite } from './harness.ts';

const suite = useAppSuite();

describe('node endpoint setting', () => {
  it('validates, stores under its own key, survives a reload and resets to the default', async () => {
    const context = await freshContext(suite.browser);
    const page = await context.newPage();
    await page.goto(new URL('/dapp/settings', suite.app.url).href);
    const field = page.getByRole('textbox', { name: 'Node endpoint' });
    await expect(field.inputValue()).resolves.toBe('ws://127.0.0.1:9944');

    await field.fill('https://rpc.example.org');
    await page.getByRole('button', { name: 'Save endpoint' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'A node endpoint must start with ws:// or wss://, not https://.' })
      .waitFor();
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.evaluate(() => localStorage.getItem('node-endpoint'))).resolves.toBeNull();

    await field.fill('wss://rpc.example.org/lumi');
    await page.getByRole('button', { name: 'Save endpoint' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('node-endpoint'))).resolves.toBe(
      'wss://rpc.example.org/lumi',
    );

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Node endpoint' }).inputValue()).resolves.toBe(
      'wss://rpc.example.org/lumi',
    );
    await page.getByRole('button', { name: 'Use default' }).click();
    await expect(page.getByRole('textbox', { name: 'Node endpoint' }).inputValue()).resolves.toBe(
      'ws://127.0.0.1:9944',
    );
    await expect(page.evaluate(() => localStorage.getItem('node-endpoint'))).resolves.toBeNull();
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
