import { describe, expect, it } from 'vitest';
import { nextBlock, submitToPool } from '../chain/devChain.ts';
import { DEX_CHAINS } from './chains.ts';
import { useChainSuite } from './harness.ts';

// A block every 20 s: the page's swap and another account's swap wait in the pool together, and the other one
// (with a tip, so a higher priority) goes first in the same block. Everything this test does between two
// blocks takes a few seconds; the interval leaves a wide margin.
const BLOCK_MS = 20_000;

describe.each(DEX_CHAINS)('a swap that fails on chain ($id)', (chain) => {
  const suite = useChainSuite(chain, ['--sealing', String(BLOCK_MS)]);
  const unit = 10n ** BigInt(chain.native.decimals);

  it('with 0 % slippage after another account moves the price: plain-language error, only the fee is lost', async () => {
    const page = await suite.openAs('Charlie', '/dapp/swap');
    const charlie = suite.chain.keyring.addFromUri('//Charlie').address;

    await page.getByRole('textbox', { name: 'Slippage tolerance (custom, %)' }).fill('0');
    await page.getByRole('textbox', { name: 'You pay' }).fill('50');
    await page.getByTestId('network-fee').filter({ hasText: chain.native.symbol }).waitFor();
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Review swap' });
    await review.getByRole('button', { name: 'Confirm swap' }).waitFor();

    // Right after a block, so both swaps reach the pool well before the next one.
    await nextBlock(suite.chain.api);
    const before = await chain.held(suite.chain.api, charlie);
    await review.getByRole('button', { name: 'Confirm swap' }).click();
    await review.getByTestId('tx-status').filter({ hasText: 'In the transaction pool' }).waitFor();
    // Bob buys the pool's asset with a tip, ahead of Charlie in the same block: the price Charlie accepted is gone.
    await submitToPool(
      suite.chain.api,
      suite.chain.bob,
      unit,
      'assetConversion',
      'swapExactTokensForTokens',
      chain.swapPath,
      1_000n * unit,
      1n,
      suite.chain.bob.address,
      true,
    );

    const alert = review.getByRole('alert').filter({ hasText: 'The transaction failed' });
    await alert.waitFor({ timeout: 3 * BLOCK_MS });
    await expect(alert.getAttribute('data-error-code')).resolves.toBe(
      'AssetConversion.ProvidedMinimumNotSufficientForSwap',
    );
    await expect(alert.innerText()).resolves.toContain(
      'The price moved beyond your slippage tolerance of 0 %. Raise it or try again.',
    );

    const after = await chain.held(suite.chain.api, charlie);
    expect(after.asset).toBe(before.asset);
    const lost = before.native.free - after.native.free;
    expect(lost).toBeGreaterThan(0n);
    // Only the network fee: far below the 50 the swap would have paid.
    expect(lost).toBeLessThan(unit);
    await page.context().close();
  });
});
