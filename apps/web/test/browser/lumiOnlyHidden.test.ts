// Lumi's own features on the Asset-Hub-shaped dev chain (its profile chosen): the forex pages, the faucet, the
// admin screens and fees in PHPU are hidden there, and a deep link says "not on this chain" instead of breaking.
// Send offers no PHPU fee, states the fee in the profile's native token (DOT), and the paid fee reads in DOT too.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ASSET_HUB_DEV } from './chains.ts';
import {
  connectDevAccount,
  freshContext,
  openOnNode,
  useApiStack,
  useChainSuite,
  waitFinalized,
} from './harness.ts';

const suite = useChainSuite(ASSET_HUB_DEV);
// The API with its faucet at its default (on): the API itself turns it off on a chain without Lumi's assets, and says why.
const stack = useApiStack(suite, ['--profile', 'asset-hub-dev', '--forex-source', 'off']);
const SLOW = 120_000;

const navLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'App sections' }).getByRole('link').allInnerTexts();

describe('Lumi-only features on asset-hub-dev', () => {
  it(
    'hides the forex pages, the faucet, the admin screens, the PHPU fee and the LUMI/PHPU pool settings; the routes say "not on this chain"',
    { timeout: 300_000 },
    async () => {
      // Alice: on Lumi she holds the sudo key and sees Admin.
      const page = await suite.openAs('Alice', '/dapp', { appUrl: stack.app.url });
      page.setDefaultTimeout(SLOW);
      // The page's own status request answered: the API reports its faucet off because this chain lacks Lumi's
      // assets (features.faucet false), and the app shows none.
      const status = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/status'));
      await page.reload();
      // Read again from Node: the page's own response body is gone once a navigation follows it.
      const statusUrl = (await status).url();
      type Status = {
        faucet: { enabled: boolean };
        chain: { profile: string; features: { faucet: boolean; forexOracle: boolean } | null };
      };
      const read = async () => (await (await fetch(statusUrl)).json()) as Status;
      // features is null until the API has read the chain's metadata.
      await expect
        .poll(async () => (await read()).chain.features, { timeout: SLOW })
        .toEqual({ faucet: false, forexOracle: false });
      const answer = await read();
      expect(answer.faucet.enabled).toBe(false);
      expect(answer.chain.profile).toBe('asset-hub-dev');
      await page.locator('tr[data-token="DOT"] [data-field="free"]').waitFor();
      const links = await navLinks(page);
      expect(links).toEqual(
        expect.arrayContaining(['Portfolio', 'Swap', 'Liquidity', 'Send', 'Receive', 'Activity', 'Settings']),
      );
      expect(links).not.toContain('Forex');
      expect(links).not.toContain('Admin');
      await expect(page.getByRole('button', { name: 'Get test tokens' }).count()).resolves.toBe(0);

      for (const [path, feature] of [
        ['/dapp/forex', 'Forex rates'],
        ['/dapp/admin', 'Admin (sudo)'],
      ] as const) {
        await page.goto(new URL(path, stack.app.url).href);
        await page
          .getByTestId('not-on-chain')
          .filter({ hasText: feature })
          .filter({ hasText: 'Asset Hub dev chain' })
          .waitFor();
      }

      // Settings' chain configuration: the DEX's rows, none of Lumi's LUMI/PHPU pool.
      await page.goto(new URL('/dapp/settings', stack.app.url).href);
      const chainConfig = page.locator('[aria-labelledby="chain-config-title"]');
      await chainConfig.getByText('Swap fee (tenths of a percent)', { exact: true }).waitFor();
      await chainConfig.locator('dd').filter({ hasText: /^3$/u }).waitFor();
      // Once the page has read the chain's asset kind (every row shows until then).
      await expect.poll(() => chainConfig.getByText(/^(PHPU|LUMI|LPHPU) token id$/u).count()).toBe(0);

      // Swap pays its fee in DOT only.
      await page.goto(new URL('/dapp/swap', stack.app.url).href);
      await page.getByRole('textbox', { name: 'You pay' }).fill('1');
      await page.getByTestId('network-fee').filter({ hasText: 'DOT' }).waitFor();
      await expect(page.getByRole('checkbox', { name: 'Pay the network fee in PHPU' }).count()).resolves.toBe(
        0,
      );
      await page.context().close();
    },
  );
});

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
