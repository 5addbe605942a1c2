import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWebServer } from '../../server/webServer.ts';
import { startDevChain, type DevChain } from '../chain/devChain.ts';
import { freshContext, launchChromium, startApp } from './harness.ts';

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

async function open(path: string): Promise<Page> {
  const context = await freshContext(browser);
  await context.addInitScript((endpoint) => {
    if (!localStorage.getItem('node-endpoint')) localStorage.setItem('node-endpoint', endpoint);
  }, chain.node.wsUrl);
  const page = await context.newPage();
  await page.goto(new URL(path, app.url).href);
  await page
    .getByTestId('connection-status')
    .filter({ hasText: /^Connected to .+ at block #\d/u })
    .waitFor();
  return page;
}

async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('settings against a dev chain', () => {
  it('tests the endpoint, and keeps display currency, locale, theme and slippage across reloads', async () => {
    const page = await open('/dapp/settings');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Reachable: Development \(Development\), node / })
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
    await page.getByRole('button', { name: 'Connect wallet' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Connect wallet' });
    await dialog.getByRole('tab', { name: 'Development accounts' }).click();
    await dialog.getByRole('button', { name: 'Use Alice' }).click();
    await expect.poll(() => page.getByTestId('portfolio-total').innerText()).toMatch(/^₱[\d,]+\.\d{2}$/u);
    await page.getByRole('columnheader', { name: 'Value (PHP)' }).waitFor();
    await page.context().close();
  });

  it('reports an endpoint where no node answers', async () => {
    const page = await open('/dapp/settings');
    await page.getByRole('textbox', { name: 'Node endpoint' }).fill('ws://127.0.0.1:9');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByRole('alert').filter({ hasText: 'ws://127.0.0.1:9: Could not connect' }).waitFor();
    await page.context().close();
  });
});
