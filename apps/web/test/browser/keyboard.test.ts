// A swap from start to finish with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrow keys and typing; no
// clicks, no programmatic focus), against a spawned dev chain: every control on the way can be reached and
// operated, focus is visible, and dialogs hand focus back when they close. Send and liquidity by keyboard are in
// keyboardTransactions.test.ts.
import { describe, expect, it } from 'vitest';
import { formatExact } from '../../src/shared/format/index.ts';
import { chainBalances } from '../chain/devChain.ts';
import { useDappSuite } from './harness.ts';
import {
  expectFocusOn,
  expectVisibleFocus,
  isFocused,
  navigateByKeyboard,
  pressUntilFocused,
} from './keyboard.ts';

const suite = useDappSuite();

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
    await expectFocusOn(account);

    // Back to the navigation, to Swap.
    await navigateByKeyboard(page, 'Swap');

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
    await expectFocusOn(done);
    await keyboard.press('Enter');
    await review.waitFor({ state: 'detached' });
    // "Swap" is disabled again (the amount was cleared): focus returns to the form's first field.
    await expectFocusOn(pay);

    const after = await chainBalances(suite.chain.api, alice);
    expect(after.phpu).toBeGreaterThan(before.phpu);
    expect(after.lumi.free).toBeLessThan(before.lumi.free - 5n * 10n ** 12n);
    await page
      .getByText(`Balance: ${formatExact(after.phpu, { decimals: 6, symbol: 'PHPU' })}`, { exact: true })
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
