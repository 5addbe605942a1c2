// Transactions the user can trust: the review names the account that signs and a switch of account in another
// tab cancels it; a transaction whose connection drops right after it is sent, or whose page reloads while it
// is pending, is confirmed from the chain — never shown as failed.
import { PHPU } from '@lumi/chain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortAddress } from '../../src/shared/address/index.ts';
import { parseTokenAmount } from '../../src/shared/format/index.ts';
import { chainBalances } from '../chain/devChain.ts';
import { useDappSuite, waitConnected, waitFinalized } from './harness.ts';
import { startWsProxy, type WsProxy } from './wsProxy.ts';

const suite = useDappSuite();
const BROADCAST = /"transaction_v1_broadcast"/u;

let proxy: WsProxy;
let slowProxy: WsProxy;
beforeAll(async () => {
  proxy = await startWsProxy(suite.chain.node.wsUrl);
  slowProxy = await startWsProxy(suite.chain.node.wsUrl, { delayMs: [60, 250] });
});
afterAll(async () => {
  await proxy?.close();
  await slowProxy?.close();
});

const addressOf = (name: string) => suite.chain.keyring.addFromUri(`//${name}`).address;

async function nonceOf(address: string): Promise<number> {
  return ((await suite.chain.api.query.system!.account!(address)).toJSON() as { nonce: number }).nonce;
}

/** Records every text a transaction status or toast shows, so a test can check what never appeared. */
async function recordTxTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { __txTexts: Set<string> }).__txTexts = seen;
    const collect = () => {
      for (const element of document.querySelectorAll('[data-testid="tx-status"], [data-testid="tx-toast"]'))
        seen.add(element.textContent ?? '');
    };
    new MutationObserver(collect).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    collect();
  });
  return () => page.evaluate(() => [...(window as unknown as { __txTexts: Set<string> }).__txTexts]);
}

/** Types an exact-in LUMI amount on the swap page and opens the review; returns the PHPU quoted. */
async function reviewSwap(page: Page, lumi: string): Promise<bigint> {
  await page.getByRole('textbox', { name: 'You pay' }).fill(lumi);
  const receive = page.getByRole('textbox', { name: 'You receive' });
  await expect.poll(() => receive.inputValue(), { timeout: 30_000 }).not.toBe('');
  const quoted = parseTokenAmount(await receive.inputValue(), PHPU);
  if (!quoted.ok) throw new Error(quoted.error);
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  return quoted.value;
}

describe('the signer of a review', () => {
  it('is shown, and switching the account in another tab closes the review without signing', async () => {
    const page = await suite.openAs('Bob', '/dapp/swap');
    const [bob, alice] = [addressOf('Bob'), addressOf('Alice')];
    const nonces = [await nonceOf(bob), await nonceOf(alice)];
    await reviewSwap(page, '1');
    const review = page.getByRole('dialog', { name: 'Review swap' });
    const signer = review.getByTestId('review-signer');
    await signer.getByText('Bob', { exact: true }).waitFor();
    await signer.getByText(shortAddress(bob), { exact: true }).waitFor();
    await signer.getByRole('button', { name: /Copy address/u }).waitFor();

    // The same browser profile in a second tab switches the wallet to Alice.
    const other = await page.context().newPage();
    await other.goto(new URL('/dapp', suite.app.url).href);
    await waitConnected(other);
    await other.getByRole('button', { name: /Open the account menu/u }).click();
    await other.getByRole('menuitem', { name: 'Switch account…' }).click();
    const dialog = other.getByRole('dialog', { name: 'Connect wallet' });
    await dialog.getByRole('tab', { name: 'Development accounts' }).click();
    await dialog.getByRole('button', { name: 'Use Alice' }).click();

    await review.waitFor({ state: 'detached' });
    await page
      .getByTestId('tx-toast')
      .filter({ hasText: 'switched from Bob to Alice' })
      .filter({ hasText: 'nothing was signed' })
      .waitFor();
    // The toast can be closed.
    await page.getByRole('button', { name: 'Dismiss: Review swap' }).click();
    await page.getByTestId('tx-toast').waitFor({ state: 'detached' });
    expect([await nonceOf(bob), await nonceOf(alice)]).toEqual(nonces);
    await page.context().close();
  }, 180_000);
});

describe('a transaction whose connection drops', () => {
  it('cut 30 ms after it is sent: "submitted — confirming…", then success once the node is back, never "failed"', async () => {
    const page = await suite.openAs('Dave', '/dapp/swap', { endpoint: proxy.url });
    const texts = await recordTxTexts(page);
    const dave = addressOf('Dave');
    const [before, nonce] = [await chainBalances(suite.chain.api, dave), await nonceOf(dave)];
    const quoted = await reviewSwap(page, '2');
    const review = page.getByRole('dialog', { name: 'Review swap' });

    const cut = proxy.cutAfter(BROADCAST, 30);
    await review.getByRole('button', { name: 'Confirm swap' }).click();
    await cut;
    await page
      .getByTestId('connection-status')
      .filter({ hasText: /^Connection lost/u })
      .waitFor();
    await review.getByTestId('tx-status').filter({ hasText: 'Submitted — confirming…' }).waitFor();
    proxy.restore();

    await waitFinalized(review);
    const after = await chainBalances(suite.chain.api, dave);
    expect(after.phpu - before.phpu).toBe(quoted);
    expect(await nonceOf(dave)).toBe(nonce + 1);
    const shown = await texts();
    expect(shown.some((text) => text.includes('Submitted — confirming…'))).toBe(true);
    expect(shown.filter((text) => /Failed|Not sent|failed/u.test(text))).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('reloaded while pending (node never got it before the cut): resolved after reconnect, sent once', async () => {
    const page = await suite.openAs('Eve', '/dapp/swap', { endpoint: slowProxy.url });
    const eve = addressOf('Eve');
    const [before, nonce] = [await chainBalances(suite.chain.api, eve), await nonceOf(eve)];
    const quoted = await reviewSwap(page, '3');
    const review = page.getByRole('dialog', { name: 'Review swap' });

    const cut = slowProxy.cutAfter(BROADCAST, 30);
    await review.getByRole('button', { name: 'Confirm swap' }).click();
    await cut;
    await review.getByTestId('tx-status').filter({ hasText: 'Submitted — confirming…' }).waitFor();

    await page.reload();
    const texts = await recordTxTexts(page);
    const toast = page.getByTestId('tx-toast').filter({ hasText: /^Swap 3\sLUMI/u });
    await toast.filter({ hasText: 'Submitted — confirming…' }).waitFor();
    // The account menu lists it while it is pending.
    await page.getByRole('button', { name: /Open the account menu/u }).click();
    await page.getByText('Pending transactions (1)').waitFor();
    await page.getByTestId('pending-txs').getByText('Submitted — confirming…').waitFor();
    await page.keyboard.press('Escape');

    slowProxy.restore();
    await toast.filter({ hasText: /Finalized in block #\d+/u }).waitFor();
    const after = await chainBalances(suite.chain.api, eve);
    expect(after.phpu - before.phpu).toBe(quoted);
    expect(await nonceOf(eve)).toBe(nonce + 1);
    expect((await texts()).filter((text) => /Failed|Not sent|failed/u.test(text))).toEqual([]);

    // Resolved, it leaves the pending count.
    await page.getByRole('button', { name: /Open the account menu/u }).click();
    await page.getByText('No pending transactions').waitFor();
    await page.context().close();
  }, 180_000);
});
