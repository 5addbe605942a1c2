import { LPHPU, PHPU } from '@lumi/chain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatExact, parseTokenAmount } from '../../src/shared/format/index.ts';
import { chainBalances } from '../chain/devChain.ts';
import { useDappSuite, waitFinalized } from './harness.ts';

const suite = useDappSuite();

async function confirm(page: Page, dialogName: string, button: string): Promise<void> {
  const review = page.getByRole('dialog', { name: dialogName });
  await review.getByRole('button', { name: button }).click();
  await waitFinalized(review);
  await review.getByRole('button', { name: 'Done' }).click();
  await review.waitFor({ state: 'detached' });
}

describe('liquidity against a dev chain', () => {
  it('adds liquidity at the pool ratio, then removes 50 %: the position follows the chain in the block it lands', async () => {
    const page = await suite.openAs('Bob', '/dapp/liquidity');
    const bob = suite.chain.keyring.addFromUri('//Bob').address;
    const before = await chainBalances(suite.chain.api, bob);
    expect(before.lphpu).toBe(0n);
    await page.getByTestId('pool-share').filter({ hasText: 'None' }).waitFor();

    await page.getByRole('textbox', { name: 'LUMI to deposit' }).fill('100');
    const phpu = page.getByRole('textbox', { name: 'PHPU to deposit' });
    await expect.poll(() => phpu.inputValue()).not.toBe('');
    const parsed = parseTokenAmount(await phpu.inputValue(), PHPU);
    if (!parsed.ok) throw new Error(parsed.error);
    const phpuQuoted = parsed.value;
    await page.getByRole('button', { name: 'Add liquidity' }).click();
    await confirm(page, 'Review deposit', 'Confirm deposit');

    const added = await chainBalances(suite.chain.api, bob);
    expect(added.lphpu).toBeGreaterThan(0n);
    expect(before.phpu - added.phpu).toBe(phpuQuoted);
    await page
      .getByTestId('pool-share')
      .filter({ hasText: formatExact(added.lphpu, LPHPU) })
      .waitFor();

    await page.getByText('50 %', { exact: true }).click();
    await page.getByRole('button', { name: 'Remove liquidity' }).click();
    await confirm(page, 'Review withdrawal', 'Confirm withdrawal');

    const removed = await chainBalances(suite.chain.api, bob);
    expect(removed.lphpu).toBe(added.lphpu - added.lphpu / 2n);
    expect(removed.phpu).toBeGreaterThan(added.phpu);
    await page
      .getByTestId('pool-share')
      .filter({ hasText: formatExact(removed.lphpu, LPHPU) })
      .waitFor();
    await page.context().close();
  });
});
