// Fiat values beside amounts, against a real dev node and the real API (indexer on, forex feeder off so the
// test alone feeds the Oracle): the amount fields as they are typed, the reviews, the toast, Activity rows and
// the pool card, in USD and then PHP; the rate's age, and the warnings for a stale rate and for PHPU off its peg;
// Swap's minimum received and pool price, the pool card's price and share, the balance lines under Send's, Swap's
// and Add liquidity's fields, and Portfolio's LP position, to the cent.
// PHPU amounts make the expected values exact: 1 PHPU is 1 PHP, and 1/<PHP per USD> USD.
import { LPHPU, LUMI, PHPU, VALUE_DECIMALS, lpPosition, type AssetInfo } from '@lumi/chain';
import { stringToHex } from '@polkadot/util';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatFiatEstimate, parseTokenAmount } from '../../src/shared/format/index.ts';
import { chainBalances, submit } from '../chain/devChain.ts';
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

/** The visible fiat values inside `scope`, NBSP written as a space. */
const fiatIn = (scope: Locator) =>
  scope
    .locator('[data-fiat] [aria-hidden="true"]')
    .allInnerTexts()
    .then((texts) => texts.map((t) => t.replaceAll('\u00a0', ' ')));

/** The row (dd) that holds the element with `testId`, where its fiat value sits beside the amount. */
const rowOf = (scope: Page | Locator, testId: string) => scope.locator(`dd:has([data-testid="${testId}"])`);

interface Codec {
  toJSON(): unknown;
}
type Api = typeof suite.chain.api;
const runtime = (api: Api) =>
  api.call as unknown as Record<string, Record<string, (...args: unknown[]) => Promise<Codec>>>;
const storage = (api: Api) =>
  api.query as unknown as Record<string, Record<string, (...args: unknown[]) => Promise<Codec>>>;

/** The LUMI/PHPU pool as the chain holds it: reserves (AssetConversionApi) and the LP token's supply. */
async function pool(): Promise<{ lumi: bigint; phpu: bigint; lpSupply: bigint }> {
  const reserves = (
    await runtime(suite.chain.api).assetConversionApi!.getReserves!({ Native: null }, { WithId: 1 })
  ).toJSON() as [number | string, number | string];
  const lp = (await storage(suite.chain.api).poolAssets!.asset!(0)).toJSON() as { supply: number | string };
  return { lumi: BigInt(reserves[0]), phpu: BigInt(reserves[1]), lpSupply: BigInt(lp.supply) };
}

/**
 * USD values (VALUE_DECIMALS fixed point, floor) at `phpPerUsd` (18 decimals): PHPU is 1 PHP; LUMI is worth
 * the pool's PHPU per LUMI. Written out here, apart from the app's valuation, so the test checks it.
 */
const usdOfPhpu = (units: bigint, phpPerUsd: bigint) =>
  (units * 10n ** BigInt(VALUE_DECIMALS - PHPU.decimals) * E18) / phpPerUsd;
const usdOfLumi = (units: bigint, reserves: { lumi: bigint; phpu: bigint }, phpPerUsd: bigint) =>
  (units * reserves.phpu * 10n ** BigInt(VALUE_DECIMALS - PHPU.decimals) * E18) / (phpPerUsd * reserves.lumi);
const usdText = (value: bigint) =>
  formatFiatEstimate(value, VALUE_DECIMALS, { locale: 'en-US', currency: 'USD' }).replaceAll('\u00a0', ' ');
/** PHPU in pesos: 1 PHPU is 1 PHP whatever the rate. */
const phpTextOfPhpu = (units: bigint) =>
  formatFiatEstimate(units * 10n ** BigInt(VALUE_DECIMALS - PHPU.decimals), VALUE_DECIMALS, {
    locale: 'en-US',
    currency: 'PHP',
  }).replaceAll('\u00a0', ' ');
const GENESIS_RATE = 58_500_000_000_000_000_000n;

/** The PHPU amount Send shows as transferable, read from the line itself. */
const transferable = (page: Page) => unitsIn(page.getByText(/^Transferable: /u), PHPU, 'Transferable: ');

async function unitsIn(scope: Locator, token: AssetInfo, prefix = ''): Promise<bigint> {
  const text = (await scope.innerText())
    .replace(prefix, '')
    .replace(new RegExp(`\\s*${token.symbol}$`, 'u'), '');
  const parsed = parseTokenAmount(text, token);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
  return parsed.value;
}

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
    // The typed amount's value, then the transferable balance's under the field.
    await expect
      .poll(async () => fiatTexts(page, '.dapp-page'))
      .toEqual(['≈ $2.00', usdText(usdOfPhpu(await transferable(page), GENESIS_RATE))]);
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
    await feedPhp(GENESIS_RATE);
    await expect.poll(() => note.locator('[data-fiat-warning]').count()).toBe(0);
    await expect(note.locator('[data-field="rate-age"]').innerText()).resolves.toMatch(
      /^Rate from (now|\d+ seconds? ago)$/u,
    );
    expect(await fiatTexts(page, '.dapp-page')).toEqual([
      '≈ $2.00',
      usdText(usdOfPhpu(await transferable(page), GENESIS_RATE)),
    ]);

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
    // The Send form must have replaced Portfolio (whose table also says PHPU) before its token is picked.
    await page.getByRole('textbox', { name: 'Amount' }).waitFor();
    await page.getByText('PHPU', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('117');
    await expect
      .poll(async () => fiatTexts(page, '.dapp-page'))
      .toEqual(['≈ ₱117.00', phpTextOfPhpu(await transferable(page))]);

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
    // Its balance line is valued too: PHPU at the new rate, exactly.
    const payField = page.locator('.swap-field').first();
    await expect
      .poll(async () => fiatIn(payField))
      .toEqual([
        '≈ $1.95',
        usdText(usdOfPhpu(await unitsIn(payField.getByText(/^Balance: /u), PHPU, 'Balance: '), 60n * E18)),
      ]);
    await page.locator('.dapp-page [data-fiat-warning="off-peg"]').waitFor();
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    const swapReview = page.getByRole('dialog', { name: 'Review swap' });
    await expect
      .poll(async () => (await fiatTexts(page, '[role="dialog"] [data-testid="fiat-row"]'))[0])
      .toBe('≈ $1.95');
    await swapReview.locator('[data-fiat-warning="off-peg"]').waitFor();

    // The review's minimum received (LUMI) is valued at the pool's price and the new rate, exactly.
    const rate = 60n * E18;
    const onChain = await pool();
    const reviewMin = await unitsIn(swapReview.getByTestId('review-limit'), LUMI);
    await expect
      .poll(() => fiatIn(rowOf(swapReview, 'review-limit')))
      .toEqual([usdText(usdOfLumi(reviewMin, onChain, rate))]);
    await page.keyboard.press('Escape');
    await swapReview.waitFor({ state: 'hidden' });

    // The form: the minimum received and the pool's price, whose values are of one unit of each base token.
    const formMin = await unitsIn(page.getByTestId('minimum-received'), LUMI);
    await expect
      .poll(() => fiatIn(rowOf(page, 'minimum-received')))
      .toEqual([usdText(usdOfLumi(formMin, onChain, rate))]);
    const unitValues = [
      usdText(usdOfLumi(10n ** BigInt(LUMI.decimals), onChain, rate)),
      usdText(usdOfPhpu(10n ** BigInt(PHPU.decimals), rate)),
    ];
    expect(unitValues).toEqual(['≈ $0.98', '≈ $0.02']);
    await expect.poll(() => fiatIn(page.getByTestId('pool-price'))).toEqual(unitValues);

    // The pool card: the same price row, and Alice's share valued by what her LPHPU can be burnt for.
    await goTo(page, 'Liquidity');
    await expect.poll(() => fiatIn(page.getByTestId('pool-card-price'))).toEqual(unitValues);
    const alice = suite.chain.keyring.addFromUri('//Alice').address;
    const lp = (await chainBalances(suite.chain.api, alice)).lphpu;
    expect(lp).toBeGreaterThan(0n);
    const burnt = lpPosition(lp, {
      reserveLumi: onChain.lumi,
      reservePhpu: onChain.phpu,
      lpSupply: onChain.lpSupply,
    })!;
    await page.getByTestId('pool-share').filter({ hasText: LPHPU.symbol }).waitFor();
    await expect
      .poll(() => fiatIn(page.getByTestId('pool-share')))
      .toEqual([usdText(usdOfLumi(burnt.lumi, onChain, rate) + usdOfPhpu(burnt.phpu, rate))]);

    // Add liquidity's balance line under the PHPU field is valued beside the amount, exactly.
    const addCard = page.locator('[aria-labelledby="add-liquidity-title"]');
    const phpuLine = addCard.getByText(/^Balance: .*PHPU$/u);
    const phpuHeld = await unitsIn(phpuLine, PHPU, 'Balance: ');
    await expect
      .poll(() => fiatIn(phpuLine.locator('xpath=..')))
      .toEqual([usdText(usdOfPhpu(phpuHeld, rate))]);

    // Portfolio's LP position: each of the two tokens it can be burnt for, and its whole value, on the same path.
    await goTo(page, 'Portfolio');
    const lpCard = page.locator('[aria-labelledby="lp-position-title"]');
    await expect
      .poll(() => fiatIn(rowOf(lpCard, 'lp-lumi')))
      .toEqual([usdText(usdOfLumi(burnt.lumi, onChain, rate))]);
    await expect.poll(() => fiatIn(rowOf(lpCard, 'lp-phpu'))).toEqual([usdText(usdOfPhpu(burnt.phpu, rate))]);
    await expect
      .poll(() => fiatIn(lpCard.getByTestId('lp-value')))
      .toEqual([usdText(usdOfLumi(burnt.lumi, onChain, rate) + usdOfPhpu(burnt.phpu, rate))]);
    await page.context().close();
  }, 300_000);
});
