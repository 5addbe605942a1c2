// In the pseudo-locale every catalogue string is accented and bracketed (⟦Ŝŵåƥ⟧), so a word a screen shows in
// plain ASCII did not go through the catalogues. Each screen is visited and must show none.
import { Keyring } from '@polkadot/keyring';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../src/shared/i18n/locales/en.json';
import fil from '../../src/shared/i18n/locales/fil.json';
import { pseudoText } from '../../src/shared/i18n/pseudo.ts';
import { DEV_ACCOUNTS, freshContext, useApiStack, useDappSuite } from './harness.ts';
import { untranslatedTexts } from './untranslated.ts';

const suite = useDappSuite();
beforeAll(() => cryptoWaitReady());

/** Development account names are data (the chain's), not the app's words. */
const untranslated = async (page: Page) =>
  (await untranslatedTexts(page)).filter((text) => !(DEV_ACCOUNTS as readonly string[]).includes(text));

const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty';

/** Each /dapp page and what shows once its content is in (with or without a wallet). */
const DAPP_PAGES: [path: string, ready: (page: Page) => Locator][] = [
  ['/dapp', (page) => page.getByRole('heading', { level: 1 })],
  ['/dapp/swap', (page) => page.getByRole('textbox', { name: pseudoText('You pay') })],
  ['/dapp/liquidity', (page) => page.getByRole('heading', { name: pseudoText('Remove liquidity') })],
  ['/dapp/send', (page) => page.getByRole('textbox', { name: pseudoText('Recipient') })],
  ['/dapp/forex', (page) => page.getByRole('table', { name: pseudoText('Forex rates') })],
  ['/dapp/activity', (page) => page.getByRole('heading', { level: 1 })],
  ['/dapp/settings', (page) => page.getByRole('heading', { level: 1 })],
  ['/dapp/admin', (page) => page.getByRole('heading', { level: 1 })],
];

/** Visits every /dapp page in the same tab (the wallet stays connected) and collects what is left in English. */
async function visitDappPages(page: Page, extra: Partial<Record<string, (page: Page) => Locator>> = {}) {
  const found: string[] = [];
  for (const [path, ready] of DAPP_PAGES) {
    // In-app navigation keeps the connected wallet; a page without a link (Admin for others) is loaded.
    const link = page.getByRole('link', { name: pseudoText(NAV_OF[path]!), exact: true }).first();
    if ((await link.count()) > 0) await link.click();
    else await page.goto(new URL(path, suite.app.url).href);
    await page.waitForURL((url) => url.pathname === path);
    await ready(page).first().waitFor();
    await extra[path]?.(page).first().waitFor();
    found.push(...(await untranslated(page)).map((text) => `${path}: ${text}`));
  }
  return found;
}

/** The navigation link of each page (catalogue English). */
const NAV_OF: Record<string, string> = {
  '/dapp': 'Portfolio',
  '/dapp/swap': 'Swap',
  '/dapp/liquidity': 'Liquidity',
  '/dapp/send': 'Send',
  '/dapp/forex': 'Forex',
  '/dapp/activity': 'Activity',
  '/dapp/settings': 'Settings',
  '/dapp/admin': 'Admin',
};

const connected = (page: Page) =>
  page
    .getByTestId('connection-status')
    .filter({ hasText: /^⟦Çöññéçţéð ţö/u })
    .waitFor();

async function connectAlice(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: pseudoText('Connect wallet') })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: pseudoText('Connect wallet') });
  await dialog.getByRole('tab', { name: pseudoText('Development accounts') }).click();
  await dialog
    .getByRole('button', { name: pseudoText('Use {{name}}').replace('{{name}}', 'Alice') })
    .waitFor();
  expect(await untranslated(page)).toEqual([]);
  await dialog.getByRole('button', { name: pseudoText('Use {{name}}').replace('{{name}}', 'Alice') }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * A fresh tab in the pseudo-locale on the suite's node, with `stored` written to local storage first; `base` is
 * the web server (default the suite's, which has no API), `prepare` runs on the context before the first load.
 */
async function openPseudo(
  path: string,
  stored: Record<string, string> = {},
  base = suite.app.url,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<Page> {
  const context = await freshContext(suite.browser);
  await prepare?.(context);
  await context.addInitScript(
    ([endpoint, entries]) => {
      localStorage.setItem('lumi-pseudo-locale', 'on');
      if (!localStorage.getItem('node-endpoint')) localStorage.setItem('node-endpoint', endpoint);
      for (const [key, value] of Object.entries(entries)) {
        if (!localStorage.getItem(key)) localStorage.setItem(key, value);
      }
    },
    [suite.chain.node.wsUrl, stored] as const,
  );
  const page = await context.newPage();
  await page.goto(new URL(path, base).href);
  await page.waitForFunction(() => document.documentElement.lang === 'en-XA');
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
    await connected(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await untranslated(page)).toEqual([]);
    await page.context().close();
  });

  it('on Portfolio, before and after connecting a wallet (the Connect wallet dialog too)', async () => {
    const page = await openPseudo('/dapp');
    await connected(page);
    expect(await untranslated(page)).toEqual([]);
    await connectAlice(page);
    await page.getByTestId('portfolio-total').waitFor();
    await page
      .getByRole('heading', { name: pseudoText('Liquidity position') })
      .or(page.getByText(pseudoText('Liquidity position')))
      .first()
      .waitFor();
    expect(await untranslated(page)).toEqual([]);
    await page.context().close();
  });

  it('on Contacts (a contact, an import refused) and Receive', async () => {
    const page = await openPseudo('/dapp/contacts');
    await connected(page);
    await connectAlice(page);
    // A label of capitals: contact labels are the user's words, not the app's.
    await page.evaluate(
      (address) =>
        localStorage.setItem('lumi-contacts', JSON.stringify([{ label: 'ABC', address, addedAt: 0 }])),
      suite.chain.bob.address,
    );
    await page.reload();
    await connected(page);
    await page.getByRole('table').waitFor();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'contacts.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify([{ label: 'XYZ', address: '5Grwva' }])),
    });
    await page.getByTestId('import-problems').waitFor();
    expect(await untranslated(page)).toEqual([]);
    await page
      .getByRole('navigation', { name: pseudoText('App sections') })
      .getByRole('link', { name: pseudoText('Receive') })
      .click();
    await page.getByRole('img', { name: /^⟦/u }).waitFor();
    expect(await untranslated(page)).toEqual([]);
    await page.context().close();
  });

  it('on Swap: the form with a quote, a parse error, and the review dialog', async () => {
    const page = await openPseudo('/dapp/swap');
    await connected(page);
    await connectAlice(page);
    const pay = page.getByRole('textbox', { name: pseudoText('You pay') });
    await pay.fill('1,5,');
    await page.getByRole('button', { name: pseudoText('Enter a valid amount') }).waitFor();
    expect(await untranslated(page)).toEqual([]);
    await pay.fill('1');
    await page.getByTestId('network-fee').filter({ hasText: /\d/u }).waitFor();
    const review = page.getByRole('button', { name: pseudoText('Swap'), exact: true });
    await expect.poll(() => review.isEnabled(), { timeout: 60_000 }).toBe(true);
    expect(await untranslated(page)).toEqual([]);
    await review.click();
    const dialog = page.getByRole('dialog', { name: pseudoText('Review swap') });
    await dialog.getByTestId('review-network-fee').waitFor();
    expect(await untranslated(page)).toEqual([]);
    await page.context().close();
  });

  it('on every /dapp page without a wallet, and the 404 and identicon pages', async () => {
    const page = await openPseudo('/dapp');
    await connected(page);
    expect(await visitDappPages(page)).toEqual([]);
    await page.goto(new URL('/0404', suite.app.url).href);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await untranslated(page)).toEqual([]);
    await page.goto(new URL('/polkadot-identicon', suite.app.url).href);
    // The page's heading has an accessible name but no visible text: wait for it to be attached.
    await page.getByRole('heading', { level: 1 }).waitFor({ state: 'attached' });
    expect(await untranslated(page)).toEqual([]);
    await page.context().close();
  });

  it('on every /dapp page with a development wallet (Admin as the sudo account), and the Send and Liquidity reviews', async () => {
    const page = await openPseudo('/dapp');
    await connected(page);
    await connectAlice(page);
    expect(
      await visitDappPages(page, {
        '/dapp/admin': (p) => p.getByRole('textbox', { name: pseudoText('New swap fee (%)') }),
      }),
    ).toEqual([]);

    await page
      .getByRole('link', { name: pseudoText('Send'), exact: true })
      .first()
      .click();
    await page.getByRole('textbox', { name: pseudoText('Recipient') }).fill(BOB);
    await page.getByRole('textbox', { name: pseudoText('Amount') }).fill('1');
    const send = page.getByRole('button', { name: pseudoText('Send'), exact: true });
    await expect.poll(() => send.isEnabled(), { timeout: 60_000 }).toBe(true);
    expect(await untranslated(page)).toEqual([]);
    await send.click();
    const sendReview = page.getByRole('dialog', { name: pseudoText('Review transfer') });
    await sendReview.getByTestId('review-amount').waitFor();
    expect(await untranslated(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await sendReview.waitFor({ state: 'detached' });

    await page
      .getByRole('link', { name: pseudoText('Liquidity'), exact: true })
      .first()
      .click();
    await page
      .getByRole('textbox', { name: pseudoText('{{token}} to deposit').replace('{{token}}', 'LUMI') })
      .fill('1');
    await page.getByTestId('lp-minted').waitFor();
    const add = page.getByRole('button', { name: pseudoText('Add liquidity'), exact: true });
    await expect.poll(() => add.isEnabled(), { timeout: 60_000 }).toBe(true);
    expect(await untranslated(page)).toEqual([]);
    await add.click();
    const deposit = page.getByRole('dialog', { name: pseudoText('Review deposit') });
    await deposit.waitFor();
    expect(await untranslated(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await deposit.waitFor({ state: 'detached' });

    await page
      .getByRole('link', { name: pseudoText('Admin'), exact: true })
      .first()
      .click();
    await page.getByRole('textbox', { name: pseudoText('New swap fee (%)') }).fill('1');
    await page.getByRole('button', { name: pseudoText('Change fee'), exact: true }).click();
    await page.getByRole('dialog', { name: pseudoText('Change the swap fee') }).waitFor();
    expect(await untranslated(page)).toEqual([]);
    await page.context().close();
  });

  it("on a local account's Unlock dialog (a wrong password) and the stored entries it cannot use", async () => {
    // A geth keystore Lumi keeps but cannot use, and Dave's polkadot.js keystore, locked by its password.
    const geth = JSON.stringify({
      address: '008aeeda4d805471df9b2a5b0f38a0c3bcba786b',
      crypto: {},
      version: 3,
    });
    const dave = JSON.stringify(
      new Keyring({ type: 'sr25519', ss58Format: 42 })
        .addFromUri('//Dave', { name: 'Dave' })
        .toJson('dave-pass'),
    );
    const page = await openPseudo('/dapp', { 'lumi-wallet-keystore': `[${geth},${dave}]` });
    await connected(page);
    await page
      .getByRole('button', { name: pseudoText('Connect wallet') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: pseudoText('Connect wallet') });
    await dialog.getByRole('tab', { name: pseudoText('Lumi account') }).click();
    await dialog.getByRole('region', { name: pseudoText('Not usable here') }).waitFor();
    // The unusable entry is labelled by its (shortened) address: data, not the app's words.
    expect((await untranslated(page)).filter((text) => text !== '008aee…786b')).toEqual([]);
    await dialog
      .getByRole('button', { name: pseudoText('Use {{name}}').replace('{{name}}', 'Dave') })
      .click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /Dave/u }).click();
    await page.getByRole('menuitem', { name: pseudoText('Unlock…') }).click();
    const unlock = page.getByRole('dialog', {
      name: pseudoText('Unlock {{name}}').replace('{{name}}', 'Dave'),
    });
    await unlock.getByLabel(pseudoText('Password'), { exact: true }).fill('wrong horse');
    await unlock.getByRole('button', { name: pseudoText('Unlock'), exact: true }).click();
    await unlock.getByRole('alert').waitFor();
    expect(await untranslated(page)).toEqual([]);
    await page.context().close();
  });

  it('in the create and import account flows', async () => {
    const page = await openPseudo('/dapp');
    await connected(page);
    const openLocal = async () => {
      await page
        .getByRole('button', { name: pseudoText('Connect wallet') })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: pseudoText('Connect wallet') });
      await dialog.getByRole('tab', { name: pseudoText('Lumi account') }).click();
      return dialog;
    };
    let dialog = await openLocal();
    await dialog.getByRole('button', { name: pseudoText('Create account') }).click();
    await dialog.getByRole('textbox').first().fill('Test');
    await dialog.locator('input[type="password"]').first().fill('short');
    await dialog.locator('input[type="password"]').nth(1).fill('short');
    await dialog.getByRole('button', { name: pseudoText('Continue') }).click();
    await dialog.getByRole('alert').waitFor();
    expect(await untranslated(page)).toEqual([]);
    await dialog.locator('input[type="password"]').first().fill('a long password');
    await dialog.locator('input[type="password"]').nth(1).fill('a long password');
    await dialog.getByRole('button', { name: pseudoText('Continue') }).click();
    const wrote = dialog.getByRole('button', { name: pseudoText('I wrote it down') });
    await wrote.waitFor();
    expect(await untranslated(page)).toEqual([]);
    await wrote.click();
    await dialog.getByRole('button', { name: pseudoText('Create account') }).waitFor();
    expect(await untranslated(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    dialog = await openLocal();
    await dialog.getByRole('button', { name: pseudoText('Import account') }).click();
    await dialog.getByRole('textbox', { name: pseudoText('Recovery phrase'), exact: true }).waitFor();
    expect(await untranslated(page)).toEqual([]);
    await dialog.getByText(pseudoText('JSON file'), { exact: true }).click();
    await dialog.getByRole('button', { name: pseudoText('Choose JSON file') }).waitFor();
    expect(await untranslated(page)).toEqual([]);
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

/** The API's history and pool-stats reads answer 500 with English, as a failing API (or proxy) would. */
async function failApiReads(context: BrowserContext): Promise<void> {
  const english = JSON.stringify({
    error: 'internal',
    message: 'The API failed to answer; the error was logged.',
  });
  for (const pattern of ['**/api/forex/*/history?*', '**/api/pools/*/stats?*']) {
    await context.route(pattern, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: english }),
    );
  }
}

describe('pseudo-locale with the Lumi API: explorer, faucet, failed API reads', () => {
  const stack = useApiStack(suite, ['--forex-source', 'off', '--faucet-suri', '//Ferdie']);
  // The faucet's grant comes first: with instant sealing its blocks are the ones the explorer then shows.

  it('on the faucet result (a grant, then a refusal)', async () => {
    const page = await openPseudo('/dapp/activity', {}, stack.app.url);
    await connected(page);
    await connectAlice(page);
    const button = page.getByRole('button', { name: pseudoText('Get test tokens') });
    await button.click();
    const result = page.getByTestId('faucet-result');
    await result.filter({ hasText: /#\d/u }).waitFor({ timeout: 60_000 });
    expect(await untranslated(page)).toEqual([]);
    await button.click();
    await result.filter({ hasText: pseudoText(en.faucet.refusal.addressLimit) }).waitFor({ timeout: 60_000 });
    expect(await untranslated(page)).toEqual([]);
    await page.context().close();
  });

  it('on the explorer: search, a block, an extrinsic, an account with its history, a missing block', async () => {
    const alice = suite.chain.alice.address;
    const page = await openPseudo('/dapp/explorer', {}, stack.app.url);
    await connected(page);
    const found: string[] = [];
    const visit = async (path: string, ready: Locator) => {
      if (path !== '/dapp/explorer') await page.goto(new URL(path, stack.app.url).href);
      await ready.first().waitFor();
      found.push(...(await untranslated(page)).map((t) => `${path}: ${t}`));
    };
    await visit(
      '/dapp/explorer',
      page.getByRole('textbox', { name: pseudoText('Search blocks and accounts') }),
    );
    await visit('/dapp/explorer/block/1', page.locator('[data-extrinsic="1-0"]'));
    await visit(
      '/dapp/explorer/extrinsic/1-0',
      page.getByRole('table', { name: pseudoText('Extrinsic details') }),
    );
    await visit(`/dapp/explorer/account/${alice}`, page.getByTestId('explorer-history'));
    await visit('/dapp/explorer/block/99999999', page.getByTestId('explorer-notFound'));
    expect(found).toEqual([]);
    await page.context().close();
  });

  it('on the forex history and pool statistics when the API fails: catalogue words, no English', async () => {
    const said = (sentence: string, reason: string) => sentence.replace('{{error}}', reason);
    const page = await openPseudo('/dapp/forex', {}, stack.app.url, failApiReads);
    await connected(page);
    const history = page.getByTestId('forex-history-failed');
    await expect
      .poll(() => history.innerText(), { timeout: 60_000 })
      .toBe(said(pseudoText(en.forex.history.failed), pseudoText(en.errors.serverError)));
    expect(await untranslated(page)).toEqual([]);
    await page
      .getByRole('link', { name: pseudoText('Liquidity'), exact: true })
      .first()
      .click();
    const stats = page.getByTestId('pool-stats-failed');
    await expect
      .poll(() => stats.innerText(), { timeout: 60_000 })
      .toBe(said(pseudoText(en.liquidity.stats.failed), pseudoText(en.errors.serverError)));
    expect(await untranslated(page)).toEqual([]);
    await page.context().close();

    // The same failures in Filipino read the Filipino catalogue, with no English from the API.
    const context = await freshContext(suite.browser);
    await failApiReads(context);
    await context.addInitScript((endpoint) => {
      localStorage.setItem('lumi-language', 'fil');
      localStorage.setItem('node-endpoint', endpoint);
    }, suite.chain.node.wsUrl);
    const filipino = await context.newPage();
    await filipino.goto(new URL('/dapp/forex', stack.app.url).href);
    await expect
      .poll(() => filipino.getByTestId('forex-history-failed').innerText(), { timeout: 60_000 })
      .toBe(said(fil.forex.history.failed, fil.errors.serverError));
    await filipino.goto(new URL('/dapp/liquidity', stack.app.url).href);
    await expect
      .poll(() => filipino.getByTestId('pool-stats-failed').innerText(), { timeout: 60_000 })
      .toBe(said(fil.liquidity.stats.failed, fil.errors.serverError));
    await context.close();
  });
});
