// Send and liquidity from start to finish with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrow keys and
// typing; no clicks, no programmatic focus), against a spawned dev chain: the chain moves by exactly what was
// typed, errors are tied to their field, and focus lands on a control when each dialog closes.
import { PHPU } from '@lumi/chain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseTokenAmount } from '../../src/shared/format/index.ts';
import { chainBalances } from '../chain/devChain.ts';
import { useDappSuite, waitFinalized } from './harness.ts';
import {
  chooseWithArrows,
  connectDevAccountByKeyboard,
  expectFocusOn,
  navigateByKeyboard,
  pressUntilFocused,
} from './keyboard.ts';

const suite = useDappSuite();

/** Changes one character of a valid address so only its checksum is wrong. */
function breakChecksum(address: string): string {
  const last = address.at(-1)!;
  return address.slice(0, -1) + (last === 'a' ? 'b' : 'a');
}

/** Selects all of the focused field's text and types `text` over it. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * In the open review dialog `name`: tabs to `confirm`, presses it with Space, waits for finalization (and for
 * `settled`, the page showing the new state, when given), and closes the dialog with Enter on "Done" (which has
 * focus once the progress shows).
 */
async function confirmByKeyboard(
  page: Page,
  name: string,
  confirm: string,
  settled?: Locator,
): Promise<void> {
  const review = page.getByRole('dialog', { name });
  await pressUntilFocused(page, review.getByRole('button', { name: confirm }));
  await page.keyboard.press('Space');
  await waitFinalized(review);
  await settled?.waitFor();
  const done = review.getByRole('button', { name: 'Done' });
  await expectFocusOn(done);
  await page.keyboard.press('Enter');
  await review.waitFor({ state: 'detached' });
}

describe('keyboard only, money-moving screens', () => {
  it('sends PHPU: token by arrow keys, a checksum error tied to the field, exactly the amount arrives', async () => {
    const page = await suite.open('/dapp');
    const { keyboard } = page;
    const ferdie = suite.chain.keyring.addFromUri('//Ferdie').address;
    await connectDevAccountByKeyboard(page, 'Charlie');
    await navigateByKeyboard(page, 'Send');

    await chooseWithArrows(page, page.getByRole('radiogroup', { name: 'Token' }), 'PHPU', 'ArrowRight');
    await page.getByText(/^Transferable: .*\sPHPU$/u).waitFor();

    const recipient = page.getByRole('textbox', { name: 'Recipient' });
    await pressUntilFocused(page, recipient);
    await keyboard.type(breakChecksum(ferdie));
    const checksumError = page.getByText('This address has a typo: its checksum does not match.', {
      exact: false,
    });
    await checksumError.waitFor();
    // Announced with the field: marked invalid and described by the error's text.
    expect(await recipient.getAttribute('aria-invalid')).toBe('true');
    const errorId = await checksumError.getAttribute('id');
    expect(errorId).toBeTruthy();
    expect((await recipient.getAttribute('aria-describedby'))?.split(/\s+/u)).toContain(errorId);
    await page.getByRole('button', { name: 'Enter a recipient' }).waitFor();

    await retype(page, ferdie);
    await expect.poll(() => recipient.getAttribute('aria-invalid')).not.toBe('true');
    await checksumError.waitFor({ state: 'detached' });

    const amount = page.getByRole('textbox', { name: 'Amount' });
    await pressUntilFocused(page, amount);
    await keyboard.type('12.25');
    await page.getByTestId('network-fee').filter({ hasText: 'LUMI' }).waitFor();
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await pressUntilFocused(page, send);
    const before = await chainBalances(suite.chain.api, ferdie);
    await keyboard.press('Enter');
    const review = page.getByRole('dialog', { name: 'Review transfer' });
    await expect(review.getByTestId('review-amount').innerText()).resolves.toBe('12.25\u00a0PHPU');
    await confirmByKeyboard(page, 'Review transfer', 'Confirm send');

    const after = await chainBalances(suite.chain.api, ferdie);
    expect(after.phpu - before.phpu).toBe(12_250_000n);
    // The amount is cleared, so "Send" is disabled: focus goes to the field to type the next amount in.
    await page.getByRole('button', { name: 'Enter an amount' }).waitFor();
    await expectFocusOn(amount);
    await page.context().close();
  });

  it('adds liquidity by typing the LUMI amount, then removes 50 % and the rest with the arrow keys', async () => {
    const page = await suite.open('/dapp');
    const { keyboard } = page;
    const dave = suite.chain.keyring.addFromUri('//Dave').address;
    await connectDevAccountByKeyboard(page, 'Dave');
    await navigateByKeyboard(page, 'Liquidity');
    const before = await chainBalances(suite.chain.api, dave);
    expect(before.lphpu).toBe(0n);

    const lumi = page.getByRole('textbox', { name: 'LUMI to deposit' });
    await pressUntilFocused(page, lumi);
    await keyboard.type('40');
    const phpu = page.getByRole('textbox', { name: 'PHPU to deposit' });
    await expect.poll(() => phpu.inputValue()).not.toBe('');
    const quoted = parseTokenAmount(await phpu.inputValue(), PHPU);
    if (!quoted.ok) throw new Error(quoted.error);
    const add = page.getByRole('button', { name: 'Add liquidity' });
    await pressUntilFocused(page, add);
    await keyboard.press('Enter');
    await confirmByKeyboard(page, 'Review deposit', 'Confirm deposit');
    // The final deposit clears the form, so "Add liquidity" is disabled: focus goes to the field to type in.
    await page.getByRole('button', { name: 'Enter an amount' }).waitFor();
    await expectFocusOn(lumi);

    const added = await chainBalances(suite.chain.api, dave);
    expect(added.lphpu).toBeGreaterThan(0n);
    expect(before.phpu - added.phpu).toBe(quoted.value);

    // The share control appears with the LP balance; 50 % is preselected, so go to 75 % and back.
    const share = page.getByRole('radiogroup', { name: 'Share of your liquidity to remove' });
    await chooseWithArrows(page, share, '75 %', 'ArrowRight');
    await chooseWithArrows(page, share, '50 %', 'ArrowLeft');
    const remove = page.getByRole('button', { name: 'Remove liquidity' });
    await pressUntilFocused(page, remove);
    await keyboard.press('Enter');
    await confirmByKeyboard(page, 'Review withdrawal', 'Confirm withdrawal');
    await expectFocusOn(remove);

    const removed = await chainBalances(suite.chain.api, dave);
    expect(removed.lphpu).toBe(added.lphpu - added.lphpu / 2n);
    expect(removed.phpu).toBeGreaterThan(added.phpu);

    // The rest: the share control goes with the LP balance and "Remove liquidity" is disabled, so the card has
    // nothing left to operate: focus moves to the neighbouring deposit card's empty field, not to <body>.
    await chooseWithArrows(page, share, '100 %', 'ArrowRight');
    await pressUntilFocused(page, remove);
    await keyboard.press('Enter');
    // Where focus goes depends on what the page shows when the dialog closes: close it once the card is empty.
    const empty = page.getByText('You have no liquidity in this pool.');
    await confirmByKeyboard(page, 'Review withdrawal', 'Confirm withdrawal', empty);
    expect((await chainBalances(suite.chain.api, dave)).lphpu).toBe(0n);
    await expectFocusOn(lumi);
    await page.context().close();
  });
});
