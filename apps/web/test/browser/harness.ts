import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { startWebServer, type RunningWebServer } from '../../server/webServer.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function webDist(): string {
  return inject('webDist');
}

export function launchChromium(): Promise<Browser> {
  // Playwright gives every launch a fresh temporary profile (user-data-dir) and removes it on close.
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The real production server on a free port, serving this run's build. No API runs behind /api. */
export function startApp(): Promise<RunningWebServer> {
  return startWebServer({ root: webDist(), port: 0, apiUrl: 'http://127.0.0.1:9' });
}

interface ManifestEntry {
  file: string;
  css?: string[];
}

/** The built file of a source module, e.g. "src/areas/home/HomeArea.tsx" → "assets/HomeArea-x1y2.js". */
export function chunkOf(module: string): string {
  const manifest = JSON.parse(readFileSync(join(webDist(), '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const entry = manifest[module];
  if (!entry) throw new Error(`${module} is not a chunk of the build`);
  return entry.file;
}

/** Every URL path the page requests, in order. */
export function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** A new, isolated browser context (own storage); waits are generous for slow CI machines. */
export async function freshContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  context.setDefaultTimeout(60_000);
  context.setDefaultNavigationTimeout(60_000);
  return context;
}

/** A context whose clipboard writes are recorded in window.__copied instead of the OS clipboard. */
export async function contextWithClipboardSpy(browser: Browser): Promise<BrowserContext> {
  const context = await freshContext(browser);
  await context.addInitScript(() => {
    const spy = {
      writeText: async (text: string) => {
        (window as unknown as { __copied: string[] }).__copied.push(text);
      },
    };
    (window as unknown as { __copied: string[] }).__copied = [];
    Object.defineProperty(navigator, 'clipboard', { value: spy, configurable: true });
  });
  return context;
}

/** Controls without an accessible name, from the page's accessibility tree. */
export async function unnamedControls(page: Page): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot();
  return snapshot
    .split('\n')
    .filter((line) =>
      /^\s*- (button|link|textbox|combobox|checkbox|radio|switch|slider)\s*(:.*)?$/u.test(line),
    );
}

/** Opens `path` of the app on the node at `wsUrl`, waits for the connection and connects a development account. */
export async function openAsDevAccount(
  browser: Browser,
  appUrl: string,
  wsUrl: string,
  name: string,
  path: string,
): Promise<Page> {
  const context = await freshContext(browser);
  await context.addInitScript((endpoint) => localStorage.setItem('node-endpoint', endpoint), wsUrl);
  const page = await context.newPage();
  await page.goto(new URL(path, appUrl).href);
  await page
    .getByTestId('connection-status')
    .filter({ hasText: /^Connected to .+ at block #\d/u })
    .waitFor();
  await page.getByRole('button', { name: 'Connect wallet' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Connect wallet' });
  await dialog.getByRole('tab', { name: 'Development accounts' }).click();
  await dialog.getByRole('button', { name: `Use ${name}` }).click();
  await dialog.waitFor({ state: 'detached' });
  return page;
}
