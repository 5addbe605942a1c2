import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useDappSuite } from './harness.ts';

const suite = useDappSuite();

const navLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'App sections' }).getByRole('link').allInnerTexts();

describe('chain profiles in Settings', () => {
  it('switching to Polkadot Asset Hub sets its endpoint, lists its tokens and hides what it lacks; back to Lumi shows them again', async () => {
    const page = await suite.open('/dapp/settings');
    page.setDefaultTimeout(30_000);
    await expect(page.getByRole('radio', { name: 'Lumi dev chain' }).isChecked()).resolves.toBe(true);
    await expect(navLinks(page)).resolves.toContain('Forex');

    await page.getByRole('radio', { name: 'Polkadot Asset Hub' }).check();
    await page.getByTestId('profile-assets').filter({ hasText: 'DOT, USDT, USDC' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('lumi-chain-profile'))).resolves.toBe(
      'asset-hub-polkadot',
    );
    await expect(page.evaluate(() => localStorage.getItem('node-endpoint'))).resolves.toBe(
      'wss://polkadot-asset-hub-rpc.polkadot.io',
    );
    const links = await navLinks(page);
    expect(links).not.toContain('Forex');
    expect(links).toEqual(expect.arrayContaining(['Portfolio', 'Swap', 'Send', 'Activity', 'Settings']));

    // The route of a missing feature says so instead of breaking.
    await page.goto(new URL('/dapp/forex', suite.app.url).href);
    await page
      .getByTestId('not-on-chain')
      .filter({ hasText: 'Forex rates' })
      .filter({ hasText: 'Polkadot Asset Hub' })
      .waitFor();

    await page.getByRole('link', { name: 'Go to Settings' }).click();
    await page.getByRole('radio', { name: 'Lumi dev chain' }).check();
    await page.getByTestId('profile-assets').filter({ hasText: 'LUMI, PHPU, LPHPU' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('node-endpoint'))).resolves.toBeNull();
    await expect(navLinks(page)).resolves.toContain('Forex');
    await page.context().close();
  });

  it('a profile derived from the local node lists its tokens and hides nothing it has', async () => {
    const page = await suite.openAs('Alice', '/dapp/settings');
    page.setDefaultTimeout(30_000);
    const before = await navLinks(page);
    expect(before).toContain('Admin');

    await page.getByRole('radio', { name: 'Custom endpoint' }).check();
    await expect(page.evaluate(() => localStorage.getItem('node-endpoint'))).resolves.toBe(
      suite.chain.node.wsUrl,
    );
    // Read from the chain: the native token from system_properties, PHPU from Assets.Metadata.
    const assets = page.getByTestId('profile-assets');
    await assets.filter({ hasText: /^LUMI, PHPU/u }).waitFor();
    await page.getByTestId('profile-features').filter({ hasText: 'Swap and liquidity' }).waitFor();
    await expect(page.getByTestId('profile-features').innerText()).resolves.toContain('Forex rates');
    await expect(page.getByTestId('profile-features').innerText()).resolves.toContain('Admin (sudo)');
    await expect(navLinks(page)).resolves.toEqual(before);

    // Portfolio lists the derived profile's tokens with the account's balances.
    await page.getByRole('link', { name: 'Portfolio' }).click();
    await page.locator('tr[data-token="PHPU"] [data-field="free"]').waitFor();
    await expect(page.locator('tr[data-token="LUMI"] [data-field="free"]').innerText()).resolves.toMatch(
      /\d/u,
    );
    await page.context().close();
  });
});
