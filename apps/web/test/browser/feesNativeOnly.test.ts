// Fees on a chain without Lumi's LUMI/PHPU pool (the Asset-Hub-shaped dev chain, its profile chosen): Send offers
// no PHPU fee, states the fee in the profile's native token (DOT), and the paid fee reads in DOT too.
import { describe, expect, it } from 'vitest';
import { connectDevAccount, freshContext, openOnNode, useDappSuite, waitFinalized } from './harness.ts';

const suite = useDappSuite(['--chain', 'asset-hub-dev']);
const SLOW = 120_000;

describe('fees where PHPU cannot pay', () => {
  it(
    'Send on asset-hub-dev: no fee choice, the fee estimated and paid in DOT',
    { timeout: 300_000 },
    async () => {
      const context = await freshContext(suite.browser);
      await context.addInitScript(() => localStorage.setItem('lumi-chain-profile', 'asset-hub-dev'));
      const page = await openOnNode(context, suite.app.url, suite.chain.node.wsUrl, '/dapp/send');
      page.setDefaultTimeout(SLOW);
      await connectDevAccount(page, 'Alice');
      const bob = suite.chain.keyring.addFromUri('//Bob').address;

      await page.getByRole('radio', { name: 'DOT', exact: true }).check();
      await page.getByRole('textbox', { name: 'Recipient' }).fill(bob);
      await page.getByRole('textbox', { name: 'Amount' }).fill('1');
      await page
        .getByTestId('network-fee')
        .filter({ hasText: /^Network fee: ≈\u00a00\.\d+\u00a0DOT$/u })
        .waitFor();
      await expect(page.getByRole('checkbox', { name: 'Pay the network fee in PHPU' }).count()).resolves.toBe(
        0,
      );

      await page.getByRole('button', { name: 'Send', exact: true }).click();
      const review = page.getByRole('dialog', { name: 'Review transfer' });
      await review.getByTestId('review-network-fee').filter({ hasText: /DOT$/u }).waitFor();
      await review.getByRole('button', { name: 'Confirm send' }).click();
      await waitFinalized(review);
      await review
        .getByTestId('fee-paid')
        .filter({ hasText: /^Fee paid: [\d.]+\u00a0DOT$/u })
        .waitFor();
      await context.close();
    },
  );
});
