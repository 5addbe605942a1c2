import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contextWithClipboardSpy, freshContext, useAppSuite } from './harness.ts';

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty';
const NO_ADDRESS = 'No valid wallet address is stored in this browser.';

const suite = useAppSuite();

const identiconUrl = () => new URL('/polkadot-identicon', suite.app.url).href;

async function pageWithStored(context: BrowserContext, value: string | undefined): Promise<Page> {
  const page = await context.newPage();
  await page.goto(identiconUrl());
  await page.evaluate((stored) => {
    if (stored === undefined) localStorage.removeItem('wallet-keypair');
    else localStorage.setItem('wallet-keypair', stored);
  }, value);
  await page.reload();
  return page;
}

describe('/polkadot-identicon', () => {
  it('draws the stored address as a 128×128 polkadot icon and nothing else', async () => {
    const context = await contextWithClipboardSpy(suite.browser);
    const page = await pageWithStored(context, ALICE);
    const button = page.getByRole('button', { name: `Copy address ${ALICE}` });
    await button.waitFor();
    const svg = page.locator('main svg');
    await svg.waitFor();
    await expect(svg.count()).resolves.toBe(1);
    await expect(svg.getAttribute('width')).resolves.toBe('128');
    await expect(svg.getAttribute('height')).resolves.toBe('128');
    await expect(svg.boundingBox()).resolves.toMatchObject({ width: 128, height: 128 });
    // The polkadot theme: a background circle and 19 coloured dots.
    await expect(svg.locator('circle').count()).resolves.toBe(20);
    await expect(page.locator('main').innerText()).resolves.toBe('');
    await context.close();
  });

  it('shows a short message when no address is stored, or a garbage one', async () => {
    const context = await freshContext(suite.browser);
    for (const stored of [undefined, '', 'not-an-address', `${ALICE.slice(0, -1)}Z`, '{"address":1}']) {
      const page = await pageWithStored(context, stored);
      await page.getByText(NO_ADDRESS).waitFor();
      await expect(page.locator('svg').count(), String(stored)).resolves.toBe(0);
      await page.close();
    }
    await context.close();
  });

  it('copies the address on click and says so', async () => {
    const context = await contextWithClipboardSpy(suite.browser);
    const page = await pageWithStored(context, ALICE);
    await page.getByRole('button', { name: `Copy address ${ALICE}` }).click();
    await page.getByRole('status').filter({ hasText: 'Address copied' }).waitFor();
    await expect(
      page.evaluate(() => (window as unknown as { __copied: string[] }).__copied),
    ).resolves.toEqual([ALICE]);
    await context.close();
  });

  it('follows changes made in another tab', async () => {
    const context = await freshContext(suite.browser);
    const watcher = await pageWithStored(context, undefined);
    await watcher.getByText(NO_ADDRESS).waitFor();

    const other = await context.newPage();
    await other.goto(new URL('/home', suite.app.url).href);
    await other.evaluate((address) => localStorage.setItem('wallet-keypair', address), BOB);
    await watcher.getByRole('button', { name: `Copy address ${BOB}` }).waitFor();

    await other.evaluate(() => localStorage.setItem('wallet-keypair', 'tampered'));
    await watcher.getByText(NO_ADDRESS).waitFor();
    await context.close();
  });
});
