import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { connectDevAccount, useDappSuite } from './harness.ts';

const suite = useDappSuite();

async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('settings against a dev chain', () => {
  it('tests the endpoint, and keeps display currency, locale, theme and slippage across reloads', async () => {
    const page = await suite.open('/dapp/settings');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Reachable: Development, genesis 0x[0-9a-f]{4}…[0-9a-f]{4}, node / })
      .waitFor();

    // Every currency the oracle quotes is offered.
    await page.getByRole('combobox', { name: 'Display currency' }).click();
    for (const code of ['USD', 'PHP', 'EUR', 'JPY']) await page.getByRole('option', { name: code }).waitFor();
    await page.getByRole('option', { name: 'PHP' }).click();
    await pick(page, 'Locale', 'Filipino (Philippines)');
    await page.getByRole('radiogroup', { name: 'Theme' }).getByText('Dark', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Slippage tolerance (custom, %)' }).fill('1.5');

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Display currency' }).inputValue()).resolves.toBe('PHP');
    await expect(page.getByRole('combobox', { name: 'Locale' }).inputValue()).resolves.toBe(
      'Filipino (Philippines)',
    );
    await expect(page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).resolves.toBe(
      'dark',
    );
    await expect(page.evaluate(() => localStorage.getItem('lumi-slippage-bps'))).resolves.toBe('150');

    // The portfolio values in pesos, written the Filipino way.
    await page
      .getByRole('navigation', { name: 'App sections' })
      .getByRole('link', { name: 'Portfolio' })
      .click();
    await connectDevAccount(page, 'Alice');
    await expect.poll(() => page.getByTestId('portfolio-total').innerText()).toMatch(/^₱[\d,]+\.\d{2}$/u);
    await page.getByRole('columnheader', { name: 'Value (PHP)' }).waitFor();
    await page.context().close();
  });

  it('reports an endpoint where no node answers', async () => {
    const page = await suite.open('/dapp/settings');
    await page.getByRole('textbox', { name: 'Node endpoint' }).fill('ws://127.0.0.1:9');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByRole('alert').filter({ hasText: 'ws://127.0.0.1:9: Unreachable' }).waitFor();
    await page.context().close();
  });
});
