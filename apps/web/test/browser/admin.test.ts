import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWebServer } from '../../server/webServer.ts';
import { startDevChain, type DevChain } from '../chain/devChain.ts';
import { launchChromium, openAsDevAccount, startApp } from './harness.ts';

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

function openAs(name: string, path: string): Promise<Page> {
  return openAsDevAccount(browser, app.url, chain.node.wsUrl, name, path);
}

describe('admin against a dev chain', () => {
  it('shows Admin only to the sudo account, which sets the swap fee to 1 %; the next quote uses it', async () => {
    const sudoKey = (await chain.api.query.sudo!.key!()).toJSON() as string;
    const sudoName = ['Alice', 'Bob', 'Charlie', 'Dave', 'Eve', 'Ferdie'].find(
      (name) => chain.keyring.addFromUri(`//${name}`).address === sudoKey,
    );
    expect(sudoName).toBeDefined();

    const other = await openAs(sudoName === 'Bob' ? 'Charlie' : 'Bob', '/dapp');
    await other
      .getByRole('navigation', { name: 'App sections' })
      .getByRole('link', { name: 'Settings' })
      .waitFor();
    await expect(
      other.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'Admin' }).count(),
    ).resolves.toBe(0);
    await other.context().close();

    const page = await openAs(sudoName!, '/dapp');
    await page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('textbox', { name: 'New swap fee (%)' }).fill('1');
    await page.getByRole('button', { name: 'Change fee' }).click();
    const review = page.getByRole('dialog', { name: 'Change the swap fee' });
    await review.getByRole('button', { name: 'Confirm' }).click();
    await review
      .getByTestId('tx-status')
      .filter({ hasText: /^Finalized in block #\d+/u })
      .waitFor();
    await review.getByRole('button', { name: 'Done' }).click();

    await expect.poll(() => page.evaluate(() => localStorage.getItem('swap-fees'))).toBe('10');
    await page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'Swap' }).click();
    await page.getByRole('textbox', { name: 'You pay' }).fill('100');
    await expect.poll(() => page.getByTestId('swap-fee').innerText()).toBe('1\u00a0LUMI (1 %)');
    await page.context().close();
  });
});
