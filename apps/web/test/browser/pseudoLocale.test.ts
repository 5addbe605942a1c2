// In the pseudo-locale every catalogue string is accented and bracketed (⟦Ŝŵåƥ⟧), so a word a screen shows in
// plain ASCII did not go through the catalogues. Each screen is visited and must show none.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshContext, useDappSuite } from './harness.ts';
import { untranslatedTexts } from './untranslated.ts';

const suite = useDappSuite();

async function openPseudo(path: string): Promise<Page> {
  const context = await freshContext(suite.browser);
  await context.addInitScript((endpoint) => {
    localStorage.setItem('lumi-pseudo-locale', 'on');
    if (!localStorage.getItem('node-endpoint')) localStorage.setItem('node-endpoint', endpoint);
  }, suite.chain.node.wsUrl);
  const page = await context.newPage();
  await page.goto(new URL(path, suite.app.url).href);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
  return page;
}

describe('pseudo-locale: no untranslated text', () => {
  it('on the home page', async () => {
    const page = await openPseudo('/home');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await untranslatedTexts(page)).toEqual([]);
    await page.context().close();
  });

  it('on Settings, connected', async () => {
    const page = await openPseudo('/dapp/settings');
    await page.getByTestId('connection-status').filter({ hasText: /^⟦Çöñ/u }).waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await untranslatedTexts(page)).toEqual([]);
    await page.context().close();
  });

  it('the check itself finds English', async () => {
    const page = await (await freshContext(suite.browser)).newPage();
    await page.goto(new URL('/home', suite.app.url).href);
    await page.getByRole('link', { name: 'Launch app' }).waitFor();
    expect(await untranslatedTexts(page)).toContain('Launch app');
    await page.context().close();
  });
});
