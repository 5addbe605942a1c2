import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWebServer } from '../../server/webServer.ts';
import {
  chunkOf,
  freshContext,
  launchChromium,
  recordRequests,
  startApp,
  unnamedControls,
} from './harness.ts';

let browser: Browser;
let app: RunningWebServer;

beforeAll(async () => {
  [browser, app] = await Promise.all([launchChromium(), startApp()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function newPage(): Promise<Page> {
  const context = await freshContext(browser);
  return context.newPage();
}

const url = (path: string) => new URL(path, app.url).href;
const count = (paths: string[], file: string) => paths.filter((path) => path === `/${file}`).length;

describe('routes', () => {
  it('redirects the empty path to /home', async () => {
    const page = await newPage();
    await page.goto(app.url);
    await page.getByRole('heading', { level: 1, name: /one swap apart/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await expect(page.getByRole('link', { name: 'Launch app' }).getAttribute('href')).resolves.toBe('/dapp');
    await page.context().close();
  });

  it('shows a not-found page with a link home for unknown paths, never a silent redirect', async () => {
    const page = await newPage();
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
    const page = await newPage();
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
    const home = chunkOf('src/areas/home/HomeArea.tsx');
    const dapp = chunkOf('src/areas/dapp/DappArea.tsx');
    const page = await newPage();
    const requests = recordRequests(page);

    await page.goto(url('/home'));
    await page.getByRole('heading', { level: 1, name: /one swap apart/ }).waitFor();
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
    const dapp = chunkOf('src/areas/dapp/DappArea.tsx');
    const page = await newPage();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Hold the /dapp chunk until the loading state has been seen, so the check does not depend on timing.
    await page.route(`**/${dapp}`, async (route) => {
      await released;
      await route.continue();
    });

    await page.goto(url('/home'));
    await page.getByRole('link', { name: 'Launch app' }).click();
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor();
    release();
    await page.getByRole('heading', { level: 1, name: 'Portfolio' }).waitFor();
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('shows a loading fallback on a first load that needs an area chunk', async () => {
    const dapp = chunkOf('src/areas/dapp/DappArea.tsx');
    const page = await newPage();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/${dapp}`, async (route) => {
      await released;
      await route.continue();
    });
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
    const page = await newPage();
    for (const path of ['/home', '/dapp', '/dapp/settings', '/nowhere']) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await unnamedControls(page), path).toEqual([]);
    }
    await page.context().close();
  });
});
