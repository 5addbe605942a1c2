// Keyboard-only driving for the browser tests: reach controls with Tab/Shift+Tab and arrow keys (never a click
// or a programmatic focus), and check focus is visible and lands somewhere sensible.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses `key` until `target` (visible) has focus; fails when `max` presses do not get there. */
export async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', max = 40): Promise<void> {
  await target.waitFor();
  await pressUntilFocusedAttached(page, target, key, max);
}

/** The same for a control that is drawn by another element (a radio drawn by its label): only attached. */
async function pressUntilFocusedAttached(
  page: Page,
  target: Locator,
  key: string,
  max: number,
): Promise<void> {
  await target.waitFor({ state: 'attached' });
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

/** Asserts `target` (focused) shows a focus indicator that it no longer has once `leave()` moved focus away. */
export async function expectVisibleFocus(target: Locator, leave: () => Promise<void>): Promise<void> {
  const focused = await focusStyle(target);
  expect(focused, `${target.toString()}: focus indicator`).not.toBe('');
  await leave();
  expect(await isFocused(target)).toBe(false);
  expect(await focusStyle(target), `${target.toString()}: indicator goes with focus`).not.toBe(focused);
}

/** Waits until focus is on `target`. */
export async function expectFocusOn(target: Locator): Promise<void> {
  await expect.poll(() => isFocused(target), { message: `focus on ${target.toString()}` }).toBe(true);
}

/**
 * From the top of the page, tabs to the header's "Connect wallet" and uses the development account `name`
 * through the dialog; returns with focus on the account button that replaced "Connect wallet".
 */
export async function connectDevAccountByKeyboard(page: Page, name: string): Promise<void> {
  await pressUntilFocused(page, page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Connect wallet' });
  const devTab = dialog.getByRole('tab', { name: 'Development accounts' });
  await pressUntilFocused(page, devTab);
  // Tabs follow the selection as focus moves: focusing one is not enough if another is selected.
  if ((await devTab.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('Enter');
  await expect.poll(() => devTab.getAttribute('aria-selected')).toBe('true');
  await pressUntilFocused(page, dialog.getByRole('button', { name: `Use ${name}` }));
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await expectFocusOn(page.getByRole('button', { name: new RegExp(`^Account ${name}`, 'u') }));
}

/** With focus in the header, goes back (Shift+Tab) to the section link `name` and follows it. */
export async function navigateByKeyboard(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'App sections' });
  await pressUntilFocused(page, nav.getByRole('link', { name }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/**
 * Selects the radio `option` of `group` with the arrow keys: tabs to the group (its checked radio is the tab stop),
 * then presses `key` until `option` is checked.
 */
export async function chooseWithArrows(
  page: Page,
  group: Locator,
  option: string,
  key: string,
): Promise<void> {
  const radio = group.getByRole('radio', { name: option, exact: true });
  await group.waitFor();
  await pressUntilFocusedAttached(page, group.getByRole('radio', { checked: true }), 'Tab', 40);
  for (let presses = 0; presses < 10 && !(await radio.isChecked()); presses++) await page.keyboard.press(key);
  expect(await radio.isChecked(), `${option} chosen with ${key}`).toBe(true);
  expect(await isFocused(radio)).toBe(true);
}
