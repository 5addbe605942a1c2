import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatTokenAmount } from '../../src/shared/format/index.ts';
import { chainBalances, submit } from '../chain/devChain.ts';
import { connectDevAccount, useDappSuite } from './harness.ts';

const suite = useDappSuite();

/** The full-precision amount the app shows for a token's field (the cell's title). */
function cell(page: Page, token: string, field: string) {
  return page.locator(`tr[data-token="${token}"] td[data-field="${field}"] span[title]`);
}

const exact = (amount: bigint, decimals: number) =>
  formatTokenAmount(amount, decimals, { maximumFractionDigits: decimals });

describe('portfolio against a dev chain', () => {
  it('shows the connection, loads the DEX configuration and shows a dev account’s balances as the chain has them', async () => {
    const page = await suite.open('/dapp');

    // The DEX configuration was written through the configuration entity.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('swap-fees')), { timeout: 30_000 })
      .toBe('3');
    expect(await page.evaluate(() => localStorage.getItem('phpu-contract-address'))).toBe('1');
    expect(await page.evaluate(() => localStorage.getItem('lumi-contract-address'))).toBe('native');
    const forex = JSON.parse((await page.evaluate(() => localStorage.getItem('forex-updates'))) ?? '{}') as {
      rates: Record<string, string>;
    };
    expect(forex.rates.PHP).toBe('58500000000000000000');

    await connectDevAccount(page, 'Alice');
    expect(await page.evaluate(() => localStorage.getItem('wallet-keypair'))).toBe(suite.chain.alice.address);

    const onChain = await chainBalances(suite.chain.api, suite.chain.alice.address);
    await expect
      .poll(() => cell(page, 'LUMI', 'free').getAttribute('title'))
      .toBe(exact(onChain.lumi.free, 12));
    await expect(cell(page, 'LUMI', 'reserved').getAttribute('title')).resolves.toBe(
      exact(onChain.lumi.reserved, 12),
    );
    await expect(cell(page, 'PHPU', 'free').getAttribute('title')).resolves.toBe(exact(onChain.phpu, 6));
    await expect(cell(page, 'LPHPU', 'free').getAttribute('title')).resolves.toBe(exact(onChain.lphpu, 9));
    await page.context().close();
  });

  it('updates the balances in the block they change', async () => {
    const page = await suite.openAs('Bob', '/dapp');
    const before = await chainBalances(suite.chain.api, suite.chain.bob.address);
    await expect.poll(() => cell(page, 'PHPU', 'free').getAttribute('title')).toBe(exact(before.phpu, 6));

    // Alice sends Bob 12.5 PHPU; the page must show the chain's new balance without a reload.
    await submit(
      suite.chain.api,
      suite.chain.alice,
      'assets',
      'transfer',
      1,
      suite.chain.bob.address,
      12_500_000n,
    );
    const after = await chainBalances(suite.chain.api, suite.chain.bob.address);
    expect(after.phpu).toBe(before.phpu + 12_500_000n);
    await expect.poll(() => cell(page, 'PHPU', 'free').getAttribute('title')).toBe(exact(after.phpu, 6));
    await page.context().close();
  });
});
