// The UI language: English by default, Filipino when the browser prefers it, switchable on the home page and in
// Settings, kept in the configuration across reloads, and a bad stored value falls back cleanly.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshContext, useAppSuite } from './harness.ts';

const suite = useAppSuite();

async function open(path: string, options: { locale?: string; stored?: string } = {}): Promise<Page> {
  const context = await freshContext(suite.browser, options.locale ? { locale: options.locale } : {});
  if (options.stored !== undefined)
    await context.addInitScript((value) => localStorage.setItem('lumi-language', value), options.stored);
  const page = await context.newPage();
  await page.goto(new URL(path, suite.app.url).href);
  return page;
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('UI language', () => {
  it('is English for an English browser, and Filipino for a Filipino or Tagalog one', async () => {
    const english = await open('/home');
    await english.getByRole('link', { name: 'Launch app' }).waitFor();
    await expect(htmlLang(english)).resolves.toBe('en');
    await english.context().close();

    for (const locale of ['fil-PH', 'tl']) {
      const filipino = await open('/home', { locale });
      await filipino.getByRole('link', { name: 'Buksan ang app' }).waitFor();
      await expect(htmlLang(filipino)).resolves.toBe('fil');
      await expect(filipino.getByRole('combobox', { name: 'Wika' }).inputValue()).resolves.toBe('fil');
      await filipino.context().close();
    }
  });

  it('switches on the home page and stays after a reload', async () => {
    const page = await open('/home');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fil');
    await page.getByRole('heading', { level: 1, name: /isang swap lang ang layo/u }).waitFor();
    await expect(htmlLang(page)).resolves.toBe('fil');
    await expect(page.title()).resolves.toBe('Lumi · Mag-swap, kumita at magpadala sa Lumi chain');
    await page.reload();
    await page.getByRole('link', { name: 'Buksan ang app' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('lumi-language'))).resolves.toBe('fil');
    await page.getByRole('combobox', { name: 'Wika' }).selectOption('en');
    await page.getByRole('link', { name: 'Launch app' }).waitFor();
    await expect(htmlLang(page)).resolves.toBe('en');
    await page.context().close();
  });

  it('switches in Settings: the words, <html lang> and the number format change, and survive a reload', async () => {
    const page = await open('/dapp/settings');
    const nav = page.getByRole('navigation', { name: 'App sections' });
    await nav.getByRole('link', { name: 'Send' }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Filipino' }).click();
    await page
      .getByRole('navigation', { name: 'Mga bahagi ng app' })
      .getByRole('link', { name: 'Magpadala' })
      .waitFor();
    await page.getByText('Ang wika ng bawat screen.').waitFor();
    await expect(htmlLang(page)).resolves.toBe('fil');
    await expect(page.getByRole('combobox', { name: 'Locale' }).inputValue()).resolves.toBe(
      'Filipino (Pilipinas)',
    );

    await page.reload();
    await page.getByRole('button', { name: 'Subukan ang koneksyon' }).waitFor();
    await expect(htmlLang(page)).resolves.toBe('fil');
    await expect(page.getByRole('combobox', { name: 'Wika' }).inputValue()).resolves.toBe('Filipino');
    await page.context().close();
  });

  it('ignores a bad stored language and follows the browser', async () => {
    for (const stored of ['klingon', 'FIL', '']) {
      const page = await open('/home', { stored, locale: 'fil-PH' });
      await page.getByRole('link', { name: 'Buksan ang app' }).waitFor();
      await expect(htmlLang(page)).resolves.toBe('fil');
      await page.context().close();
    }
  });
});
