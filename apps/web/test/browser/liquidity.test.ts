import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatExact, parseTokenAmount } from '../../src/shared/format/index.ts';
import { DEX_CHAINS, poolState } from './chains.ts';
import { useChainSuite, waitFinalized } from './harness.ts';

async function confirm(page: Page, dialogName: string, button: string): Promise<void> {
  const review = page.getByRole('dialog', { name: dialogName });
  await review.getByRole('button', { name: button }).click();
  await waitFinalized(review);
  await review.getByRole('button', { name: 'Done' }).click();
  await review.waitFor({ state: 'detached' });
}

describe.each(DEX_CHAINS)('liquidity on $id', (chain) => {
  const suite = useChainSuite(chain);

  it('adds liquidity at the pool ratio, then removes 50 %: the position follows the chain in the block it lands', async () => {
    const page = await suite.openAs('Bob', '/dapp/liquidity');
    const bob = suite.chain.keyring.addFromUri('//Bob').address;
    const before = await chain.held(suite.chain.api, bob);
    expect(before.lp).toBe(0n);
    await page.getByTestId('pool-share').filter({ hasText: 'None' }).waitFor();

    const pool = await poolState(suite.chain.api, chain);
    const deposit = 100n * 10n ** BigInt(chain.native.decimals);
    await page.getByRole('textbox', { name: `${chain.native.symbol} to deposit` }).fill('100');
    const asset = page.getByRole('textbox', { name: `${chain.asset.symbol} to deposit` });
    await expect.poll(() => asset.inputValue()).not.toBe('');
    const parsed = parseTokenAmount(await asset.inputValue(), chain.asset);
    if (!parsed.ok) throw new Error(parsed.error);
    const assetQuoted = parsed.value;
    // AssetConversion's quote at the pool's reserves, rounded down.
    expect(assetQuoted).toBe((deposit * pool.asset) / pool.native);
    await page.getByRole('button', { name: 'Add liquidity' }).click();
    await confirm(page, 'Review deposit', 'Confirm deposit');

    const added = await chain.held(suite.chain.api, bob);
    expect(added.lp).toBeGreaterThan(0n);
    expect(before.asset - added.asset).toBe(assetQuoted);
    // The smaller of the two sides' shares of the LP supply.
    const minted = (amount: bigint, reserve: bigint) => (amount * pool.lpSupply) / reserve;
    const fromNative = minted(deposit, pool.native);
    const fromAsset = minted(assetQuoted, pool.asset);
    expect(added.lp).toBe(fromNative < fromAsset ? fromNative : fromAsset);
    await page
      .getByTestId('pool-share')
      .filter({ hasText: formatExact(added.lp, chain.lp) })
      .waitFor();

    const inPool = await poolState(suite.chain.api, chain);
    await page.getByText('50 %', { exact: true }).click();
    await page.getByRole('button', { name: 'Remove liquidity' }).click();
    await confirm(page, 'Review withdrawal', 'Confirm withdrawal');

    const removed = await chain.held(suite.chain.api, bob);
    expect(removed.lp).toBe(added.lp - added.lp / 2n);
    expect(removed.asset).toBeGreaterThan(added.asset);
    // The burnt LP's share of the asset reserve (no withdrawal fee), rounded down.
    expect(removed.asset - added.asset).toBe(((added.lp / 2n) * inPool.asset) / inPool.lpSupply);
    await page
      .getByTestId('pool-share')
      .filter({ hasText: formatExact(removed.lp, chain.lp) })
      .waitFor();
    await page.context().close();
  });
});
