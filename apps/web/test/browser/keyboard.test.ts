// A swap from start to finish with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrow keys and typing; no
// clicks, no programmatic focus), against a spawned dev chain: every control on the way can be reached and
// operated, focus is visible, and dialogs hand focus back when they close.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatTokenAmount } from '../../src/lib/format/index.ts';
import { chainBalances } from '../chain/devChain.ts';
import { useDappSuite } from './harness.ts';

const suite = useDappSuite();

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses `key` until `target` has focus; fails when `max` presses do not get there. */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', max = 40): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < max && !(await isFocused(target)); presses++)
    await page.keyboard.press(key);
  expect(await isFocused(target), `${target.toString()} reached with ${key}`).toBe(true);
}

/** The element's focus indicator as computed: its outline, else its box shadow ('' when it has neither). */
const focusStyle = (target: Locator) =>
  target.evaluate((element) => {
    const style = getComputedStyle(element);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0)
      return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
    return style.boxShadow === 'none' ? '' : `box-shadow ${style.boxShadow}`;
  });

/** Asserts `target` (focused) shows a focus indicator that `unfocused()` (run after focus left it) no longer has. */
async function expectVisibleFocus(target: Locator, leave: () => Promise<void>): Promise<void> {
  const focused = await focusStyle(target);
  expect(focused, `${target.toString()}: focus indicator`).not.toBe('');
  await leave();
  expect(await isFocused(target)).toBe(false);
  expect(await focusStyle(target), `${target.toString()}: indicator goes with focus`).not.toBe(focused);
}

describe('keyboard only', () => {
  it('connects a dev account, swaps LUMI for PHPU and sees the chain’s new balance, with visible focus throughout', async () => {
    const page = await suite.open('/dapp');
    const { keyboard } = page;
    const alice = suite.chain.alice.address;

    // The section links, in order, each with a visible focus indicator; then the header's wallet button.
    const nav = page.getByRole('navigation', { name: 'App sections' });
    await nav.getByRole('link', { name: 'Settings' }).waitFor();
    const links = await nav.getByRole('link').all();
    expect(links.length).toBeGreaterThanOrEqual(7);
    const connect = page.getByRole('banner').getByRole('button', { name: 'Connect wallet' });
    await pressUntilFocused(page, links[0]!);
    for (const [index, link] of links.entries()) {
      const next = links[index + 1] ?? connect;
      await expectVisibleFocus(link, () => keyboard.press('Tab'));
      expect(await isFocused(next), `Tab after ${await link.innerText()}`).toBe(true);
    }

    // Connect wallet: Enter opens the dialog; arrow keys move between its tabs; Enter uses Alice.
    await keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Connect wallet' });
    const devTab = dialog.getByRole('tab', { name: 'Development accounts' });
    await pressUntilFocused(page, devTab);
    await keyboard.press('ArrowLeft');
    await expect
      .poll(() => dialog.getByRole('tab', { name: 'Lumi account' }).getAttribute('aria-selected'))
      .toBe('true');
    await keyboard.press('ArrowRight');
    await expect.poll(() => devTab.getAttribute('aria-selected')).toBe('true');
    await pressUntilFocused(page, dialog.getByRole('button', { name: 'Use Alice' }));
    await keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('wallet-keypair'))).toBe(alice);
    // The button that opened the dialog is gone: focus lands on the account button that replaced it.
    const account = page.getByRole('button', { name: /^Account Alice/u });
    await expect.poll(() => isFocused(account)).toBe(true);

    // Back to the navigation, to Swap.
    await pressUntilFocused(page, nav.getByRole('link', { name: 'Swap' }), 'Shift+Tab');
    await keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Swap' }).waitFor();

    const pay = page.getByRole('textbox', { name: 'You pay' });
    await pressUntilFocused(page, pay);
    await keyboard.type('5');
    await page.getByTestId('network-fee').filter({ hasText: 'LUMI' }).waitFor();
    const swap = page.getByRole('button', { name: 'Swap', exact: true });
    await pressUntilFocused(page, swap);
    const before = await chainBalances(suite.chain.api, alice);
    const review = page.getByRole('dialog', { name: 'Review swap' });
    await expectVisibleFocus(swap, async () => {
      await keyboard.press('Enter');
      await review.waitFor();
    });

    // The review traps focus; Space confirms.
    await pressUntilFocused(page, review.getByRole('button', { name: 'Confirm swap' }));
    await keyboard.press('Space');
    const status = review.getByTestId('tx-status');
    await status.filter({ hasText: /^(In block|Finalized in block) #\d+/u }).waitFor();
    await status.filter({ hasText: /^Finalized in block #\d+/u }).waitFor();
    const done = review.getByRole('button', { name: 'Done' });
    await expect.poll(() => isFocused(done)).toBe(true);
    await keyboard.press('Enter');
    await review.waitFor({ state: 'detached' });
    // "Swap" is disabled again (the amount was cleared): focus returns to the form's first field.
    await expect.poll(() => isFocused(pay)).toBe(true);

    const after = await chainBalances(suite.chain.api, alice);
    expect(after.phpu).toBeGreaterThan(before.phpu);
    expect(after.lumi.free).toBeLessThan(before.lumi.free - 5n * 10n ** 12n);
    await page
      .getByText(`Balance: ${formatTokenAmount(after.phpu, 6, { symbol: 'PHPU' })}`, { exact: true })
      .waitFor();
    await page.context().close();
  });

  it('offers "Skip to content" as the first stop, which moves focus past the header to the page', async () => {
    const page = await suite.open('/dapp/swap');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await page.getByRole('heading', { level: 1, name: 'Swap' }).waitFor();
    // Hidden until focused, then on screen.
    expect((await skip.boundingBox())!.y).toBeLessThan(0);
    await page.keyboard.press('Tab');
    expect(await isFocused(skip)).toBe(true);
    expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await isFocused(page.getByRole('main'))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/dapp/swap');
    // The next Tab lands inside the page, not on the navigation.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() =>
      document.querySelector('main')!.contains(document.activeElement),
    );
    expect(inMain).toBe(true);
    await page.context().close();
  });
});
