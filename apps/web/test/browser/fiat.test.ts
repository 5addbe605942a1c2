// Fiat values beside amounts, against a real dev node and the real API (indexer on, forex feeder off so the
// test alone feeds the Oracle): the amount fields as they are typed, the reviews, the toast, Activity rows and
// the pool card, in USD and then PHP; the rate's age, and the warnings for a stale rate and for PHPU off its peg.
// PHPU amounts make the expected values exact: 1 PHPU is 1 PHP, and 1/<PHP per USD> USD.
import { stringToHex } from '@polkadot/util';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submit } from '../chain/devChain.ts';
import { useApiStack, useDappSuite, waitFinalized } from './harness.ts';

const suite = useDappSuite();
const stack = useApiStack(suite, ['--forex-source', 'off']);

/** The dev presets' oracle member feeds 1 USD = `php` PHP. */
const feedPhp = (php: bigint) =>
  submit(suite.chain.api, suite.chain.keyring.addFromUri('//Forex'), 'oracle', 'feedValues', [
    [stringToHex('PHP'), php],
  ]);
const E18 = 10n ** 18n;

/** The visible fiat values under `scope`, e.g. ["≈ $2.00"], NBSP written as a space. */
const fiatTexts = (page: Page, scope: string) =>
  page
    .locator(`${scope} [data-fiat] [aria-hidden="true"]`)
    .allInnerTexts()
    .then((texts) => texts.map((t) => t.replaceAll('\u00a0', ' ')));

async function goTo(page: Page, section: string): Promise<void> {
  await page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: section }).click();
}

async function chooseCurrency(page: Page, code: 'USD' | 'PHP'): Promise<void> {
  await goTo(page, 'Portfolio');
  await page.getByRole('radiogroup', { name: 'Display currency' }).getByText(code, { exact: true }).click();
}

describe('fiat values beside amounts', () => {
  it('values typed amounts, reviews, the toast, Activity and the pool in USD and PHP, and warns on a stale rate and an off-peg pool', async () => {
    const page = await suite.openAs('Alice', '/dapp/send', { appUrl: stack.app.url });
    const note = page.getByTestId('fiat-rate-note');

    // Genesis rates were never fed: the note says so and warns that values may be out of date.
    await page.getByText('PHPU', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('117');
    await expect.poll(() => fiatTexts(page, '.dapp-page')).toEqual(['≈ $2.00']);
    // The accessible name says "about", not a symbol.
    await expect(page.locator('.dapp-page [data-fiat]').first().textContent()).resolves.toContain(
      'about $2.00',
    );
    await expect(note.locator('[data-field="rate-age"]').innerText()).resolves.toBe(
      'Rate from genesis: no oracle member has fed it yet',
    );
    await expect
      .poll(() => note.locator('[data-fiat-warning="stale"]').innerText())
      .toMatch(
        /^Fiat values may be out of date: the PHP rate is stale\. No oracle member has fed PHP since genesis/u,
      );

    // A member feeds the genesis rate again: the warning goes, the age shows, the value stays.
    await feedPhp(58_500_000_000_000_000_000n);
    await expect.poll(() => note.locator('[data-fiat-warning]').count()).toBe(0);
    await expect(note.locator('[data-field="rate-age"]').innerText()).resolves.toMatch(
      /^Rate from (now|\d+ seconds? ago)$/u,
    );
    expect(await fiatTexts(page, '.dapp-page')).toEqual(['≈ $2.00']);

    // The review values the amount and the toast reports it.
    await page.getByRole('textbox', { name: 'Recipient' }).fill(suite.chain.bob.address);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Review transfer' });
    await expect.poll(() => fiatTexts(page, '[role="dialog"] [data-testid="fiat-row"]')).toEqual(['≈ $2.00']);
    await expect(review.getByTestId('fiat-row').locator('dt').innerText()).resolves.toBe('Value in USD');
    await review.getByTestId('fiat-rate-note').waitFor();
    await review.getByRole('button', { name: 'Confirm send' }).click();
    await waitFinalized(review);
    await page
      .getByRole('region', { name: 'Transactions' })
      .getByText('Worth about $2.00.', { exact: false })
      .first()
      .waitFor();
    await review.getByRole('button', { name: 'Done' }).click();

    // PHP as display currency: 117 PHPU is ₱117.00, as typed and in Activity.
    await chooseCurrency(page, 'PHP');
    await goTo(page, 'Send');
    await page.getByText('PHPU', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('117');
    await expect.poll(() => fiatTexts(page, '.dapp-page')).toEqual(['≈ ₱117.00']);

    await goTo(page, 'Activity');
    const sent = page.locator('.activity-row[data-type="transfer"]').filter({ hasText: '117\u00a0PHPU' });
    await expect
      .poll(() => fiatTexts(page, '.activity-row[data-type="transfer"]'), { timeout: 30_000 })
      .toContain('≈ ₱117.00');
    await expect(sent.locator('[data-fiat="PHP"]').count()).resolves.toBe(1);
    // The fee row is valued too (LUMI at the pool price).
    await expect
      .poll(() => fiatTexts(page, '.activity-row[data-type="fee"]'))
      .toEqual(expect.arrayContaining([expect.stringMatching(/^≈ (<)?₱\d/u)]));
    await page.getByTestId('fiat-rate-note').waitFor();

    // The pool card values both reserves; its PHPU reserve in pesos is its PHPU amount.
    await goTo(page, 'Liquidity');
    const reserves = await page.getByTestId('pool-reserves').innerText();
    const phpuReserve = Number(/· ([\d,.]+)\u00a0PHPU/u.exec(reserves)![1]!.replaceAll(',', ''));
    const pesos = `≈ ₱${phpuReserve.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect.poll(async () => (await fiatTexts(page, '[aria-labelledby="pool-title"]'))[1]).toBe(pesos);

    // Back to USD: the same place changes currency.
    await chooseCurrency(page, 'USD');
    await goTo(page, 'Liquidity');
    await expect
      .poll(async () =>
        (await fiatTexts(page, '[aria-labelledby="pool-title"]')).every((t) => t.startsWith('≈ $')),
      )
      .toBe(true);

    // The Oracle moves to 60 PHP per USD while the pool still prices PHPU at 58.5: off the peg by 2.56 %.
    await feedPhp(60n * E18);
    await page
      .locator('[aria-labelledby="pool-title"] [data-fiat-warning="off-peg"]')
      .filter({ hasText: 'PHPU trades 2.56 % above 1 PHP in the pool, more than 2 %' })
      .waitFor();

    // Swap: PHPU typed in "You pay" is valued as typed at the new rate (117 / 60 = $1.95), and in the review.
    await goTo(page, 'Swap');
    await page.getByRole('button', { name: /^Switch direction/u }).click();
    await page.getByRole('textbox', { name: 'You pay' }).fill('117');
    await expect.poll(async () => (await fiatTexts(page, '.swap-field'))[0]).toBe('≈ $1.95');
    await page.locator('.dapp-page [data-fiat-warning="off-peg"]').waitFor();
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    const swapReview = page.getByRole('dialog', { name: 'Review swap' });
    await expect
      .poll(async () => (await fiatTexts(page, '[role="dialog"] [data-testid="fiat-row"]'))[0])
      .toBe('≈ $1.95');
    await swapReview.locator('[data-fiat-warning="off-peg"]').waitFor();
    await page.context().close();
  });
});
