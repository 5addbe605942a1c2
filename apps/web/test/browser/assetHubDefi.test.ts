// Swap and liquidity on the Asset-Hub-shaped dev chain (its profile chosen): assets named by XCM Location, the
// DOT/USDT pool found in AssetConversion.Pools, its reserves from AssetConversionApi. Every amount the page
// quotes or plans is what the chain then moves, to the last unit.
import type { ApiPromise } from '@polkadot/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatExact, parseTokenAmount } from '../../src/shared/format/index.ts';
import { connectDevAccount, freshContext, openOnNode, useDappSuite, waitFinalized } from './harness.ts';

const suite = useDappSuite(['--chain', 'asset-hub-dev']);
const SLOW = 120_000;
const USDT = { symbol: 'USDT', decimals: 6 };
const LP = { symbol: 'LP-DOT-USDT', decimals: 10 };
const USDT_ID = 1984;
const LP_ID = 0;

interface Held {
  dot: bigint;
  usdt: bigint;
  lp: bigint;
}

async function held(api: ApiPromise, address: string): Promise<Held> {
  const [account, usdt, lp] = await Promise.all([
    api.query.system!.account!(address),
    api.query.assets!.account!(USDT_ID, address),
    api.query.poolAssets!.account!(LP_ID, address),
  ]);
  const balanceOf = (v: unknown) =>
    BigInt((v as { toJSON(): { balance?: number | string } | null }).toJSON()?.balance ?? 0);
  return {
    dot: BigInt((account.toJSON() as { data: { free: number | string } }).data.free),
    usdt: balanceOf(usdt),
    lp: balanceOf(lp),
  };
}

const amountOf = (text: string, token: { symbol: string; decimals: number }) => {
  const parsed = parseTokenAmount(text, token);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
  return parsed.value;
};

async function open(name: string, path: string): Promise<Page> {
  const context = await freshContext(suite.browser);
  await context.addInitScript(() => localStorage.setItem('lumi-chain-profile', 'asset-hub-dev'));
  const page = await openOnNode(context, suite.app.url, suite.chain.node.wsUrl, path);
  page.setDefaultTimeout(SLOW);
  await connectDevAccount(page, name);
  return page;
}

async function confirm(page: Page, dialog: string, button: string): Promise<void> {
  const review = page.getByRole('dialog', { name: dialog });
  await review.getByRole('button', { name: button }).click();
  await waitFinalized(review);
  await review.getByRole('button', { name: 'Done' }).click();
  await review.waitFor({ state: 'detached' });
}

describe('DeFi on the Asset-Hub-shaped dev chain', () => {
  it(
    'swaps DOT → USDT exact-in and USDT → DOT exact-out, each for exactly the quote',
    { timeout: 300_000 },
    async () => {
      const page = await open('Charlie', '/dapp/swap');
      const address = suite.chain.keyring.addFromUri('//Charlie').address;
      const api = suite.chain.api;

      const before = await held(api, address);
      await page.getByRole('textbox', { name: 'You pay' }).fill('10');
      await page.getByText('DOT', { exact: true }).first().waitFor();
      const receive = page.getByRole('textbox', { name: 'You receive' });
      await expect.poll(() => receive.inputValue(), { timeout: SLOW }).not.toBe('');
      const quoted = amountOf(await receive.inputValue(), USDT);
      await page.getByRole('button', { name: 'Swap', exact: true }).click();
      await confirm(page, 'Review swap', 'Confirm swap');
      const middle = await held(api, address);
      expect(middle.usdt - before.usdt).toBe(quoted);
      // 10 DOT and the network fee, paid in DOT.
      expect(before.dot - middle.dot).toBeGreaterThan(10n * 10n ** 10n);
      expect(before.dot - middle.dot).toBeLessThan(11n * 10n ** 10n);

      await page.getByRole('button', { name: /^Switch direction \(now DOT to USDT\)/u }).click();
      await page.getByRole('textbox', { name: 'You receive' }).fill('2');
      const pay = page.getByRole('textbox', { name: 'You pay' });
      await expect.poll(() => pay.inputValue(), { timeout: SLOW }).not.toBe('');
      const quotedIn = amountOf(await pay.inputValue(), USDT);
      await page.getByRole('button', { name: 'Swap', exact: true }).click();
      await confirm(page, 'Review swap', 'Confirm swap');
      const after = await held(api, address);
      expect(middle.usdt - after.usdt).toBe(quotedIn);
      // 2 DOT received, less the network fee paid in DOT.
      expect(after.dot - middle.dot).toBeLessThan(2n * 10n ** 10n);
      expect(after.dot - middle.dot).toBeGreaterThan(1n * 10n ** 10n);
      await page.context().close();
    },
  );

  it(
    'adds liquidity to DOT/USDT at the pool ratio and removes half of it, to the unit',
    { timeout: 300_000 },
    async () => {
      const page = await open('Dave', '/dapp/liquidity');
      const address = suite.chain.keyring.addFromUri('//Dave').address;
      const api = suite.chain.api;
      const before = await held(api, address);
      expect(before.lp).toBe(0n);
      await page.getByTestId('pool-share').filter({ hasText: 'None' }).waitFor();

      await page.getByRole('textbox', { name: 'DOT to deposit' }).fill('100');
      const usdt = page.getByRole('textbox', { name: 'USDT to deposit' });
      await expect.poll(() => usdt.inputValue(), { timeout: SLOW }).not.toBe('');
      const usdtQuoted = amountOf(await usdt.inputValue(), USDT);
      await page.getByRole('button', { name: 'Add liquidity' }).click();
      await confirm(page, 'Review deposit', 'Confirm deposit');

      const added = await held(api, address);
      expect(before.usdt - added.usdt).toBe(usdtQuoted);
      // 100 DOT and the network fee.
      expect(before.dot - added.dot).toBeGreaterThan(100n * 10n ** 10n);
      expect(before.dot - added.dot).toBeLessThan(101n * 10n ** 10n);
      expect(added.lp).toBeGreaterThan(0n);
      await page
        .getByTestId('pool-share')
        .filter({ hasText: formatExact(added.lp, LP) })
        .waitFor();

      await page.getByText('50 %', { exact: true }).click();
      await page.getByRole('button', { name: 'Remove liquidity' }).click();
      const review = page.getByRole('dialog', { name: 'Review withdrawal' });
      // The review lists what comes back with every digit: "≈ <DOT> · ≈ <USDT>".
      const receiveText = await review.getByText(/USDT$/u).last().textContent();
      const usdtBack = amountOf(/≈\s*([\d.,]+)\s*USDT$/u.exec(receiveText ?? '')?.[1] ?? '', USDT);
      await confirm(page, 'Review withdrawal', 'Confirm withdrawal');

      const removed = await held(api, address);
      expect(removed.lp).toBe(added.lp - added.lp / 2n);
      expect(removed.usdt - added.usdt).toBe(usdtBack);
      await page
        .getByTestId('pool-share')
        .filter({ hasText: formatExact(removed.lp, LP) })
        .waitFor();
      await page.context().close();
    },
  );
});
