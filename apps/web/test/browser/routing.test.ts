import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chunkOf, homeStarted, recordRequests, unnamedControls, useAppSuite } from './harness.ts';

const suite = useAppSuite();

const url = (path: string) => new URL(path, suite.app.url).href;
const count = (paths: string[], file: string) => paths.filter((path) => path === `/${file}`).length;

/**
 * Holds the requests for a module's chunk until the returned function is called, so a loading state can be
 * seen without depending on timing.
 */
async function holdChunk(page: Page, module: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${chunkOf(module)}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('routes', () => {
  it('redirects the empty path to /home', async () => {
    const page = await suite.newPage();
    await page.goto(suite.app.url);
    await page.getByRole('heading', { level: 1, name: /one swap apart/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await expect(page.getByRole('link', { name: 'Launch app' }).getAttribute('href')).resolves.toBe('/dapp');
    await page.context().close();
  });

  it('shows a not-found page with a link home for unknown paths, never a silent redirect', async () => {
    const page = await suite.newPage();
    for (const path of ['/nowhere', '/dapp/nowhere', '/home/extra', '/polkadot-identicon/x']) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(new URL(page.url()).pathname, path).toBe(path);
      await expect(page.getByText(path, { exact: true }).count()).resolves.toBe(1);
    }
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.getByRole('heading', { level: 1, name: /one swap apart/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await page.context().close();
  });

  it('reloads deep links', async () => {
    const page = await suite.newPage();
    await page.goto(url('/dapp/settings'));
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.goto(url('/dapp/swap'));
    await page.getByRole('heading', { level: 1, name: 'Swap' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dapp/swap');
    await page.context().close();
  });

  it('fetches the /home and /dapp chunks only on their first visit', async () => {
    const home = chunkOf('src/features/home/HomePage.tsx');
    const dapp = chunkOf('src/app/layout/DappArea.tsx');
    const page = await suite.newPage();
    const requests = recordRequests(page);

    await page.goto(url('/home'));
    await page.getByRole('heading', { level: 1, name: /one swap apart/ }).waitFor();
    await homeStarted(page);
    expect(count(requests, home)).toBe(1);
    expect(count(requests, dapp)).toBe(0);

    await page.getByRole('link', { name: 'Launch app' }).click();
    await page.getByRole('heading', { level: 1, name: 'Portfolio' }).waitFor();
    expect(count(requests, dapp)).toBe(1);

    // Back and forth inside the app: nothing is fetched again.
    await page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'Swap' }).click();
    await page.getByRole('heading', { level: 1, name: 'Swap' }).waitFor();
    await page.getByRole('link', { name: 'Lumi home' }).click();
    await page.getByRole('heading', { level: 1, name: /one swap apart/ }).waitFor();
    await page.getByRole('link', { name: 'Launch app' }).click();
    await page.getByRole('heading', { level: 1, name: 'Portfolio' }).waitFor();
    expect(count(requests, home)).toBe(1);
    expect(count(requests, dapp)).toBe(1);
    await page.context().close();
  });

  it('shows a loading state while an area chunk is on its way', async () => {
    const page = await suite.newPage();
    const release = await holdChunk(page, 'src/app/layout/DappArea.tsx');

    await page.goto(url('/home'));
    await homeStarted(page);
    await page.getByRole('link', { name: 'Launch app' }).click();
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor();
    release();
    await page.getByRole('heading', { level: 1, name: 'Portfolio' }).waitFor();
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('shows a loading fallback on a first load that needs an area chunk', async () => {
    const page = await suite.newPage();
    const release = await holdChunk(page, 'src/app/layout/DappArea.tsx');
    await page.goto(url('/dapp/forex'), { waitUntil: 'commit' });
    // The router's fallback ("Loading…"), not the static "Loading Lumi…" of index.html.
    await page
      .getByRole('status')
      .filter({ hasText: /^Loading…$/u })
      .waitFor();
    release();
    await page.getByRole('heading', { level: 1, name: 'Forex' }).waitFor();
    await page.context().close();
  });

  it('gives every control an accessible name', async () => {
    const page = await suite.newPage();
    for (const path of ['/home', '/dapp', '/dapp/settings', '/nowhere']) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await unnamedControls(page), path).toEqual([]);
    }
    await page.context().close();
  });
});
