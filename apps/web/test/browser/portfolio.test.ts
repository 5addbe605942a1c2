import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWebServer } from '../../server/webServer.ts';
import { formatTokenAmount } from '../../src/lib/format/index.ts';
import { chainBalances, startDevChain, submit, type DevChain } from '../chain/devChain.ts';
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

async function openDapp(page: Page): Promise<void> {
  await page.addInitScript((endpoint) => localStorage.setItem('node-endpoint', endpoint), chain.node.wsUrl);
  await page.goto(new URL('/dapp', app.url).href);
  await page
    .getByTestId('connection-status')
    .filter({ hasText: /^Connected to .+ at block #\d/u })
    .waitFor();
}

/** The full-precision amount the app shows for a token's field (the cell's title). */
function cell(page: Page, token: string, field: string) {
  return page.locator(`tr[data-token="${token}"] td[data-field="${field}"] span[title]`);
}

const exact = (amount: bigint, decimals: number) =>
  formatTokenAmount(amount, decimals, { maximumFractionDigits: decimals });

describe('portfolio against a dev chain', () => {
  it('shows the connection, loads the DEX configuration and shows a dev account’s balances as the chain has them', async () => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await openDapp(page);

    // The DEX configuration was written through the configuration entity.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('swap-fees')), { timeout: 30_000 })
      .toBe('3');
    expect(await page.evaluate(() => localStorage.getItem('phpu-contract-address'))).toBe('1');
    expect(await page.evaluate(() => localStorage.getItem('lumi-contract-address'))).toBe('native');
    const forex = JSON.parse((await page.evaluate(() => localStorage.getItem('forex-updates'))) ?? '{}') as {
      rates: Record<string, string>;
    };
    expect(forex.rates.PHP).toBe('58500000000000000000');

    await page.getByRole('button', { name: 'Connect wallet' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Connect wallet' });
    await dialog.getByRole('tab', { name: 'Development accounts' }).click();
    await dialog.getByRole('button', { name: 'Use Alice' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('wallet-keypair'))).toBe(chain.alice.address);

    const onChain = await chainBalances(chain.api, chain.alice.address);
    await expect
      .poll(() => cell(page, 'LUMI', 'free').getAttribute('title'))
      .toBe(exact(onChain.lumi.free, 12));
    await expect(cell(page, 'LUMI', 'reserved').getAttribute('title')).resolves.toBe(
      exact(onChain.lumi.reserved, 12),
    );
    await expect(cell(page, 'PHPU', 'free').getAttribute('title')).resolves.toBe(exact(onChain.phpu, 6));
    await expect(cell(page, 'LPHPU', 'free').getAttribute('title')).resolves.toBe(exact(onChain.lphpu, 9));
    await context.close();
  });

  it('updates the balances in the block they change', async () => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await openDapp(page);
    await page.getByRole('button', { name: 'Connect wallet' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Connect wallet' });
    await dialog.getByRole('tab', { name: 'Development accounts' }).click();
    await dialog.getByRole('button', { name: 'Use Bob' }).click();
    const before = await chainBalances(chain.api, chain.bob.address);
    await expect.poll(() => cell(page, 'PHPU', 'free').getAttribute('title')).toBe(exact(before.phpu, 6));

    // Alice sends Bob 12.5 PHPU; the page must show the chain's new balance without a reload.
    await submit(chain.api, chain.alice, 'assets', 'transfer', 1, chain.bob.address, 12_500_000n);
    const after = await chainBalances(chain.api, chain.bob.address);
    expect(after.phpu).toBe(before.phpu + 12_500_000n);
    await expect.poll(() => cell(page, 'PHPU', 'free').getAttribute('title')).toBe(exact(after.phpu, 6));
    await context.close();
  });
});
