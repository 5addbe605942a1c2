import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LUMI, PHPU, type AssetInfo } from '@lumi/chain';
import {
  formatExact,
  formatTokenAmount,
  parseTokenAmount,
  toDecimalString,
} from '../../src/shared/format/index.ts';
import { chainBalances } from '../chain/devChain.ts';
import { useDappSuite, waitFinalized } from './harness.ts';

const suite = useDappSuite();

const amountOf = (text: string, token: AssetInfo) => {
  const parsed = parseTokenAmount(text, token);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
  return parsed.value;
};

async function nonceOf(address: string): Promise<number> {
  const account = (await suite.chain.api.query.system!.account!(address)).toJSON() as { nonce: number };
  return account.nonce;
}

async function confirmAndWaitForFinality(page: Page): Promise<void> {
  const review = page.getByRole('dialog', { name: 'Review swap' });
  // A double click must not send twice.
  await review.getByRole('button', { name: 'Confirm swap' }).dblclick();
  await waitFinalized(review);
  await review.getByRole('button', { name: 'Done' }).click();
}

describe('swap against a dev chain', () => {
  it('swaps LUMI → PHPU exact-in: the chain pays exactly the quote, once, and the page shows the new balances', async () => {
    const page = await suite.openAs('Charlie', '/dapp/swap');
    const address = suite.chain.keyring.addFromUri('//Charlie').address;
    const before = await chainBalances(suite.chain.api, address);
    const nonce = await nonceOf(address);

    await page.getByRole('textbox', { name: 'You pay' }).fill('25');
    const receive = page.getByRole('textbox', { name: 'You receive' });
    await expect.poll(() => receive.inputValue()).not.toBe('');
    const quoted = amountOf(await receive.inputValue(), PHPU);
    await page.getByText('Slippage tolerance', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    await confirmAndWaitForFinality(page);

    const after = await chainBalances(suite.chain.api, address);
    expect(after.phpu - before.phpu).toBe(quoted);
    expect(await nonceOf(address)).toBe(nonce + 1);
    // LUMI paid: 25 plus the network fee, nothing else.
    expect(before.lumi.free - after.lumi.free).toBeGreaterThan(25n * 10n ** 12n);
    expect(before.lumi.free - after.lumi.free).toBeLessThan(26n * 10n ** 12n);

    await page
      .getByRole('navigation', { name: 'App sections' })
      .getByRole('link', { name: 'Portfolio' })
      .click();
    const cell = (token: string) =>
      page.locator(`tr[data-token="${token}"] td[data-field="free"] span[title]`);
    await expect
      .poll(() => cell('PHPU').getAttribute('title'))
      .toBe(formatTokenAmount(after.phpu, 6, { maximumFractionDigits: 6 }));
    await expect
      .poll(() => cell('LUMI').getAttribute('title'))
      .toBe(formatTokenAmount(after.lumi.free, 12, { maximumFractionDigits: 12 }));
    await page.context().close();
  });

  it('swaps PHPU → LUMI exact-out: receives exactly the amount asked, pays exactly the quoted PHPU', async () => {
    const page = await suite.openAs('Dave', '/dapp/swap');
    const address = suite.chain.keyring.addFromUri('//Dave').address;
    const before = await chainBalances(suite.chain.api, address);

    await page.getByRole('button', { name: /^Switch direction/u }).click();
    await page.getByRole('textbox', { name: 'You receive' }).fill('3');
    const pay = page.getByRole('textbox', { name: 'You pay' });
    await expect.poll(() => pay.inputValue()).not.toBe('');
    const quotedIn = amountOf(await pay.inputValue(), PHPU);
    await page.getByTestId('maximum-sold').waitFor();
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    await confirmAndWaitForFinality(page);

    const after = await chainBalances(suite.chain.api, address);
    expect(before.phpu - after.phpu).toBe(quotedIn);
    // Exactly 3 LUMI arrived; the network fee was paid from the same balance.
    const fee = 3n * 10n ** 12n - (after.lumi.free - before.lumi.free);
    expect(fee).toBeGreaterThan(0n);
    expect(fee).toBeLessThan(10n ** 12n);
    await page.context().close();
  });

  it('refuses to swap more than the balance and explains why', async () => {
    const page = await suite.openAs('Eve', '/dapp/swap');
    await page.getByRole('textbox', { name: 'You pay' }).fill('999999999');
    await page.getByRole('button', { name: /^(Insufficient LUMI balance|Not enough liquidity)$/u }).waitFor();
    await page.getByRole('textbox', { name: 'You pay' }).fill('1.0000000000001');
    await page.getByText('LUMI has 12 decimals: enter at most 12 digits after the point.').waitFor();
    await page.context().close();
  });

  it('reads "1,5" in the en-US app as a mistake, not as 15: the error says how to write it and nothing can be reviewed', async () => {
    const page = await suite.openAs('Eve', '/dapp/swap');
    const pay = page.getByRole('textbox', { name: 'You pay' });
    await pay.fill('1,5');
    await page.getByText('Use a point for decimals: 1.5.', { exact: true }).waitFor();
    await expect(pay.getAttribute('aria-invalid')).resolves.toBe('true');
    const action = page.getByRole('button', { name: 'Enter a valid amount' });
    await expect(action.isDisabled()).resolves.toBe(true);
    // No quote was made from a misread amount.
    await expect(page.getByRole('textbox', { name: 'You receive' }).inputValue()).resolves.toBe('');
    await expect(page.getByTestId('price-impact').count()).resolves.toBe(0);

    await pay.fill('1.000,5');
    await page.getByText('Use a point for decimals: 1,000.5.', { exact: true }).waitFor();
    await expect(action.isDisabled()).resolves.toBe(true);
    // Written the en-US way, the same amount is quoted.
    await pay.fill('1,000.5');
    await page.getByTestId('price-impact').waitFor();
    await page.getByRole('button', { name: 'Swap', exact: true }).waitFor();
    await page.context().close();
  });

  it('reviews and reports exact amounts: every digit of 12.345678 LUMI and 99.999998 PHPU, the swap fee in the input token', async () => {
    const page = await suite.openAs('Ferdie', '/dapp/swap');
    const ferdie = suite.chain.keyring.addFromUri('//Ferdie').address;

    // Exact out: the review shows the 99.999998 PHPU asked for, not a rounded 100.
    await page.getByRole('textbox', { name: 'You receive' }).fill('99.999998');
    const pay = page.getByRole('textbox', { name: 'You pay' });
    await expect.poll(() => pay.inputValue()).not.toBe('');
    await page.getByTestId('network-fee').filter({ hasText: 'LUMI' }).waitFor();
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    let review = page.getByRole('dialog', { name: 'Review swap' });
    await expect(review.getByTestId('review-receive').innerText()).resolves.toBe('99.999998\u00a0PHPU');
    const maxIn = amountOf(await pay.inputValue(), LUMI);
    await expect(review.getByTestId('review-pay').innerText()).resolves.toBe(`≈ ${formatExact(maxIn, LUMI)}`);
    await review.getByRole('button', { name: 'Cancel' }).click();
    await review.waitFor({ state: 'detached' });

    // Exact in: 12.345678 LUMI, reviewed and reported with every digit.
    await pay.fill('12.345678');
    await page.getByTestId('network-fee').filter({ hasText: 'LUMI' }).waitFor();
    const before = await chainBalances(suite.chain.api, ferdie);
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    review = page.getByRole('dialog', { name: 'Review swap' });
    await expect(review.getByTestId('review-pay').innerText()).resolves.toBe('12.345678\u00a0LUMI');
    // The pool keeps 0.3 % of the input: 12.345678 × 0.003 = 0.037037034 LUMI.
    await expect(review.getByTestId('review-swap-fee').innerText()).resolves.toBe(
      '0.037037034\u00a0LUMI (0.3 %)',
    );
    await expect(review.getByTestId('review-limit').innerText()).resolves.toMatch(/^[\d,.]+\u00a0PHPU$/u);
    await expect(review.getByTestId('review-price-impact').innerText()).resolves.toMatch(/^[\d.]+ %$/u);
    await expect(review.getByTestId('review-network-fee').innerText()).resolves.toMatch(
      /^≈ 0\.\d+\u00a0LUMI$/u,
    );
    await review.getByRole('button', { name: 'Confirm swap' }).click();
    await waitFinalized(review);
    const after = await chainBalances(suite.chain.api, ferdie);
    const received = after.phpu - before.phpu;
    const toast = page.getByRole('region', { name: 'Transactions' });
    await toast.getByText(`Swap 12.345678\u00a0LUMI for PHPU`).waitFor();
    await toast
      .getByText(`Swapped 12.345678\u00a0LUMI for ${formatExact(received, PHPU)}.`, { exact: false })
      .waitFor();
    await page.context().close();
  });

  it('blocks a swap above 15 % price impact, asks to confirm one above 5 % with the loss in dollars, and caps Max', async () => {
    const page = await suite.openAs('Ferdie', '/dapp/swap');
    const pay = page.getByRole('textbox', { name: 'You pay' });
    const impactWarning = page.locator('[data-warning="price-impact"]');

    // About 23 % of the pool's LUMI: blocked, with the reason and how to lift it.
    await pay.fill('3000');
    const blocked = page.getByRole('button', { name: 'Price impact too high' });
    await blocked.waitFor();
    expect(await blocked.isDisabled()).toBe(true);
    await expect(impactWarning.innerText()).resolves.toMatch(
      /above the 15 % limit, so this swap is blocked/u,
    );

    // Max proposes the largest swap under the block threshold, never past it.
    await page.getByRole('button', { name: 'Use the maximum LUMI' }).click();
    await expect.poll(() => page.getByTestId('price-impact').getAttribute('data-severity')).toBe('confirm');
    const impact = await page.getByTestId('price-impact').innerText();
    expect(Number.parseFloat(impact)).toBeLessThanOrEqual(15);
    expect(Number.parseFloat(impact)).toBeGreaterThan(14.9);

    // About 9 %: a warning, and the review needs an explicit confirmation naming the loss in USD.
    await pay.fill('1000');
    await expect.poll(() => impactWarning.innerText()).toMatch(/^High price impact/u);
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Review swap' });
    const confirm = review.getByRole('button', { name: 'Confirm swap' });
    // The checkbox's name carries the loss, valued with the on-chain forex rates.
    const accept = review.getByRole('checkbox', {
      name: /^I accept a price impact of [\d.]+ %: I lose about \$[\d,.]+ of value on this swap\.$/u,
    });
    await accept.waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    await accept.check();
    await expect.poll(() => confirm.isDisabled()).toBe(false);
    await accept.uncheck();
    await expect.poll(() => confirm.isDisabled()).toBe(true);
    await review.getByRole('button', { name: 'Cancel' }).click();

    // Expert mode (Settings) lifts the block to a confirmation.
    await page
      .getByRole('navigation', { name: 'App sections' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.getByRole('switch', { name: 'Expert mode' }).check();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('expert-mode'))).toBe('true');
    await page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'Swap' }).click();
    await page.getByRole('textbox', { name: 'You pay' }).fill('3000');
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Review swap' })
      .getByRole('checkbox', { name: /I accept/u })
      .waitFor();
    await page.context().close();
  });

  it('cannot sign a swap of the whole LUMI balance: the dry run says why and what to keep', async () => {
    const page = await suite.openAs('Alice', '/dapp/settings');
    const alice = suite.chain.alice.address;
    // Expert mode, so the price impact does not block it first: the chain's refusal is what is shown.
    await page.getByRole('switch', { name: 'Expert mode' }).check();
    await page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'Swap' }).click();
    const { lumi } = await chainBalances(suite.chain.api, alice);
    const nonce = await nonceOf(alice);
    const ed = BigInt(
      (suite.chain.api.consts.balances!.existentialDeposit as unknown as { toString(): string }).toString(),
    );
    await page.getByRole('textbox', { name: 'You pay' }).fill(toDecimalString(lumi.free - lumi.frozen, 12));

    const button = page.getByRole('button', { name: 'Swap would fail' });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    const reason = page.getByRole('alert').filter({ hasText: 'This transaction would fail' });
    await expect(reason.getAttribute('data-error-code')).resolves.toBe('Token.NotExpendable');
    await expect(reason.innerText()).resolves.toContain(
      `Keep at least ${formatTokenAmount(ed, 12, { symbol: 'LUMI', maximumFractionDigits: 12 })}: the chain closes accounts below it.`,
    );
    expect(await nonceOf(alice)).toBe(nonce);
    await page.context().close();
  });
});
