// Every screen on a 360 × 740 phone viewport, connected as a dev account against a spawned dev chain: the
// document never scrolls sideways and each screen's primary controls are visible inside the viewport.
// With LUMI_WEB_SCREENSHOTS=<dir> set, a screenshot of each screen is written there for a person to look at.
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  connectDevAccount,
  homeStarted,
  screenshotForReview,
  sudoAccountName,
  useDappSuite,
  waitFinalized,
} from './harness.ts';

const PHONE = { width: 360, height: 740 };

const suite = useDappSuite();

interface Screen {
  /** The navigation link that leads to it (also its h1). */
  section: string;
  /** Shown once the screen's data has rendered, so nothing measured is a placeholder. */
  ready: (page: Page) => Locator;
  /** Fills the screen's form so its action button and previews show, as a user would see them. */
  fill?: (page: Page) => Promise<void>;
  controls: (page: Page) => Locator[];
}

type Role = Parameters<Page['getByRole']>[0];

/** The controls of one role with these exact accessible names, in the page or a part of it. */
const named = (scope: Page | Locator, role: Role, ...names: string[]) =>
  names.map((name) => scope.getByRole(role, { name, exact: true }));
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const SCREENS: Screen[] = [
  {
    section: 'Portfolio',
    ready: (page) => page.locator('tr[data-token="LUMI"] td[data-field="free"] span[title]'),
    controls: (page) => [
      page.getByRole('radiogroup', { name: 'Display currency' }),
      ...named(page.getByRole('main'), 'link', 'Swap', 'Add liquidity', 'Send'),
      page.getByTestId('portfolio-total'),
      ...named(page, 'columnheader', 'Token', 'Free', 'Value (USD)'),
    ],
  },
  {
    section: 'Swap',
    ready: (page) => page.getByTestId('pool-price'),
    fill: async (page) => {
      await textbox(page, 'You pay').fill('12.5');
      await page.getByTestId('network-fee').filter({ hasText: 'LUMI' }).waitFor();
    },
    controls: (page) => [
      ...named(page, 'textbox', 'You pay', 'You receive', 'Slippage tolerance (custom, %)'),
      page.getByRole('button', { name: /^Switch direction/u }),
      page.getByRole('group', { name: 'Slippage tolerance' }),
      ...named(page, 'button', 'Swap'),
      page.locator('dl[aria-label="Swap details"]'),
    ],
  },
  {
    section: 'Liquidity',
    ready: (page) => textbox(page, 'LUMI to deposit'),
    fill: async (page) => {
      await textbox(page, 'LUMI to deposit').fill('10');
      await page.getByTestId('lp-minted').waitFor();
    },
    controls: (page) => [
      page.getByRole('group', { name: 'Slippage tolerance' }),
      ...named(page, 'textbox', 'Slippage tolerance (custom, %)', 'LUMI to deposit', 'PHPU to deposit'),
      page.getByRole('radiogroup', { name: 'Share of your liquidity to remove' }),
      ...named(page, 'button', 'Add liquidity', 'Remove liquidity'),
    ],
  },
  {
    section: 'Send',
    ready: (page) => textbox(page, 'Recipient'),
    fill: async (page) => {
      await textbox(page, 'Recipient').fill(suite.chain.bob.address);
      await textbox(page, 'Amount').fill('1.5');
    },
    controls: (page) => [
      page.getByRole('radiogroup', { name: 'Token' }),
      ...named(page, 'textbox', 'Recipient', 'Amount'),
      page.getByRole('button', { name: /^Send the maximum/u }),
      page.getByRole('checkbox', { name: /^Keep my account alive/u }),
      ...named(page, 'button', 'Send'),
    ],
  },
  {
    section: 'Forex',
    ready: (page) => page.locator('tr[data-currency="PHP"] [data-field="rate"]'),
    controls: (page) => [
      ...named(page, 'columnheader', 'Currency', 'Rate per USD', 'Last update'),
      page.locator('tr[data-currency="PHP"] [data-field="updated"]'),
      page.getByTestId('peg-deviation'),
    ],
  },
  {
    section: 'Activity',
    // No API runs behind this app server: the calm message with its retry button.
    ready: (page) => page.getByTestId('activity-unavailable'),
    controls: (page) => [page.getByTestId('activity-unavailable'), ...named(page, 'button', 'Try again')],
  },
  {
    section: 'Admin',
    ready: (page) => textbox(page, 'New swap fee (%)'),
    controls: (page) => [
      ...named(page, 'textbox', 'New swap fee (%)', 'New member', 'Mint to', 'PHPU to mint'),
      ...named(page, 'button', 'Change fee', 'Add member', 'Mint'),
    ],
  },
  {
    section: 'Settings',
    ready: (page) => textbox(page, 'Node endpoint'),
    controls: (page) => [
      ...named(page, 'textbox', 'Node endpoint', 'Slippage tolerance (custom, %)'),
      ...named(page, 'button', 'Save endpoint', 'Test connection'),
      ...named(page, 'combobox', 'Display currency', 'Locale'),
      page.getByRole('radiogroup', { name: 'Theme' }),
    ],
  },
];

/** The horizontal extent of the document's content, beyond the viewport if anything overflows. */
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * Asserts the control is visible and lies horizontally inside the phone's viewport. Nothing is scrolled first:
 * a control reachable only by scrolling something sideways (the page or a strip like the navigation) fails.
 */
async function expectInside(control: Locator, what: string): Promise<void> {
  await control.waitFor({ state: 'visible' });
  const box = await control.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(PHONE.width);
  // Nor cut off by a container that clips or scrolls sideways (a table wider than its card, say).
  const clippedBy = await control.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const left = parent.getBoundingClientRect().left + parent.clientLeft;
      if (rect.left < left - 0.5 || rect.right > left + parent.clientWidth + 0.5)
        return `${parent.tagName.toLowerCase()}.${parent.className} ${rect.left},${rect.right} vs ${left},${left + parent.clientWidth}`;
    }
    return null;
  });
  expect(clippedBy, `${what}: clipped`).toBeNull();
}

describe('a 360 px wide phone screen', () => {
  it('shows /home without sideways scrolling, its call to action inside the viewport', async () => {
    const page = await suite.newPage('/home', { viewport: PHONE });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await homeStarted(page);
    await expectInside(page.getByRole('link', { name: 'Launch app' }), 'Launch app');
    await expectInside(page.getByRole('heading', { level: 1 }), 'heading');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshotForReview(page, 'home');
    await page.context().close();
  });

  it('shows every /dapp screen, as the sudo account, without sideways scrolling and with its controls inside the viewport', async () => {
    const sudo = await sudoAccountName(suite.chain);
    const page = await suite.open('/dapp', { viewport: PHONE });
    // The Connect wallet dialog fits too.
    await page.getByRole('button', { name: 'Connect wallet' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Connect wallet' });
    for (const tab of ['Lumi account', 'Browser extension', 'Development accounts'])
      await expectInside(dialog.getByRole('tab', { name: tab }), `Connect wallet: ${tab}`);
    await dialog.getByRole('tab', { name: 'Development accounts' }).click();
    await expectInside(dialog.getByRole('button', { name: `Use ${sudo}` }), 'Connect wallet: account');
    expect(await scrollWidth(page), 'Connect wallet').toBeLessThanOrEqual(PHONE.width);
    await screenshotForReview(page, 'connect-wallet');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await connectDevAccount(page, sudo);
    const nav = page.getByRole('navigation', { name: 'App sections' });
    for (const screen of SCREENS) {
      await nav.getByRole('link', { name: screen.section, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: screen.section }).waitFor();
      await screen.ready(page).waitFor();
      await screen.fill?.(page);
      for (const [index, control] of screen.controls(page).entries())
        await expectInside(control, `${screen.section} control #${index + 1}`);
      // The header: every section link and the account button stay on screen.
      for (const link of await nav.getByRole('link').all())
        await expectInside(link, `${screen.section}: navigation link ${await link.innerText()}`);
      await expectInside(page.getByRole('button', { name: /^Account /u }), `${screen.section}: account`);
      expect(await scrollWidth(page), screen.section).toBeLessThanOrEqual(PHONE.width);
      await screenshotForReview(page, screen.section.toLowerCase());
    }
    await page.context().close();
  });

  it("shows a transaction's progress inside the review dialog, each step's label on one line", async () => {
    const page = await suite.openAs('Alice', '/dapp/send', { viewport: PHONE });
    await page
      .getByRole('textbox', { name: 'Recipient' })
      .fill(suite.chain.keyring.addFromUri('//Bob').address);
    await page.getByRole('textbox', { name: 'Amount' }).fill('1');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Review transfer' });
    await review.getByRole('button', { name: 'Confirm send' }).click();
    await waitFinalized(review);
    const labels = review.locator('.mantine-Stepper-stepLabel');
    await expect(labels.allInnerTexts()).resolves.toEqual([
      'Signing',
      'In pool',
      expect.stringMatching(/^In block #\d+$/u),
      'Finalized',
    ]);
    for (const label of await labels.all()) {
      await expectInside(label, `step ${await label.innerText()}`);
      // One line box: the text did not wrap.
      const lines = await label.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, await label.innerText()).toBe(1);
    }
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    // The dialog in its final state passes axe too (contrast of the filled Done button included).
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(
      axe.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
    await screenshotForReview(page, 'tx-progress');
    await page.context().close();
  });
});
