import { describe, expect, it } from 'vitest';
import { chunkOf, freshContext, homeStarted, useAppSuite } from './harness.ts';

const suite = useAppSuite();

describe('bootstrap failure', () => {
  it('logs the error and shows a message with a reload button instead of a blank page', async () => {
    const context = await freshContext(suite.browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The boot chunk (React, the router, the routes) cannot be fetched: start-up must fail visibly.
    const boot = chunkOf('src/app/boot/start.tsx');
    await page.route(`**/${boot}`, (route) => route.abort('failed'));

    await page.goto(new URL('/home', suite.app.url).href);
    await page.getByRole('alert').getByRole('heading', { name: 'Lumi could not start' }).waitFor();
    expect(errors.some((text) => text.startsWith('Lumi failed to start:'))).toBe(true);
    await expect(page.title()).resolves.toBe('Lumi could not start');

    // Once the cause is gone, the reload button brings the app back.
    await page.unroute(`**/${boot}`);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { level: 1, name: /one swap apart/ }).waitFor();
    await context.close();
  });

  it('starts without errors when nothing fails', async () => {
    const context = await freshContext(suite.browser);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      // No node runs in this test: the browser itself logs each refused WebSocket while the app retries.
      if (/^WebSocket connection to '.*' failed/u.test(message.text())) return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(new URL('/home', suite.app.url).href);
    await page.getByRole('heading', { level: 1, name: /one swap apart/ }).waitFor();
    await homeStarted(page);
    await page.getByRole('link', { name: 'Launch app' }).click();
    await page.getByRole('heading', { level: 1, name: 'Portfolio' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('logs no warning or error while navigating between every kind of route', async () => {
    const context = await freshContext(suite.browser);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/^WebSocket connection to '.*' failed/u.test(message.text())) return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // '' redirects through the index route (React Router warned of a leaf route without an element there).
    await page.goto(suite.app.url);
    await page.waitForURL(/\/home$/u);
    await page.getByRole('link', { name: 'Launch app' }).click();
    await page.getByRole('heading', { level: 1, name: 'Portfolio' }).waitFor();
    await page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'Swap' }).click();
    await page.getByRole('heading', { level: 1, name: 'Swap' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Portfolio' }).waitFor();
    await page.goto(new URL('/no-such-page', suite.app.url).href);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
