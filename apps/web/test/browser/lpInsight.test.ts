// LP insight against a real dev node and the real API service (apps/api) behind the web server's /api proxy:
// Max on Add liquidity proposes a deposit the chain accepts, the "Your position" panel shows the fees that
// swaps earned it and the loss against holding after the price moved, and the auto slippage tolerance shows
// its value and gives way to a chosen one and back.
import { PHPU, type AssetInfo } from '@lumi/chain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitIndexed } from '@lumi/api/testing/chain';
import { parseTokenAmount } from '../../src/shared/format/index.ts';
import { chainBalances, submit } from '../chain/devChain.ts';
import { useApiStack, useDappSuite, waitFinalized } from './harness.ts';

const suite = useDappSuite();
const stack = useApiStack(suite);

async function bestBlock(): Promise<number> {
  const header = (await suite.chain.api.rpc.chain.getHeader()) as unknown as {
    number: { toNumber(): number };
  };
  return header.number.toNumber();
}

async function fieldUnits(page: Page, name: string, token: AssetInfo): Promise<bigint> {
  const parsed = parseTokenAmount(await page.getByRole('textbox', { name }).inputValue(), token);
  if (!parsed.ok) throw new Error(`${name}: ${parsed.error}`);
  return parsed.value;
}

const swap = (who: string, from: unknown, to: unknown, amount: bigint) => {
  const pair = suite.chain.keyring.addFromUri(`//${who}`);
  return submit(
    suite.chain.api,
    pair,
    'assetConversion',
    'swapExactTokensForTokens',
    [from, to],
    amount,
    1n,
    pair.address,
    true,
  );
};

describe('LP insight', () => {
  it('Max deposits what the chain accepts; the position shows fees earned and a loss after a price move', async () => {
    const page = await suite.openAs('Alice', '/dapp/liquidity', { appUrl: stack.app.url });
    const alice = suite.chain.keyring.addFromUri('//Alice').address;
    const panel = page.getByTestId('lp-position');
    // Alice's LP is from genesis, which no indexed deposit explains: nothing to compare it with yet.
    await panel.getByTestId('lp-position-transferred').waitFor();

    // Auto is the tolerance until the user picks one; going back to it is one click.
    const auto = page.getByTestId('slippage-auto');
    await expect.poll(() => auto.getAttribute('aria-pressed')).toBe('true');
    await expect(auto.innerText()).resolves.toMatch(/^Auto \(\d+(\.\d+)? %\)$/u);
    await page.getByRole('textbox', { name: 'Slippage tolerance (custom, %)' }).fill('1.5');
    await expect.poll(() => auto.getAttribute('aria-pressed')).toBe('false');
    await expect(page.evaluate(() => localStorage.getItem('lumi-slippage-bps'))).resolves.toBe('150');
    await expect(page.evaluate(() => localStorage.getItem('lumi-slippage-auto'))).resolves.toBe('off');
    await auto.click();
    await expect.poll(() => auto.getAttribute('aria-pressed')).toBe('true');
    await expect(
      page.getByRole('textbox', { name: 'Slippage tolerance (custom, %)' }).inputValue(),
    ).resolves.toBe('');
    await expect(page.evaluate(() => localStorage.getItem('lumi-slippage-auto'))).resolves.toBe('on');

    // Max: PHPU limits Alice (most of hers is in the genesis pool), so all of it but min_balance goes in.
    const before = await chainBalances(suite.chain.api, alice);
    await page.getByRole('button', { name: 'Max: deposit as much as your balances allow' }).click();
    const lumiField = page.getByRole('textbox', { name: 'LUMI to deposit' });
    const phpuField = page.getByRole('textbox', { name: 'PHPU to deposit' });
    await expect.poll(() => phpuField.inputValue(), { timeout: 30_000 }).not.toBe('');
    await expect.poll(() => lumiField.inputValue()).not.toBe('');
    const phpuIn = await fieldUnits(page, 'PHPU to deposit', PHPU);
    expect(phpuIn).toBeGreaterThan(before.phpu - 10n ** 6n);
    await page.getByRole('button', { name: 'Add liquidity' }).click();
    const review = page.getByRole('dialog', { name: 'Review deposit' });
    await review.getByRole('button', { name: 'Confirm deposit' }).click();
    await waitFinalized(review);
    await review.getByRole('button', { name: 'Done' }).click();
    const added = await chainBalances(suite.chain.api, alice);
    expect(added.lphpu).toBeGreaterThan(before.lphpu);
    // FRAME takes the PHPU that pairs with the LUMI side (rounded down), at most a unit below the typed PHPU.
    expect(phpuIn - (before.phpu - added.phpu)).toBeGreaterThanOrEqual(0n);
    expect(phpuIn - (before.phpu - added.phpu)).toBeLessThanOrEqual(1n);
    // What is left is PHPU's minimum balance, no more than a unit of it.
    expect(added.phpu).toBeLessThan(10n ** 6n);

    // Bob moves the price with a large swap, Charlie swaps back a little: both pay the LP fee.
    await swap('Bob', { Native: null }, { WithId: 1 }, 2_000n * 10n ** 12n);
    await swap('Charlie', { WithId: 1 }, { Native: null }, 5_000n * 10n ** 6n);
    await waitIndexed(stack.service.url, await bestBlock());

    const fees = panel.getByTestId('lp-position-fees');
    await expect.poll(() => fees.getAttribute('data-fees1'), { timeout: 30_000 }).not.toBe('0');
    expect(BigInt((await fees.getAttribute('data-fees1')) ?? '0')).toBeGreaterThan(0n);
    expect(BigInt((await fees.getAttribute('data-fees2')) ?? '0')).toBeGreaterThan(0n);
    const loss = panel.getByTestId('lp-position-il');
    await expect
      .poll(async () => BigInt((await loss.getAttribute('data-value')) ?? '0') < 0n, { timeout: 30_000 })
      .toBe(true);
    await expect(loss.innerText()).resolves.toMatch(/^≈\s−[\d,.]+\sPHPU\s\(−[\d.]+\s%\)$/u);
    // Deposits are exact; current value and fees are estimates.
    const deposited = await panel
      .getByTestId('lp-position-deposited')
      .locator('[data-amount]')
      .allInnerTexts();
    expect(deposited).toHaveLength(2);
    for (const amount of deposited) expect(amount).not.toContain('≈');
    await expect(panel.getByTestId('lp-position-value').innerText()).resolves.toMatch(/^≈\s/u);
    // Alice's genesis LP is outside the figures, and the panel says so.
    await panel.getByText(/These figures cover the/u).waitFor();

    await page.context().close();
  }, 240_000);
});
