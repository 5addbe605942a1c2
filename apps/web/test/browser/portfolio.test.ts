import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatTokenAmount } from '../../src/shared/format/index.ts';
import { submit } from '../chain/devChain.ts';
import { DEX_CHAINS, type ChainFixture } from './chains.ts';
import { connectDevAccount, useChainSuite } from './harness.ts';

/** The full-precision amount the app shows for a token's field (the cell's title). */
function cell(page: Page, token: string, field: string) {
  return page.locator(`tr[data-token="${token}"] td[data-field="${field}"] span[title]`);
}

const exact = (amount: bigint, decimals: number) =>
  formatTokenAmount(amount, decimals, { maximumFractionDigits: decimals });

/**
 * What the configuration entity stores per chain: Lumi's PHPU id and PHP rate; the Asset-Hub-shaped chain has
 * no Assets PHPU (its PHPU is a foreign asset) and no Oracle, so neither is stored there.
 */
const STORED: Record<ChainFixture['id'], { phpuId: string | null; phpRate: string | undefined }> = {
  'lumi-dev': { phpuId: '1', phpRate: '58500000000000000000' },
  'asset-hub-dev': { phpuId: null, phpRate: undefined },
};

describe.each(DEX_CHAINS)('portfolio on $id', (chain) => {
  const suite = useChainSuite(chain);
  const { native } = chain;

  it('shows the connection, loads the DEX configuration and shows a dev account’s balances as the chain has them', async () => {
    const page = await suite.open('/dapp');

    // The DEX configuration was written through the configuration entity.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('swap-fees')), { timeout: 30_000 })
      .toBe('3');
    expect(await page.evaluate(() => localStorage.getItem('phpu-contract-address'))).toBe(
      STORED[chain.id].phpuId,
    );
    expect(await page.evaluate(() => localStorage.getItem('lumi-contract-address'))).toBe('native');
    const forex = JSON.parse((await page.evaluate(() => localStorage.getItem('forex-updates'))) ?? '{}') as {
      rates?: Record<string, string>;
    };
    expect(forex.rates?.PHP).toBe(STORED[chain.id].phpRate);

    await connectDevAccount(page, 'Alice');
    expect(await page.evaluate(() => localStorage.getItem('wallet-keypair'))).toBe(suite.chain.alice.address);

    const onChain = await chain.held(suite.chain.api, suite.chain.alice.address);
    await expect
      .poll(() => cell(page, native.symbol, 'free').getAttribute('title'))
      .toBe(exact(onChain.native.free, native.decimals));
    await expect(cell(page, native.symbol, 'reserved').getAttribute('title')).resolves.toBe(
      exact(onChain.native.reserved, native.decimals),
    );
    // PHPU is the pool's asset on Lumi; on the Asset-Hub-shaped chain USDT is, and PHPU a foreign asset.
    for (const [token, amount] of [
      [chain.asset, onChain.asset],
      [chain.phpu, onChain.phpu],
      [chain.lp, onChain.lp],
    ] as const)
      await expect(cell(page, token.symbol, 'free').getAttribute('title')).resolves.toBe(
        exact(amount, token.decimals),
      );
    await page.context().close();
  });

  it('updates the balances in the block they change', async () => {
    const page = await suite.openAs('Bob', '/dapp');
    const before = await chain.held(suite.chain.api, suite.chain.bob.address);
    await expect.poll(() => cell(page, 'PHPU', 'free').getAttribute('title')).toBe(exact(before.phpu, 6));

    // Alice sends Bob 12.5 PHPU; the page must show the chain's new balance without a reload.
    const [section, method, ...id] = chain.phpuTransfer;
    await submit(
      suite.chain.api,
      suite.chain.alice,
      section,
      method,
      ...id,
      suite.chain.bob.address,
      12_500_000n,
    );
    const after = await chain.held(suite.chain.api, suite.chain.bob.address);
    expect(after.phpu).toBe(before.phpu + 12_500_000n);
    await expect.poll(() => cell(page, 'PHPU', 'free').getAttribute('title')).toBe(exact(after.phpu, 6));
    await page.context().close();
  });
});
