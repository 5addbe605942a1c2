// axe-core over every screen of the app, in both colour schemes, on a desktop and a 360 px phone viewport,
// connected as the sudo account (so Admin shows): no violation of any WCAG 2.x A/AA rule or axe best practice.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { connectDevAccount, sudoAccountName, useDappSuite, waitConnected } from './harness.ts';

const suite = useDappSuite();

const SCREENS = [
  '/home',
  '/polkadot-identicon',
  '/dapp',
  '/dapp/swap',
  '/dapp/liquidity',
  '/dapp/send',
  '/dapp/receive',
  '/dapp/contacts',
  '/dapp/forex',
  '/dapp/activity',
  '/dapp/settings',
  '/dapp/admin',
  '/dapp/explorer',
  '/dapp/explorer/block/0',
] as const;

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 360, height: 740 } } as const;

/** The violations axe finds on the page as it is, one line per rule and element (for a readable failure). */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  );
}

async function settled(page: Page, path: string): Promise<void> {
  await page.getByRole('main').waitFor();
  if (path.startsWith('/dapp')) await waitConnected(page);
  // Placeholders ("…", loaders) are replaced by the data they wait for before axe looks.
  await page.locator('[aria-busy="true"], .mantine-Loader-root').first().waitFor({ state: 'detached' });
}

describe.each(['light', 'dark'] as const)('the %s colour scheme', (colorScheme) => {
  it.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
    'has no axe violation on any screen (%s)',
    async (viewport) => {
      const page = await suite.open('/dapp', { viewport: VIEWPORTS[viewport] });
      await page.emulateMedia({ colorScheme });
      await connectDevAccount(page, await sudoAccountName(suite.chain));
      const found: string[] = [];
      for (const path of SCREENS) {
        await page.goto(new URL(path, suite.app.url).href);
        await settled(page, path);
        found.push(...(await violations(page)).map((line) => `${path}: ${line}`));
        if (process.env.LUMI_A11Y_LOG) console.log(found.join('\n'));
      }
      await page.context().close();
      expect(found).toEqual([]);
    },
    // Fifteen screens, each loaded and analysed: minutes on a loaded two-core machine.
    600_000,
  );
});
