// The screens fed by the Lumi API, against a real dev node and the real API service (apps/api) behind the
// web server's /api proxy: Activity, the faucet button (on Activity and Portfolio), the forex history chart;
// and the calm message when no API runs at the endpoint.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type RunningWebServer } from '../../server/webServer.ts';
import { formatDecimalText, formatTokenAmount } from '../../src/shared/format/index.ts';
import { waitIndexed } from '@lumi/api/testing/chain';
import { chainBalances, submit } from '../chain/devChain.ts';
import { screenshotForReview, useApiStack, useDappSuite } from './harness.ts';

const suite = useDappSuite();
// One simulated feed at start-up, then none for the rest of the run (a day's interval): the chart's latest point
// is then known exactly.
const stack = useApiStack(suite, ['--forex-source', 'simulated', '--forex-interval', '86400000']);

interface Status {
  indexer: { lastIndexed: number | null };
  forex: { lastSubmission: { block: number; rates: Record<string, string> } | null };
}

async function status(): Promise<Status> {
  return (await (await fetch(`${stack.service.url}/status`)).json()) as Status;
}

/** `path` of the app served with the API (or `server`), connected to the node, as `account` if given. */
function open(
  path: string,
  account?: string,
  server: RunningWebServer = stack.app,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const options = { appUrl: server.url, ...(viewport && { viewport }) };
  return account ? suite.openAs(account, path, options) : suite.open(path, options);
}

async function bestBlock(): Promise<number> {
  const header = (await suite.chain.api.rpc.chain.getHeader()) as unknown as {
    number: { toNumber(): number };
  };
  return header.number.toNumber();
}

/** Base units as en-US decimal text with every significant digit, computed without the app's formatter. */
function exact(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const fraction = (units % scale).toString().padStart(decimals, '0').replace(/0+$/u, '');
  return `${(units / scale).toLocaleString('en-US')}${fraction ? `.${fraction}` : ''}`;
}

/** Alice sends `units` of PHPU (asset 1, 6 decimals) to `to`. */
function alicePaysPhpu(to: string, units: bigint): Promise<void> {
  return submit(suite.chain.api, suite.chain.alice, 'assets', 'transferKeepAlive', 1, to, units);
}

/** What the Portfolio shows in a balance's title: every decimal, through the app's formatter. */
const fullPrecision = (units: bigint, decimals: number) =>
  formatTokenAmount(units, decimals, { maximumFractionDigits: decimals });

/** The faucet's answer to a first claim: both transfers with their blocks and the transaction, as a status. */
async function expectGranted(result: Locator): Promise<void> {
  await expect
    .poll(() => result.innerText(), { timeout: 60_000 })
    .toMatch(
      /^Sent 100\u00a0LUMI \(block #\d+\) and 5,000\u00a0PHPU \(block #\d+\)\. Transaction 0x[0-9a-f]{64}\s/u,
    );
  await expect(result.getAttribute('role')).resolves.toBe('status');
  // What the grant is worth together, at the pool price and the Oracle's rate (USD by default).
  await expect
    .poll(() => result.getByTestId('faucet-worth').innerText(), { timeout: 60_000 })
    .toMatch(/^Worth about \$[\d,]+\.\d{2}\.$/u);
  // Each transfer links to its transaction in the explorer.
  for (const asset of ['LUMI', 'PHPU']) {
    await expect(
      result.getByRole('link', { name: `View the ${asset} transfer` }).getAttribute('href'),
    ).resolves.toMatch(/^\/dapp\/explorer\/extrinsic\/0x[0-9a-f]{64}\?block=\d+$/u);
  }
}

describe('screens fed by the Lumi API', () => {
  it('lists a transfer on the Activity page with its amount and block', async () => {
    // 1,234.5 PHPU (6 decimals) from Alice to Dave.
    const dave = suite.chain.keyring.addFromUri('//Dave');
    await alicePaysPhpu(dave.address, 1_234_500_000n);
    const block = await bestBlock();
    await waitIndexed(stack.service.url, block);

    const page = await open('/dapp/activity', 'Dave');
    const row = page.locator('li[data-type="transfer"]').first();
    await expect.poll(() => row.locator('[data-field="amount"]').innerText()).toBe('+1,234.5\u00a0PHPU');
    await expect(row.innerText()).resolves.toContain('Received');
    await expect(row.locator('[data-field="block"]').innerText()).resolves.toBe(`Block #${block}`);
    const hash = (await suite.chain.api.rpc.chain.getBlockHash(block)).toHex();
    await expect(row.locator('[data-field="block"]').getAttribute('title')).resolves.toBe(hash);

    // A transfer made while the page is open appears on top by itself.
    await alicePaysPhpu(dave.address, 7_000_000n);
    await expect
      .poll(() => page.locator('li[data-type="transfer"] [data-field="amount"]').allInnerTexts(), {
        timeout: 60_000,
      })
      .toEqual(['+7\u00a0PHPU', '+1,234.5\u00a0PHPU']);

    // The Fees filter hides the transfers (Dave paid no fee).
    await page.getByRole('group', { name: 'Show only' }).getByText('Fees').click();
    await page.getByText('Nothing of these kinds yet.').waitFor();
    await expect(page.locator('li[data-type="transfer"]').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('lists a swap with the amounts the chain moved, and its network fee', async () => {
    const charlie = suite.chain.keyring.addFromUri('//Charlie');
    const before = await chainBalances(suite.chain.api, charlie.address);
    await submit(
      suite.chain.api,
      charlie,
      'assetConversion',
      'swapExactTokensForTokens',
      [{ Native: null }, { WithId: 1 }],
      10n * 10n ** 12n,
      1n,
      charlie.address,
      true,
    );
    const after = await chainBalances(suite.chain.api, charlie.address);
    await waitIndexed(stack.service.url, await bestBlock());
    const received = after.phpu - before.phpu;
    const fee = before.lumi.free - after.lumi.free - 10n * 10n ** 12n;
    expect(received).toBeGreaterThan(0n);
    expect(fee).toBeGreaterThan(0n);

    const page = await open('/dapp/activity', 'Charlie');
    const filters = page.getByRole('group', { name: 'Show only' });
    await filters.getByText('Swaps').click();
    const swap = page.locator('li[data-type="swap"] [data-field="amount"]');
    await expect
      .poll(() => swap.first().innerText())
      .toBe(`\u221210\u00a0LUMI → +${exact(received, 6)}\u00a0PHPU`);
    // Both legs are valued, in the order the amount reads: what was paid, then what came in.
    const row = page.locator('li[data-type="swap"]').first();
    for (const leg of ['0', '1'])
      await expect
        .poll(() => row.locator(`[data-leg="${leg}"] [data-fiat] [aria-hidden="true"]`).allInnerTexts())
        .toEqual([expect.stringMatching(/^≈\s<?\$\d/u)]);
    await expect(page.locator('li[data-type="fee"]').count()).resolves.toBe(0);
    await filters.getByText('Swaps').click();
    await filters.getByText('Fees').click();
    await expect
      .poll(() => page.locator('li[data-type="fee"] [data-field="amount"]').first().innerText())
      .toBe(`\u2212${exact(fee, 12)}\u00a0LUMI`);
    await page.context().close();
  });

  it('lists a transaction that failed on chain as the action it was, marked failed with the decoded error', async () => {
    const alice = suite.chain.alice;
    // A swap that asks for more PHPU than the pool can give for 1 LUMI, and a PHPU transfer beyond the balance:
    // both are included, charged their fee, and fail.
    await expect(
      submit(
        suite.chain.api,
        alice,
        'assetConversion',
        'swapExactTokensForTokens',
        [{ Native: null }, { WithId: 1 }],
        10n ** 12n,
        10n ** 15n,
        alice.address,
        true,
      ),
    ).rejects.toThrow(/failed/u);
    const dave = suite.chain.keyring.addFromUri('//Dave').address;
    await expect(
      submit(suite.chain.api, alice, 'assets', 'transferKeepAlive', 1, dave, 10n ** 30n),
    ).rejects.toThrow(/failed/u);
    await waitIndexed(stack.service.url, await bestBlock());

    const page = await open('/dapp/activity', 'Alice');
    const failed = page.locator('li[data-status="failed"]');
    await expect.poll(() => failed.count()).toBe(2);
    const [transfer, swap] = [failed.nth(0), failed.nth(1)];
    await expect(transfer.getAttribute('data-type')).resolves.toBe('transfer');
    await expect(transfer.locator('[data-field="title"]').innerText()).resolves.toBe('Send');
    await expect(transfer.locator('[data-field="error"]').innerText()).resolves.not.toBe('');
    await expect(swap.getAttribute('data-type')).resolves.toBe('swap');
    await expect(swap.locator('[data-field="title"]').innerText()).resolves.toBe('Swap');
    await swap.getByText('Failed', { exact: true }).waitFor();
    await expect(swap.locator('[data-field="amount"]').innerText()).resolves.toBe('Not executed');
    await expect(swap.locator('[data-field="error"]').innerText()).resolves.toBe(
      'The price moved beyond your slippage tolerance. Raise it or try again.',
    );
    // Filed under its action: the Swaps filter shows the failed swap, not the failed transfer.
    await page.getByRole('group', { name: 'Show only' }).getByText('Swaps').click();
    await expect
      .poll(() =>
        page.locator('li[data-status="failed"]').evaluateAll((rows) => rows.map((r) => r.dataset.type)),
      )
      .toEqual(['swap']);
    await page.context().close();
  });

  it('pages through the history: the next page by the Load more button, and by scrolling to the end', async () => {
    // 26 LUMI transfers to Ferdie, 1 … 26 LUMI: one more than a page.
    const ferdie = suite.chain.keyring.addFromUri('//Ferdie');
    for (let i = 1n; i <= 26n; i++)
      await submit(
        suite.chain.api,
        suite.chain.alice,
        'balances',
        'transferKeepAlive',
        ferdie.address,
        i * 10n ** 12n,
      );
    await waitIndexed(stack.service.url, await bestBlock());

    const page = await open('/dapp/activity', 'Ferdie');
    const amounts = page.locator('li[data-type="transfer"] [data-field="amount"]');
    const loadMore = page.getByRole('button', { name: 'Load more' });
    await loadMore.waitFor();
    await expect(amounts.count()).resolves.toBe(25);
    await expect(amounts.first().innerText()).resolves.toBe('+26\u00a0LUMI');
    // Keyboard users: focus the button and press Enter.
    await loadMore.focus();
    await page.keyboard.press('Enter');
    await page.getByText(/^That is everything up to block #/u).waitFor();
    await expect(amounts.allInnerTexts()).resolves.toEqual(
      Array.from({ length: 26 }, (_, i) => `+${26 - i}\u00a0LUMI`),
    );

    // Scrolling the end of the list into view loads the next page by itself. From the top: the router saves the
    // scroll position when the page goes, and a restored position at the end would load the page before we look.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.reload();
    await loadMore.waitFor();
    await expect(amounts.count()).resolves.toBe(25);
    await page.locator('.activity-footer').scrollIntoViewIfNeeded();
    await page.getByText(/^That is everything up to block #/u).waitFor();
    await expect(amounts.count()).resolves.toBe(26);
    await page.context().close();
  });

  it('grants test tokens once and shows the API’s refusal the second time', async () => {
    const page = await open('/dapp/activity', 'Eve');
    const button = page.getByRole('button', { name: 'Get test tokens' });
    await button.click();
    const result = page.getByTestId('faucet-result');
    await expectGranted(result);

    await button.click();
    await expect
      .poll(() => result.innerText(), { timeout: 60_000 })
      .toBe('This address already received test tokens within the last hour. Try again later.');
    await expect(result.getAttribute('role')).resolves.toBe('alert');
    await page.context().close();
  });

  it('grants test tokens from the Portfolio’s quick action, shows the result there, and the balances grow by the grant', async () => {
    const bob = suite.chain.bob.address;
    // On a phone: the result, with its long transaction hash, must not widen the page.
    const phone = { width: 360, height: 740 };
    const page = await open('/dapp', 'Bob', stack.app, phone);
    const before = await chainBalances(suite.chain.api, bob);
    const free = (token: string) =>
      page.locator(`tr[data-token="${token}"] td[data-field="free"] span[title]`).getAttribute('title');
    await expect.poll(() => free('PHPU')).toBe(fullPrecision(before.phpu, 6));

    const actions = page.getByRole('group', { name: 'Quick actions' });
    await actions.getByRole('button', { name: 'Get test tokens' }).click();
    const result = actions.getByTestId('faucet-result');
    await expectGranted(result);

    // Exactly the grant arrived (Bob paid nothing), and the table follows the chain.
    const after = await chainBalances(suite.chain.api, bob);
    expect(after.lumi.free - before.lumi.free).toBe(100n * 10n ** 12n);
    expect(after.phpu - before.phpu).toBe(5_000n * 10n ** 6n);
    await expect.poll(() => free('LUMI')).toBe(fullPrecision(after.lumi.free, 12));
    await expect.poll(() => free('PHPU')).toBe(fullPrecision(after.phpu, 6));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await screenshotForReview(page, 'portfolio-faucet');
    await page.context().close();
  });

  it('charts the forex history the API indexed, up to the feeder’s rate', async () => {
    const fed = await expect
      .poll(async () => (await status()).forex.lastSubmission, { timeout: 120_000 })
      .not.toBeNull()
      .then(async () => (await status()).forex.lastSubmission!);
    await waitIndexed(stack.service.url, fed.block);

    const page = await open('/dapp/forex');
    const chart = page.getByTestId('forex-chart');
    await chart.waitFor();
    // The rate in force at the range's start (genesis) and the feed.
    await expect(chart.getAttribute('data-points').then(Number)).resolves.toBeGreaterThanOrEqual(2);
    await expect(chart.getAttribute('aria-label')).resolves.toContain(`PHP per USD:`);
    // The caption is a number for people (at most six decimals, grouped), not the API's 18-digit text.
    await expect(chart.getAttribute('aria-label')).resolves.toContain(
      `latest ${formatDecimalText(fed.rates.PHP!, 'en-US')} at`,
    );
    await chart.locator('canvas').first().waitFor();
    await page.getByText('Includes simulated rates').waitFor();

    // Another currency and range.
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await page.getByRole('radiogroup', { name: 'Chart range' }).getByText('30d').click();
    await expect.poll(() => page.getByRole('radio', { name: '30d' }).isChecked()).toBe(true);
    await expect.poll(() => chart.getAttribute('aria-label')).toContain('EUR per USD');
    await page.context().close();
  });

  it('shows the pool’s 24 h figures and price chart on the Liquidity page', async () => {
    const page = await open('/dapp/liquidity');
    const stats = page.getByTestId('pool-stats');
    await stats.getByTestId('pool-price-chart').waitFor();
    await expect(stats.getByTestId('pool-volume').innerText()).resolves.toMatch(/swaps?$/u);
    await expect(stats.getByTestId('pool-apr').innerText()).resolves.toMatch(/%$|—/u);
    await expect(stats.getByTestId('pool-volume').innerText()).resolves.toMatch(/^\$[\d,]+\.\d\d · /u);
    await expect(stats.getByTestId('pool-price-chart').getAttribute('aria-label')).resolves.toMatch(
      /latest \d[\d,]*(\.\d{1,6})? at /u,
    );

    // The volume and fees follow the display currency.
    await page.evaluate(() => localStorage.setItem('lumi-display-currency', 'PHP'));
    await page.reload();
    await stats.getByTestId('pool-price-chart').waitFor();
    await expect(stats.getByTestId('pool-volume').innerText()).resolves.toMatch(/^₱[\d,]+\.\d\d · /u);
    await expect(stats.getByTestId('pool-fees').innerText()).resolves.toMatch(/^(₱|<₱)[\d,.]+$/u);
    await stats.getByText('Volume (24 h, PHP)').waitFor();
    await page.context().close();
  });

  it('explains calmly that there is no indexer when the API is not running', async () => {
    const page = await open('/dapp/activity', 'Alice', suite.app);
    await page.getByTestId('activity-unavailable').waitFor();
    await expect(page.getByTestId('activity-unavailable').innerText()).resolves.toContain(
      'No activity service at this endpoint',
    );
    await expect(page.getByRole('button', { name: 'Get test tokens' }).count()).resolves.toBe(0);
    await page.goto(new URL('/dapp/forex', suite.app.url).href);
    await page.getByTestId('forex-history-unavailable').waitFor();
    await page.context().close();
  });
});
