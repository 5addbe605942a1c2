import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatTokenAmount, parseTokenAmount } from '../../src/lib/format/index.ts';
import { chainBalances } from '../chain/devChain.ts';
import { useDappSuite, waitFinalized } from './harness.ts';

const suite = useDappSuite();

const amountOf = (text: string, decimals: number) => {
  const parsed = parseTokenAmount(text, decimals);
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
    const quoted = amountOf(await receive.inputValue(), 6);
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
    const quotedIn = amountOf(await pay.inputValue(), 6);
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
    await page.getByText('This token has 12 decimals: enter at most 12 digits after the point.').waitFor();
    await page.context().close();
  });
});
