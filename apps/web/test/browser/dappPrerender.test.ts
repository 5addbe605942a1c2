// The prerendered /dapp shell (build/prerender.ts): a first visit paints the shell and Portfolio from HTML before
// any of the app's JavaScript runs, the app takes it over without moving it, and a visit with stored state (which
// the shell's first render reads) gets the plain placeholder instead.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppSuite } from './harness.ts';

const suite = useAppSuite();

/** Refuses every script file, so what shows is the HTML and its inline scripts alone. */
async function withoutAppScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/.*\.js$/u, (route) => route.abort());
}

describe('the prerendered /dapp shell', () => {
  it('paints the shell and Portfolio from HTML on a first visit', async () => {
    const page = await suite.newPage();
    await withoutAppScripts(page);
    await page.goto(new URL('/dapp', suite.app.url).href);
    await page.getByRole('heading', { level: 1, name: 'Portfolio' }).waitFor();
    await page.getByText('Connect a wallet to see your LUMI, PHPU and LPHPU.').waitFor();
    await page
      .getByRole('navigation', { name: 'App sections' })
      .getByRole('link', { name: 'Swap' })
      .waitFor();
    expect(await page.getByTestId('connection-status').textContent()).toMatch(/^Connecting to ws:\/\//u);
    expect(await page.title()).toBe('Portfolio · Lumi');
    // Mantine's styles need the colour scheme on <html> before the first paint (the system's, on a first visit).
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('light');
    await page.context().close();
  });

  it('shows the placeholder instead when something is stored', async () => {
    const page = await suite.newPage();
    await page.addInitScript(() => localStorage.setItem('node-endpoint', 'ws://127.0.0.1:9'));
    await withoutAppScripts(page);
    await page.goto(new URL('/dapp', suite.app.url).href);
    await page.getByText('Loading Lumi…').waitFor();
    expect(await page.getByRole('heading', { name: 'Portfolio' }).count()).toBe(0);
    await page.context().close();
  });

  it('is taken over by the app without a layout shift', async () => {
    const page = await suite.newPage();
    // Every layout shift from the first paint on, on the page's own clock.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(new URL('/dapp', suite.app.url).href);
    // The header's wallet button is not in the HTML (its slot is): once it shows, the app has taken over.
    await page.locator('header').getByRole('button', { name: 'Connect wallet' }).waitFor();
    await page.locator('main').getByRole('button', { name: 'Connect wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect wallet' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.05);
    await page.context().close();
  });
});
