// Auto slippage on the Swap screen, against a real dev node and the real API behind the web server's /api
// proxy: Auto is the tolerance until the user picks one, its value is what the pure function gives for the
// pool's indexed recent prices and the trade's share of the reserve, the form's and the review's minimum
// received apply it, a custom value replaces it and survives a reload, and one click goes back to Auto.
import { LUMI, PHPU, quoteSwap } from '@lumi/chain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitIndexed } from '@lumi/api/testing/chain';
import { formatBps, formatExact } from '../../src/shared/format/index.ts';
import { autoSlippageBps, volatilityBps } from '../../src/shared/preferences/autoSlippage.ts';
import { submit } from '../chain/devChain.ts';
import { useApiStack, useDappSuite } from './harness.ts';

const suite = useDappSuite();
const stack = useApiStack(suite);

const NATIVE = { Native: null };
const PHPU_KIND = { WithId: 1 };
/** The machine running these tests is shared and slow: every wait has a generous deadline. */
const SLOW = { timeout: 60_000 };
/** What the test pays in: 100 LUMI, about 1 % of the genesis pool's LUMI reserve. */
const PAY = 100n * 10n ** BigInt(LUMI.decimals);

interface Codec {
  toJSON(): unknown;
}
type Api = typeof suite.chain.api;
const calls = (api: Api) =>
  api.call as unknown as Record<string, Record<string, (...args: unknown[]) => Promise<Codec>>>;
const queries = (api: Api) =>
  api.query as unknown as Record<string, Record<string, (...args: unknown[]) => Promise<Codec>>>;

/** The LUMI/PHPU pool's reserves as the runtime reports them (AssetConversionApi.get_reserves). */
async function reserves(): Promise<{ lumi: bigint; phpu: bigint }> {
  const answer = (
    await calls(suite.chain.api).assetConversionApi!.getReserves!(NATIVE, PHPU_KIND)
  ).toJSON() as [number | string, number | string] | null;
  if (!answer) throw new Error('the LUMI/PHPU pool has no reserves');
  return { lumi: BigInt(answer[0]), phpu: BigInt(answer[1]) };
}

/** The LP fee in per mille: the Dex parameter when set, else the pallet's constant. */
async function lpFee(): Promise<bigint> {
  const stored = (
    await queries(suite.chain.api).parameters!.parameters!({ Dex: { LpFee: null } })
  ).toJSON() as { dex: { lpFee: number } } | null;
  if (stored) return BigInt(stored.dex.lpFee);
  return BigInt((suite.chain.api.consts.assetConversion!.lpFee as unknown as Codec).toJSON() as number);
}

/** The pool's indexed prices over the last hour, as the app asks for them (shared/api/recentPrices.ts). */
async function recentPrices(): Promise<string[]> {
  const to = Date.now();
  const response = await fetch(`${stack.service.url}/pools/0/stats?from=${to - 3_600_000}&to=${to}`);
  const body = (await response.json()) as { priceSeries: { points: { price: string | null }[] } };
  return body.priceSeries.points.flatMap((p) => (p.price === null ? [] : [p.price]));
}

async function bestBlock(): Promise<number> {
  const header = (await suite.chain.api.rpc.chain.getHeader()) as unknown as {
    number: { toNumber(): number };
  };
  return header.number.toNumber();
}

/** The minimum received for paying PAY LUMI at `slippageBps`, as the chain's own math gives it. */
async function minReceived(slippageBps: bigint): Promise<bigint> {
  const pool = await reserves();
  const result = quoteSwap({
    side: 'exactIn',
    amount: PAY,
    reserveIn: pool.lumi,
    reserveOut: pool.phpu,
    lpFee: await lpFee(),
    slippageBps,
  });
  if (!result.ok) throw new Error(`no quote: ${result.reason}`);
  return result.quote.minReceived;
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

describe('auto slippage on the Swap screen', () => {
  it('derives Auto from the pool, applies it to the minimum received, gives way to a kept custom value and back', async () => {
    // Bob's swap moves the price, so the indexed recent prices have a move for Auto to follow.
    const bob = suite.chain.keyring.addFromUri('//Bob');
    await submit(
      suite.chain.api,
      bob,
      'assetConversion',
      'swapExactTokensForTokens',
      [NATIVE, PHPU_KIND],
      50n * 10n ** 12n,
      1n,
      bob.address,
      true,
    );
    await waitIndexed(stack.service.url, await bestBlock());

    const page = await suite.openAs('Alice', '/dapp/swap', { appUrl: stack.app.url });
    const auto = page.getByTestId('slippage-auto');
    const custom = page.getByRole('textbox', { name: 'Slippage tolerance (custom, %)' });
    const formLimit = page.getByTestId('minimum-received');
    await page.getByRole('textbox', { name: 'You pay' }).fill('100');

    // Auto is on, and shows what the pure function gives for this pool and this trade.
    const pool = await reserves();
    const expected = autoSlippageBps({
      tradeIn: PAY,
      reserveIn: pool.lumi,
      volatilityBps: volatilityBps(await recentPrices()),
    });
    await expect.poll(() => auto.getAttribute('aria-pressed'), SLOW).toBe('true');
    await expect.poll(() => auto.textContent(), SLOW).toBe(`Auto (${formatBps(expected, 'en-US')})`);
    // The trade's depth alone already puts it above the floor, so a wrong input would show.
    expect(expected).toBeGreaterThan(50n);

    // The form's and the review's minimum received apply it.
    const autoLimit = formatExact(await minReceived(expected), PHPU, 'en-US');
    await expect.poll(() => formLimit.textContent(), SLOW).toBe(autoLimit);
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Review swap' });
    await expect.poll(() => review.getByTestId('review-limit').textContent(), SLOW).toBe(autoLimit);
    await expect(review.getByTestId('review-slippage').textContent()).resolves.toBe(
      formatBps(expected, 'en-US'),
    );
    await page.keyboard.press('Escape');
    await review.waitFor({ state: 'hidden', ...SLOW });

    // A custom value replaces Auto and is kept.
    await custom.fill('0.8');
    await expect.poll(() => auto.getAttribute('aria-pressed'), SLOW).toBe('false');
    await expect.poll(() => stored(page, 'lumi-slippage-bps'), SLOW).toBe('80');
    await expect(stored(page, 'lumi-slippage-auto')).resolves.toBe('off');
    const customLimit = formatExact(await minReceived(80n), PHPU, 'en-US');
    await expect.poll(() => formLimit.textContent(), SLOW).toBe(customLimit);

    // After a reload the custom value is still the tolerance, and Auto still offers its own value.
    await page.reload();
    await page
      .getByTestId('connection-status')
      .filter({ hasText: /^Connected to .+ at block #\d/u })
      .waitFor(SLOW);
    await page.getByRole('textbox', { name: 'You pay' }).fill('100');
    await expect.poll(() => custom.inputValue(), SLOW).toBe('0.8');
    await expect.poll(() => auto.getAttribute('aria-pressed'), SLOW).toBe('false');
    await expect.poll(() => formLimit.textContent(), SLOW).toBe(customLimit);
    await expect.poll(() => auto.textContent(), SLOW).toBe(`Auto (${formatBps(expected, 'en-US')})`);

    // One click goes back to Auto: the custom field empties and the limit follows Auto again.
    await auto.click();
    await expect.poll(() => auto.getAttribute('aria-pressed'), SLOW).toBe('true');
    await expect(custom.inputValue()).resolves.toBe('');
    await expect.poll(() => stored(page, 'lumi-slippage-auto'), SLOW).toBe('on');
    await expect.poll(() => formLimit.textContent(), SLOW).toBe(autoLimit);
    await page.context().close();
  }, 300_000);
});
